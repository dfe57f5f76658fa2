"""The size of a change is a difference (checker/derive.py ``_SUB``/``_ADD``): a verb of change in any of its forms
(go/goes/went/gone/going up|down, rise/rises/rose/risen/rising, increase…, decrease…, fall/falls/fell/fallen, drop…,
climb…) signals the difference of the two amounts it compares; the new amount is the old one plus or minus it.
A wrong size stays flagged."""
from __future__ import annotations

import pytest

from groundtest import check

VERBS = ["has gone up by {d}", "went up by {d}", "has risen by {d}", "rose by {d}", "has increased by {d}",
         "is going up by {d}", "climbed by {d}"]
DOWN = ["has gone down by {d}", "went down by {d}", "has fallen by {d}", "fell by {d}", "has dropped by {d}",
        "has decreased by {d}"]
PAIRS = [(35, 30), (590, 550), (62, 58), (145, 120)]


def _ctx(a: int, b: int) -> list[dict]:
    return [{"title": "p.md", "text": f"The standard plan costs £{a} a month. The basic plan costs £{b} a month."}]


@pytest.mark.parametrize(("a", "b"), PAIRS)
@pytest.mark.parametrize("verb", VERBS)
def test_a_rise_is_the_difference(a, b, verb):
    text = f"The basic plan is £{b} a month and the standard plan £{a}. Moving up, the price {verb.format(d=f'£{a - b}')}."
    assert check(text, _ctx(a, b)).hallucination != "hallucinated", text
    wrong = text.replace(f"£{a - b}.", f"£{a - b + 3}.")
    assert check(wrong, _ctx(a, b)).hallucination == "hallucinated", wrong


@pytest.mark.parametrize(("a", "b"), PAIRS)
@pytest.mark.parametrize("verb", DOWN)
def test_a_fall_is_the_difference(a, b, verb):
    text = f"The standard plan is £{a} a month and the basic plan £{b}. Switching down, the price {verb.format(d=f'£{a - b}')}."
    assert check(text, _ctx(a, b)).hallucination != "hallucinated", text
    wrong = text.replace(f"£{a - b}.", f"£{a - b + 2}.")
    assert check(wrong, _ctx(a, b)).hallucination == "hallucinated", wrong
