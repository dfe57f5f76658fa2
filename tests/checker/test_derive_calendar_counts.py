"""Counts of the calendar the answer works out (checker/derive.py ``_months_named``, ``_year_stepped``, ``_weekday``).

Grammars:
- MONTHS := MONTH₁ … MONTH₂ … n months — n is (MONTH₂ − MONTH₁) mod 12, in the order named; "about/roughly"
  allows one either way; one end may be the question's ("You chipped her in January" … "now September").
- YEAR := YEAR₀ ± n years — YEAR₀ a year the question, the context or the answer states, n a whole number of years the
  context or the question states, the sentence saying which way ("runs out in", "until", "after", "renew in").
- WEEKDAY := DAY₀ + n days — n a number of days (24 hours, 48 hours, 3 days) the context states, counted forward from
  a day the sentence names where it says the thing is ready/back/done.
Wrong neighbours (another count, another year, another day) stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

MONTHS = "January February March April May June July August September October November December".split()
NUMBER = "zero one two three four five six seven eight nine ten eleven".split()


def _ctx(text: str) -> list[dict]:
    return [{"title": "policy.md", "text": text}]


def _flagged(text: str, ctx: list[dict], query: str | None = None) -> bool:
    return check(text, ctx, query).hallucination == "hallucinated"


CHIP = _ctx("A second chip is free within 6 months of the original implant. After 6 months, a replacement costs £12.")


# ("May" alone is not read as a month: it is a modal verb as often)
@pytest.mark.parametrize(("a", "b"), [(0, 8), (1, 5), (10, 2), (5, 11), (11, 6), (2, 9)])
def test_months_between_two_named_months(a, b):
    n = (b - a) % 12
    query = f"My dog was chipped in {MONTHS[a]} and it's {MONTHS[b]} now. Is a new chip free?"
    right = f"Chipped in **{MONTHS[a]}**, now **{MONTHS[b]}**: that's **{NUMBER[n]} months**."
    assert not _flagged(right, CHIP, query), right
    for wrong in {n + 2, n - 2} - {0, n, 6}:  # (6 months is the context's own figure: found there)
        if 0 < wrong < 12:
            text = f"Chipped in **{MONTHS[a]}**, now **{MONTHS[b]}**: that's **{NUMBER[wrong]} months**."
            assert _flagged(text, CHIP, query), text


@pytest.mark.parametrize(("a", "b"), [(0, 8), (3, 10), (9, 2)])
def test_months_between_with_one_end_the_questions(a, b):
    n = (b - a) % 12
    query = f"You chipped her in {MONTHS[a]}; it's {MONTHS[b]} now. Is the replacement free?"
    assert not _flagged(f"It's **{MONTHS[b]}** now, so roughly **{NUMBER[n]} months** have passed.", CHIP, query)
    assert _flagged(f"It's **{MONTHS[b]}** now, so roughly **{NUMBER[(n + 3) % 12 or 1]} months** have passed.", CHIP, query)


def test_about_allows_a_month_either_way_and_no_more():
    query = "She was chipped in January and it's September now."
    assert not _flagged("From **January** to **September** is about **nine months**.", CHIP, query)
    assert _flagged("From **January** to **September** is about **eleven months**.", CHIP, query)


@pytest.mark.parametrize(("passed", "years", "noun"), [(2024, 2, "CBT certificate"), (2021, 5, "passport"),
                                                      (2019, 10, "licence"), (2025, 3, "membership")])
def test_a_year_counted_on_from_the_question(passed, years, noun):
    ctx = _ctx(f"Your {noun} is valid for {years} years. Renewal can be done online.")
    query = f"I got my {noun} in {passed}. When does it run out?"
    assert not _flagged(f"If you got it in **{passed}**, it runs out in **{passed + years}**.", ctx, query)
    assert _flagged(f"If you got it in **{passed}**, it runs out in **{passed + years + 1}**.", ctx, query)
    assert _flagged(f"If you got it in **{passed}**, it runs out in **{passed + years - 1}**.", ctx, query)


@pytest.mark.parametrize(("takes", "start", "end"), [
    ("24 hours", "Monday", "Tuesday"), ("48 hours", "Wednesday", "Friday"), ("3 days", "Thursday", "Sunday"),
    ("24 hours", "Saturday", "Sunday"), ("2 days", "Friday", "Sunday"),
])
def test_a_weekday_the_context_duration_after_a_named_day(takes, start, end):
    ctx = _ctx(f"Shoe stretching costs £12 per pair and takes {takes}.")
    query = f"I'll drop my shoes in on {start}. When will they be ready?"
    right = f"If you drop them in on {start}, they'd be ready on **{end}**."
    assert not _flagged(right, ctx, query), right
    days = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
    wrong = days[(days.index(end) + 2) % 7]
    assert _flagged(f"If you drop them in on {start}, they'd be ready on **{wrong}**.", ctx, query)
