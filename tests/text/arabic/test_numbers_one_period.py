"""THE ONE PERIOD (text.arabic.numbers.ONE_PERIOD, checker.lookups._one_in_english): one of a period in an Arabic claim
("في اليوم الواحد"، "يوم واحد"، "سنة واحدة"، "مرة واحدة") is supported where the Arabic context states a thing per that
period in words — its adjective or adverb ("الحد الأقصى اليومي"، "سنويًا"، "الرسوم الشهرية"), "كل" with it ("عن كل سنة")
— and states no other amount of the unit. Another count ("يومين"، "سنتين"), or one of a period the context never states
anything per, stays a value not found."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.numbers import says_one_period
from tests.helpers import cli_scored

# (unit, amount, the context's per-period phrases, the claim's one-of-it phrases, another count)
PERIODS = [("day", 1.0, ["الحد الأقصى اليومي", "يُحتسب يوميًا", "عن كل يوم"], ["في اليوم الواحد", "يوم واحد"], "يومين"),
           ("month", 12.0, ["الرسوم السنوية", "تُدفع سنويًا", "عن كل سنة"], ["في السنة الواحدة", "سنة واحدة"], "سنتين"),
           ("month", 1.0, ["الاشتراك الشهري", "يُدفع شهريًا", "عن كل شهر"], ["في الشهر الواحد", "شهر واحد"], "شهرين")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PERIODS), st.data())
def test_the_context_states_it_per_the_period(period, data):
    unit, amount, per, _, _ = period
    assert says_one_period(unit, amount, f"الخدمة متاحة للجميع، و{data.draw(st.sampled_from(per))} 16 درهمًا.")
    assert not says_one_period(unit, amount, "الخدمة متاحة للجميع من الأحد إلى الخميس.")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PERIODS), st.data())
def test_check_one_of_the_period(period, data):
    _, _, per, ones, other = period
    ctx = [{"title": "tariff.md", "text": f"تُحتسب 4 دراهم عن كل عبور لبوابة التعرفة. {data.draw(st.sampled_from(per))} حده 16 درهمًا لكل مركبة."}]
    one = data.draw(st.sampled_from(ones))
    ok = check(f"**{one}:** 4 عبورات × 4 دراهم = 16 درهمًا، وهو الحد الأقصى.", ctx, "كم سأدفع؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(f"**خلال {other}:** 4 عبورات × 4 دراهم = 16 درهمًا، وهو الحد الأقصى.", ctx, "كم سأدفع؟")
    assert bad.hallucination == "hallucinated", bad.findings


@pytest.mark.parametrize("one", ["في اليوم الواحد", "يوم واحد"])
def test_a_context_with_no_period_stays_unsupported(one):
    ctx = [{"title": "tariff.md", "text": "تُحتسب 4 دراهم عن كل عبور لبوابة التعرفة، بحد أقصى 16 درهمًا لكل مركبة."}]
    got = check(f"**{one}:** 4 عبورات × 4 دراهم = 16 درهمًا.", ctx, "كم سأدفع؟")
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_one_period(tmp_path):
    ctx = [{"title": "darb.md", "text": "تُحتسب 4 دراهم عن كل عبور خلال ساعات الذروة. الحد الأقصى اليومي 16 درهمًا لكل مركبة."}]
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "كم سأدفع؟", "context": ctx,
             "response": "في اليوم الواحد: 4 × 4 = 16 درهمًا، وهو الحد الأقصى اليومي."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "كم سأدفع؟", "context": ctx,
             "response": "في الأسبوع الواحد: الحد الأقصى 16 درهمًا."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
