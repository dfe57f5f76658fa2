"""ADVICE AFTER A LEAD CLAUSE (text.arabic.behaviour._PURPOSE_FIRST): a sentence of advice to check with the organisation
may open on the user's own purpose — a particle and a verb of the second person ("حتى تخطط لرحلتك بثقة، أنصحك
بالاستفسار من الجهات المعنية"، "كي تطمئن، يمكنك التواصل …") — or on the reason that the question is of a topic ("بما أن
الأمر يتعلق بالسلامة، أنصحك بالتأكد مباشرة من الخطوط …"، "لأن الموضوع مرتبط بصحتك، …"). The advice after it is no claim,
so an empty retrieval that only refers the user on drafts nothing. A reason that states a fact of the world ("لأن المتحف
مغلق يوم الجمعة، …"، "بما أن الرسوم مرتفعة، …"), a channel named, or a lead before no advice is still read as a claim."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_referral

REFERRALS = [
    "حتى تخطط لرحلتك بثقة، أنصحك بالاستفسار من الجهات المعنية بالجزيرة قبل السفر.",
    "بما أن الأمر يتعلق بالسلامة، أنصحك بالتأكد مباشرة من الخطوط الملكية المغربية قبل السفر.",
    "لأن الموضوع مرتبط بصحتك، أنصحك بمراجعة الطبيب المختص.",
    "كي تطمئن، يمكنك التواصل مع إدارة المهرجان.",
    "لمعرفة العقوبات بدقة، يُستحسن الرجوع إلى الجهة المختصة.",
]
NOT_REFERRALS = [
    "لأن المتحف مغلق يوم الجمعة، أنصحك بالتواصل معهم.",
    "بما أن الرسوم مرتفعة، أنصحك بالتواصل مع البنك.",
    "حتى تحصل على الخصم، أنصحك بالتسجيل عبر منصة أبشر.",
    "حتى تخطط لرحلتك، الفنادق في الجزيرة متوفرة طوال العام.",
    "بما أن الأمر يتعلق بالسلامة، فإن البطاريات ممنوعة في الحقائب المسجلة.",
]


@pytest.mark.parametrize("sentence", REFERRALS)
def test_advice_after_a_purpose_or_a_topic_is_a_referral(sentence):
    assert is_referral(sentence), sentence


@pytest.mark.parametrize("sentence", NOT_REFERRALS)
def test_a_fact_before_the_advice_or_a_claim_after_the_lead_is_no_referral(sentence):
    assert not is_referral(sentence), sentence


Q = "هل يمكنني حمل بطاريات الليثيوم الاحتياطية في حقيبتي المسجلة على الخطوط الملكية المغربية؟"
GAP = "للأسف، لم تُتح لي أي وثائق عن سياسة الخطوط الملكية المغربية بشأن بطاريات الليثيوم، ولذلك لا أستطيع أن أؤكد لك ذلك."


def test_an_empty_retrieval_that_refers_the_user_on_is_clean():
    r = GAP + "\n\nبما أن الأمر يتعلق بالسلامة، أنصحك بالتأكد مباشرة من الخطوط الملكية المغربية قبل السفر."
    assert check(r, [], query=Q).hallucination != "hallucinated"


def test_an_empty_retrieval_that_drafts_after_the_lead_is_flagged():
    r = GAP + "\n\nبما أن الأمر يتعلق بالسلامة، فإن البطاريات الاحتياطية ممنوعة في الحقائب المسجلة."
    assert check(r, [], query=Q).hallucination == "hallucinated"
