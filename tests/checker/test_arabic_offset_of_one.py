"""THE OFFSET OF ONE (text.arabic.numbers._one_by_offset): a singular unit of time as the size of an offset from a
named point is one of it — "آخر دخول قبل ساعة من الإغلاق" (an hour before closing), "قبل المناسبة بيوم" (a day before
the event). The context's hour makes the answer's last entry an hour before its closing time; the user's one day is
the answer's "يوم واحد". A wrong time, or another count of days, is still flagged; a bare "قبل يوم" (no point named)
stays no figure."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values
from tests.helpers import scored_hallucinated


@pytest.mark.parametrize("text,minutes", [("آخر دخول قبل ساعة من الإغلاق.", 60.0), ("وصل بعد الموعد بساعة", 60.0),
                                          ("هل أقدر أغيّر العدد قبل المناسبة بيوم؟", 1440.0),
                                          ("بعد يوم من الاستلام", 1440.0)])
def test_the_offset_is_one_of_its_unit(text, minutes):
    got = [(v.kind, v.amount, v.unit) for v in extract_values(text)]
    assert got == [("quantity", 1.0, "day")] if minutes == 1440.0 else got == [("quantity", 60.0, "minute")], got


@pytest.mark.parametrize("text", ["قبل يوم", "بعد شهر", "قبل ساعة", "في يوم الجمعة"])
def test_no_point_named_no_figure(text):
    assert [v for v in extract_values(text) if v.kind == "quantity"] == []


CLOSING = [{"title": "ساعات-العمل.md", "text": "يفتح المتحف من الأحد إلى الأربعاء من ٩ صباحاً حتى ٩ مساءً. آخر دخول قبل ساعة من الإغلاق."}]
Q1 = "متى آخر دخول للمتحف يوم الأحد؟"


@pytest.mark.parametrize("last,ok", [("8 مساءً", True), ("7 مساءً", False), ("8:30 مساءً", False)])
def test_last_entry_an_hour_before_closing(last, ok):
    r = f"يفتح المتحف من الأحد إلى الأربعاء من 9 صباحاً حتى 9 مساءً، وآخر دخول الساعة {last}."
    v = check(r, CLOSING, query=Q1)
    assert (v.hallucination != "hallucinated") == ok, v


ORDER = [{"title": "الطلب.md", "text": "لا يُقبل تعديل عدد الضيوف خلال ٤٨ ساعة من موعد المناسبة."}]
Q2 = "هل أقدر أغيّر عدد الضيوف قبل المناسبة بيوم؟"


@pytest.mark.parametrize("days,ok", [("يوم واحد", True), ("ثلاثة أيام", False), ("خمسة أيام", False)])
def test_the_users_day_restated(days, ok):
    r = f"للأسف لا؛ التعديل غير مقبول خلال الـ 48 ساعة السابقة للمناسبة، و{days} قبلها يقع ضمن هذه المدة."
    v = check(r, ORDER, query=Q2)
    assert (v.hallucination != "hallucinated") == ok, v


def test_through_score(tmp_path):
    r = "يفتح المتحف من الأحد إلى الأربعاء من 9 صباحاً حتى 9 مساءً، وآخر دخول الساعة {}."
    assert scored_hallucinated(tmp_path, [r.format("8 مساءً"), r.format("7 مساءً")], CLOSING, Q1) == [False, True]
