"""Arabic answer scaffolding and scope: a lead-in announcing what the documents do say ("ما يمكنني تأكيده من
المستندات:") states nothing; advice opened by its purpose ("لمعرفة العقوبات بدقة، يُستحسن الرجوع إلى …") is a
referral; the conditional particle لو and the intensifiers (جدًا، بكثير) are function words; and "whether A or B"
(سواء متصلة أو متفرقة) widens a rule the context restricts to A. Wrong neighbours keep their readings."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import STOPWORDS, is_filler, is_referral
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses

LEADS = ["ما يمكنني تأكيده من المستندات:", "ما تذكره المعلومات عن الأطفال:", "ما أستطيع تأكيده:", "ما يذكره العقد:"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(LEADS))
def test_a_lead_in_to_what_the_documents_say_is_no_claim(lead):
    assert is_filler(lead)
    # wrong neighbours: the same opening with its claim, a figure or a long clause after it
    assert not is_filler(lead.rstrip(":") + " هو أن الرسوم 50 ريالًا.")
    assert not is_filler(lead.rstrip(":") + " أن الرسوم تُدفع نقدًا عند الحجز في الفرع الرئيسي للشركة فقط.")


PURPOSES = ["لمعرفة العقوبات بدقة، ", "وللتأكد من ذلك، ", "للاستفسار، ", ""]
ADVICE = ["يُستحسن الرجوع إلى مدرسة السياقة.", "أنصحك بالتواصل مع الجهة المشرفة على الامتحان.", "تواصل مع إدارة الفندق."]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PURPOSES), st.sampled_from(ADVICE))
def test_advice_opened_by_its_purpose_is_a_referral(purpose, advice):
    assert is_referral(purpose + advice)
    # wrong neighbours: a fact after the purpose, and a channel named in the advice
    assert not is_referral(purpose + "العقوبة غرامة مالية قدرها ألف درهم.")
    assert not is_referral(purpose + "يُستحسن الرجوع إلى منصة أبشر.")


def test_function_words_are_stopwords():
    for w in ("لو", "فلو", "ولو", "جدا", "بكثير", "كثيرا"):
        assert fold_text(w) in STOPWORDS, w
    for w in ("المهلة", "الترم", "تجاوزت"):  # content stays content
        assert fold_text(w) not in STOPWORDS, w


_ABSENCE = "الغياب عن المدينة أكثر من ٧ أيام متصلة دون إذن مسبق يؤدي إلى إسقاط حق الإقامة. تُمنع الزيارات داخل الغرف."


def _flip(claim: str, context: str) -> str | None:
    ctx = context_clauses(context, {})
    return next((o for p in polar_clauses(claim) if (o := flip(p, ctx, claim)) is not None), None)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["سواء متصلة أو متفرقة", "سواء كانت متصلة أو متقطعة", "سواءً متصلة أم منفصلة"]))
def test_whether_a_or_b_widens_a_rule_restricted_to_a(either):
    assert _flip(f"الغياب أكثر من 7 أيام، {either}، يؤدي إلى إسقاط حق الإقامة.", _ABSENCE) is not None
    # right neighbours: the restriction kept, and both sides in the context
    assert _flip("الغياب أكثر من 7 أيام متصلة يؤدي إلى إسقاط حق الإقامة.", _ABSENCE) is None
    both = _ABSENCE.replace("متصلة", "متصلة أو متفرقة أو متقطعة أو منفصلة")
    assert _flip(f"الغياب أكثر من 7 أيام، {either}، يؤدي إلى إسقاط حق الإقامة.", both) is None


def test_check_an_explained_refusal_with_a_lead_in_and_purpose_referral():
    ctx = ("يضم الامتحان النظري 40 سؤالًا ويُشترط للنجاح 32 إجابة صحيحة. تتكوّن الدورة من 20 ساعة تكوين نظري "
           "و20 ساعة تكوين تطبيقي على الأقل.")
    r = ("عذرًا، المستندات التي أمامي **لا تتناول عقوبة الغش** في الامتحان النظري.\n\nما يمكنني تأكيده من المستندات:\n"
         "- الامتحان النظري يضم **40 سؤالًا**، والنجاح يتطلب **32 إجابة صحيحة**.\n\n"
         "لمعرفة العقوبات بدقة، يُستحسن الرجوع إلى مدرسة السياقة أو الجهة المشرفة على الامتحان.")
    v = check(r, ctx, query="ما هي عقوبة الغش في الامتحان النظري؟")
    assert v.hallucination != "hallucinated", v
    bad = r.replace("يُستحسن الرجوع إلى مدرسة السياقة أو الجهة المشرفة على الامتحان", "العقوبة المنع من الامتحان لمدة 5 سنوات")
    assert check(bad, ctx, query="ما هي عقوبة الغش في الامتحان النظري؟").hallucination == "hallucinated"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["بساعدك", "رح ساعدك", "هساعدك", "بساعدكم"]),
       st.sampled_from(["إذا بتبعتلي المستند اللي عندك، ", "لو بعتلي التعليمات، ", ""]))
def test_the_dialects_offer_of_help_is_filler(helps, condition):
    assert is_filler(f"{condition}{helps} تفهم المطلوب خطوة بخطوة.")
    # wrong neighbours: a fact beside the offer
    assert not is_filler(f"{helps}، والرسوم 50 دينارًا.")
    assert not is_filler(f"{condition}{helps} تفهم المطلوب، والمكتب يفتح الساعة 8.")
