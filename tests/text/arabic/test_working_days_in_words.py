"""THE DROPPED WORKING DAYS IN WORDS: a claim whose only figure is written in Arabic words ("خمسة أيام"، "يومين") is read
by the frame rules as one in digits is (checker.frames.check): a span the context counts in working days ("خلال خمسة أيام
عمل") restated as plain days loses its qualifier (frame_unit). The working-day kind is read on a dual before it ("يومين
عمل"، "يومان عمل") and carried to the first end of a range ("من يومين إلى أربعة أيام عمل"), so a correct restatement
keeps it."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.checker.frames import values_of
from tests.helpers import cli_scored

# (the count in words, in digits)
COUNTS = [("ثلاثة", "٣"), ("أربعة", "٤"), ("خمسة", "٥"), ("سبعة", "٧"), ("عشرة", "١٠")]
VERBS = ["يُبتّ في الطلب", "يُصدر القرار", "تُنجز المعاملة", "يُرد المبلغ"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(COUNTS), st.sampled_from(VERBS), st.booleans())
def test_working_days_kept_or_dropped(count, verb, digits):
    word, digit = count
    n = digit if digits else word
    # (the context writes the figure as the claim does: a figure the context writes otherwise is the value rules')
    ctx = [f"يُقدَّم الطلب إلكترونياً عبر بوابة الهيئة، و{verb} خلال {n} أيام عمل من تاريخ التقديم."]
    ok = check(f"{verb} خلال {n} أيام عمل.", ctx, "كم المدة؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(f"{verb} خلال {n} أيام.", ctx, "كم المدة؟")
    assert bad.hallucination == "hallucinated", bad.findings
    assert any(f.rule == "frame_unit" for f in bad.findings)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["يومين عمل", "يومان عمل", "يومي عمل", "يومين من أيام العمل"]))
def test_the_dual_before_its_kind(dual):
    got = [(v.amount, v.unit) for v in values_of(f"يصلك الطلب خلال {dual} داخل المدينة.")]
    assert got == [(2.0, "working day")]


def test_a_dual_before_another_word_stays_days():
    assert [(v.amount, v.unit) for v in values_of("خلال يومين عملت فيهما")] == [(2.0, "day")]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["من يومين إلى أربعة أيام عمل", "من 2 إلى 4 أيام عمل", "بين يومين و4 أيام عمل"]))
def test_the_range_takes_its_second_end_kind(rng):
    ctx = ["مدة التوصيل داخل المملكة من 2 إلى 4 أيام عمل."]
    got = check(f"مدة التوصيل {rng} داخل المملكة.", ctx, "متى يصل؟")
    assert got.hallucination != "hallucinated", got.findings
    assert all(v.unit == "working day" for v in values_of(rng))


def test_score_reads_the_dropped_working_days(tmp_path):
    ctx = [{"title": "lmra.md", "text": "يُقدَّم الطلب إلكترونياً عبر نظام الخدمات الإلكترونية للهيئة، ويُبتّ فيه خلال خمسة أيام عمل."}]
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "كم يستغرق البت؟", "context": ctx,
             "response": "يُبتّ في طلب التجديد خلال **خمسة أيام عمل**."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "كم يستغرق البت؟", "context": ctx,
             "response": "يُبتّ في طلب التجديد خلال **خمسة أيام**."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
