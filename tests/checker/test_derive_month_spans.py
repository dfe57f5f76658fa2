"""Months between two months named with their years (checker/derive.py ``_between_dates``, ``_YEAR_MONTH``).

Grammar: SPAN := MONTH₁ YEAR₁ … MONTH₂ YEAR₂ … n months (or "y years and m months", 12y + m) — n is the months
from the first to the second, or one more (both ends counted), in English or Arabic. Wrong neighbours (a year or
two months off) stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

MONTHS = "January February March April May June July August September October November December".split()
AR_MONTHS = "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split()
CTX = [{"title": "fees.md", "text": "A late fee of £5 applies to a renewal after expiry. Renewals are made online."}]


def _span(n: int) -> str:
    y, m = divmod(n, 12)
    return f"{y} years and {m} months" if y and m else (f"{y} years" if y else f"{m} months")


@pytest.mark.parametrize(("a", "b"), [((2019, 3), (2025, 11)), ((2020, 1), (2024, 5)), ((2018, 10), (2025, 2)),
                                      ((2021, 6), (2022, 3))])
def test_months_between_named_months(a, b):
    q = f"My licence expired in {MONTHS[a[1] - 1]} {a[0]} and it is now {MONTHS[b[1] - 1]} {b[0]}. What do I do?"
    n = (b[0] - a[0]) * 12 + b[1] - a[1]
    lead = f"From {MONTHS[a[1] - 1]} {a[0]} to {MONTHS[b[1] - 1]} {b[0]} is about"
    assert not check(f"{lead} {_span(n)}.", CTX, q).hallucination == "hallucinated", _span(n)
    for wrong in (n + 12, n - 2, n + 3):
        assert check(f"{lead} {_span(wrong)}.", CTX, q).hallucination == "hallucinated", _span(wrong)


def test_arabic_months_between():
    q = "أنا بحريني، رخصتي انتهت في مارس ٢٠١٩ والحين نوفمبر ٢٠٢٥. شنو اللي لازم أسويه؟"
    ok = "من مارس 2019 إلى نوفمبر 2025 = **6 سنوات و8 أشهر** تقريباً."
    assert not any(f.rule == "value" for f in check(ok, CTX, q).findings)
    wrong = "من مارس 2019 إلى نوفمبر 2025 = **5 سنوات و8 أشهر** تقريباً."
    assert any(f.rule == "value" for f in check(wrong, CTX, q).findings)
