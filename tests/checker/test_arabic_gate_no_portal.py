"""THE GATE (text.arabic.behaviour.is_gate): «بوابة» is a portal (an online channel) and also a gate one walks through.
A word of place right before it ("عند البوابة"، "أمام البوابة"، "قرب بوابة") or a gate's number or purpose right after
it ("البوابة 12"، "بوابة الدخول الرئيسية") makes it the gate: no channel named, so advice to ask "to avoid trouble at the
gate" invents none. The portal stays a channel: "عبر البوابة الإلكترونية"، "سجل في بوابة الخدمات"، "ادفع عبر البوابة"."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import channels

GATES = [
    "أنصحك بالاستفسار من إدارة المهرجان قبل الحضور لتجنّب أي إشكال عند البوابة.",
    "توجه إلى البوابة 12 قبل الإقلاع بساعة.",
    "ادخل من بوابة الدخول الرئيسية.",
    "انتظرنا أمام البوابة.",
]
PORTALS = [
    "قدّم الطلب عبر البوابة الإلكترونية.",
    "سجل في بوابة الخدمات.",
    "ادفع عبر البوابة.",
    "وفي البوابة ستجد الرابط.",
]


@pytest.mark.parametrize("sentence", GATES)
def test_a_gate_is_no_channel(sentence):
    assert "online" not in channels(sentence), sentence


@pytest.mark.parametrize("sentence", PORTALS)
def test_a_portal_is_still_one(sentence):
    assert "online" in channels(sentence), sentence


CTX = [{"title": "jerash-rules.md", "text": (
    "يُسمح بالتصوير بالهواتف المحمولة دون استخدام الفلاش. لا يُسمح بإدخال الكاميرات الاحترافية ذات العدسات القابلة "
    "للتبديل إلا لحاملي بطاقات الإعلام الصادرة عن إدارة المهرجان.")}]
Q = "هل يُسمح بإدخال الكاميرات الاحترافية إلى حفلات مهرجان جرش؟"


def test_advice_to_ask_before_the_gate_invents_no_channel():
    r = ("يُسمح بالتصوير بالهواتف المحمولة دون فلاش. أنصحك بالاستفسار من إدارة المهرجان قبل الحضور لتجنّب أي إشكال "
         "عند البوابة.")
    assert check(r, CTX, query=Q).hallucination != "hallucinated"


def test_advice_to_use_a_portal_the_context_lacks_is_flagged():
    r = "يُسمح بالتصوير بالهواتف المحمولة دون فلاش. أنصحك بالتسجيل عبر البوابة الإلكترونية للمهرجان قبل الحضور."
    assert check(r, CTX, query=Q).hallucination == "hallucinated"
