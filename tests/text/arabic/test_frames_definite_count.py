"""THE DEFINITE COUNT (text.arabic.frames._definite_count): a count said definite ("للأيام الثلاثة" — the three days)
names a period already known and anchors no value, so "١٤٥ ديناراً للأيام الثلاثة" is not tied to the other price the
context gives "لتذكرة الأيام الثلاثة". The price itself is still checked (a wrong one is flagged), and an indefinite count
("لثلاثة أيام") or "اليوم الواحد" (per one day) still anchors."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.frames import _definite_count
from groundtest.text.arabic.numbers import extract

_CTX = ("المدرج الرئيسي: ٢٢٥ ديناراً بحرينياً لتذكرة الأيام الثلاثة. مدرج باتلكو: ١٤٥ ديناراً. "
        "مدرج التحول الأول: ١٨٥ ديناراً.")


@pytest.mark.parametrize(("text", "want"), [
    ("للأيام الثلاثة", True),
    ("السنوات الخمس", True),
    ("أيام المهرجان الثلاثة", True),
    ("لليوم الواحد", False),
    ("ثلاثة أيام", False),
    ("3 أيام", False),
])
def test_definite_count(text, want):
    assert [_definite_count(v) for v in extract(text)] == [want]


@pytest.mark.parametrize(("response", "ok"), [
    ("**المجموع: 145 ديناراً بحرينياً فقط** لثلاثتكم للأيام الثلاثة في مدرج باتلكو.", True),
    ("**المجموع: 155 ديناراً بحرينياً فقط** لثلاثتكم للأيام الثلاثة في مدرج باتلكو.", False),
])
def test_check(response, ok):
    got = check(response, _CTX, "ما أوفر خيار لنا في سباق الفورمولا ١؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
