"""An age is a subject's value (checker/frames.py :func:`_age_value`): "The minimum age is 6 for the Lizard & Tortoise
Encounter and 8 for the Snake Encounter" gives each encounter its own age, so "the minimum age is 6 for the Snake
Encounter" swaps them. A bare figure was read for swaps only as money, a percentage, a quantity or a time.
(Not yet read: the same swap across a table's columns, "| Minimum age | 6 | 8 |" under the two encounters, nor "the Snake
Encounter has a minimum age of 6", its subject before a verb of having.)"""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from groundtest import check


@given(st.integers(3, 17), st.integers(1, 4), st.booleans(), st.sampled_from(["The minimum age is {n} for the {t}.",
                                                                             "For the {t}, the minimum age is {n}."]))
def test_an_age_goes_with_its_own_subject(a, gap, swap, form):
    b = a + gap
    ctx = [{"title": "encounters.md", "text": f"The minimum age is {a} for the Lizard Encounter and {b} for the Snake "
                                              f"Encounter; under-16s must be accompanied by a paying adult."}]
    said = form.format(n=a if swap else b, t="Snake Encounter")
    v = check(said, ctx, query="How old do you have to be?")
    assert (v.hallucination == "hallucinated") == swap, [(f.rule, f.notes) for f in v.findings]
