"""WHAT IT MAY SAY (text/arabic/behaviour.py, ``_MAY_SAY``): advice to consult a party or a paper, then a clause saying
what it may say ("مراجعة عقد الإيجار الموقّع بينك وبين المالك، فقد يتضمن بندًا عن الإخطار") — "قد"/"ربما"/"لعل" and a verb
of saying — is still a referral: where the answer may be, no fact of the world (the English "they'll be able to confirm
…"). Generated over the acts, the hedges and the verbs; a clause of another verb (a requirement stated), a figure, a
channel, or the verb of saying without the hedge stay claims."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check
from groundtest.text.arabic.behaviour import is_referral

ADVICE = ["مراجعة عقد الإيجار الموقّع بينك وبين المالك", "أنصحك بمراجعة العقد", "راجع الجهة المنظمة",
          "يمكنك الاستفسار من إدارة المبنى"]
HEDGES = ["فقد", "وقد", "فربما", "فلعل"]
SAYS = ["يتضمن بندًا عن الإخطار", "توضح ذلك", "يذكر مدة الإخطار", "تحدد الإجراءات المطلوبة", "ينص على ذلك"]


@pytest.mark.parametrize("advice,hedge,says", list(itertools.product(ADVICE, HEDGES, SAYS)))
def test_what_it_may_say_keeps_the_referral(advice, hedge, says):
    assert is_referral(f"{advice}، {hedge} {says}.")


@pytest.mark.parametrize("advice,rest", list(itertools.product(ADVICE, [
    "فقد تتطلب تصريحًا مسبقًا",          # another verb: a requirement stated
    "فقد يتضمن غرامة 500 ريال",           # a figure
    "فهو يتضمن بند الإخطار",              # no hedge: what the contract says, stated
    "فقد يتضمن التطبيق بندًا عن الإخطار عبر تطبيق المالك",  # a channel
    "والإخطار مطلوب قبل شهرين",
])))
def test_a_claim_after_the_referral_stays(advice, rest):
    assert not is_referral(f"{advice}، {rest}.")


def test_empty_retrieval_answer_is_clean():
    r = ("أعتذر منك 🙏 لم أعثر على أي وثائق متعلقة بمدة إخطار المستأجر، لذلك لا أستطيع إعطاؤك إجابة دقيقة.\n\nأقترح:\n"
         "- مراجعة **عقد الإيجار** الموقّع بينك وبين المالك، فقد يتضمن بنداً عن الإخطار.\n- أو استشارة **محامٍ** أو جهة قانونية مختصة.")
    assert check(r, [], "كم مدة الإخطار قبل ترك الشقة؟").hallucination == "clean"


def test_empty_retrieval_with_a_fact_stays_hallucinated():
    r = ("أقترح:\n- مراجعة **عقد الإيجار**، فقد يتضمن بنداً عن الإخطار.\n- والمدة المعتادة للإخطار شهران قبل الإخلاء.")
    assert check(r, [], "كم مدة الإخطار قبل ترك الشقة؟").hallucination == "hallucinated"
