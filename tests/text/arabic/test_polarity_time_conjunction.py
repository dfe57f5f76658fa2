"""THE TIME CONJUNCTION: the spoken "ما" after a preposition of time or manner ("قبل ما تنطلقوا"، "بعد ما تدفع"، "زي ما
قلتلك"، "لحد ما يوصل") makes its clause a when, no negation; the spoken negator with its conjunction ("وما تتحمل"، "فما
تحتاج") negates as "ما" alone does. The hallucinated neighbours — the negation dropped or added — are still turned."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses, read
from groundtest.text.arabic.normalise import fold_text

_CTX = "يشرح القبطان تعليمات السلامة قبل الانطلاق. لا يتحمل المستأجر تكلفة الأعطال الناتجة عن الاستخدام العادي."


def _turned(claim: str) -> bool:
    ctx = context_clauses(_CTX, {})
    return any(flip(p, ctx, claim) is not None for p in polar_clauses(claim))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["قبل ما", "وقبل ما", "بعد ما", "زي ما", "لحد ما"]), st.sampled_from(["تنطلقوا", "ننطلق", "يطلع المركب"]))
def test_ma_after_a_time_preposition_is_no_negation(prep, verb):
    assert not read(fold_text(f"القبطان بيشرح تعليمات السلامة {prep} {verb}"))[1]


def test_the_captain_explains_before_you_set_off_is_no_flip():
    assert not _turned("القبطان بيشرح تعليمات السلامة قبل ما تنطلقوا")
    # wrong neighbour: the captain does not explain
    assert _turned("القبطان ما بيشرح تعليمات السلامة قبل الانطلاق")


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["وما", "فما"]), st.sampled_from(["تتحمل", "بتتحمل", "نتحمل"]))
def test_joined_ma_before_an_imperfect_negates(joint, verb):
    assert read(fold_text(f"{joint} {verb} تكلفة العطل"))[1]


def test_you_do_not_bear_the_cost_is_no_flip():
    assert not _turned("وما تتحمل تكلفة الأعطال الناتجة عن الاستخدام العادي")
    # wrong neighbour: you bear it; and the relative "what" with its object pronoun is no negation
    assert _turned("وتتحمل تكلفة الأعطال الناتجة عن الاستخدام العادي")
    assert not read(fold_text("وما تحتاجه هو الهوية"))[1]
