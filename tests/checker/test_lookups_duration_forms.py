"""Durations said in another unit (checker/lookups.py ``_value_in_context``, ``_about``/``_span``, ``_glossed``, and
the question's figure referred back to with its article).

Grammars:
- DURATION := n UNIT — read by its meaning only: "two months" is never the context's "twice" or "2 people" (a count
  of another noun), so a period the context does not give is flagged.
- MONTHS ≈ DAYS: n whole calendar months hold from the fewest to the most days n months in a row do (one: 28–31,
  two: 59–62, three: 89–92, twelve: 365–366); a month value glossed in parentheses by the context's days or weeks
  ("a month before the wedding (four weeks)", "about a month (28 days)") is a rewording; a month count outside that
  span ("two months" for 90 days, "a month" for 6 weeks) is another value and stays flagged.
- the QUESTION's figure after "the/those/these" ("for the three days") refers back to it; another figure is not
  the question's and stays flagged.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


def _flagged(text: str, ctx: list[dict], query: str | None = None) -> bool:
    return check(text, ctx, query).hallucination == "hallucinated"


def _ctx(text: str) -> list[dict]:
    return [{"title": "policy.md", "text": text}]


@pytest.mark.parametrize(("days", "times", "months"), [(90, "twice", 2), (60, "three times", 3), (14, "twice", 2),
                                                        (120, "four times", 4)])
def test_a_period_is_never_a_count_of_another_noun(days, times, months):
    ctx = _ctx(f"You can pause your subscription for up to {days} days at a time, {times} in any 12-month period.")
    text = f"You can pause for **up to {WORDS[months]} months** at a time."
    assert _flagged(text, ctx, "How long can I pause?"), text


@pytest.mark.parametrize(("ctx_period", "said"), [("4 weeks", "a month"), ("28 days", "a month"), ("8 weeks", "two months"),
                                                  ("61 days", "two months"), ("90 days", "three months"),
                                                  ("13 weeks", "three months"), ("365 days", "a year")])
def test_months_glossed_by_the_contexts_days(ctx_period, said):
    ctx = _ctx(f"Every couple has a free consultation, held {ctx_period} before the wedding.")
    text = f"The consultation is held **{said} before** the wedding ({ctx_period})."
    assert not _flagged(text, ctx, "When is the consultation?"), text


@pytest.mark.parametrize(("ctx_period", "said"), [("6 weeks", "a month"), ("90 days", "two months"), ("3 weeks", "a month"),
                                                  ("120 days", "three months"), ("10 weeks", "two months")])
def test_months_outside_the_days_they_hold_stay_flagged(ctx_period, said):
    ctx = _ctx(f"Every couple has a free consultation, held {ctx_period} before the wedding.")
    text = f"The consultation is held **{said} before** the wedding."
    assert _flagged(text, ctx, "When is the consultation?"), text
    glossed = f"The consultation is held **{said} before** the wedding ({ctx_period})."
    assert _flagged(glossed, ctx, "When is the consultation?"), glossed


LESSONS = _ctx("Private lessons cost €90 per hour for 3–4 people. Lessons can be booked at any time.")


@pytest.mark.parametrize(("n", "unit"), [(3, "days"), (4, "days"), (2, "weeks"), (6, "hours")])
def test_the_questions_figure_referred_back_by_its_article(n, unit):
    query = f"What would private lessons cost for {n} {unit}?"
    for det in ("the", "those", "these"):
        text = f"Lessons are €90 per hour for {det} {WORDS[n]} {unit}."
        assert not _flagged(text, LESSONS, query), text


@pytest.mark.parametrize(("n", "unit"), [(3, "days"), (4, "days"), (1, "weeks"), (5, "hours")])
def test_another_figure_with_an_article_stays_flagged(n, unit):
    query = f"What would private lessons cost for {n} {unit}?"
    text = f"Lessons are €90 per hour for the {WORDS[n + 4]} {unit}."
    assert _flagged(text, LESSONS, query), text


@pytest.mark.parametrize("amount", ["£520", "£75", "£1,200"])
def test_a_sum_the_user_believes_stays_adopted_with_its_article(amount):
    ctx = _ctx("If we cancel your flight, you can choose a full refund or rebooking at no extra cost.")
    query = f"You cancelled my flight, so your policy says I'm owed {amount} compensation. How do I claim it?"
    text = f"Submit your claim for the **{amount} compensation** on the Manage Booking page."
    assert _flagged(text, ctx, query), text
