"""The days of a list or range that ends in a full date (text/matching.py ``_days_of_listed_month``).

Grammar: DAYS := DAY ((", " | " and " | " or " | " & " | "–" | " to ") [WEEKDAY " "] DAY)* " " MONTH [" " YEAR], each DAY
optionally after its WEEKDAY ("Saturday 12 and Sunday 13 April 2025"): every DAY is a date of MONTH (and YEAR). A
number that no month follows stays a number.
"""
from __future__ import annotations

from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.text.matching import extract_values

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
JOINS = [" and ", ", ", " or ", " & ", "–", "-", " to "]


@settings(max_examples=60, deadline=None)
@given(st.integers(2024, 2027), st.integers(1, 12), st.integers(1, 27), st.sampled_from(JOINS), st.booleans())
def test_every_day_is_a_date_of_the_month(year, month, day, join, weekdays):
    first, second = date(year, month, day), date(year, month, day + 1)
    name = (lambda d: d.strftime("%A") + " ") if weekdays and join.strip() not in ("–", "-") else (lambda d: "")
    text = f"It runs on {name(first)}{day}{join}{name(second)}{day + 1} {MONTHS[month - 1]} {year}."
    units = [v.unit for v in extract_values(text) if v.kind == "date" and not (v.unit or "").startswith("weekday:")]
    assert units == [first.isoformat(), second.isoformat()], (text, units)


def test_a_number_no_month_follows_stays_a_number():
    assert [v.kind for v in extract_values("Choose 12 and 13 of the 20 options.")][:2] == ["number", "number"]


def test_the_first_day_supports_a_claim():
    ctx = [{"title": "show.md", "text": "The Spring Show runs on Saturday 12 and Sunday 13 April 2025. Judging starts at 8am on Saturday."}]
    assert check("| Sat 12 April, 8am | Judging begins |", ctx, "When is judging?").hallucination != "hallucinated"
    assert check("| Sat 19 April, 8am | Judging begins |", ctx, "When is judging?").hallucination == "hallucinated"
