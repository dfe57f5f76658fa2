"""THE MONTH BEFORE ITS NAME (text.arabic.numbers.MONTH_BEFORE_ITS_NAME): "شهر" before a month's name, Hijri or Gregorian
("طوال شهر شوال"، "لمدة شهر رمضان"، "طوال شهر **مايو**") is the month named (English "the month of June"), not one
month's length: a word of duration before it counts nothing. A month's length stays one ("لمدة شهر"، "طوال شهر كامل").
Through the checker: the named month over a context that gives its first and last days passes; another month, or a
count of months the context never gives, is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.numbers import extract
from tests.helpers import cli_scored

LEADS = ["طوال", "طول", "لمدة", "على مدى"]
MONTHS = ["شوال", "رمضان", "ذو القعدة", "محرم", "مايو", "يناير", "كانون الثاني", "أيلول"]
MARKS = ["", "**"]


def _months(text: str) -> list[float | None]:
    return [v.amount for v in extract(text) if v.kind == "quantity" and v.unit == "month"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(MONTHS), st.sampled_from(MARKS))
def test_the_named_month_is_no_length(lead, month, mark):
    assert _months(f"تستمر الزيارات {lead} شهر {mark}{month}{mark} من كل عام.") == []


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(["", " كامل", " من تاريخ الإصدار", " فقط"]))
def test_a_months_length_is_still_one(lead, after):
    assert _months(f"يسري التصريح {lead} شهر{after}.") == [1.0]


_FESTIVAL = [{"title": "زيارات-المزارع.md",
              "text": "تُنظَّم زيارات مزارع الورد خلال مهرجان الورد من 1 شوال 1447هـ حتى 30 شوال 1447هـ. "
                      "رسوم الزيارة الصباحية 40 ريالاً للشخص."}]
_Q = "متى الزيارات وكم الرسوم؟"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["طوال", "على مدى", "طول"]), st.sampled_from(MARKS))
def test_the_named_month_over_its_days_passes(lead, mark):
    got = check(f"الزيارات {lead} شهر {mark}شوال ١٤٤٧هـ{mark} (من ١ إلى ٣٠ شوال)، والرسوم ٤٠ ريالاً للشخص.", _FESTIVAL, _Q)
    assert got.hallucination != "hallucinated", got.findings


@pytest.mark.parametrize("wrong", [
    "الزيارات طوال شهر ذو القعدة ١٤٤٧هـ، والرسوم ٤٠ ريالاً للشخص.",  # another month
    "الزيارات طوال شهر شوال ١٤٤٧هـ، والرسوم ٥٠ ريالاً للشخص.",  # a wrong fee beside the right month
    "الزيارات لمدة شهرين، والرسوم ٤٠ ريالاً للشخص.",  # a count of months the context never gives
])
def test_wrong_neighbours_are_caught(wrong):
    got = check(wrong, _FESTIVAL, _Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_named_month(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _FESTIVAL,
             "response": "📅 طوال شهر شوال ١٤٤٧هـ (من ١ إلى ٣٠ شوال)، والرسوم ٤٠ ريالاً للشخص."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _FESTIVAL,
             "response": "📅 طوال شهر ذو القعدة ١٤٤٧هـ، والرسوم ٤٠ ريالاً للشخص."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
