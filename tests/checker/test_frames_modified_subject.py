"""Frames (checker/frames.py): a subject with modifiers that hold a value of their own ("The annual service charge at
Orchard Green Retirement Village for 2024/25 is £4,380 for a one-bedroom apartment and £5,620 for a two-bedroom
apartment"). The first value (the year) stands inside the subject, its verb after it; the subject's head is the noun
phrase before its first preposition ("the annual service charge"), and every coordinated value after the verb takes
it, not only the first. So "the annual charge is £5,620" is the sentence's own, while giving £5,620 to the other
apartment is still a swap."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def swapped(answer: str, ctx) -> bool:
    return any(f.rule == "frame_swap" and f.severity == "critical" for f in check(answer, ctx).findings)


CHARGES = [("annual service charge", "annual charge"), ("yearly ground rent", "yearly rent"), ("annual maintenance fee", "annual fee")]
PLACES = ["Orchard Green Retirement Village", "Harbour View Court Residences", "the Willows Park Estate"]
KINDS = [("one-bedroom", "two-bedroom", "apartment"), ("studio", "family", "flat"), ("single", "double", "cottage")]
FIGURES = [("£4,380", "£5,620"), ("£1,200", "£1,650"), ("£980", "£1,340")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CHARGES), st.sampled_from(PLACES), st.sampled_from(["2024/25", "2025/26", "2025"]), st.sampled_from(KINDS),
       st.sampled_from(FIGURES))
def test_every_coordinated_value_takes_the_subject_head(charge, place, year, kinds, figures):
    (full, short), (a, b, unit), (x, y) = charge, kinds, figures
    ctx = [{"title": "charges.md", "text": f"The {full} at {place} for {year} is {x} for a {a} {unit} and {y} for a {b} {unit}. "
                                           "It is payable in 12 equal monthly instalments by direct debit."}]
    for good in (f"The {short} is **{y}** [1].", f"The {full} for a {b} {unit} is {y}.", f"The {short} is {x}."):
        assert not swapped(good, ctx), good
    bad = f"The {full} for a {a} {unit} is {y}."
    assert swapped(bad, ctx), bad
