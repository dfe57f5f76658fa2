"""Arabic behaviour words (groundtest.text.arabic.behaviour) and the refusal detector hook."""
from __future__ import annotations

import pytest

from groundtest.text.abstention import DEFAULT
from groundtest.text.arabic import behaviour


@pytest.mark.parametrize("sentence", [
    "لا أعرف.",
    "عذرًا، لم أجد أي معلومات حول مواعيد عمل هذا الفرع في المستندات المتاحة لي.",
    "عذرًا، لا تتضمن المستندات المتاحة لديّ أي معلومات عن الغرامة.",
    "المستندات لا تذكر مدة التركيب.",
    "النص المتوفر لا يتناول هذه المسألة.",
    "لا تتوفر لدي معلومات عن ذلك.",
    "أما مقدار الغرامة فلا يرد في النص المتاح، لذا لا أستطيع تحديده.",
])
def test_refusals(sentence):
    assert behaviour.is_refusal(sentence) and DEFAULT.is_refusal(sentence)
    assert DEFAULT.might_refuse("مرحبا. " + sentence)


@pytest.mark.parametrize("sentence", [
    "لا يجوز تمديد فترة التجربة إليها.",
    "لا يمكن إلغاء التحويل الفوري بعد إرساله.",
    "ما تتضمنه المستندات هو المادة 17.",
    "لم أجد مستندًا بهذا الشأن، لكن عادةً ما تستغرق الخدمة من 5 إلى 10 أيام عمل.",  # goes on to answer
])
def test_answers_are_not_refusals(sentence):
    assert not DEFAULT.is_refusal(sentence)


@pytest.mark.parametrize("sentence", [
    "أهلًا بك! 😊", "سؤال رائع!", "بالتوفيق في رحلتك!", "هل تحتاج إلى مساعدة في شيء آخر؟ 😊",
    "هل هناك شيء آخر يمكنني مساعدتك به؟ 🙏",
    "سعدت بمساعدتك، وإذا كان لديك أي سؤال آخر عن نظام العمل فلا تتردد في طرحه!",
])
def test_pleasantries_and_offers(sentence):
    assert DEFAULT.is_filler(sentence)


@pytest.mark.parametrize("sentence", [
    "تُزاد إلى ثلاثين يومًا بعد إمضاء خمس سنوات متصلة.", "أهلًا بك، الرسوم 15 ريالًا.",
])
def test_claims_are_not_fillers(sentence):
    assert not DEFAULT.is_filler(sentence)


def test_hedges_stale_cues_and_joints():
    assert behaviour.is_hedged("عادةً ما يتم التركيب خلال 3 أيام") and not behaviour.is_hedged("يتم التركيب خلال 3 أيام")
    assert behaviour.is_stale_cue("قد لا يكون هذا السعر محدثًا") and behaviour.is_stale_cue("هذا القرار ملغى")
    assert len(behaviour.clause_spans("يستحق العامل إجازة، لكن لا يجوز ترحيلها")) == 2


def test_english_detector_unchanged():
    assert DEFAULT.is_refusal("I don't know.") and not DEFAULT.is_refusal("You do not need a receipt.")
