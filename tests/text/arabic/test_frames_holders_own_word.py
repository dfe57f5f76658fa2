"""THE HOLDER'S OWN WORD (text.arabic.frames._holder_told, in _subject_swapped's reading of a subject named only in part):
a table row's subject that the rival clause names only in part ("كرة القدم" of "ملعب كرة القدم الخماسي ١٥٠") is the
value's own where one of its words is named by the clause holding the value and not by the rival ("والملعب السباعي
٢٥٠"، "الإيجار الأسبوعي 150"): the word that tells the two apart decides, not the count of words shared with the rival.
A row whose subject the rival clause names whole still swaps."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.frames import swapped

_PITCHES = ("تتيح الأمانة حجز الملاعب البلدية عبر منصة بلدي. رسم حجز ملعب كرة القدم {a} {pa} ريالاً للساعة، "
            "والملعب {b} {pb} ريالاً للساعة، وملعب كرة السلة ٨٠ ريالاً للساعة.")
_KINDS = [("الخماسي", "السباعي"), ("الصغير", "الكبير"), ("المفتوح", "المغطى")]
_CAMP = ("أسعار تأجير المخيمات الجاهزة: إيجار الموسم الكامل لمخيم قياسي (خيمة مع مجلس) {season} دينار. "
         "الإيجار {own} {price} دينارًا، ويُدفع تأمين مسترد قدره 200 دينار.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(_KINDS), st.sampled_from([(150, 250), (120, 200), (90, 160)]))
def test_the_elided_kind_word_is_the_holders(kinds, prices):
    (a, b), (pa, pb) = kinds, prices
    ctx = _PITCHES.format(a=a, b=b, pa=pa, pb=pb)
    assert swapped(f"| كرة القدم {b} | **{pb} ريالاً** |", ctx, {}) is None
    assert swapped(f"| كرة القدم {a} | **{pa} ريالاً** |", ctx, {}) is None
    # the hallucinated neighbour: the first kind, which the rival names whole, given the second's price
    assert swapped(f"| كرة القدم {a} | **{pb} ريالاً** |", ctx, {}) is not None


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["الأسبوعي", "الشهري", "اليومي"]), st.sampled_from([(1200, 150), (900, 110), (1500, 70)]))
def test_the_period_word_tells_the_price_apart(own, prices):
    season, price = prices
    ctx = _CAMP.format(own=own, season=f"{season:,}", price=price)
    assert swapped(f"| الإيجار {own} للمخيم القياسي | {price} دينارًا |", ctx, {}) is None
    assert swapped(f"| إيجار الموسم الكامل للمخيم القياسي | {price} دينارًا |", ctx, {}) is not None
