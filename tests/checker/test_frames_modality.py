"""Frames (checker/frames.py): modality strength (``frame_qualifier``). What the context advises ("we recommend a
refresher session", "we advise", "should") stated as an obligation ("requires", "must", "mandatory", "you'll need to"),
or what it requires stated as mere advice ("recommended", "optional"), is a changed qualifier even when every other word
is the context's. The same modality reworded ("recommends" / "advises" / "it's a good idea"; "must" / "is required" /
"you'll need to") stays clean. Generated over things, prices, subjects and orders."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check as full_check
from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


class _Read:
    def __init__(self, findings):
        self.findings = findings


def check(text: str, ctx: list) -> _Read:
    """The frame rule's own finding on one claim (the whole checker may flag a generated claim first by another rule:
    a name or a word the context lacks)."""
    f = frame_check(1, text, index_context(ctx, "Do I need one?"))
    return _Read([f] if f is not None else [])


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


THINGS = [("refresher session", "dived"), ("safety briefing", "sailed"), ("practice lesson", "driven"), ("fitness check", "trained")]
ADVICE = ["If you haven't {done} for more than 12 months, we recommend a {t} for £65.",
          "If you haven't {done} for more than 12 months, we advise booking a {t} for £65.",
          "If you haven't {done} for more than 12 months, a {t} (£65) is recommended."]
HARDER = ["And if you haven't {done} for over a year, Blue Reef **requires** a {t} (£65) first.",
          "If you haven't {done} for a year you must book a {t} for £65 first.",
          "A {t} for £65 is mandatory once you haven't {done} for a year.",
          "If you haven't {done} in a year, you'll need to book a {t} (£65)."]
SAME = ["If you haven't {done} for a year, Blue Reef recommends a {t} (£65).",
        "If you haven't {done} for a year a {t} for £65 is recommended.",
        "If you haven't {done} for a year they advise booking a {t} for £65.",
        "Blue Reef suggests a {t} (£65) if you haven't {done} for a year."]


def ctx_of(advice: str, thing) -> list:
    t, done = thing
    return [{"title": "refresher.md", "text": advice.format(t=t, done=done) + " Sessions run on Saturday mornings."}]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(ADVICE), st.sampled_from(HARDER))
def test_advice_made_an_obligation_is_flagged(thing, advice, claim):
    assert "frame_qualifier" in rules(check(claim.format(t=thing[0], done=thing[1]), ctx_of(advice, thing)))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(ADVICE), st.sampled_from(SAME))
def test_advice_reworded_stays_clean(thing, advice, claim):
    assert "frame_qualifier" not in rules(check(claim.format(t=thing[0], done=thing[1]), ctx_of(advice, thing)))
    assert "frame_qualifier" not in rules(full_check(claim.format(t=thing[0], done=thing[1]), ctx_of(advice, thing)))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("helmet", "worn on the track"), ("signed waiver", "handed in at reception"),
                        ("photo ID", "shown at the desk")]),
       st.sampled_from(["A {t} must be {p}.", "A {t} is required and must be {p}.", "A {t} is mandatory and has to be {p}."]))
def test_an_obligation_made_advice_is_flagged_and_restated_is_clean(item, rule):
    """'A helmet must be worn' / 'a helmet is recommended' weakens it; 'you'll need a helmet worn …' / 'a helmet is
    required' keep it."""
    t, p = item
    ctx = [{"title": "rules.md", "text": rule.format(t=t, p=p) + " Sessions run on Saturday mornings."}]
    assert "frame_qualifier" in rules(check(f"Having a {t} {p} is recommended but optional.", ctx))
    assert "frame_qualifier" in rules(check(f"We'd advise having a {t} {p}.", ctx))
    for good in (f"A {t} is required: it must be {p}.", f"You'll need to have a {t} {p}.", f"A {t} has to be {p}."):
        assert "frame_qualifier" not in rules(check(good, ctx)), good


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(THINGS))
def test_both_strengths_in_the_context_are_not_read(thing):
    """A context that advises one thing and requires it in another case ('we recommend a refresher … members must book
    a refresher') gives the claim's strength itself: no change is read."""
    t, done = thing
    ctx = [{"title": "refresher.md", "text": f"If you haven't {done} for 12 months, we recommend a {t} for £65. "
                                             f"After 24 months, you must book a {t} for £65."}]
    assert "frame_qualifier" not in rules(check(f"A {t} for £65 is required.", ctx))
