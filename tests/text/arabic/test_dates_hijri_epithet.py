"""THE MONTH'S EPITHET (text.arabic.dates): a Hijri month named with its customary epithet ("رمضان المبارك"، "محرم
الحرام"، "صفر الخير"، "رمضان الكريم") is the same month, and a year after the epithet is its year ("من الخامس حتى
الخامس عشر من شهر رمضان المبارك 1447هـ" is 15 Ramadan 1447, no bare number 1447). Another word between month and year
still leaves the year a number, and the date read is the month's own (another year stays another date)."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.numbers import extract


def _dates(text):
    return [(v.unit, v.kind) for v in extract(text)]


@pytest.mark.parametrize(("with_epithet", "plain"), [
    ("الخامس عشر من شهر رمضان المبارك 1447هـ", "الخامس عشر من شهر رمضان 1447هـ"),
    ("1 محرم الحرام 1447هـ", "1 محرم 1447هـ"),
    ("10 صفر الخير 1447 للهجرة", "10 صفر 1447 للهجرة"),
    ("27 رمضان الكريم 1446هـ", "27 رمضان 1446هـ"),
])
def test_the_epithet_keeps_the_date(with_epithet, plain):
    got = _dates(with_epithet)
    assert got == _dates(plain) and got[0][1] == "date" and len(got) == 1


def test_another_word_between_month_and_year_leaves_a_number():
    assert any(k == "number" for _, k in _dates("الخامس عشر من رمضان الماضي 1447"))


CONTEXT = "تُقام التصفيات من ٥ إلى ١٥ رمضان ١٤٤٧هـ في ندوة الثقافة والعلوم بدبي."


@pytest.mark.parametrize(("answer", "ok"), [
    ("تقام التصفيات من الخامس حتى الخامس عشر من شهر رمضان المبارك 1447هـ في ندوة الثقافة والعلوم بدبي.", True),
    ("تقام التصفيات من الخامس حتى الخامس عشر من شهر رمضان المبارك 1448هـ في ندوة الثقافة والعلوم بدبي.", False),
])
def test_check(answer, ok):
    got = check(answer, [CONTEXT], "متى تقام التصفيات؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
