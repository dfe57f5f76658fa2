"""Advice to check with the organisation whose purpose is the figure asked for (text.arabic.behaviour.is_referral,
THE FIGURE SOUGHT): "الرقم" as the object of a verbal noun of getting or knowing ("أنصحك بمراجعة الجمعية نفسها للحصول
على الرقم المعتمد"، "لمعرفة الرقم الدقيق") is the figure the user wants, to be had from the party — not a phone number
the answer names. A number after a verb of calling or "عبر", a number written out, or a channel named beside it stays a
detail to check, and over an empty retrieval a drafted answer."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_referral

_LEAD = "أعتذر منك، لم أجد في المستندات المتاحة لديّ أي معلومات عن نسبة أرباح المساهمين في الجمعية لهذا العام. "


@pytest.mark.parametrize(("sentence", "ok"), [
    ("أنصحك بمراجعة الجمعية نفسها للحصول على الرقم المعتمد.", True),
    ("أنصحك بمراجعة الجمعية للحصول على الرقم الدقيق.", True),
    ("يمكنك التواصل مع الإدارة لمعرفة الرقم الحالي.", True),
    ("من الأفضل سؤال الجمعية لتأكيد الرقم.", True),
    ("أنصحك بالاتصال على الرقم المعتمد للجمعية.", False),  # a number to call
    ("أنصحك بالتواصل مع الجمعية عبر الرقم الموحد.", False),  # a channel
    ("أنصحك بمراجعة الجمعية للحصول على الرقم 8001234.", False),  # a number written out
    ("أنصحك بزيارة موقع الجمعية للحصول على الرقم المعتمد.", False),  # a channel beside it
])
def test_the_figure_sought_is_no_channel(sentence, ok):
    assert is_referral(sentence) is ok


@pytest.mark.parametrize(("tail", "ok"), [
    ("أنصحك بمراجعة الجمعية نفسها للحصول على الرقم المعتمد. هل يمكنني مساعدتك في شيء آخر؟", True),
    ("أنصحك بالاتصال على الرقم المعتمد للجمعية 065551234.", False),
    ("أنصحك بمراجعة الجمعية للحصول على الرقم المعتمد، وهو عادة 5% من الأرباح.", False),
])
def test_check_over_an_empty_retrieval(tail, ok):
    got = check(_LEAD + tail, [], "كم نسبة أرباح المساهمين في جمعية الروضة التعاونية لهذا العام؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
