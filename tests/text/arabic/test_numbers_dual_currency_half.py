"""A currency's dual with its half after it ("بدينارين ونصف"، "ريالين ونصفًا"، "درهمين ونص") is two and a half of the
currency (text.arabic.numbers), as "ساعتين ونصف" is two and a half hours and "دينار ونصف" one and a half dinars — one
figure, not the dual's 2 and a separate "half" (50%). The dual alone stays 2; through the checker, a saving of 2.5
the working gives is supported and another amount is still flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values


@pytest.mark.parametrize(("text", "amount", "unit"), [
    ("أوفر بدينارين ونصف.", 2.5, "dinar"),
    ("ديناران ونصف", 2.5, "dinar"),
    ("دينارين ونص", 2.5, "dinar"),
    ("ريالين ونصفًا", 2.5, "riyal"),
    ("وفّرت درهمين ونصف", 2.5, "aed"),
    ("بجنيهين ونصف", 2.5, "egp"),
    ("بدينارين فقط", 2.0, "dinar"),
    ("الرسوم ديناران.", 2.0, "dinar"),
])
def test_the_dual_and_its_half(text, amount, unit):
    got = [(u.kind, u.amount, u.unit) for u in extract_values(text)]
    assert got == [("money", amount, unit)]


_CTX = "رسوم التسجيل 7.5 دنانير للفرد، و20 ديناراً للفريق المكون من 3 أشخاص."


@pytest.mark.parametrize(("saving", "ok"), [
    ("بدينارين ونصف", True),
    ("بديناران ونصف", True),
    ("بدينارين", False),  # 2, not 2.5
    ("بثلاثة دنانير ونصف", False),
])
def test_a_saving_worked_out(saving, ok):
    answer = f"3 × 7.5 = 22.5 ديناراً، والفريق عشرون ديناراً، فالتسجيل كفريق أقل {saving}."
    v = check(answer, _CTX, query="هل التسجيل كفريق ثلاثي أوفر؟")
    assert (v.hallucination != "hallucinated") is ok, v.findings
