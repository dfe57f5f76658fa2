"""A price said to become another after a change the answer has just stated (text.arabic.behaviour
_BECOMES in working_ops): "يُضاف 20 ديناراً لكل ليلة … مثلاً تصبح غرفة الحديقة 140 ديناراً" is 120 + 20;
a price it does not become (a wrong sum) stays flagged."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.behaviour import working_ops

ROOMS = [("غرفة الحديقة", 120), ("غرفة البحر", 155), ("الجناح العائلي", 260)]
CHANGES = [("يُضاف", 20, 1), ("يُضاف", 35, 1), ("يُخصم", 15, -1), ("يُخصم", 30, -1)]
VERBS = ["مثلاً تصبح", "يعني بتصير", "فيصبح سعر", "وبكذا صار سعر"]


def _ctx(change, amount):
    rooms = "، و".join(f"{r} {p} ديناراً" for r, p in ROOMS)
    return [{"title": "الأسعار.md", "text": f"أسعار الليلة: {rooms}. في موسم الأعياد {change} {amount} ديناراً لكل ليلة."}]


@pytest.mark.parametrize(("room", "price"), ROOMS)
@pytest.mark.parametrize(("change", "amount", "sign"), CHANGES)
@pytest.mark.parametrize("verb", VERBS)
def test_the_price_a_stated_change_gives(room, price, change, amount, sign, verb):
    resp = (f"سعر {room} {price} ديناراً. في موسم الأعياد {change} {amount} ديناراً على كل ليلة. "
            f"{verb} {room} {price + sign * amount} ديناراً لليلة.")
    v = groundtest.check(resp, _ctx(change, amount), "كم سعر الليلة في الأعياد؟")
    assert not [f for f in v.findings if f.rule == "value"], (resp, v.findings)


@pytest.mark.parametrize(("room", "price"), ROOMS)
@pytest.mark.parametrize(("change", "amount", "sign"), CHANGES)
@pytest.mark.parametrize("off", [7, 13])
def test_a_price_the_change_does_not_give_stays_flagged(room, price, change, amount, sign, off):
    resp = (f"سعر {room} {price} ديناراً. في موسم الأعياد {change} {amount} ديناراً على كل ليلة. "
            f"مثلاً تصبح {room} {price + sign * amount + off} ديناراً لليلة.")
    v = groundtest.check(resp, _ctx(change, amount), "كم سعر الليلة في الأعياد؟")
    assert [f for f in v.findings if f.rule == "value"], (resp, v.findings)


@pytest.mark.parametrize("text", ["الإفطار مشمول في السعر.", "صارحني بما تحتاج.", "أصبحنا جاهزين لاستقبالكم."])
def test_no_becoming_no_operation(text):
    assert not ({"+", "-"} <= working_ops(text)) or "أصبح" in text
