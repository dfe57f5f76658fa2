"""A prohibition over a bound flips its direction (checker/frames.py, THE NEGATED BOUND: ``_bound``, ``_NEGATOR``).

Grammar: RULE := SUBJECT PROHIBITION VERB BOUND(x) ["or" BOUND(y)] where PROHIBITION is "must not", "may not",
"cannot", "can't", "mustn't", "not allowed" and BOUND is "within", "up to", "more than", "less than"; the rule says
the opposite bound of x ("must not be planted within 3 metres" = at least 3 metres away). A bound's own negator
("no more than two") is no polarity and no flip: "Max two" and "up to two" restate it. A negation inside a condition
or a relative clause ("if not used within 5 days", "items not collected within 30 days") flips nothing.
Wrong neighbours — the other bound ("within 3 metres", "at most 3 metres", "at least two cylinders") — stay flagged.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from tests.helpers import scored_hallucinated

PROHIBITIONS = ["must not be", "may not be", "cannot be", "can't be", "mustn't be", "should not be"]
THINGS = [("Trees", "planted", "a driveway"), ("Stalls", "set up", "the main gate"), ("Benches", "placed", "a play area"),
          ("Bins", "left", "the entrance")]
UNITS = ["metres", "feet", "yards"]


def _flagged(text: str, ctx: str, query: str = "What are the rules?") -> bool:
    return check(text, [{"title": "rules.md", "text": ctx}], query).hallucination == "hallucinated"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PROHIBITIONS), st.sampled_from(THINGS), st.integers(2, 30), st.sampled_from(UNITS))
def test_a_prohibited_nearness_is_a_minimum_distance(prohibition, thing, n, unit):
    subject, verb, place = thing
    ctx = f"{subject} {prohibition} {verb} within {n} {unit} of {place}."
    right = f"Keep them at least **{n} {unit}** from {place}."
    assert not _flagged(right, ctx), (ctx, right)
    bullet = f"- Not within **{n} {unit}** of {place}."  # ("not within" is the negated bound itself, restated)
    assert not _flagged(bullet, ctx), (ctx, bullet)
    for wrong in (f"They can be {verb} within **{n} {unit}** of {place}.", f"Keep them at most **{n} {unit}** from {place}."):
        assert _flagged(wrong, ctx), (ctx, wrong)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(THINGS), st.integers(2, 9), st.integers(10, 30))
def test_the_prohibition_covers_the_bounds_it_coordinates(thing, near, far):
    subject, verb, place = thing
    ctx = f"{subject} must not be {verb} within {near} metres of {place} or within {far} metres of a streetlight."
    right = f"- At least **{near} metres** from {place}.\n- At least **{far} metres** from a streetlight."
    assert not _flagged(right, ctx), (ctx, right)


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 9), st.sampled_from(["gas cylinders", "tables", "heaters"]))
def test_a_bounds_own_negator_is_no_polarity(n, things):
    ctx = f"Each stall may hold no more than {n} {things}."
    for right in (f"Max **{n} {things}** per stall.", f"Each stall can hold up to {n} {things}."):
        assert not _flagged(right, ctx), (ctx, right)
    assert _flagged(f"Each stall may hold at least {n} {things}.", ctx)


def test_a_negated_condition_flips_nothing():
    ctx = "Labels expire if not used within 5 days. Items not collected within 30 days are returned."
    assert not _flagged("Use your label within **5 days** and collect within **30 days**.", ctx)
    assert not _flagged("Items are returned if not collected within 30 days.", ctx)
    assert _flagged("Labels expire if not used for at least 5 days.", ctx)
    assert _flagged("Items not collected for at least 30 days are returned.", ctx)


def test_through_score(tmp_path):
    ctx = [{"title": "grant.md", "text": "Trees must not be planted within 3 metres of a driveway or within 5 metres of a streetlight."}]
    right = "### Placement\n- At least **3 metres** from a driveway.\n- At least **5 metres** from a streetlight."
    wrong = "### Placement\n- Within **3 metres** of a driveway is fine.\n- At least **5 metres** from a streetlight."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, "Where can we plant?") == [False, True]
