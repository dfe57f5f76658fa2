"""THE MERGED ARTICLE (text.arabic.numbers._unit_before): a cardinal after its definite plural noun ("السنوات الخمس" = 5
years) is read the same when the article has merged into a ل before it ("للساعات الثلاث الأولى" = 3 hours, "وللأيام
العشرة" = 10 days) — so an answer's "3 ساعات" finds the context's "للساعات الثلاث". Another count ("4 ساعات") is still
not found, and a clock hour ("للساعة الثانية ظهرًا") is still a time."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.numbers import extract

_CTX = ("رسوم خدمة صف السيارات ٣ دنانير كويتية للساعات الثلاث الأولى، ثم ٥٠٠ فلس لكل ساعة إضافية. "
        "تعمل الخدمة من ١٠ صباحاً حتى ١١ مساءً يومياً.")


@pytest.mark.parametrize(("text", "want"), [
    ("للساعات الثلاث الأولى", [("quantity", 180.0, "minute")]),
    ("وللأيام العشرة الأولى", [("quantity", 10.0, "day")]),
    ("فللسنوات الخمس الماضية", [("quantity", 60.0, "month")]),
    ("السنوات الخمس الماضية", [("quantity", 60.0, "month")]),
])
def test_extract(text, want):
    assert [(v.kind, v.amount, v.unit) for v in extract(text)] == want


def test_clock_hour_is_still_a_time():
    assert [v.kind for v in extract("للساعة الثانية ظهرًا")] == ["time"]


@pytest.mark.parametrize(("response", "ok"), [
    ("الرسوم ٣ دنانير كويتية تغطي أول 3 ساعات، ثم ٥٠٠ فلس لكل ساعة إضافية.", True),
    ("الرسوم ٣ دنانير كويتية تغطي الساعات الثلاث الأولى، ثم ٥٠٠ فلس لكل ساعة إضافية.", True),
    ("الرسوم ٣ دنانير كويتية تغطي أول 4 ساعات، ثم ٥٠٠ فلس لكل ساعة إضافية.", False),
    ("الرسوم ٣ دنانير كويتية تغطي الساعات الأربع الأولى، ثم ٥٠٠ فلس لكل ساعة إضافية.", False),
])
def test_check(response, ok):
    got = check(response, _CTX, "كم رسوم الفاليه؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings


# THE CONSTRUCT BETWEEN: the plural noun in construct before one definite word, the cardinal after both ("عن أيام المهرجان
# الثلاثة" = 3 days); a singular noun takes no cardinal after it ("الأسبوع السبعة" counts no weeks)
@pytest.mark.parametrize(("text", "want"), [
    ("برسوم 120 ريالاً عن أيام المهرجان الثلاثة.", [("money", 120.0, "riyal"), ("quantity", 3.0, "day")]),
    ("خلال سنوات الخدمة الخمس الأولى", [("quantity", 60.0, "month")]),
    ("لأيام الأسبوع السبعة", [("quantity", 7.0, "day")]),
])
def test_construct_between(text, want):
    assert [(v.kind, v.amount, v.unit) for v in extract(text)] == want


def test_singular_takes_no_cardinal_after():
    assert [(v.kind, v.amount) for v in extract("الأسبوع السبعة")] == [("number", 7.0)]


_FESTIVAL = ("مساحة البيع للتاجر 4×4 أمتار برسوم 120 ريالاً عُمانياً عن أيام المهرجان الثلاثة. "
             "ساعات البيع من 3:00 عصراً حتى 10:00 مساءً.")


@pytest.mark.parametrize(("response", "ok"), [
    ("الرسوم **مئة وعشرون ريالاً عمانياً** للأيام الثلاثة.", True),
    ("الرسوم **مئة وعشرون ريالاً عمانياً** للأيام الخمسة.", False),
    ("الرسوم 120 ريالاً عمانياً عن أيام المهرجان الخمسة.", False),
])
def test_check_construct(response, ok):
    got = check(response, _FESTIVAL, "كم أدفع كتاجر؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
