"""THE DAY AND MONTH IN FIGURES (`text.arabic.dates._DAY_MONTH`): "٣١/٧" glossing a date just written ("الحادي
والثلاثون من تموز (٣١/٧)") or after a word of a day ("قبل 15/9"، "يوم ٣٠/٩") is a day of any year, compared with the
context's "31 يوليو" as a date; a wrong day or month is a date the context lacks, and a d/m with no such cue (an
article's paragraph, a fraction) stays an identifier."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

_CTX = ("آخر موعد لتقديم طلبات المشاركة 31 يوليو (تموز). تُرفع قائمة العناوين عبر البوابة قبل 30 سبتمبر (أيلول)، "
        "ويُسدَّد باقي قيمة الجناح قبل 15 سبتمبر.")
_Q = "ما المواعيد؟"


@pytest.mark.parametrize("text,unit", [
    ("آخر موعد هو الحادي والثلاثون من تموز (٣١/٧).", "--07-31"),
    ("آخر موعد هو **31 يوليو** (31/7).", "--07-31"),
    ("يُسدَّد الباقي قبل 15/9.", "--09-15"),
    ("تُرفع القائمة يوم ٣٠/٩.", "--09-30"),
    ("بتاريخ ١/١٠ يبدأ المعرض.", "--10-01"),
])
def test_a_day_and_month_in_figures_is_a_date(text, unit):
    got = [v for v in extract_values(text) if "/" in v.raw]
    assert [(v.kind, v.unit) for v in got] == [("date", unit)]


@pytest.mark.parametrize("text", ["المادة 5/2 من النظام.", "نسبة 1/3 من الراتب.", "موعد (٣١/١٣)", "the deadline is 31 July (31/7)."])
def test_without_a_cue_or_out_of_range_it_stays_an_identifier(text):
    assert all(v.kind != "date" for v in extract_values(text) if "/" in v.raw)


@pytest.mark.parametrize("answer", [
    "آخر موعد لتقديم الطلب هو الحادي والثلاثون من تموز (٣١/٧).",
    "آخر موعد لتقديم الطلب هو 31 يوليو (31/7).",
    "يُسدَّد باقي قيمة الجناح قبل ١٥/٩.",
    "تُرفع قائمة العناوين قبل 30/9.",
])
def test_the_contexts_day_in_figures_is_supported(answer):
    v = check(answer, _CTX, query=_Q)
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


@pytest.mark.parametrize("answer", [
    "آخر موعد لتقديم الطلب هو الحادي والثلاثون من تموز (٣٠/٧).",
    "يُسدَّد باقي قيمة الجناح قبل ٢٥/٩.",
    "تُرفع قائمة العناوين قبل 30/10.",
])
def test_another_day_is_still_caught(answer):
    assert check(answer, _CTX, query=_Q).hallucination == "hallucinated"
