"""THE KINDS LEFT OUT (`text.arabic.polarity.KINDS_LEFT_OUT`): the context says a price does not include a kind ("ولا
يشمل الوجبات") and the claim says, with a word of including and no negation, that it includes a thing of that kind the
context never names ("ويشمل القبطان والوقود ووجبة الإفطار"): the other polarity. A member the context names itself (its
own exception), a claim that keeps it out, and a kind the context does not leave out stay clean."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_BOAT = ("القارب السكني «اللؤلؤة»: يتسع لـ8 أشخاص. السعر 4,100 درهم لليلة. يشمل السعر القبطان والوقود والمياه المعبأة، "
         "ولا يشمل الوجبات.")
_TRIP = ("رحلة الصحراء ليوم واحد بسعر 300 ريال للشخص. تشمل الرحلة المرشد والمواصلات من الفندق، والمشروبات غير مشمولة "
         "في السعر.")
_CAMP = ("المخيم الصيفي أسبوعان بسعر 2,000 درهم. يشمل السعر الأنشطة والمواصلات اليومية، ولا يشمل الإقامة، "
         "ووجبة الغداء مشمولة يومياً.")
_Q = "ما الذي يشمله السعر؟"


@pytest.mark.parametrize("ctx,answer", [
    (_BOAT, "السعر ٤٬١٠٠ درهم لليلة، ويشمل القبطان والوقود والمياه المعبأة ووجبة الإفطار."),
    (_BOAT, "يشمل السعر القبطان والوقود ووجبة العشاء."),
    (_BOAT, "الإفطار مشمول في السعر."),
    (_TRIP, "تشمل الرحلة المرشد والمواصلات والقهوة العربية."),
    (_CAMP, "يشمل السعر الأنشطة والمواصلات والمبيت في الفندق."),
])
def test_a_thing_of_a_kind_left_out_said_included_is_caught(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert v.hallucination == "hallucinated", v.findings


def test_the_kind_left_out_is_read_as_polarity():
    answer = "السعر ٤٬١٠٠ درهم لليلة، ويشمل القبطان والوقود والمياه المعبأة ووجبة الإفطار."
    assert any(f.rule == "frame_polarity" for f in check(answer, _BOAT, query=_Q).findings)


@pytest.mark.parametrize("ctx,answer", [
    (_BOAT, "السعر ٤٬١٠٠ درهم لليلة، ويشمل القبطان والوقود والمياه المعبأة، ولا يشمل الوجبات."),
    (_BOAT, "يشمل السعر القبطان والوقود، والوجبات غير مشمولة."),
    (_TRIP, "تشمل الرحلة المرشد والمواصلات من الفندق."),
    (_CAMP, "يشمل السعر الأنشطة والمواصلات اليومية، ووجبة الغداء مشمولة يومياً."),
])
def test_a_kind_kept_out_or_named_stays_clean(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings
    assert v.hallucination != "hallucinated", v.findings
