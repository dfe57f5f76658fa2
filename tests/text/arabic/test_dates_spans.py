"""A count that is the length of a stated range of days (derive._between_dates with
derive._shared_year): "من ١ أغسطس حتى ٢٠ أغسطس ٢٠٢٥ — يعني عشرين يوم". The range's start is
written without its year and takes the end's; the count is the days to the last day or through
it. A wrong count, or a count of a range the context does not state, stays flagged."""
from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given, settings, strategies as st

import groundtest

MONTHS_AR = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
WORDS_AR = {5: "خمسة أيام", 7: "سبعة أيام", 10: "عشرة أيام", 12: "اثنا عشر يوماً", 14: "أربعة عشر يوماً",
            15: "خمسة عشر يوماً", 20: "عشرين يوم", 21: "واحد وعشرين يوماً", 25: "خمسة وعشرين يوماً",
            30: "ثلاثين يوماً"}
WORDS_EN = {5: "five days", 7: "seven days", 10: "ten days", 12: "twelve days", 14: "fourteen days",
            15: "fifteen days", 20: "twenty days", 21: "twenty-one days", 25: "twenty-five days", 30: "thirty days"}
NOUNS = [("التقديم للطلاب القدامى", "the application window"), ("التسجيل في الدورة", "course registration"),
         ("تجديد الاشتراك", "the renewal period")]


def _case(start: date, n: int, lang: str, noun: int, said: int):
    end = start + timedelta(days=n - 1)  # n days through the last day
    ar, en = NOUNS[noun]
    if lang == "ar":
        m1, m2 = MONTHS_AR[start.month - 1], MONTHS_AR[end.month - 1]
        ctx = [{"title": "مواعيد.md",
                "text": f"يبدأ {ar} من {start.day} {m1} حتى {end.day} {m2} {end.year}، ولا تقبل الطلبات بعد ذلك."}]
        resp = f"{ar} من {start.day} {m1} لحد {end.day} {m2} {end.year} — يعني عندك {WORDS_AR[said]}."
        return resp, ctx, f"متى {ar}؟"
    m1, m2 = MONTHS_EN[start.month - 1], MONTHS_EN[end.month - 1]
    ctx = [{"title": "dates.md", "text": f"{en.capitalize()} runs from {start.day} {m1} to {end.day} {m2} {end.year}; "
                                          "late applications are not accepted."}]
    resp = f"{en.capitalize()} runs from {start.day} {m1} to {end.day} {m2} {end.year}, so you have {WORDS_EN[said]}."
    return resp, ctx, f"When is {en}?"


starts = st.dates(min_value=date(2024, 1, 1), max_value=date(2027, 12, 1))


@settings(max_examples=25, deadline=None)
@given(start=starts, n=st.sampled_from(sorted(WORDS_AR)), lang=st.sampled_from(["ar", "en"]),
       noun=st.integers(0, len(NOUNS) - 1))
def test_the_length_of_a_stated_range_is_supported(start, n, lang, noun):
    resp, ctx, q = _case(start, n, lang, noun, n)
    v = groundtest.check(resp, ctx, q)
    assert v.hallucination != "hallucinated", (resp, v.findings)


@settings(max_examples=25, deadline=None)
@given(start=starts, n=st.sampled_from(sorted(WORDS_AR)), lang=st.sampled_from(["ar", "en"]),
       noun=st.integers(0, len(NOUNS) - 1), shift=st.sampled_from([-5, 5, 10]))
def test_a_wrong_length_of_the_range_stays_flagged(start, n, lang, noun, shift):
    said = n + shift
    if said not in WORDS_AR or said == n + 1 or said == n - 1:
        said = 30 if n < 25 else 5
    resp, ctx, q = _case(start, n, lang, noun, said)
    v = groundtest.check(resp, ctx, q)
    assert v.hallucination == "hallucinated", (resp, v.findings)


@pytest.mark.parametrize("lang", ["ar", "en"])
def test_a_range_across_the_new_year_with_the_year_only_at_its_end(lang):
    # 20 December to 8 January 2026: the start is in 2025, twenty days through the last day
    resp, ctx, q = _case(date(2025, 12, 20), 20, lang, 0, 20)
    assert groundtest.check(resp, ctx, q).hallucination != "hallucinated"
    resp, ctx, q = _case(date(2025, 12, 20), 20, lang, 0, 30)
    assert groundtest.check(resp, ctx, q).hallucination == "hallucinated"


@pytest.mark.parametrize("lang", ["ar", "en"])
@pytest.mark.parametrize("start,n", [(date(2024, 2, 29), 5), (date(2024, 2, 20), 10), (date(2024, 2, 25), 5)])
def test_a_range_through_29_february_without_its_year_at_the_start(lang, start, n):
    # "from 29 February to 4 March 2024": the bare 29 February is counted in the end's (leap) year
    resp, ctx, q = _case(start, n, lang, 0, n)
    assert groundtest.check(resp, ctx, q).hallucination != "hallucinated", resp
    resp, ctx, q = _case(start, n, lang, 0, 30)
    assert groundtest.check(resp, ctx, q).hallucination == "hallucinated", resp
