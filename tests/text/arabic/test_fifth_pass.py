"""Issue 24's fifth pass: the classes blind3-ar-dev named, each as a grammar or a table, both ways
through groundtest.check, and property tests over the value grammars."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.numbers import extract
from tests.text.arabic.test_numbers import one as _one  # the one-value reading, shared


def _critical(v) -> list[str]:
    return [f.rule for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ values
@pytest.mark.parametrize(("text", "want"), [
    ("مترًا وعشرين سنتيمترًا", ("quantity", 120, "cm")),
    ("ساعة وعشرين دقيقة", ("quantity", 80, "minute")),
    ("ساعتين وثلاثين دقيقة", ("quantity", 150, "minute")),
    ("سنة وثلاثة أشهر", ("quantity", 15, "month")),
    ("ثلاثة أيام وساعتين", ("quantity", 3 * 1440 + 120, "minute")),
    ("120 سنتيمترًا", ("quantity", 120, "cm")),
    ("خمسمئة واثنان وستون جنيهًا ونصف", ("money", 562.5, "egp")),
    ("3 كيلوغرامات ونصف", ("quantity", 3.5, "kg")),
    ("يوم تجربة مجاني واحد", ("quantity", 1, "day")),
    ("حوالي الساعة 8", ("time", 480, "~08:00")),
    ("الساعة 15", ("time", 900, "15:00")),
])
def test_value_forms(text, want):
    assert _one(text) == want


@pytest.mark.parametrize("text", [
    "بين ثلاثة وخمسة أيام",       # a range's ends, not one measure's parts
    "خمسة أيام وعشرة أشهر",       # the smaller unit first: two figures
    "شهر واحد ويومين",             # months and days: no exact sum
])
def test_not_compounds(text):
    assert len(extract(text)) == 2


def test_one_after_needs_the_units_own_words():
    assert not extract("يوم عمل، واحد")  # a clause mark between: no count
    assert not any(v.amount == 1 for v in extract("يوم الأحد وواحد من الموظفين"))


@given(st.integers(1, 9), st.integers(1, 59))
def test_hours_and_minutes_add(h, m):
    from groundtest.text.arabic.numbers import _UNITS_W  # the number words, as data
    words = {v: w for w, v in _UNITS_W.items() if v <= 10}
    text = f"{h} ساعات و{m} دقيقة"
    vs = extract(text)
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("quantity", h * 60 + m, "minute")]
    assert words  # the table is there


@given(st.integers(1, 9), st.integers(1, 99))
def test_metres_and_centimetres_add(n, cm):
    vs = extract(f"{n} متر و{cm} سنتيمترًا")
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("quantity", n * 100 + cm, "cm")]


@given(st.integers(1, 999), st.sampled_from(["ريالًا", "درهمًا", "جنيهًا", "دينارًا"]))
def test_a_currency_and_a_half(n, cur):
    [v] = extract(f"{n} {cur} ونصف")
    assert v.kind == "money" and v.amount == n + 0.5


@given(st.integers(1, 23), st.sampled_from(["", ":15", ":30"]))
def test_the_clock_hour(h, mi):
    [v] = extract(f"عند الساعة {h}{mi} تقريبًا")
    assert v.kind == "time" and v.amount == h * 60 + (int(mi[1:]) if mi else 0)
    assert v.unit.startswith("~") == (h <= 12)


# ------------------------------------------------------------------ through groundtest.check
SHIPPING = [{"title": "t", "text": "ولا يتجاوز الحد الأقصى لأبعاد الطرد 120 سنتيمترًا لأي ضلع، ويُحتفظ بالشحنات 14 يومًا."}]


def test_a_measure_in_two_units():
    ok = groundtest.check("ألّا يتجاوز أي ضلع من أضلاع الطرد **مترًا وعشرين سنتيمترًا**.", SHIPPING)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("ألّا يتجاوز أي ضلع من أضلاع الطرد **مترًا وثلاثين سنتيمترًا**.", SHIPPING)
    assert "value" in _critical(bad) or bad.hallucination == "hallucinated"


TRIAL = [{"title": "t", "text": "يحق لغير الأعضاء الحصول على يوم تجربة مجاني واحد، بشرط التسجيل المسبق في مكتب الاستقبال."}]


def test_one_day_said_after_its_words():
    ok = groundtest.check("يوجد يوم تجربة مجاني لغير الأعضاء، وتذكّر أنه **يوم واحد فقط** بشرط التسجيل المسبق.", TRIAL)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("يوجد يوم تجربة مجاني لغير الأعضاء، وتذكّر أنهما **يومان فقط** بشرط التسجيل المسبق.", TRIAL)
    assert "value" in _critical(bad)


CLUB = [{"title": "t", "text": "يفتح النادي من 2 ظهرًا حتى 10 مساءً يوم الجمعة."}]


def test_the_users_clock_hour_compared():
    q = "أريد التمرّن يوم الجمعة صباحًا، حوالي الساعة 8. هل النادي مفتوح؟"
    ok = groundtest.check("الساعة ٨ صباحًا يوم الجمعة تقع قبل موعد الافتتاح (٢ ظهرًا).", CLUB, query=q)
    assert not {"value", "adopted_premise"} & set(_critical(ok)), ok.findings
    bad = groundtest.check("نعم، يفتح النادي يوم الجمعة من الساعة ٨ صباحًا حتى 10 مساءً.", CLUB, query=q)
    assert bad.hallucination == "hallucinated"


PARKING = [{"title": "t", "text": "الاشتراك الشهري بسعر 25 دينارًا، واشتراكًا ربع سنوي بسعر 65 دينارًا."}]


INVOICE = [{"title": "t", "text": "ويجب إرفاق فاتورة تجارية لكل شحنة دولية تزيد قيمتها على 1000 درهم."}]


DELIVERY = [{"title": "t", "text": "التوصيل القياسي بسعر 25 درهمًا للشحنة، والتوصيل المجدول بسعر 35 درهمًا. "
                                   "رسم الدفع عند الاستلام 10 دراهم لكل شحنة. تقدم الشركة ثلاث خدمات."}]


RATES = [{"title": "t", "text": "سعر التوصيل القياسي داخل الإمارة نفسها 20 درهمًا، وبين الإمارات 30 درهمًا."}]


RENT = [{"title": "t", "text": "المادة (12): يجب الإشعار قبل ستين يومًا على الأقل من تاريخ انتهاء العقد. "
                               "تاريخ الإشعار 1447/05/01هـ. تاريخ انتهاء العقد 1447/09/01هـ."}]


PLANS = [{"title": "t", "text": "أما الانتقال إلى باقة أدنى فمتاح بعد مرور 6 أشهر على بدء العقد، برسم إداري قدره 5 دنانير."}]


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 9))
def test_a_compound_measure_is_checked_by_meaning(extra):
    ctx = [{"title": "t", "text": f"الحد الأقصى للطول {100 + extra * 10} سنتيمترًا."}]
    words = {2: "عشرين", 3: "ثلاثين", 4: "أربعين", 5: "خمسين", 6: "ستين", 7: "سبعين", 8: "ثمانين", 9: "تسعين"}
    ok = groundtest.check(f"الحد الأقصى للطول مترًا و{words[extra]} سنتيمترًا.", ctx)
    assert "value" not in _critical(ok)
    other = 2 if extra != 2 else 3
    bad = groundtest.check(f"الحد الأقصى للطول مترًا و{words[other]} سنتيمترًا.", ctx)
    assert "value" in _critical(bad) or bad.hallucination == "hallucinated"


LICENCES = [{"title": "t", "text": "باقة المكتب المرن تبدأ من 12,500 درهم سنويًا حسب النشاط، "
                                   "وتُضاف رسوم البطاقة الإلكترونية 1,200 درهم سنويًا لجميع الباقات."}]


COVER = [{"title": "t", "text": "التأمين الشامل متاح مقابل 4 ريالات يوميًا، وتنخفض معه نسبة التحمّل إلى 50 ريالًا عُمانيًا. "
                                "ويمكن إضافة تأمين الزجاج والإطارات مقابل 2 ريال يوميًا."}]


OVERTIME = [{"title": "t", "text": "يستحق العامل عن ساعات العمل الإضافية أجرًا مضافًا إليه 25% على الأقل. وإذا اقتضت ظروف "
                                   "العمل تشغيل العامل ساعات إضافية بين الساعة 10 مساءً والساعة 4 صباحًا، استحق أجرًا "
                                   "يعادل أجر الساعة العادية مضافًا إليه 50% على الأقل."}]


PARKING_LIMIT = [{"title": "t", "text": "لا يجوز الوقوف في المواقف قصيرة المدة لأكثر من ساعتين متواصلتين، وتُحرَّر مخالفة قدرها "
                                        "10 دنانير عند التجاوز."}]
_LEAD = "الحد الأقصى للوقوف المتواصل **ساعتان**. "


