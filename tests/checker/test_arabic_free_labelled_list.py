"""THE LABELLED LIST (text.arabic.polarity._free_of): in a context clause after a label's colon ("فعاليات مهرجان صيف
أبها: عرض الألعاب النارية … مجاناً") the free thing is the clause's own subject, the fireworks — not the label's words.
The answer's fireworks said free pass; another event said free is still a scope the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.polarity import free_unsaid

CTX_TEXT = ("فعاليات مهرجان صيف أبها: عرض الألعاب النارية في منتزه السودة كل خميس الساعة ١٠ مساءً مجاناً. سوق الثلاثاء "
            "الشعبي في وسط أبها كل ثلاثاء من ٤ عصراً حتى ١١ مساءً. مسرح الطفل يومياً الساعة ٦ مساءً بتذكرة ٢٥ ريالاً.")
CTX = [{"title": "فعاليات-المهرجان.md", "text": CTX_TEXT}]
Q = "وش فعاليات صيف أبها؟"


@pytest.mark.parametrize("claim,free", [("- **الخميس:** الألعاب النارية في السودة (مجاناً).", False),
                                        ("الألعاب النارية مجاناً.", False), ("مسرح الطفل مجاناً.", True),
                                        ("مهرجان صيف أبها مجاناً.", True)])
def test_the_clause_subject_is_free(claim, free):
    assert (free_unsaid(claim, CTX_TEXT) is not None) == free


@pytest.mark.parametrize("thing,ok", [("الألعاب النارية في السودة", True), ("مسرح الطفل في الحديقة", False)])
def test_through_check(thing, ok):
    r = f"- **الخميس:** {thing} (مجاناً)."
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
