"""Advice to the user joined to another way of asking (text.arabic.behaviour), three grammars of sentences that state
nothing of the world —

THE OTHER WAY ("أو" before the advice, _REF_OPEN): "أو يمكنك سؤال المتجر مباشرة للحصول على إجابة مؤكدة" — the advice
offered as the alternative to an offer before it;
THE SECOND ACT OF CHECKING (_REF_ACT_AGAIN): "أنصحك بسؤال مشغّل التجربة مباشرة …، واستشارة طبيبك أيضاً" — a clause
after the advice that is itself an act of checking, with a second party;
THE USER ASKED TO SEND WHAT THEY HAVE (_SEND_ME): the feminine imperative of sending or sharing ("أرسليها وسأوضح لكِ
المطلوب"، "شاركيها معي").

A figure, a channel (a number, a website), a clause of another subject ("والتوصيل مجاني") or the past "he sent it"
("أرسلها المتجر") is still a claim, and over an empty retrieval a drafted answer."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_filler, is_referral

_LEAD = "أعتذر، لم أجد في المعلومات المتاحة لديّ أي تفاصيل عن ذلك، فلا أستطيع إعطاءك جواباً. "


@pytest.mark.parametrize(("sentence", "ok"), [
    ("أو يمكنك سؤال المتجر مباشرة للحصول على إجابة مؤكدة.", True),
    ("أو بإمكانك التواصل مع المغسلة مباشرة.", True),
    ("أو اسأل موظف الاستقبال عند وصولك.", True),
    ("أو الأفضل التحقق من الإدارة نفسها.", True),
    ("أو يمكنك سؤال المتجر على الرقم 0501234567.", False),  # a figure, a channel
    ("أو يمكنك التواصل عبر موقع المتجر.", False),  # a channel named
    ("أو يمكنك سؤال المتجر، والتوصيل مجاني.", False),  # a clause of another subject
])
def test_the_other_way_is_a_referral(sentence, ok):
    assert is_referral(sentence) is ok


@pytest.mark.parametrize(("sentence", "ok"), [
    ("أنصحك بسؤال مشغّل التجربة مباشرة عن شروط المشاركة، واستشارة طبيبك أيضاً قبل اتخاذ القرار.", True),
    ("يمكنك التواصل مع إدارة النادي، أو الاستفسار من المدرب مباشرة.", True),
    ("أنصحك بالتحقق من الجمعية، ثم مراجعة البلدية.", True),
    ("يُستحسن سؤال المكتب مباشرة، والتأكد من الشروط مع المشرف.", True),
    ("أنصحك بسؤال المتجر مباشرة، والتوصيل مجاني.", False),  # a fact after the advice
    ("أنصحك بسؤال المتجر مباشرة، واستشارة موقع المتجر.", False),  # a channel in the second act
    ("أنصحك بسؤال المتجر مباشرة، والمراجعة تستغرق 3 أيام.", False),  # a figure
])
def test_a_second_act_of_checking(sentence, ok):
    assert is_referral(sentence) is ok


@pytest.mark.parametrize(("sentence", "ok"), [
    ("أو إن كانت لديكِ قائمة الأسعار من المغسلة، أرسليها وسأوضح لكِ المطلوب 🌸", True),
    ("إن كانت لديكِ الفاتورة، شاركيها معي وسأراجعها.", True),
    ("إذا عندك صورة من العقد، ابعتيها وبساعدك.", True),
    ("أرسلها المتجر يوم الأحد.", False),  # the past "he sent it": a fact
    ("أرسليها وسأوضح لكِ أن السعر 20 ريالاً.", False),  # a figure
    ("إن كانت لديكِ القائمة، أرسليها، والتوصيل مجاني.", False),  # a clause of another subject
])
def test_the_user_asked_to_send(sentence, ok):
    assert is_filler(sentence) is ok


@pytest.mark.parametrize(("tail", "ok"), [
    ("أو يمكنك سؤال المتجر مباشرة للحصول على إجابة مؤكدة.", True),
    ("أنصحك بسؤال مشغّل الرحلة مباشرة عن الشروط، واستشارة طبيبك أيضاً قبل اتخاذ القرار.", True),
    ("هل تودين أن أساعدكِ في شيء آخر؟ أو إن كانت لديكِ قائمة الأسعار من المغسلة، أرسليها وسأوضح لكِ المطلوب 🌸", True),
    ("أو يمكنك سؤال المتجر، فالتنظيف يستغرق يومين.", False),
    ("أنصحك بسؤال المغسلة مباشرة، والسعر عادة 30 ريالاً.", False),
])
def test_check_over_an_empty_retrieval(tail, ok):
    got = check(_LEAD + tail, [], "كم سعر تنظيف العباية؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
