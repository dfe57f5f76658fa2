"""THE NOON ADVERB and THE CARDINAL CLOCK HOUR (text.arabic.numbers): "ظهرًا" names the hours about noon as "الظهر" does
("١١ ظهرًا" = 11:00, not 23:00; "٢ ظهرًا" = 14:00), and an hour written as a cardinal word before a part of the day
("الساعة عشرة مساءً" = 22:00, "خمسة العصر" = 17:00) is a time — while a cardinal before anything else is a count, and a
wrong hour is still caught."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.matching import extract_values

_ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
NOON_FORMS = ["ظهرًا", "ظهراً", "ظهرا", "الظهر"]
#: hour → its 24-hour clock said about noon
NOON_HOURS = {11: 11, 12: 12, 1: 13, 2: 14, 3: 15, 4: 16, 5: 17}


def _times(text: str) -> list[str]:
    return [v.unit for v in extract_values(text) if v.kind == "time"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(NOON_HOURS)), st.sampled_from(NOON_FORMS), st.booleans())
def test_an_hour_about_noon_keeps_or_passes_noon(h, form, indic):
    figure = str(h).translate(_ARABIC_INDIC) if indic else str(h)
    assert _times(f"يغلق الموقع الساعة {figure} {form} يوميًا.") == [f"{NOON_HOURS[h]:02d}:00"]
    # wrong neighbours: eleven about noon is not eleven at night, and an hour far from noon is none of its hours
    assert _times(f"يغلق الموقع الساعة {figure} {form} يوميًا.") != ["23:00"]
    assert _times(f"يغلق الموقع الساعة {'8'.translate(_ARABIC_INDIC) if indic else '8'} {form} يوميًا.") in ([], ["~08:00"])


WORDS = {1: "واحدة", 2: "اثنين", 3: "ثلاثة", 4: "أربعة", 5: "خمسة", 6: "ستة", 7: "سبعة", 8: "ثمانية", 9: "تسعة", 10: "عشرة"}
#: a part of the day → the 24-hour clock's hour for 1–10 said with it
PARTS = {"مساءً": lambda h: h + 12, "صباحًا": lambda h: h, "الصبح": lambda h: h, "العصر": lambda h: h + 12,
         "بالليل": lambda h: h + 12 if h >= 6 else h}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(WORDS)), st.sampled_from(sorted(PARTS)), st.booleans())
def test_a_cardinal_hour_before_a_part_of_the_day_is_a_time(h, part, lead):
    said = f"{'الساعة ' if lead else ''}{WORDS[h]} {part}"
    assert _times(f"تنتهي الجولة {said} تقريبًا.") == [f"{PARTS[part](h):02d}:00"]
    # wrong neighbours: the cardinal before a noun is a count, a teen is no hour
    assert _times(f"تستغرق الجولة {WORDS[h]} أيام.") == []
    assert _times("يشارك ثلاثة عشر طالبًا.") == []


_TOUR = "زيارات المعامل يوميًا من ٦ صباحًا حتى ١١ ظهرًا فقط. تبدأ الجولة المسائية الساعة ٢٢:٠٠ ومدتها ساعة."


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["11 الظهر", "١١ ظهراً", "الساعة احدعش الظهر"]), st.sampled_from(["عشرة مساءً", "عشرة بالليل"]))
def test_check_noon_and_word_hours_against_the_context(noon, night):
    r = f"الزيارات من 6 الصبح إلى {noon} فقط، والجولة المسائية تبدأ الساعة {night}."
    assert check(r, _TOUR).hallucination != "hallucinated", check(r, _TOUR)
    # wrong neighbours: another hour about noon, another evening hour
    assert check(r.replace(noon, "1 الظهر"), _TOUR).hallucination == "hallucinated"
    assert check(r.replace(night, night.replace("عشرة", "تسعة")), _TOUR).hallucination == "hallucinated"
