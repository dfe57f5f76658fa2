""""Calendar" does not change a duration: "one calendar month" is a month, "30 calendar days" are 30 days.

Before, a singular "1 calendar month" took "calendar" as its unit (the first word after the number), so a
date one month after the user's ("received 3 March 2025 → due by 3 April 2025") had no month to step by and
was flagged as invented. The grammar: a number (digits or words) + "calendar" + a unit of the calendar, in
the singular or the plural, is that many of the unit; a working/business day stays a different unit.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values, same_value

_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
_UNITS = ["day", "week", "month", "year"]


def _phrase(n: int, unit: str, modifier: str, words: bool) -> str:
    num = _WORDS[n - 1] if words else str(n)
    return f"within {num} {modifier}{unit}{'s' if n > 1 else ''} of the request"


def _value(text: str):
    vals = [v for v in extract_values(text) if v.kind == "quantity"]
    assert len(vals) == 1, (text, vals)
    return vals[0]


@settings(max_examples=120, derandomize=True, deadline=None)
@given(st.integers(1, 12), st.sampled_from(_UNITS), st.booleans(), st.booleans())
def test_a_calendar_unit_is_the_plain_unit(n: int, unit: str, words_ctx: bool, words_ans: bool) -> None:
    ctx = _value(_phrase(n, unit, "calendar ", words_ctx))
    assert same_value(ctx, _value(_phrase(n, unit, "", words_ans)))
    if n < 12:  # a wrong count is still another value
        assert not same_value(ctx, _value(_phrase(n + 1, unit, "", words_ans)))


@settings(max_examples=60, derandomize=True, deadline=None)
@given(st.integers(2, 30), st.booleans())
def test_calendar_days_are_not_working_days(n: int, words: bool) -> None:
    num = _WORDS[n - 1] if words and n <= 12 else str(n)
    assert not same_value(_value(f"within {num} calendar days"), _value(f"within {num} working days"))


_CTX = ["We will respond within one calendar month of receiving both your request and proof of identity."]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]


@settings(max_examples=40, derandomize=True, deadline=None)
@given(st.integers(1, 28), st.integers(0, 10))
def test_one_calendar_month_after_the_users_date_is_supported_and_a_wrong_one_is_not(day: int, month: int) -> None:
    q = f"They received my request and ID on {day} {_MONTHS[month]} 2025. When will I hear back?"
    right = f"They received it on {day} {_MONTHS[month]} 2025, so the reply is due by {day} {_MONTHS[month + 1]} 2025."
    assert check(right, _CTX, query=q).hallucination != "hallucinated"
    wrong_day = day + 1 if day < 28 else day - 1
    wrong = f"They received it on {day} {_MONTHS[month]} 2025, so the reply is due by {wrong_day} {_MONTHS[month + 1]} 2025."
    verdict = check(wrong, _CTX, query=q)
    assert verdict.hallucination == "hallucinated"
    assert any(f.content.startswith(f"{wrong_day} {_MONTHS[month + 1]}") for f in verdict.findings)
