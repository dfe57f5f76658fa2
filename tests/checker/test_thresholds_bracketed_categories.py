"""Thresholds (checker/thresholds.py): a category named by its bound in brackets ("standard room (up to 16 m²) £35;
large room (over 16 m²) £50") is a limit of that category: a floor for "(over X)", a ceiling for "(up to X)", its
clause the noun phrase the brackets follow. A verdict placing the user's figure in a category is bound to the category
it names, and judged both ways: the right category stays clean, the other is still a contradiction. A figure with a
unit of size after it ("over 16 m²", "up to 20 kg") is a measure, never an age."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker.thresholds import contradicted, measure
from groundtest.checker.frames import values_of as values


CATEGORIES = [("standard room", "large room", "m²", "lounge"), ("small bag", "large bag", "kg", "suitcase"),
              ("short hire", "long hire", "miles", "trip")]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CATEGORIES), st.integers(min_value=8, max_value=40), st.integers(min_value=1, max_value=7),
       st.booleans())
def test_a_bracketed_bound_binds_its_category(cats, bound, gap, above):
    low, high, unit, thing = cats
    ctx = f"Our prices: {low} (up to {bound} {unit}) £35; {high} (over {bound} {unit}) £50; extras £20. Minimum charge £80."
    size = bound + gap if above else bound - gap
    query = f"How much for my {thing} (about {size} {unit})?"
    right, wrong = (high, low) if above else (low, high)
    said = "Your {thing} at around {size} {unit} counts as a {cat}."
    assert contradicted(said.format(thing=thing, size=size, unit=unit, cat=right), query, ctx) is None
    assert contradicted(said.format(thing=thing, size=size, unit=unit, cat=wrong), query, ctx) is not None
    # restating the comparison with the bound keeps the right verdict clean
    restated = f"Your {thing} at around {size} {unit} is {'over' if above else 'under'} {bound} {unit}, so it counts as a {right}."
    assert contradicted(restated, query, ctx) is None


@pytest.mark.parametrize("text", ["large room (over 16 m²)", "bags up to 20 kg", "over 16 m2", "under 12 miles"])
def test_a_figure_with_a_unit_of_size_is_no_age(text):
    v = next(u for u in values(text) if u.amount in (16, 20, 12))
    me = measure(v, text)
    assert me is None or me[0] != "age", me


@pytest.mark.parametrize("text", ["children aged over 12", "anyone over 65"])
def test_a_bare_figure_after_over_is_still_an_age(text):
    v = next(iter(values(text)))
    me = measure(v, text)
    assert me is not None and me[0] == "age", me
