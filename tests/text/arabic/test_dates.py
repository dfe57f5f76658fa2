"""Arabic dates (groundtest.text.arabic.dates): Gregorian month names in both naming systems,
Hijri dates converted on the Umm al-Qura calendar; property tests over the grammar."""
from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, strategies as st

from groundtest.text.arabic.dates import GREGORIAN_MONTHS, HIJRI_MONTHS, extract, hijri_to_gregorian
from groundtest.text.matching import TextIndex

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
