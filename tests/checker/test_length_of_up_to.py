"""A thing's length given as a limit, said flat (thirty-first session, checker/frames.py ``_OF_UP_TO``, ``_limit_dropped``).

"a free crabbing trial of up to 30 minutes": the longest the trial lasts. "The free crabbing trial is 30 minutes long"
states the limit as the length — the qualifier lost (issue 22's "from £12" → "£12", of a span). The claim keeps it with
its own limit word ("up to", "a maximum of", "can"); a deadline's word ("free", "cancel") keeps nothing of a length.

    CONTEXT := "<Org> offers a free <thing> of up to <N> <unit> for first-time visitors."
    FLAT    := "The free <thing> is <N'> <unit> long." | "The free <thing> gives you <N'> <unit>."   (N' = N, any form)
    KEPT    := "The free <thing> is up to <N'> <unit> long." | "… lasts a maximum of …" | "… can last …"
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

THINGS = ["crabbing trial", "taster session", "climbing taster", "pottery trial", "sauna session"]
SPANS = [("30 minutes", ["30 minutes", "half an hour", "thirty minutes"]), ("2 hours", ["2 hours", "two hours"]),
         ("45 minutes", ["45 minutes", "three-quarters of an hour"]), ("90 minutes", ["90 minutes", "an hour and a half"])]


def _ctx(thing: str, span: str) -> list[dict]:
    return [{"title": "offer.md", "text": f"Sandbar Pier offers a free {thing} of up to {span} for first-time visitors, on "
                                          f"weekdays only during school term time."}]


@settings(deadline=None, max_examples=50)
@given(st.sampled_from(THINGS), st.sampled_from(SPANS), st.data())
def test_the_limit_said_flat_is_a_lost_qualifier(thing, span, data):
    said = data.draw(st.sampled_from(span[1]))
    claim = data.draw(st.sampled_from([f"The free {thing} is {said} long.", f"The free {thing} gives you {said}."]))
    verdict = check(claim, _ctx(thing, span[0]), query=f"How long is the free {thing}?")
    assert "frame_qualifier" in {f.rule for f in verdict.findings}, (claim, verdict.findings)
    assert verdict.hallucination == "hallucinated"


@settings(deadline=None, max_examples=50)
@given(st.sampled_from(THINGS), st.sampled_from(SPANS), st.data())
def test_the_limit_kept_in_the_claims_words(thing, span, data):
    said = data.draw(st.sampled_from(span[1]))
    claim = data.draw(st.sampled_from([f"The free {thing} is up to {said} long.",
                                       f"The free {thing} lasts a maximum of {said}.",
                                       f"The free {thing} can last {said}.",
                                       f"The free {thing} is {said} at most."]))
    verdict = check(claim, _ctx(thing, span[0]), query=f"How long is the free {thing}?")
    assert "frame_qualifier" not in {f.rule for f in verdict.findings}, (claim, verdict.findings)
    assert verdict.hallucination != "hallucinated", (claim, verdict.findings)


def test_a_deadline_up_to_is_not_a_length():
    ctx = [{"title": "cancel.md", "text": "You can cancel free of charge up to 48 hours before your session."}]
    verdict = check("You can cancel free of charge 48 hours before your session.", ctx, query="Can I cancel?")
    assert "frame_qualifier" not in {f.rule for f in verdict.findings}
