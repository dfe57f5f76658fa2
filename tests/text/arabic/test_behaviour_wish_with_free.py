"""A wish with a clause after it that says a thing is free states that clause (behaviour._free_beside): "نتمنى لقطتك
رحلة آمنة، والخبر الحلو إن الفحص البيطري مجاني" is no mere pleasantry, so "free" is checked against a context that
charges for it; a wish alone, or with a compliment, still states nothing, and a free the context says is supported."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.behaviour import is_filler

WISHES = ["نتمنى لقطتك رحلة هادئة وآمنة", "أتمنى لك رحلة سعيدة", "بالتوفيق يا صديقي", "نتمنى لكم إقامة ممتعة"]
FREE_CLAUSES = ["والخبر الحلو إن الفحص البيطري في المطار مجاني", "والفحص عند الوصول مجاناً", "وتذكّر أن الفحص بالمجان"]


@given(st.sampled_from(WISHES), st.sampled_from(FREE_CLAUSES))
def test_a_wish_with_a_free_clause_is_no_filler(wish, clause):
    assert not is_filler(f"{wish} 🐾، {clause}!")


@pytest.mark.parametrize("text", [f"{w}!" for w in WISHES] + ["ما شاء الله، هدية جميلة لأغلى الناس!", "نتمنى لك رحلة سعيدة، وأهلاً بك دائماً!"])
def test_a_wish_alone_or_with_a_compliment_is_filler(text):
    assert is_filler(text)


@settings(max_examples=20, deadline=None)
@given(wish=st.sampled_from(WISHES), clause=st.sampled_from(FREE_CLAUSES), charged=st.booleans())
def test_free_said_in_a_wish_is_checked(wish, clause, charged):
    fee = "رسم الفحص عند الوصول ٢٥٠ درهماً للحيوان." if charged else "الفحص عند الوصول مجاني لجميع الحيوانات."
    ctx = [{"title": "الوصول.md", "text": f"يخضع الحيوان للفحص البيطري في المطار. {fee}"}]
    resp = f"تخضع القطة **للفحص البيطري في المطار**.\n\n{wish} 🐾، {clause}! هل تحتاج إلى مساعدة أخرى؟"
    v = groundtest.check(resp, ctx, "وش يصير في المطار؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) == charged, (resp, v.findings)
