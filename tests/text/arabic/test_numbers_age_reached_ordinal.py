"""THE AGE REACHED BY ITS ORDINAL (text.arabic.numbers.AGE_VERBS): a verb of completing or reaching an age before an
ordinal, the year unsaid ("الإذن بزواج من أتمّ السادسة عشرة"، "من بلغ الثامنة عشرة"، "عند إكمال الستين"), is that many
years, as "١٦ سنة" is: a claim giving the age in digits ("من أتم 16 عاماً") restates it, another age does not."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.numbers import extract
from tests.helpers import cli_scored

# (the ordinal, its age)
AGES = [("السادسة عشرة", 16), ("الثامنة عشرة", 18), ("الخامسة عشرة", 15), ("الحادية والعشرين", 21)]
VERBS = ["أتم", "أتمّ", "بلغ", "أكمل"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(AGES), st.sampled_from(VERBS), st.sampled_from(["عاماً", "سنة"]))
def test_the_ordinal_age_is_the_years(age, verb, unit):
    ordinal, n = age
    ctx = [f"ويجوز للقاضي استثناءً الإذن بالتسجيل لمن {verb} {ordinal} وفق تعليمات يصدرها المجلس."]
    ok = check(f"يجوز للقاضي الإذن بالتسجيل لمن {verb} {n} {unit} وفق تعليمات المجلس.", ctx, "ما العمر المطلوب؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(f"يجوز للقاضي الإذن بالتسجيل لمن {verb} {n - 2} {unit} وفق تعليمات المجلس.", ctx, "ما العمر المطلوب؟")
    assert bad.hallucination == "hallucinated", bad.findings


def test_the_reading():
    got = [(v.kind, v.amount, v.unit) for v in extract("الإذن بزواج من أتم السادسة عشرة وفق تعليمات")]
    assert got == [("quantity", 192.0, "month")]
    assert [v.kind for v in extract("يتم التسجيل في الخامسة مساءً")] == ["time"]  # a clock hour, no age


def test_score_reads_the_ordinal_age(tmp_path):
    ctx = [{"title": "status.md", "text": "ويجوز للقاضي استثناءً الإذن بزواج من أتم السادسة عشرة وفق تعليمات يصدرها قاضي القضاة."}]
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "ما الاستثناء؟", "context": ctx,
             "response": "يجوز للقاضي الإذن بزواج من أتم **16 عاماً** وفق تعليمات قاضي القضاة."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "ما الاستثناء؟", "context": ctx,
             "response": "يجوز للقاضي الإذن بزواج من أتم **14 عاماً** وفق تعليمات قاضي القضاة."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
