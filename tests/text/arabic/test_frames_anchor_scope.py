"""The reach of an anchor figure (groundtest.text.arabic.frames.anchored): a figure ties a value of its
own clause only; an operand of working written out ties none; a figure of a list's lead-in (before its
colon) is said of every item, not of the first one sharing its clause. Wrong neighbours stay flagged."""
from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

from groundtest.text.arabic.frames import anchored
from groundtest.text.arabic.normalise import fold_text

_EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
CURRENCIES = [("ريالات", "ريالاً"), ("دنانير", "ديناراً"), ("دراهم", "درهماً")]


def _digits(n: int, eastern: bool) -> str:
    s = str(n)
    return s.translate(_EASTERN) if eastern else s


# --- the anchor in another clause of the claim

@settings(max_examples=40, deadline=None)
@given(st.integers(5, 40), st.integers(1, 4), st.integers(2, 5), st.integers(8, 14), st.sampled_from(CURRENCIES),
       st.booleans())
def test_an_anchor_ties_a_value_of_its_own_clause_only(adult, child, low, high, cur, eastern):
    assume(adult != child and adult != high and child not in (low, high))
    d = lambda n: _digits(n, eastern)  # noqa: E731
    ctx = (f"الجولة الأساسية: {d(adult)} {cur[0]} للبالغ، و{d(child)} {cur[0]} للطفل من {d(low)} إلى {d(high)} سنة، "
           f"ومجاناً لمن هم دون {d(low)} سنوات.")
    # the adult's price in the first clause, the child's ages in the second (its price elided)
    right = f"السعر: {d(adult)} {cur[0]} للبالغ، وأقل للطفل من {d(low)} إلى {d(high)} سنة."
    assert anchored(right, ctx, {}) is None
    # wrong neighbour: the adult's price said within the child's clause is still tied to the child's price
    wrong = f"السعر للطفل من {d(low)} إلى {d(high)} سنة: {d(adult)} {cur[0]}."
    assert anchored(wrong, ctx, {}) is not None
    # and the child's own price there is not
    assert anchored(f"السعر للطفل من {d(low)} إلى {d(high)} سنة: {d(child)} {cur[0]}.", ctx, {}) is None


# --- an operand of working is no anchor

@settings(max_examples=40, deadline=None)
@given(st.integers(2, 9), st.integers(1, 9), st.integers(2, 9), st.integers(11, 40), st.booleans(),
       st.sampled_from(["−", "-"]))
def test_an_operand_of_working_is_no_anchor(p1, p2, first_k, claim_k, eastern, minus):
    assume(p1 != p2 and claim_k > first_k)
    d = lambda n: _digits(n, eastern)  # noqa: E731
    first = first_k * 1000
    ctx = (f"يُحصَّل رسم نسبي قدره {d(p1)}٪ على أول {d(first)} دينار من قيمة الدعوى، و{d(p2)}٪ على ما يزيد على ذلك، "
           f"بحد أقصى ٢٠٠ دينار.")
    rest = claim_k * 1000 - first
    fee = rest * p2 // 100
    right = (f"{d(p2)}٪ على الباقي ({d(claim_k * 1000)} {minus} {d(first)} = {d(rest)} دينار) = {d(fee)} ديناراً")
    assert anchored(right, ctx, {}) is None
    # wrong neighbour: the second rate said of the first bracket, the figure no operand
    wrong = f"{d(p2)}٪ على أول {d(first)} دينار من قيمة الدعوى"
    assert anchored(wrong, ctx, {}) is not None


def test_a_range_hyphen_is_no_working_sign() -> None:
    ctx = "التذكرة ٨ ريالات للبالغ، و٤ ريالات للطفل 4-12 سنة."
    assert anchored("الطفل 4-12 سنة: 8 ريالات", ctx, {}) is not None
    assert anchored("الطفل 4-12 سنة: 4 ريالات", ctx, {}) is None


# --- a figure of a list's lead-in

@settings(max_examples=40, deadline=None)
@given(st.integers(2, 5), st.integers(100, 300), st.integers(40, 99), st.sampled_from(CURRENCIES), st.booleans())
def test_a_lead_in_figure_is_said_of_every_item(days, main, second, cur, eastern):
    d = lambda n: _digits(n, eastern)  # noqa: E731
    words = {2: "اليومين", 3: "الثلاثة", 4: "الأربعة", 5: "الخمسة"}
    lead = f"صالحة للأيام {words[days]}" if days > 2 else "صالحة لليومين"
    ctx = f"تذاكر السباق ({lead}): المدرج الرئيسي {d(main)} {cur[1]}، مدرج الجامعة {d(second)} {cur[1]}."
    right = f"سعر مدرج الجامعة: {d(second)} {cur[1]} للتذكرة (صالحة للأيام {d(days)})."
    assert anchored(right, ctx, {}) is None
    # wrong neighbour: a figure of the item itself (after the colon) still ties its own value
    ctx2 = f"التذاكر: المدرج الرئيسي لمدة {d(days)} أيام {d(main)} {cur[1]}، ومدرج الجامعة ليوم واحد {d(second)} {cur[1]}."
    assert anchored(f"التذكرة لمدة {d(days)} أيام: {d(second)} {cur[1]}.", ctx2, {}) is not None
    assert anchored(f"التذكرة لمدة {d(days)} أيام: {d(main)} {cur[1]}.", ctx2, {}) is None


def test_fold_keeps_the_colon() -> None:
    assert ":" in fold_text("التذاكر: المدرج")
