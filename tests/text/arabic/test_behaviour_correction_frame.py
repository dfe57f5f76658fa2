"""THE CORRECTION'S FRAME (text.arabic.behaviour._CORRECTION): the announcement of a correction of the writer's own
earlier turn ("قبل الحساب، لازم أصحّح معلومة ذكرتها لك سابقاً، وأعتذر عن الخطأ 🙏") states nothing — the lead may name
what it comes before (قبل الحساب، قبل الإجابة), the object may be the writer's earlier turn (ذكرتها لك سابقاً، في ردي
السابق), and an apology may close it. A figure or a fact in the same sentence ("… والرسوم الآن ٥٠ ريالاً") is still a
claim, and the corrected value after the announcement is checked as any other."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_correction_preamble, is_filler
from tests.helpers import cli_scored


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["", "قبل الحساب، ", "قبل الإجابة، ", "بس "]), st.sampled_from(["لازم", "خلني", "حابب"]),
       st.sampled_from(["أصحّح معلومة ذكرتها لك سابقاً", "أصحح معلومة في ردي السابق", "أصحح المعلومة"]),
       st.sampled_from(["", "، وأعتذر عن الخطأ 🙏", " وأعتذر"]))
def test_the_announcement_states_nothing(lead, will, what, apology):
    sentence = f"{lead}{will} {what}{apology}"
    assert is_correction_preamble(sentence)
    assert is_filler(sentence)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["، والرسوم الآن ٥٠ ريالاً.", ": الرسوم 50 ريال", "، والتأمين شهر واحد"]))
def test_a_fact_beside_it_is_a_claim(fact):
    sentence = f"قبل الحساب، لازم أصحّح معلومة ذكرتها لك سابقاً{fact}"
    assert not is_correction_preamble(sentence)
    assert not is_filler(sentence)


_CTX = [{"title": "الإيجار.md", "text": "إيجار المحل العادي ٣٬٢٠٠ ريال شهريًا. يُدفع عند توقيع العقد تأمين يعادل إيجار شهرين."}]
_Q = "كم التأمين للمحل العادي؟"


def test_check_and_score(tmp_path):
    lead = "قبل الحساب، لازم أصحّح معلومة ذكرتها لك سابقاً، وأعتذر عن الخطأ 🙏\n"
    ok = check(lead + "التأمين يعادل إيجار شهرين: 2 × 3,200 = 6,400 ريال.", _CTX, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": lead + "التأمين يعادل إيجار شهرين: 2 × 3,200 = 6,400 ريال."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": lead + "التأمين 7,400 ريال، ويُدفع عند توقيع العقد."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
