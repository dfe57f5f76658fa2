"""A weekly figure put per month as four or five weeks (checker/derive.py ``Ledger._weeks_in_month``).

Grammar: MONTHLY := r per week … "four or five" (sessions/weeks) … a month — the month's figure is r × 4 or r × 5 (a
weekday comes four or five times in a calendar month); the counts four and five are the calendar's. Wrong neighbours:
another multiple (r × 6, r × 3), or four/five where the sentence never says a month holds four or five, stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "studio.md", "text": "Alumni can hire the studio at £12 per hour, with a minimum booking of 2 hours. "
                                      "Monthly membership costs £90 per month and includes up to 20 hours of studio time."}]
WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


def _flagged(text: str, query: str) -> bool:
    return check(text, CTX, query).hallucination == "hallucinated"


@pytest.mark.parametrize(("rate", "unit"), [(3, "hours"), (2, "sessions"), (4, "hours"), (5, "visits")])
def test_a_weekly_figure_times_four_or_five(rate, unit):
    query = f"I want to use the studio {rate} {unit} a week. Is membership cheaper?"
    text = (f"At **{rate} {unit} a week**, you'd use around **{rate * 4}–{rate * 5} {unit} a month**, "
            f"depending on whether the month has four or five of your weeks.")
    assert not _flagged(text, query), text


@pytest.mark.parametrize(("rate", "unit", "k"), [(3, "hours", 6), (2, "sessions", 3), (4, "hours", 7)])
def test_another_multiple_stays_flagged(rate, unit, k):
    query = f"I want to use the studio {rate} {unit} a week. Is membership cheaper?"
    text = (f"At **{rate} {unit} a week**, you'd use around **{rate * 4}–{rate * k} {unit} a month**, "
            f"depending on whether the month has four or five of your weeks.")
    assert _flagged(text, query), text


def test_four_or_five_needs_a_month():
    query = "I want to use the studio 3 hours a week. Is membership cheaper?"
    assert _flagged("At **3 hours a week**, you'd use **12–15 hours** over the course.", query)
