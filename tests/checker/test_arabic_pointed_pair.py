"""THE POINTED PAIR (text.arabic.numbers._POINTED_PAIR): a dual demonstrative before a definite dual of a unit ("في أحد
هذين اليومين"، "خلال هاتين الساعتين") points back at two things just named — the Monday and the Thursday the answer
listed — and is no figure of its own. A dual without the demonstrative is still a count of two, checked as one."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

CTX = [{"title": "العروض.md", "text": "تُقدَّم عروض إطعام أسماك القرش يومي الاثنين والخميس الساعة ٤ عصراً، ومدة العرض ٣٠ دقيقة."}]
Q = "متى عروض إطعام القرش؟"


@pytest.mark.parametrize("text", ["في أحد هذين اليومين", "خلال هاتين الساعتين", "وفي هذين اليومين"])
def test_the_pointed_pair_is_no_figure(text):
    assert extract_values(text) == []


@pytest.mark.parametrize("text", ["خلال اليومين القادمين", "متاحة يومين في الأسبوع"])
def test_a_dual_alone_is_two(text):
    assert [(v.amount, v.unit) for v in extract_values(text)] == [(2.0, "day")]


@pytest.mark.parametrize("tail,ok", [("ومدة العرض 30 دقيقة في كل من هذين اليومين.", True),
                                     ("ومدة العرض يومين.", False)])
def test_the_pair_points_back(tail, ok):
    r = f"عروض إطعام أسماك القرش يومَي **الاثنين والخميس الساعة 4 عصراً**. {tail}"
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
