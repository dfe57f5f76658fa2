"""Frames (checker/frames.py): existence polarity. "There is no lift" / "there's a lift you can use": a claim asserting a
thing the context's only word of which denies it is the other polarity, critical even though every word is the
context's. Neighbours that stay clean: the denial restated ("there isn't a lift"), another thing asserted, a conditioned
or questioned existence, a thing the context also mentions otherwise, a denial restricted to a case the claim does not
name. Each is generated over several things, verbs of existence and word orders."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


THINGS = [("lift", "a lift"), ("car park", "a car park"), ("changing rooms", "changing rooms"), ("café", "a café"),
          ("hearing loop", "a hearing loop")]
DENIALS = ["there is no {t}", "there are no {t}", "there isn't any {t}", "the building has no {t}", "we do not have any {t}"]
CLAIMS = ["- The studio is on the **first floor**, and there's {a} you can use.", "There is also {a} for visitors.",
          "Yes, there's **{a}** at the studio.", "The studio has {a} by the entrance from Market Lane."]


def ctx_of(denial: str, thing: str) -> list:
    return [{"title": "access.md", "text": f"The studio is on the first floor and {denial.format(t=thing)}. The entrance from "
                                           "Market Lane has two steps. We can arrange a ground-floor table if you let us know."}]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(DENIALS), st.sampled_from(CLAIMS))
def test_an_asserted_thing_the_context_denies_is_flagged(thing, denial, claim):
    t, a = thing
    assert "frame_polarity" in rules(check(claim.format(a=a), ctx_of(denial, t)))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(DENIALS))
def test_the_denial_restated_or_another_thing_stays_clean(thing, denial):
    t, a = thing
    ctx = ctx_of(denial, t)
    for good in (f"There's no {t}, I'm afraid.", f"There isn't {a} at the studio.", f"The studio has no {t}.",
                 "There's a ground-floor table we can arrange if you let us know.",
                 f"If there's {a}, I couldn't find it in the documents.", f"Is there {a}?",
                 f"Unfortunately the building doesn't have {a}."):
        assert "frame_polarity" not in rules(check(good, ctx)), good


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(THINGS))
def test_a_thing_also_mentioned_otherwise_is_not_read(thing):
    """'No lift in the east wing … the west wing has a lift': which lift a claim means is not read here."""
    t, a = thing
    ctx = [{"title": "access.md", "text": f"In the east wing there is no {t}. The west wing has {a} next to reception."}]
    assert "frame_polarity" not in rules(check(f"There's {a} in the west wing.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("parking", "on Saturdays", "Saturdays", "weekdays"), ("bar", "during matinees", "matinees", "evening shows"),
                        ("crèche", "in the school holidays", "school holidays", "term time")]))
def test_a_restricted_denial_is_flipped_only_in_its_case(item):
    """'There is no parking on Saturdays': 'there's parking on weekdays' is another case (clean); 'there's parking on
    Saturdays' is the flip."""
    thing, case, said, other = item
    ctx = [{"title": "visiting.md", "text": f"There is no {thing} {case}. Doors open at 7pm."}]
    assert "frame_polarity" not in rules(check(f"There's {thing} on {other}.", ctx))
    assert "frame_polarity" in rules(check(f"There's {thing} available in {said}.", ctx))
