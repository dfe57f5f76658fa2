"""Arabic speech acts addressed to the user (text/arabic/behaviour.py OFFERS, REFERRAL_OPENERS, ADVICE,
USER_CONDITIONS, addressed_clauses): an offer, a request for the user's details, advice to contact them, each with a
condition on the user, is no claim beside an empty retrieval — but only when every clause is such an act: an offer
with a clause of another subject ("والصالون يقدم …"، "علماً بأنهم …") states a fact, and a channel or a figure inside
the advice is a detail."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import addressed_clauses, is_filler

QUERY = "كم سعر قص الشعر في صالون الأناقة؟"
REFUSAL = "عذراً، لا تتوفر لدي معلومات عن أسعار صالون الأناقة، لذا لا أستطيع إخبارك بتكلفة القصة."

CONDITIONS = ["إذا أرسلت لي قائمة الأسعار", "لو عندك قائمة أسعارهم", "إذا شاركتني جدول المواعيد", "إن كان لديك عرض سعر منهم",
              "إذا كان لديك مستند أو رابط يتعلق بهذا الموضوع"]
OFFERS = ["يسعدني مساعدتك في حساب التكلفة", "سأساعدك في مقارنة الخيارات", "يسعدني أن أساعدك في التخطيط لزيارتك",
          "أقدر أساعدك في تقدير المبلغ"]
ADVICE = ["نصيحتي أن تتواصل مع الصالون مباشرة", "أنصحك بالتواصل مع الصالون قبل الحجز", "يستحسن أن تسأل الصالون عن السعر عند الحجز"]
ENDS = [".", "!", " 😊", " 🌸"]
#: what makes the act a claim: a clause of another subject, a channel, a figure
CLAIMS = ["، والصالون يقدم قصة مجانية للأطفال", " — علماً بأنهم يفتحون يوم الجمعة", " عبر تطبيق الصالون", " على الرقم 0501234567",
          " 😊 الصالون يقدم خصماً للطلاب"]


def _empty(sentence: str) -> str:
    return check(REFUSAL + "\n\n" + sentence, [], QUERY).hallucination


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONDITIONS), st.sampled_from(OFFERS), st.sampled_from(ENDS), st.booleans())
def test_condition_and_offer_is_no_claim(cond, offer, end, offer_first):
    sentence = f"{offer} {cond}{end}" if offer_first else f"{cond}، {offer}{end}"
    assert is_filler(sentence)
    assert _empty(sentence) != "hallucinated"


@pytest.mark.parametrize("advice", ADVICE)
def test_advice_to_contact_them_is_no_claim(advice):
    assert _empty(advice + ".") != "hallucinated"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONDITIONS + [""]), st.sampled_from(OFFERS + ADVICE[:1]), st.sampled_from(CLAIMS))
def test_an_act_with_a_fact_or_a_detail_is_a_claim(cond, act, claim):
    sentence = (f"{cond}، " if cond else "") + act + claim + "."
    assert _empty(sentence) == "hallucinated", sentence


@pytest.mark.parametrize("sentence,addressed", [
    ("وبما أن دعواك ليست مستعجلة كما ذكرت، فالمهلة المتاحة لك ثلاثون يوماً.", True),
    ("إذا أرسلت لي قائمتهم، يسعدني مساعدتك.", True),
    ("وبما أن المناسبة عيد، فلا تقلق: الوكالات تبقى مفتوحة صباح يوم العيد 😊 تمنياتي لك بعيد سعيد!", False),
    ("يسعدني مساعدتك، والصالون يفتح الساعة التاسعة صباحاً.", False),
    ("المهلة ثلاثون يوماً من تاريخ الحكم.", False),
])
def test_every_clause_addressed(sentence, addressed):
    assert addressed_clauses(sentence) is addressed
