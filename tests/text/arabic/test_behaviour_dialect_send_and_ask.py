"""Sentences beside an abstention over an empty retrieval that state nothing, in the dialects (text.arabic.behaviour):

THE USER ASKED TO SEND WHAT THEY HAVE, in the masculine with its object and "to me" as a word of its own ("صيفطها ليا"
Darija, "ابعثها إلي"، "أرسله لي"), and the Maghrebi and Gulf "help" (عاون: "ونعاونك نفهمها") — an offer;
THE DIALECT REFERRAL: "ولا" (or) before "you can" in the dialect (تقدر، بتقدر) and the Darija "ask" (تسوّل: "ولا تقدر
تسوّل الجهة المسؤولة مباشرة") — advice to check with the organisation;
the line that announces what the writer can do next ("ما يمكنني فعله:") — a lead-in.

Their wrong neighbours stay claims: a send verb with no "to me" or the past with a subject, a dialect referral that
names a channel or a figure, "you can" before an act that is no checking, and an empty retrieval that drafts a fact
beside them stays hallucinated."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_filler, is_referral

_DARIJA = "مرحبا بيك! للأسف ما عنديش حتى شي وثيقة دابا فيها معلومات على الحجز لزيارة دار الدباغة. "
_MSA = "أعتذر منك، لم أعثر في المستندات المتاحة لي على أي معلومات عن سعر الاشتراك السنوي. "


@pytest.mark.parametrize("sentence", [
    "إلا عندك شي رابط ولا وثيقة فيها التفاصيل، صيفطها ليا ونعاونك نفهمها.",
    "إلا عندك الرابط صيفطو ليا.",
    "إذا عندك الجدول ابعثها إلي وأنا أشرحها لك.",
    "صيفطي ليا الصورة ونعاونك.",
    "إذا كان عندك الرابط، أرسله لي.",
])
def test_send_it_to_me_is_an_offer(sentence):
    assert is_filler(sentence)


@pytest.mark.parametrize("sentence", [
    "صيفطها الموظف للإدارة يوم الاثنين.",        # a past with its subject: what happened
    "الدار كتصيفط الطلبيات في 3 أيام.",           # a fact of the service
    "تعاونك الخطة على توفير 20 درهم.",            # the third person's "helps you": a fact
])
def test_send_and_help_neighbours_are_claims(sentence):
    assert not is_filler(sentence)


@pytest.mark.parametrize(("sentence", "ok"), [
    ("ولا تقدر تسوّل الجهة المسؤولة على الزيارات مباشرة.", True),
    ("ولا بتقدر تسأل الإدارة مباشرة.", True),
    ("تقدر تسوّل المكتب ديال الاستقبال.", True),
    ("ولا تقدر تسوّل الجهة المسؤولة على الرقم 0522.", False),   # a figure: a detail to check
    ("ولا تقدر تسوّل عبر تطبيق الدار.", False),                   # a channel
    ("ولا تقدر تحجز من الموقع مباشرة.", False),                   # no act of checking
])
def test_dialect_referral(sentence, ok):
    assert is_referral(sentence) is ok


def test_what_i_can_do_is_a_lead_in():
    assert is_filler("ما يمكنني فعله:")
    assert not is_filler("ما يمكنني فعله هو حجز التذكرة لك بسعر 20 ريالًا.")


@pytest.mark.parametrize(("tail", "ok"), [
    ("إلا عندك شي رابط ولا وثيقة فيها التفاصيل، صيفطها ليا ونعاونك نفهمها. ولا تقدر تسوّل الجهة المسؤولة على الزيارات مباشرة.", True),
    ("الحجز ضروري قبل يومين، وإلا عندك شي رابط صيفطها ليا.", False),
    ("ولا تقدر تسوّل الجهة المسؤولة، والدخول بـ 20 درهم.", False),
])
def test_darija_over_an_empty_retrieval(tail, ok):
    got = check(_DARIJA + tail, [], "واش خاص نحجز قبل باش نزور دار الدباغة؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings


@pytest.mark.parametrize(("tail", "ok"), [
    ("ما يمكنني فعله:\n- إذا كان لديك مستند من الجهة المشغلة يتضمن الأسعار، أرسله وسأساعدك في قراءته.", True),
    ("ما يمكنني فعله:\n- الاشتراك السنوي بـ 1,200 ريال.", False),
])
def test_what_i_can_do_over_an_empty_retrieval(tail, ok):
    got = check(_MSA + tail, [], "كم سعر الاشتراك السنوي في الدرجة الذهبية؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
