"""Advice to check with the organisation around two more clauses (text.arabic.behaviour.is_referral) —

THE WRITER'S CAUTION (_CAUTION_LEAD): a negated want of the first person and a verb of the first person before the
advice ("لا أريد أن أعطيك معلومات غير مؤكدة، لذا أنصحك بسؤال منظّم الرحلات مباشرة"; English "I don't want to give you
wrong information, so …");
THE PURPOSE OF CERTAINTY (_SURE_PURPOSE): the user's purpose of being sure after the advice ("أقترح التواصل مع منظّمي
الجولة وسؤالهم عن ذلك قبل الحجز، حتى تطمئن على راحة من يرافقك").

A reason that states a fact, a purpose that promises a thing, or a claim after the caution is still a claim, and over
an empty retrieval a drafted answer."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_referral

_LEAD = "أعتذر، لم أجد في المصادر المتاحة لي أي معلومات عن رحلات الجمال في أدرار. "


@pytest.mark.parametrize(("sentence", "ok"), [
    ("لا أريد أن أعطيك معلومات غير مؤكدة، لذا أنصحك بسؤال منظّم الرحلات مباشرة.", True),
    ("لا أود أن أضللك، لذلك أنصحك بالتواصل مع منظّم الرحلات.", True),
    ("ما أبي أعطيك معلومة غلط، فالأفضل تسأل منظّم الرحلات.", True),
    ("أقترح التواصل مع منظّمي الجولة وسؤالهم عن ذلك قبل الحجز، حتى تطمئن على راحة من يرافقك.", True),
    ("أنصحك بالتواصل مع إدارة المخيم، كي تتأكد قبل الحجز.", True),
    ("لا أريد أن أعطيك معلومات غير مؤكدة، لكن الجولة مناسبة للكراسي المتحركة.", False),  # a claim after the caution
    ("المتحف مغلق يوم الجمعة، لذا أنصحك بسؤال المنظم.", False),  # a reason stating a fact
    ("أقترح التواصل مع منظّمي الجولة، حتى تحصل على خصم خاص.", False),  # a purpose that promises a thing
    ("لا أريد أن أعطيك معلومات غير مؤكدة، لذا أنصحك بمراسلة المنظم عبر واتساب.", False),  # a channel
])
def test_referral_with_a_caution_or_a_purpose(sentence, ok):
    assert is_referral(sentence) is ok


@pytest.mark.parametrize(("tail", "ok"), [
    ("لا أريد أن أعطيك معلومات غير مؤكدة، لذا أنصحك بسؤال منظّم الرحلات مباشرة.", True),
    ("أقترح التواصل مع منظّمي الرحلة وسؤالهم عن ذلك قبل الحجز، حتى تطمئن على راحة من يرافقك.", True),
    ("لا أريد أن أعطيك معلومات غير مؤكدة، لكن أفضل شهر للرحلة هو نوفمبر.", False),
    ("أقترح التواصل مع منظّمي الرحلة، حتى تحصل على خصم 10% للمجموعات.", False),
])
def test_check_over_an_empty_retrieval(tail, ok):
    got = check(_LEAD + tail, [], "ما أفضل شهر لرحلة الجمال في أدرار؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
