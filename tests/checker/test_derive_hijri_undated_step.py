"""THE HIJRI DAY WITHOUT A YEAR (checker.derive.Ledger._undated_hijri_step): a Hijri day n days before or after a supported
Hijri day without a year, n a count of days the context states ("ينطلق 20 ربيع الأول … يُغلق التسجيل قبل انطلاقه بـ 10
أيام" → 10 ربيع الأول), in its month or across into the next (a month of unknown year is 29 or 30 days) — as the
Gregorian days without a year are. A day off by one, another month, or a step the context does not state stays flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CONTEXT = ("يُغلق باب التسجيل في أي مهرجان قبل موعد انطلاقه بـ 10 أيام. رسوم تسجيل كل مطية 100 ريال عن الموسم الواحد.")


def _verdict(start: str, close: str) -> str:
    answer = (f"- باب التسجيل يُغلق قبل انطلاق المهرجان بـ **10 أيام**.\n"
              f"- المهرجان ينطلق **{start}**، إذن يُغلق التسجيل يوم **{close}**.")
    return check(answer, [{"title": "a.md", "text": CONTEXT}],
                 f"المهرجان ينطلق يوم {start}، فإلى متى يمكنني التسجيل؟").hallucination


@pytest.mark.parametrize(("start", "close"), [
    ("20 ربيع الأول", "10 ربيع الأول"),
    ("25 رمضان", "15 رمضان"),
    ("5 شوال", "25 رمضان"),        # across the month: Ramadan of 30 days
    ("5 شوال", "24 رمضان"),        # … or of 29
    ("3 محرم", "23 ذو الحجة"),     # across the year
])
def test_the_stated_step_back(start, close):
    assert _verdict(start, close) != "hallucinated"


@pytest.mark.parametrize(("start", "close"), [
    ("20 ربيع الأول", "11 ربيع الأول"),   # off by one
    ("20 ربيع الأول", "10 ربيع الآخر"),   # another month
    ("20 ربيع الأول", "5 ربيع الأول"),    # a step the context does not state
    ("5 شوال", "20 رمضان"),
])
def test_wrong_days_stay_flagged(start, close):
    assert _verdict(start, close) == "hallucinated"
