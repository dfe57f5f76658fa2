"""Frames, round 2 (checker/frames.py): a dropped or changed period and a swapped subject need the
evidence a contradiction has. Each class is tried both ways over generated variants: a clean answer
that must stay clean and a hallucinated neighbour that must still be caught."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

OCCASIONS = ["session", "booking", "visit", "claim", "lesson", "appointment", "order", "trip"]
THINGS = ["deposit", "hire fee", "excess", "admin charge", "cleaning fee"]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OCCASIONS), st.sampled_from(THINGS), st.integers(min_value=2, max_value=400))
def test_a_bare_value_drops_no_occasion(occasion, thing, price):
    """'a £50 deposit for every booking': 'your £50 deposit' speaks of one booking, so it drops
    nothing; 'a month' for the same value is another period and is still caught."""
    ctx = [{"title": "terms.md", "text": f"The {thing} is £{price} per {occasion}."}]
    assert "frame_period" not in rules(check(f"Your **{thing}** is **£{price}**.", ctx))
    assert "frame_period" not in rules(check(f"- {thing.capitalize()}: **£{price}**", ctx))
    assert check(f"The {thing} is £{price} a month.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["user", "person", "kWh", "guest"]), st.integers(min_value=2, max_value=90))
def test_a_bare_value_still_drops_a_counted_unit(unit, price):
    """'$12 per user per month' read as '$12 per month' for the whole team is still another price."""
    ctx = [{"title": "plan.md", "text": f"The Team plan costs ${price} per {unit} per month, billed monthly."}]
    assert "frame_period" in rules(check(f"The Team plan costs ${price} per month, billed monthly.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(OCCASIONS), st.sampled_from(["at a time", "each time"]), st.integers(min_value=2, max_value=9))
def test_at_a_time_is_per_the_contexts_occasion(occasion, phrase, hours):
    """'for up to 3 hours per session' said as 'up to three hours at a time': the same period;
    'per year' is another and is still caught."""
    ctx = [{"title": "boats.md", "text": f"Boats can be booked for a maximum of {hours} hours per {occasion}."}]
    assert "frame_period" not in rules(check(f"You can book a boat for up to {hours} hours {phrase}.", ctx))
    assert "frame_period" in rules(check(f"You can book a boat for up to {hours} hours per year.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["claim", "month", "repair"]), st.sampled_from(["Gold", "Premier", "Complete"]))
def test_a_zero_has_no_period(per, plan):
    """'£0 per claim' said as 'no excess (£0)' or '£0 a year' is still nothing."""
    ctx = [{"title": "terms.md", "text": f"The excess is £0 per {per} on {plan} and £60 per {per} on Plus."}]
    assert "frame_period" not in rules(check(f"For comparison, **{plan}** has **no excess** (£0).", ctx))
    assert "frame_period" not in rules(check(f"On {plan} the excess is £0 a year.", ctx))
    assert check(f"On {plan} the excess is £60 per {per}.", ctx).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("men", "women", "man", "woman")]),
       st.lists(st.integers(min_value=2, max_value=30), min_size=2, max_size=2, unique=True))
def test_an_irregular_plural_is_its_singular(nouns, weeks):
    """'as a woman … every 16 weeks' for 'men every 12 weeks and women every 16 weeks' is the women's
    interval; the women's figure for the men is still a swap. (Left: the men's figure said of a woman
    is read as hers, because her word is in the sentence that states it, gapped.)"""
    one_pl, other_pl, one, other = nouns
    a, b = weeks
    ctx = [{"title": "intervals.md", "text": f"{one_pl.capitalize()} can give blood every {a} weeks and {other_pl} every {b} weeks."}]
    assert "frame_swap" not in rules(check(f"As a {other}, you can give blood every {b} weeks.", ctx))
    assert check(f"{one_pl.capitalize()} can give blood every {b} weeks.", ctx).hallucination == "hallucinated"
