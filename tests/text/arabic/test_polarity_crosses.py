"""Arabic polarity (groundtest.text.arabic.polarity): a list item opened by a cross marker is denied, as by لا;
a member of a denied list joined by "ولا"/"أو" is the list's mate. Wrong neighbours stay flagged."""
from __future__ import annotations

import groundtest
from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.polarity import clauses, context_clauses, crossed, flip

#: (a thing included, things excluded): each a phrase of at least three content words or a one-word list mate
INCLUDED = ["الإقامة الكاملة مع ثلاث وجبات يومياً", "النقل من المطار إلى الفندق ذهاباً وإياباً",
            "جولة المدينة القديمة مع مرشد سياحي"]
EXCLUDED = ["رسوم دخول المواقع الأثرية", "تذاكر الطيران الدولية المباشرة", "تأمين السفر الصحي الشامل"]
MATES = ["المشروبات", "الإكراميات", "الغسيل"]
CROSSES = ["❌", "✖", "🚫", "⛔"]
BULLETS = ["- ", "* ", "• ", "1. ", ""]


def _ctx(inc: str, exc: str, mates: list[str]) -> str:
    return f"السعر يشمل {inc}، ولا يشمل {exc} " + " ".join(f"ولا {m}" for m in mates) + "."


def _flipped(claim: str, ctx: str) -> bool:
    cc = context_clauses(ctx, {})
    return any(flip(p, cc, claim) is not None for p in clauses(claim))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(INCLUDED), st.sampled_from(EXCLUDED), st.lists(st.sampled_from(MATES), min_size=1, max_size=2, unique=True),
       st.sampled_from(CROSSES), st.sampled_from(BULLETS))
def test_a_crossed_item_is_denied(inc, exc, mates, cross, bullet):
    ctx = _ctx(inc, exc, mates)
    # right: the excluded thing under a cross, with or without its own negator (no double negation)
    assert not _flipped(f"{bullet}{cross} {exc}.", ctx)
    assert not _flipped(f"{bullet}{cross} السعر لا يشمل {exc}.", ctx)
    assert crossed(f"{bullet}{cross} {exc}.")
    # wrong: the included thing under a cross is the other polarity of the context's
    assert _flipped(f"{bullet}{cross} {inc}.", ctx)
    # a tick or no marker asserts: the included thing stands
    assert not _flipped(f"{bullet}✅ {inc}.", ctx)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(INCLUDED), st.sampled_from(EXCLUDED), st.lists(st.sampled_from(MATES), min_size=1, max_size=3, unique=True),
       st.sampled_from(["ولا", "أو"]))
def test_a_member_of_a_denied_list_flips(inc, exc, mates, joiner):
    ctx = f"السعر يشمل {inc}، ولا يشمل {exc} " + " ".join(f"{joiner} {m}" for m in mates) + "."
    # wrong: one member said included (the others left out: its list mates)
    assert _flipped(f"السعر يشمل {exc}.", ctx)
    # right: said not included
    assert not _flipped(f"السعر لا يشمل {exc}.", ctx)
    assert not _flipped(f"السعر يشمل {inc}.", ctx)


def test_crossed_item_in_a_whole_answer() -> None:
    ctx = _ctx(INCLUDED[0], EXCLUDED[0], MATES[:2])
    right = f"**ما لا يشمله السعر:**\n- ❌ {EXCLUDED[0]}.\n- ❌ المشروبات."
    wrong = f"**ما يشمله السعر:**\n- ❌ {INCLUDED[0]}."
    assert groundtest.check(right, [ctx]).hallucination != "hallucinated"
    assert groundtest.check(wrong, [ctx]).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["مستثنى", "غير مشمول", "ممنوع", "لا يشمل"]), st.sampled_from(EXCLUDED), st.sampled_from(CROSSES))
def test_a_cross_beside_a_word_of_exclusion_adds_no_negation(label, exc, cross):
    # the context lists the excluded things in a clause of their own (the exclusion is said before it)
    ctx = f"يستثنى من التغطية ما يلي: الأضرار المتعمدة، و{exc}."
    claim = f"- {cross} **{label}:** الأضرار المتعمدة، و{exc}."
    assert not crossed(claim)
    assert not _flipped(claim, ctx)
    # a cross with no such word denies: the item the context names as covered is flipped
    ctx2 = f"تشمل التغطية ما يلي: الحوادث، و{exc}."
    assert _flipped(f"- {cross} {exc} مشمولة في التغطية.", f"{exc} مشمولة في التغطية.")
    assert not _flipped(f"- ✅ {exc} مشمولة في التغطية.", ctx2)
