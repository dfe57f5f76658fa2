"""THE BARE SINGULAR RANGE END (text.arabic.numbers._range_one): a range that opens on a bare singular unit noun, its
second end a count of the same unit ("تتراوح بين سنة وثلاث سنوات"، "من شهر إلى ستة أشهر"، "بين يوم وثلاثة أيام"), has
one of the unit as its first end (English "between one and three years"). A month's or a day's name after the noun
("من شهر رمضان"، "من يوم الأحد") is no range end. Through the checker: "سنة واحدة" over the context's range passes, a
count outside the context's figures is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.numbers import extract
from tests.helpers import cli_scored

UNITS = {"يوم": ("day", 1.0, "أيام"), "شهر": ("month", 1.0, "أشهر"), "سنة": ("month", 12.0, "سنوات"), "أسبوع": ("day", 7.0, "أسابيع")}
COUNTS = {"ثلاثة": 3, "ثلاث": 3, "خمسة": 5, "ستة": 6, "3": 3, "10": 10}
OPENERS = [("بين", "و"), ("من", "إلى "), ("من", "حتى ")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(UNITS)), st.sampled_from(sorted(COUNTS)), st.sampled_from(OPENERS))
def test_the_bare_first_end_is_one_of_the_unit(noun, count, opener):
    unit, size, plural = UNITS[noun]
    got = [(v.kind, v.amount, v.unit) for v in extract(f"لمدة تتراوح {opener[0]} {noun} {opener[1]}{count} {plural}")]
    assert ("quantity", size, unit) in got
    assert ("quantity", size * COUNTS[count], unit) in got


@pytest.mark.parametrize("text", ["من شهر رمضان إلى شوال", "من يوم الأحد إلى خمسة أيام", "بين سنة 2020 و2022"])
def test_a_named_day_month_or_year_is_no_range_end(text):
    assert not any(v.kind == "quantity" and v.amount in (1.0, 12.0) for v in extract(text))


_RENEW = ("تبلغ رسوم تجديد رخصة سير المركبة الخاصة 100 ريال عن كل سنة، ويمكن التجديد لمدة تتراوح بين سنة وثلاث سنوات. "
          "تُفرض غرامة قدرها 100 ريال عن كل سنة تأخير، بحد أقصى 300 ريال.")
_Q = "كم أدفع لو جددت الاستمارة؟"


@pytest.mark.parametrize("period", ["سنة واحدة", "ثلاث سنوات"])
def test_a_period_inside_the_range_passes(period):
    r = f"- رسوم التجديد **100 ريال لكل سنة**.\n- يمكنك التجديد لمدة **{period}** كحد أدنى أو أقصى بحسب رغبتك."
    assert check(r, _RENEW, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("period", ["خمس سنوات", "سنتين ونصف"])
def test_a_period_the_context_never_gives_is_caught(period):
    r = f"- رسوم التجديد **100 ريال لكل سنة**.\n- يمكنك التجديد لمدة **{period}** كحد أدنى أو أقصى بحسب رغبتك."
    assert check(r, _RENEW, query=_Q).hallucination == "hallucinated"


def test_score_reads_it(tmp_path):
    rows = [{"id": "one", "type": "answerable", "expect": "answer", "query": _Q, "context": [{"title": "c.md", "text": _RENEW}],
             "response": "- رسوم التجديد **100 ريال لكل سنة**.\n- يمكنك التجديد لمدة **سنة واحدة** كحد أدنى أو أقصى بحسب رغبتك."}]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"one": False}
