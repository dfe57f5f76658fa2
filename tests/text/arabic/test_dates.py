"""Arabic dates (groundtest.text.arabic.dates): Gregorian month names in both naming systems,
Hijri dates converted on the Umm al-Qura calendar; property tests over the grammar."""
from __future__ import annotations

from datetime import date

import pytest
import groundtest
from hypothesis import given, strategies as st

from groundtest.text.arabic.dates import GREGORIAN_MONTHS, HIJRI_MONTHS, extract, hijri_to_gregorian
from groundtest.text.matching import TextIndex
from groundtest.text.arabic.dates import extract as arabic_dates

_GULF = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
_LEVANT = ["كانون الثاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول",
           "تشرين الثاني", "كانون الأول"]
_HIJRI = ["محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان",
          "شوال", "ذو القعدة", "ذو الحجة"]


def units(text):
    return [v.unit for v in extract(text)]


@pytest.mark.parametrize(("text", "want"), [
    ("1/9/1447هـ", ["2026-02-18"]),
    ("١/٧/١٤٤٧هـ", ["2025-12-21"]),
    ("1447/09/15هـ", ["2026-03-04"]),
    ("15 رمضان 1447هـ", ["2026-03-04"]),
    ("٢٣ شعبان ١٤٢٦ هـ", ["2005-09-27"]),
    ("21/12/2025م", ["2025-12-21"]),
    ("1 يناير 2025", ["2025-01-01"]),
    ("15 كانون الثاني 2026", ["2026-01-15"]),
    ("مارس 2025", ["2025-03"]),
    ("25 ديسمبر", ["--12-25"]),
    ("يوم الجمعة", ["weekday:friday"]),
    ("30/2/1447هـ", ["hijri:1447-02-30"]),  # Safar 1447 has 29 days on Umm al-Qura: kept as written
])
def test_dates(text, want):
    assert units(text) == want


def test_month_tables_are_complete():
    assert sorted(set(GREGORIAN_MONTHS.values())) == list(range(1, 13))
    assert sorted(set(HIJRI_MONTHS.values())) == list(range(1, 13))


@given(st.dates(date(1990, 1, 1), date(2060, 12, 31)), st.booleans(), st.booleans())
def test_gregorian_named_dates(d, levant, arabic_digits):
    name = (_LEVANT if levant else _GULF)[d.month - 1]
    text = f"{d.day} {name} {d.year}"
    if arabic_digits:
        text = text.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    assert units(text) == [d.isoformat()]
    assert TextIndex(f"يبدأ العمل في {text}.").contains(f"{d.day}/{d.month}/{d.year}م")


@given(st.integers(1400, 1490), st.integers(1, 12), st.integers(1, 29), st.booleans())
def test_hijri_dates_equal_their_umm_al_qura_date(y, m, d, named):
    g = hijri_to_gregorian(y, m, d)
    assert g is not None
    text = f"{d} {_HIJRI[m - 1]} {y}هـ" if named else f"{d}/{m}/{y}هـ"
    assert units(text) == [g.isoformat()]
    index = TextIndex(f"اعتبارًا من {text} تطبق الرسوم الجديدة.")
    assert index.contains(f"{g.day}/{g.month}/{g.year}م")  # a correct conversion is the same date
    wrong = g.replace(day=g.day % 28 + 1)
    assert not index.contains(f"{wrong.day}/{wrong.month}/{wrong.year}م")  # a wrong one is not


# --- the month glossed in the other naming; a Hijri day without its year

@given(st.dates(date(1990, 1, 1), date(2060, 12, 31)), st.booleans())
def test_a_month_glossed_in_the_other_naming(d, levant_first):
    first, second = (_LEVANT, _GULF) if levant_first else (_GULF, _LEVANT)
    text = f"{d.day} {first[d.month - 1]} ({second[d.month - 1]}) {d.year}"
    assert units(text) == [d.isoformat()]
    other = second[d.month % 12]  # another month in the parentheses: no year is read with it
    assert units(f"{d.day} {first[d.month - 1]} ({other}) {d.year}") == [f"--{d.month:02d}-{d.day:02d}"]


@given(st.integers(1400, 1490), st.integers(1, 12), st.integers(1, 29), st.booleans())
def test_a_hijri_day_without_its_year_is_stated_by_that_day(y, m, d, gregorian_context):
    """"١٥ رمضان" is stated by "15 رمضان 1446هـ" and by the Gregorian day it falls on (Umm al-Qura);
    not by another Hijri day. "رمضان 1446هـ" by any day of that month."""
    g = hijri_to_gregorian(y, m, d)
    assert g is not None
    ctx = f"آخر موعد {g.day}/{g.month}/{g.year}م." if gregorian_context else f"آخر موعد {d} {_HIJRI[m - 1]} {y}هـ."
    index = TextIndex(ctx)
    assert index.contains(f"{d} {_HIJRI[m - 1]}")
    assert not index.contains(f"{d % 28 + 1} {_HIJRI[m - 1]}")
    assert not index.contains(f"{d} {_HIJRI[m % 12]}")
    assert index.contains(f"{_HIJRI[m - 1]} {y}هـ") and not index.contains(f"{_HIJRI[m - 1]} {y + 1}هـ")


_ORD_DAY = ["", "الأول", "الثاني", "الثالث", "الرابع", "الخامس", "السادس", "السابع", "الثامن", "التاسع", "العاشر"]
_ORD_TENS = {2: "العشرون", 3: "الثلاثون"}


def ordinal_day(n: int) -> str:
    t, u = divmod(n, 10)
    one = "الحادي"
    if n <= 10:
        return _ORD_DAY[n]
    if n < 20:
        return f"{one if u == 1 else _ORD_DAY[u]} عشر"
    return f"{one if u == 1 else _ORD_DAY[u]} و{_ORD_TENS[t]}" if u else _ORD_TENS[t]


@given(st.dates(date(1990, 1, 1), date(2060, 12, 31)), st.booleans(), st.booleans())
def test_a_day_as_an_ordinal(d, levant, with_month_word):
    """"الخامس عشر من مارس 2025"، "الحادي والثلاثون من شهر ديسمبر": the day as an ordinal."""
    name = (_LEVANT if levant else _GULF)[d.month - 1]
    text = f"في {ordinal_day(d.day)} من {'شهر ' if with_month_word else ''}{name} {d.year}"
    assert units(text) == [d.isoformat()], text


@given(st.integers(1400, 1490), st.integers(1, 12), st.booleans())
def test_the_first_of_a_hijri_month(y, m, month_word):
    g = hijri_to_gregorian(y, m, 1)
    assert g is not None
    assert units(f"غرة {'شهر ' if month_word else ''}{_HIJRI[m - 1]} {y}هـ") == [g.isoformat()]
    assert units(f"{ordinal_day(1)} من {_HIJRI[m - 1]} {y}هـ") == [g.isoformat()]


def test_an_ordinal_ten_is_no_number():
    from groundtest.text.matching import extract_values

    assert extract_values("في الحادي عشر من الشهر") == []
    assert [v.amount for v in extract_values("ثلاثة عشر يومًا")] == [13]


def _critical(v) -> list[str]:
    return [f.rule for f in v.findings if f.severity == "critical"]


RENT = [{"title": "t", "text": "المادة (12): يجب الإشعار قبل ستين يومًا على الأقل من تاريخ انتهاء العقد. "
                               "تاريخ الإشعار 1447/05/01هـ. تاريخ انتهاء العقد 1447/09/01هـ."}]


def test_months_between_hijri_days():
    lead = "تاريخ الإشعار ١ جمادى الأولى ١٤٤٧هـ، وتاريخ انتهاء العقد ١ رمضان ١٤٤٧هـ. "
    ok = groundtest.check(lead + "بين التاريخين **أربعة أشهر هجرية** كاملة.", RENT)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check(lead + "بين التاريخين **خمسة أشهر هجرية** كاملة.", RENT)
    assert "value" in _critical(bad)


PLANS = [{"title": "t", "text": "أما الانتقال إلى باقة أدنى فمتاح بعد مرور 6 أشهر على بدء العقد، برسم إداري قدره 5 دنانير."}]


def test_months_still_to_wait():
    q = "مشترك منذ 4 أشهر وأريد الانتقال إلى باقة أرخص. هل هذا ممكن؟"
    lead = "الانتقال إلى باقة أدنى متاح بعد مرور ٦ أشهر على بدء العقد. وبما أنك مشترك منذ ٤ أشهر، "
    ok = groundtest.check(lead + "فستحتاج إلى الانتظار **شهرين** إضافيين.", PLANS, query=q)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check(lead + "فستحتاج إلى الانتظار **ثلاثة أشهر** إضافية.", PLANS, query=q)
    assert "value" in _critical(bad)


def _critical_kinds(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


@pytest.mark.parametrize("text", ["إذا قدرت تجي بنص الجمعة بتوفّر", "نص الجمعة أرخص", "بنصف الجمعة بيكون فاضي"])
def test_the_middle_of_the_week_is_no_friday(text):
    assert not [v for v in arabic_dates(text) if v.unit == "weekday:friday"]


@pytest.mark.parametrize("text", ["الدوام نصف يوم الجمعة", "مغلق يوم الجمعة", "الجمعة عطلة", "بعد الجمعة"])
def test_friday_itself_is_still_friday(text):
    assert [v for v in arabic_dates(text) if v.unit == "weekday:friday"]


_SKI = "بطاقة التزلج اليومية: ٣٥ دولاراً أيام الأسبوع، و٥٥ دولاراً في عطلة نهاية الأسبوع والأعياد."


def test_midweek_saving_is_clean_and_a_wrong_saving_caught():
    q = "قديش سعر بطاقة التزلج للكبار بأيام الأسبوع وبالويكند؟"
    right = "أيام الأسبوع ٣٥ دولار، والعطلة ٥٥ دولار. يعني إذا قدرت تجي بنص الجمعة بتوفّر ٢٠ دولار باليوم. بدك أحسبلك كلفة العيلة؟"
    assert not {"value", "extra_sentence"} & _critical_kinds(groundtest.check(right, [_SKI], query=q))
    assert "value" in _critical_kinds(groundtest.check(right.replace("بنص الجمعة", "يوم الجمعة"), [_SKI], query=q))
    assert _critical_kinds(groundtest.check(right.replace("بدك أحسبلك كلفة العيلة؟", "كلفة العيلة ١٢٠ دولار."), [_SKI], query=q))
