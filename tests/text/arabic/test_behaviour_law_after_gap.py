"""THE LAW CITED AFTER A GAP (text.arabic.behaviour._LAW_AFTER_GAP): a gap statement followed, after a joint (a comma, an
emoji, "و"/"ف"), by a clause that opens on a source lead and a law named by its kind or an article by its number ("لا
تتوفر لديّ وثائق حول الغرامات 🙏 ووفق قانون إقامة الأجانب … تُفرض غرامة يومية") goes on to answer: no refusal, so its
rule is checked (over an empty retrieval, critical). A lead inside the gap clause, or before the sources' own words,
keeps the sentence a gap statement."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_refusal
from tests.helpers import cli_scored

GAPS = ["لا تتوفر لديّ وثائق حول الغرامات حالياً", "لم أجد في المستندات ما يذكر الغرامة", "المستندات لا تتناول هذه الغرامة"]
JOINTS = [" 🙏 و", "، و", "، لكن ", " 🙏 "]
LEADS = ["وفق ", "بحسب ", "بموجب ", "طبقاً ل"]
LAWS = ["قانون إقامة الأجانب رقم ٧٦ لسنة ٢٠١٧", "نظام العمل", "المادة (٤٠) من اللائحة"]
RULES = ["تُفرض غرامة يومية على المخالف", "يُحرم المخالف من التجديد لمدة سنة"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(GAPS), st.sampled_from(JOINTS), st.sampled_from(LEADS), st.sampled_from(LAWS), st.sampled_from(RULES))
def test_a_law_after_the_gap_answers(gap, joint, lead, law, rule):
    text = f"{gap}{joint}{lead}{law} {rule}."
    assert not is_refusal(text)
    got = check(text, [], "كم غرامة تجاوز مدة الإقامة؟")
    assert got.hallucination == "hallucinated", got.findings


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(GAPS), st.sampled_from(["حسب المستندات المتاحة", "وفق القانون المذكور", "في الوثائق المتوفرة لدي"]))
def test_the_gaps_own_lead_stays_a_gap(gap, tail):
    text = f"{gap} {tail}."
    assert is_refusal(text)
    got = check(text, [], "كم غرامة تجاوز مدة الإقامة؟")
    assert got.hallucination != "hallucinated", got.findings


def test_score_reads_the_law_after_the_gap(tmp_path):
    rows = [{"id": "ok", "type": "unanswerable", "expect": "abstain", "query": "كم غرامة تجاوز مدة الإقامة؟", "context": [],
             "response": "لا تتوفر لديّ وثائق حول الغرامات حالياً 🙏 أنصحك بمراجعة مديرية الإقامة."},
            {"id": "bad", "type": "unanswerable", "expect": "abstain", "query": "كم غرامة تجاوز مدة الإقامة؟", "context": [],
             "response": "لا تتوفر لديّ وثائق حول الغرامات حالياً 🙏 ووفق قانون إقامة الأجانب رقم ٧٦ لسنة ٢٠١٧ تُفرض غرامة يومية."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
