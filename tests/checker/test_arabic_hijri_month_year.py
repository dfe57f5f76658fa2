"""THE MONTH'S YEAR (text.arabic.dates._years_given): a Hijri day written without its year ("من 25 رمضان حتى 29 رمضان")
in a text that names one year of that month ("بداية شهر رمضان 1447هـ يوم الأربعاء 18 فبراير 2026م") is that year's day,
its Umm al-Qura date — so the answer's "٢٥ رمضان ١٤٤٧هـ" and its Gregorian gloss "السبت ١٤ مارس ٢٠٢٦" are the context's.
A wrong gloss stays unfound; a text naming two years of the month, or a year of another month only, keeps the day
yearless."""
from __future__ import annotations

from groundtest.checker import check
from groundtest.text.matching import extract_values

CTX = [{"title": "jadwal-1447.md", "text": (
    "وفق تقويم أم القرى: بداية شهر رمضان 1447هـ يوم الأربعاء 18 فبراير 2026م، والمتوقع أن يكون عيد الفطر (1 شوال 1447هـ) "
    "يوم الجمعة 20 مارس 2026م. تستقبل الجمعية زكاة الفطر عينًا من 25 رمضان حتى 29 رمضان، وتوزعها على الأسر المسجلة ليلة "
    "العيد وصباحه قبل الصلاة.")}]
Q = "من متى تبدأ الجمعية تستقبل الزكاة؟"


def _dates(text):
    return [v.unit for v in extract_values(text) if v.kind == "date" and not (v.unit or "").startswith("weekday:")]


def test_a_yearless_day_takes_the_one_year_of_its_month():
    assert _dates("بداية شهر رمضان 1447هـ. من 25 رمضان حتى 29 رمضان")[-2:] == ["2026-03-14", "2026-03-18"]
    assert _dates("1/9/1447هـ ثم 25 رمضان")[-1] == "2026-03-14"


def test_two_years_or_another_months_year_leave_it_yearless():
    assert _dates("رمضان 1446هـ ثم رمضان 1447هـ: من 25 رمضان")[-1] == "hijri:--09-25"
    assert _dates("شوال 1447هـ: من 25 رمضان")[-1] == "hijri:--09-25"


def test_the_days_glossed_in_gregorian_are_the_contexts():
    r = "تبدأ الجمعية الاستقبال من **٢٥ رمضان ١٤٤٧هـ**، الموافق **السبت ١٤ مارس ٢٠٢٦**، وتستمر حتى **٢٩ رمضان** (الأربعاء ١٨ مارس)."
    v = check(r, CTX, query=Q)
    assert v.hallucination != "hallucinated", v


def test_a_wrong_gloss_is_still_flagged():
    r = "تبدأ الجمعية الاستقبال من **٢٥ رمضان ١٤٤٧هـ**، الموافق **السبت ١٦ مارس ٢٠٢٦**."
    v = check(r, CTX, query=Q)
    assert v.hallucination == "hallucinated", v
    r = "تبدأ الجمعية الاستقبال من **٢٣ رمضان ١٤٤٧هـ**."
    assert check(r, CTX, query=Q).hallucination == "hallucinated"
