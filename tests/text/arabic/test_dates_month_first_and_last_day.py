"""THE MONTH'S FIRST AND LAST DAY IN WORDS (text.arabic.dates): "أول مارس"، "مطلع أبريل"، "أول يوم من مايو" are the
month's 1st, "آخر يوم من فبراير ٢٠٢٨" and "آخر مايو" closing a span from a day its last day (of a Gregorian month only),
so a span said so is counted ("من أول مارس لين آخر مايو (3 شهور)") and restates the same span in figures — while a wrong
count of months, a Hijri month's unknowable last day, and "آخر"/"نهاية" with no day before (the end of the month, a part
of it) are not taken as a day."""
from __future__ import annotations

import calendar

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.matching import extract_values

MONTHS = {1: "يناير", 2: "فبراير", 3: "مارس", 4: "أبريل", 5: "مايو", 6: "يونيو", 7: "يوليو", 8: "أغسطس", 9: "سبتمبر",
          10: "أكتوبر", 11: "نوفمبر", 12: "ديسمبر"}
LEVANT = {3: "آذار", 5: "أيار", 6: "حزيران", 7: "تموز"}
FIRST = ["أول", "مطلع", "أول يوم من"]
LAST = ["آخر يوم من", "لآخر يوم من"]


def _dates(text: str) -> list[str]:
    return [v.unit for v in extract_values(text) if v.kind == "date"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(MONTHS)), st.sampled_from(FIRST), st.sampled_from(LAST), st.booleans())
def test_the_first_and_last_day_of_a_month_in_words(month, first, last, levant):
    name = LEVANT.get(month, MONTHS[month]) if levant else MONTHS[month]
    assert _dates(f"يبدأ الموسم {first} {name}.") == [f"--{month:02d}-01"]
    end = f"--{month:02d}-{calendar.monthrange(2027, month)[1]:02d}"
    assert _dates(f"ينتهي الموسم {last} {name}.") == [end]
    assert _dates(f"من ١ يناير حتى آخر {name}.") == ["--01-01", end]
    # wrong neighbours: a Hijri month's last day is not known, the end of a month alone is no day, a first time no date
    assert _dates(f"ينتهي الموسم {last} رمضان.") == []
    assert _dates(f"ينتهي الموسم نهاية {name}.") in ([], [f"--{month:02d}"])
    assert end not in _dates(f"من منتصف يناير إلى آخر {name}.")
    assert _dates(f"زرتها لأول مرة في {name}.") in ([], [f"--{month:02d}"])


def test_february_of_a_leap_year():
    assert _dates("آخر يوم من فبراير ٢٠٢٨") == ["2028-02-29"]
    assert _dates("آخر يوم من فبراير 2027") == ["2027-02-28"]


_SHOW = "عرض الفلكلور في قرية الحبلة: يُقام من ١ آذار (مارس) حتى ٣١ أيار (مايو)، يومياً عدا الأحد. مدة العرض ساعتان."


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["من أول مارس لين آخر مايو", "من أول آذار حتى آخر أيار", "من أول يوم من مارس إلى آخر يوم من مايو"]),
       st.sampled_from(["3 شهور", "٣ أشهر", "ثلاثة أشهر"]))
def test_a_span_said_by_first_and_last_days_is_counted(span, months):
    r = f"**الموسم:** {span} ({months})، يومياً ما عدا الأحد."
    assert check(r, _SHOW).hallucination != "hallucinated", check(r, _SHOW)
    # wrong neighbours: another count of months, another last month
    assert check(r.replace(months, "4 شهور"), _SHOW).hallucination == "hallucinated"
    assert check(r.replace("مايو", "يونيو").replace("أيار", "حزيران"), _SHOW).hallucination == "hallucinated"
