"""Seventh pass (issue 24, round 2): value forms and cues found on blind4-ar-dev's false alarms,
each written as grammar and tested on variants both ways through groundtest.check / score."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

import groundtest
from groundtest.text.matching import extract_values


def _critical(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


def _q(text: str) -> list[tuple[str, float | None, str | None]]:
    return [(v.kind, v.amount, v.unit) for v in extract_values(text)]


# --- fractions of a unit: "ثلاثة أرباع الساعة" = 45 minutes, "ربع الساعة" = 15 ------------------

_COUNTS = {"ثلاثة": 3, "ثلاث": 3, "خمسة": 5, "سبعة": 7}
_PLURAL = {"أرباع": 4, "أخماس": 5, "أثمان": 8, "أعشار": 10}
_UNIT = {"ساعة": ("minute", 60.0), "الساعة": ("minute", 60.0), "يوم": ("day", 1.0), "اليوم": ("day", 1.0)}


@given(st.sampled_from(sorted(_COUNTS)), st.sampled_from(sorted(_PLURAL)), st.sampled_from(sorted(_UNIT)))
def test_a_plural_fraction_of_a_unit_is_that_share_of_it(count, plural, unit):
    n, d = _COUNTS[count], _PLURAL[plural]
    if n >= d:
        return
    [(kind, amount, u)] = _q(f"{count} {plural} {unit}")
    assert kind == "quantity" and u == _UNIT[unit][0]
    assert amount == pytest.approx(n / d * _UNIT[unit][1])


@given(st.sampled_from(["ربع", "نصف", "ثلث"]), st.sampled_from(["ساعة", "الساعة"]))
def test_a_fraction_before_the_definite_unit(frac, unit):
    [(kind, amount, u)] = _q(f"{frac} {unit}")
    assert (kind, u) == ("quantity", "minute")
    assert amount == pytest.approx({"ربع": 15, "نصف": 30, "ثلث": 20}[frac])


def test_a_plural_fraction_alone_stays_a_share():
    assert _q("ثلاثة أرباع المبلغ") == [("percent", 75.0, None)]


HAMMAM = "جلسة الحمّام التقليدي مدتها ٤٥ دقيقة بسعر ٣٥٠ درهمًا."


def test_three_quarters_of_an_hour_glosses_45_minutes():
    ok = groundtest.check("جلسة الحمّام: 350 درهمًا لمدة 45 دقيقة (ثلاثة أرباع الساعة).", HAMMAM)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("جلسة الحمّام: 350 درهمًا لمدة ساعة ونصف.", HAMMAM)
    assert bad.hallucination == "hallucinated", bad.findings


# --- a measure and one of a smaller unit: "أسبوعين ويوم" = 15 days ---------------------------------

_BIG = {"أسبوعين": 14, "أسبوعان": 14, "3 أسابيع": 21, "أسبوع": None}
_SMALL_DAY = ["يوم", "يومًا"]


@given(st.sampled_from([k for k, v in _BIG.items() if v]), st.sampled_from(["و", "و "]), st.sampled_from(_SMALL_DAY))
def test_weeks_and_a_day(big, joint, small):
    assert _q(f"{big} {joint}{small}") == [("quantity", _BIG[big] + 1, "day")]


@given(st.sampled_from(["ساعتين", "3 ساعات", "سنتين", "سنتان"]))
def test_a_larger_unit_and_one_smaller(big):
    small = "دقيقة" if "ساع" in big else "شهر"
    [(kind, amount, unit)] = _q(f"{big} و{small}")
    expect = {"ساعتين": 121, "3 ساعات": 181, "سنتين": 25, "سنتان": 25}[big]
    assert (kind, amount) == ("quantity", expect)


@pytest.mark.parametrize("text, first", [
    ("أسبوعين ويوم الجمعة", 14),   # a weekday after: a date, not a day more
    ("يومين ويوم", 2),             # not a smaller unit
    ("شهرين ويوم 5", 2),           # a day of the month
])
def test_what_is_not_one_more(text, first):
    assert _q(text)[0][1] == first


TRAINS = "يُفتح الحجز قبل موعد القطار بـ15 يومًا عبر الموقع الإلكتروني أو التطبيق أو شبابيك المحطات."


def test_two_weeks_and_a_day_is_the_contexts_15_days():
    ok = groundtest.check("يفتح الحجز قبل ميعاد القطار بأسبوعين ويوم (15 يوم) عبر الموقع أو التطبيق.", TRAINS)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("يفتح الحجز قبل ميعاد القطار بأسبوعين ويومين عبر الموقع أو التطبيق.", TRAINS)
    assert bad.hallucination == "hallucinated", bad.findings


# --- people: "حتى ٣ أشخاص" is "up to 3 people"; "شخصان" is 2 of them ----------------------------

@given(st.integers(2, 40), st.sampled_from(["أشخاص", "شخصًا", "أفراد"]))
def test_people_counted(n, noun):
    assert _q(f"{n} {noun}") == [("quantity", float(n), "person")]


@given(st.sampled_from(["شخصان", "شخصين", "للشخصين", "وشخصين", "فردين"]))
def test_two_people_in_the_dual(word):
    assert _q(word) == [("quantity", 2.0, "person")]


TRANSFER = "النقل من مطار مراكش المنارة وإليه بـ٢٥٠ درهمًا للسيارة (حتى ٣ أشخاص)."


def test_people_in_an_english_answer_over_an_arabic_context():
    ok = groundtest.check("An airport transfer costs MAD 250 per car (up to 3 people).", TRANSFER)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("An airport transfer costs MAD 250 per car (up to 5 people).", TRANSFER)
    assert "value" in _critical(bad), bad.findings


TAX = "تُضاف ضريبة الإقامة السياحية بقيمة ٣٠ درهمًا للشخص البالغ عن كل ليلة."


def test_a_written_working_with_two_people_in_the_dual():
    q = "حجزت غرفة لثلاث ليالٍ لي ولزوجي. كم ضريبة الإقامة؟"
    ok = groundtest.check("الضريبة: 30 درهمًا × شخصان × 3 ليالٍ = 180 درهمًا.", TAX, q)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("الضريبة: 30 درهمًا × شخصان × 3 ليالٍ = 210 درهمًا.", TAX, q)
    assert bad.hallucination == "hallucinated", bad.findings


# --- a figure supposed: "فلو زادت أمتعتك 4 كجم مثلًا، تدفع ريالين" --------------------------------

_OPEN = ["لو", "فلو", "ولو", "إذا", "فإذا", "مثلًا", "على سبيل المثال،", "لنفترض أن"]


LUGGAGE = "يُسمح لكل راكب بـ25 كجم من الأمتعة مجانًا، وما زاد يُحتسب بـ0.500 ريال لكل كيلوجرام."


# --- an old value said to be old: "صارت 1600 بدل 1400"، "ولم يعد معمولًا به"، a column "قبل التحديث" ---


BUS = [
    {"title": "old", "text": "رسوم النقل المدرسي: ١٠٠٠ دولار للمنطقة (أ) و١٤٠٠ دولار للمنطقة (ب).", "status": "superseded"},
    {"title": "new", "text": "رسوم النقل المدرسي: ١٢٠٠ دولار للمنطقة (أ) و١٦٠٠ دولار للمنطقة (ب).", "status": "current"},
]


def _score(resp: str):
    from groundtest import score
    from groundtest.model import Case

    [r] = score([Case(id="x", type="stale_context", expect="answer", query="كم رسوم الباص للمنطقة (ب)؟",
                      context=BUS, response=resp)])
    return r


# --- free: the thing said free by its figure ("أقل من ٤ سنين مجانًا" = "دون 4 سنوات مجانًا"); ٠ for free ---

FARES = ("الأطفال من 4 إلى أقل من 10 سنوات يدفعون نصف التذكرة، والأطفال دون 4 سنوات مجانًا دون مقعد مستقل. "
         "الدرجة الأولى 150 جنيهًا.")


FERRY = "الدرجة الأولى 20 ريالًا للبالغ، والأطفال من سنتين إلى 12 سنة بنصف السعر، والرضّع دون سنتين مجانًا."


# --- the dialects' function words are no content; the dual and plural "you" speak to the user ------


RIAD = ("الغرفة المزدوجة ٩٥٠ درهمًا لليلة شاملة الفطور. تُضاف ضريبة الإقامة السياحية بقيمة ٣٠ درهمًا للشخص البالغ "
        "عن كل ليلة وتُدفع في الفندق. النقل من المطار بـ٢٥٠ درهمًا للسيارة (حتى ٣ أشخاص).")


