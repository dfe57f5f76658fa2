"""Frames (checker/frames.py, :func:`rival`): the unit a rate is counted per ("1 point for every £1 spent", "£5 per 100
points") is a divisor, no amount a subject has: the user's own spend ("£150 of supplies earns 300 points") does not
adopt a premise against it. A user's figure for the rate itself, or for a limit, is still read as adopted."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=20, max_value=400), st.sampled_from(["supplies", "books", "groceries"]),
       st.integers(min_value=400, max_value=900))
def test_a_users_spend_is_no_rival_of_a_rates_unit(spend, thing, gold):
    ctx = [{"title": "earning.md", "text": f"Members earn 1 point for every £1 spent in store or online. Students with a valid "
                                           f"student card earn double points. Members who collect {gold} points or more in a "
                                           "calendar year reach Gold."}]
    q = f"I'm a student and I'm planning to spend £{spend} on {thing} this month. How many points will I earn?"
    said = f"As a student with a valid student card, you earn double points — so £{spend} of {thing} earns {2 * spend} points."
    v = check(said, ctx, q)
    assert "adopted_premise" not in rules(v), [f.notes for f in v.findings]
    # the user's figure for the Gold limit itself is still adopted
    q2 = f"Since Gold needs {gold - 100} points, will I reach it?"
    bad = check(f"Members who collect {gold - 100} points or more in a calendar year reach Gold.", ctx, q2)
    assert bad.hallucination == "hallucinated"
