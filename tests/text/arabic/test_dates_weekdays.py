"""Weekday names (text.arabic.dates._WEEKDAY): with the article, after a proclitic ("والجمعة"), bare
after "يوم"/"ليلة" ("يوم خميس") or in a pair joined by و ("خميس وجمعة"). A bare "أحد"/"اثنين" or
"جمعة" alone is a count or the week, never read as a day. Through the checker: the user's own
weekdays restated ("ليلة الخميس وليلة الجمعة" for the question's "خميس وجمعة") are not invented;
a weekday neither the question nor the context names stays flagged."""
from __future__ import annotations

import itertools

import pytest

import groundtest
from groundtest.text.matching import extract_values

DAYS = [("الأحد", "أحد", "sunday"), ("الاثنين", "اثنين", "monday"), ("الثلاثاء", "ثلاثاء", "tuesday"),
        ("الأربعاء", "أربعاء", "wednesday"), ("الخميس", "خميس", "thursday"), ("الجمعة", "جمعة", "friday"),
        ("السبت", "سبت", "saturday")]
PAIRS = [(a, b) for a, b in itertools.combinations(range(7), 2)]


def days_in(text):
    return [v.unit for v in extract_values(text) if v.kind == "date" and (v.unit or "").startswith("weekday:")]


@pytest.mark.parametrize(("i", "j"), PAIRS)
@pytest.mark.parametrize("form", ["bare", "article", "mixed", "night"])
def test_a_pair_of_weekdays_is_two_days(i, j, form):
    (a_art, a_bare, a), (b_art, b_bare, b) = DAYS[i], DAYS[j]
    text = {"bare": f"ويكند كامل ({a_bare} و{b_bare})", "article": f"أيام {a_art} و{b_art}",
            "mixed": f"أيام {a_art} و{b_bare}", "night": f"ليلة {a_bare} وليلة {b_bare}"}[form]
    assert days_in(text) == [f"weekday:{a}", f"weekday:{b}"], text


@pytest.mark.parametrize("text", ["قال أحد الموظفين", "اثنين من الطلاب", "بنص الجمعة", "جمعة مباركة",
                                  "ذهب محمد وسبت", "واحد وسبعين"])
def test_a_bare_count_or_the_week_is_no_weekday(text):
    assert days_in(text) == [], text


MARINA = [{"title": "قواعد-المرسى.md",
           "text": "يُمنع المبيت على القوارب إلا بإذن مسبق ولمدة لا تتجاوز ليلتين في الأسبوع."}]


@pytest.mark.parametrize(("i", "j"), [(4, 5), (5, 6), (0, 1), (2, 3)])
def test_the_users_weekdays_restated_are_not_invented(i, j):
    (a_art, a_bare, _), (b_art, b_bare, _) = DAYS[i], DAYS[j]
    q = f"أبي أبات على القارب ليلتين ({a_bare} و{b_bare}). مسموح؟"
    v = groundtest.check(f"ليلة {a_art} وليلة {b_art} = **ليلتان**، يعني داخل الحد المسموح بإذن مسبق.", MARINA, q)
    assert not [f for f in v.findings if f.rule == "value"], v.findings


@pytest.mark.parametrize(("i", "j", "k"), [(4, 5, 6), (5, 6, 0), (0, 1, 3)])
def test_a_weekday_nobody_named_stays_flagged(i, j, k):
    (_, a_bare, _), (_, b_bare, _), (c_art, _, _) = DAYS[i], DAYS[j], DAYS[k]
    q = f"أبي أبات على القارب ليلتين ({a_bare} و{b_bare}). مسموح؟"
    v = groundtest.check(f"المبيت مسموح يوم {c_art} فقط بإذن مسبق.", MARINA, q)
    assert [f for f in v.findings if f.rule == "value"], v.findings
