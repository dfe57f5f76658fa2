"""Arabic values read as parts (text.arabic.numbers, text.arabic.dates), four grammars —

THE MEASURE AND A PART (_PART_AT): a measure, a duration or a sum, "و" and a quarter or a third adds that part of its
unit, as its half does ("ساعتان وربع" = 135 minutes, "ساعة وثلث" = 80 minutes, "دينار وربع" = 1.25 dinars) — not a
quarter that heads a noun of its own ("٣ أيام وربع الرسوم");
THE FRACTION OF A MEASURE (_measure_after): a fraction before a singular measure is that part of it ("نصف كيلومتر" =
0.5 km, the context's "500 متر"), as before a unit of time or a currency;
THE PART OF A PERIOD (_PART_ORDINAL, dates._PART_OF_PERIOD): a fraction with the article, an ordinal and "من" a period
("النصف الأول من مايو") names which part: no 50% and no 1 May — "النصف الأول من المبلغ" is still half;
THE COUNT OF THE USER'S QUESTIONS (_YOUR_ASKING): a number after a noun of asking with "your" ("أسئلتك الثلاثة") counts
what the user asked, no figure — "نقاطك" (loyalty points) is not one.

Each with a wrong neighbour that must still be flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values


def _vals(text: str) -> list[tuple[str, float | None, str | None]]:
    return [(v.kind, v.amount, v.unit) for v in extract_values(text)]


@pytest.mark.parametrize(("text", "want"), [
    ("المدة ساعتان وربع.", [("quantity", 135.0, "minute")]),
    ("المدة ساعتين وربع أسبوعياً.", [("quantity", 135.0, "minute")]),
    ("المدة ساعة وثلث.", [("quantity", 80.0, "minute")]),
    ("المدة ٣ ساعات وربع.", [("quantity", 195.0, "minute")]),
    ("الأجرة دينار وربع.", [("money", 1.25, "dinar")]),
    ("الوزن ٣ كيلوغرامات وربع.", [("quantity", 3.25, "kg")]),
    ("المدة ساعة ونصف.", [("quantity", 90.0, "minute")]),  # the half, as before
])
def test_a_measure_and_a_part(text, want):
    assert _vals(text) == want


def test_a_part_that_heads_its_own_noun_is_no_part_of_the_measure():
    assert _vals("تدفع خلال 3 أيام وربع الرسوم مقدمًا.") == [("quantity", 3.0, "day"), ("percent", 25.0, None)]


@pytest.mark.parametrize(("text", "want"), [
    ("الموقف على بعد نصف كيلومتر.", [("quantity", 0.5, "km")]),
    ("الموقف على بعد نصف كيلو متر.", [("quantity", 0.5, "km")]),
    ("اشترِ ربع لتر.", [("quantity", 0.25, "liter")]),
    ("نصف الكيلو بعشرة دنانير.", [("quantity", 0.5, "kg"), ("money", 10.0, "dinar")]),
])
def test_a_fraction_of_a_measure(text, want):
    assert _vals(text) == want


@pytest.mark.parametrize("text", ["إن زرت في النصف الأول من مايو فقد تلحق بالتقطير.",
                                  "إن زرت في **النصف الأول من مايو** فقد تلحق بالتقطير.",
                                  "تزداد الحجوزات في الربع الأخير من السنة.",
                                  "الدفع في النصف الثاني من الشهر."])
def test_a_part_of_a_period_is_no_share_and_no_day(text):
    assert not [v for v in extract_values(text) if v.kind == "percent" or (v.kind == "date" and (v.unit or "").count("-") > 3)]


def test_a_part_of_a_sum_and_a_day_of_a_month_stay():
    assert ("percent", 50.0, None) in _vals("يدفع النصف الأول من المبلغ عند الحجز.")
    assert ("date", None, "--05-01") in _vals("يبدأ الموسم في الأول من مايو.")


@pytest.mark.parametrize("text", ["هلا والله! إجابات أسئلتك الثلاثة:", "وإليك الرد على استفساراتكم الأربعة:"])
def test_the_count_of_the_users_questions_is_no_figure(text):
    assert extract_values(text) == []


def test_other_counts_stay_figures():
    assert _vals("نقاطك الخمسمائة تكفي لتذكرة.") == [("number", 500.0, None)]
    assert _vals("الاختبار فيه ثلاثة أسئلة.") == [("number", 3.0, None)]


_CTX_PARK = "هل تتوفر مواقف؟ نعم، موقف مخصص على بُعد 500 متر مع خدمة نقل مجانية إلى المدخل."
_CTX_SWIM = "حصص السباحة: ٣ حصص أسبوعياً، مدة الحصة ٤٥ دقيقة."
_CTX_SEASON = "موسم التقطير من مارس حتى منتصف مايو، وتقام عروض التقطير للزوار يومياً خلال الموسم. المتجر مفتوح طوال العام."
_SEASON = "عروض التقطير تقام يومياً خلال الموسم، أي من مارس حتى منتصف مايو.\n\nإذن إن زرت في **{}** فقد تلحق بالتقطير."
_CTX_FAQ = ("هل يُشترط حضور المالك؟ لا يُشترط حضور المالك شخصياً، ويجوز أن ينوب عنه وكيل بموجب تفويض موقّع. "
            "هل تُعاد رسوم التسجيل عند الانسحاب؟ لا تُعاد الرسوم بعد إغلاق باب التسجيل.")
_FAQ = "إجابات أسئلتك الثلاثة:\n\n1. حضورك غير مشروط، ويجوز أن ينوب عنك وكيل بموجب تفويض موقّع.\n2. {}"


@pytest.mark.parametrize(("response", "context", "ok"), [
    ("المواقف: موقف مخصص على بُعد نصف كيلومتر مع نقل مجاني إلى المدخل.", _CTX_PARK, True),
    ("المواقف: موقف مخصص على بُعد نصف متر مع نقل مجاني إلى المدخل.", _CTX_PARK, False),  # half a metre is no 500 m
    ("٣ حصص أسبوعياً × ٤٥ دقيقة = ١٣٥ دقيقة أسبوعياً، أي ساعتان وربع.", _CTX_SWIM, True),
    ("٣ حصص أسبوعياً × ٤٥ دقيقة = ١٣٥ دقيقة أسبوعياً، أي ساعتان وثلث.", _CTX_SWIM, False),
    (_SEASON.format("النصف الأول من مايو"), _CTX_SEASON, True),
    (_SEASON.format("الأول من يونيو"), _CTX_SEASON, False),
    (_FAQ.format("لا تُعاد الرسوم بعد إغلاق باب التسجيل."), _CTX_FAQ, True),
    (_FAQ.format("تُعاد الرسوم خلال ثلاثة أيام بعد إغلاق باب التسجيل."), _CTX_FAQ, False),
])
def test_check(response, context, ok):
    got = check(response, context, "هل يقدر أخوي يمثّلني؟ ومتى الموسم؟ وكم المدة؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
