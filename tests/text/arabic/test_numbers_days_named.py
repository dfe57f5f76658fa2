"""THE DAYS NAMED (text.arabic.numbers._days_glossed): a count of days glossed right after it, in parentheses, by as
many weekday names ("في يومين مختلفين (الأحد والخميس)"، "ثلاثة أيام في الأسبوع (السبت والاثنين والأربعاء)") is the
weekdays themselves, checked as such: the count is no figure of its own. A count the list does not match, or a
parenthesis of another kind, stays a figure; the dual in construct before the weekdays ("لا يعمل يومي الجمعة والسبت")
names them and is no figure either (reading it as "2 days" was tried: the answer's own construct dual then needed a
"2 days" in the context)."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check
from groundtest.text.arabic.numbers import extract

DAYS = ["الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت"]
COUNTS = {2: "يومين", 3: "ثلاثة أيام", 4: "أربعة أيام", 5: "خمسة أيام"}


def _days(text):
    return [v.amount for v in extract(text) if v.kind == "quantity" and v.unit == "day"]


@pytest.mark.parametrize(("first", "second"), list(itertools.combinations(DAYS, 2)))
def test_the_construct_dual_before_weekdays_is_no_figure(first, second):
    assert _days(f"لا يعمل الخط يومي {first} و{second}.") == []


@pytest.mark.parametrize(("n", "after"), list(itertools.product(COUNTS, ["", " مختلفة", " في الأسبوع"])))
def test_a_count_glossed_by_as_many_weekdays_is_no_figure(n, after):
    listed = " و".join(DAYS[:n])
    assert _days(f"الورش في {COUNTS[n]}{after} ({listed})، فيمكنك حضورها.") == []


@pytest.mark.parametrize(("n", "listed"), [(3, "الأحد والخميس"), (2, "الأحد"), (2, "الأحد والخميس والسبت"),
                                           (2, "48 ساعة"), (3, "من الأحد إلى الثلاثاء")])
def test_a_count_the_parenthesis_does_not_list_stays(n, listed):
    assert _days(f"الورش في {COUNTS[n]} ({listed})، فيمكنك حضورها.")


CONTEXT = [{"title": "k.md", "text": "ورش الحياكة: ورشة الكروشيه يوم الأحد الساعة 4 عصراً، ورسومها 120 ريالاً. ورشة "
                                      "السدو يوم الخميس الساعة 5 عصراً، ورسومها 220 ريالاً."}]


@pytest.mark.parametrize(("claim", "ok"), [
    ("الورشتان في يومين مختلفين (الأحد والخميس)، فيمكنك حضورهما معاً.", True),
    ("الورشتان في يومين مختلفين (الأحد والخميس).", True),
    ("الورشتان في ثلاثة أيام مختلفة (الأحد والخميس).", False),
    ("الورشتان في يومين مختلفين (الأحد والاثنين).", False),
])
def test_end_to_end(claim, ok):
    answer = ("- ورشة الكروشيه يوم **الأحد** الساعة 4 عصراً، ورسومها 120 ريالاً.\n"
              "- ورشة السدو يوم **الخميس** الساعة 5 عصراً، ورسومها 220 ريالاً.\n\n" + claim)
    got = check(answer, CONTEXT, "أريد الاشتراك في ورشة السدو وورشة الكروشيه. متى موعد كل منهما؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
