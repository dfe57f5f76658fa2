"""THE OWN BOUND: a starting price ("تبدأ من 40 ديناراً") restated with a bound of the claim's own — a word of above or below
before it ("فقد يزيد على 40 ديناراً"، "طلبك يتجاوز ٧٠ ريالاً") or the minimum named before it ("الحد الأدنى للجولة الخاصة
(40 ديناراً)") — keeps the floor; the same figure stated as the price is still a floor dropped."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.arabic.frames import floor_dropped

_CTX = "الجولة الخاصة تبدأ من 40 ديناراً وتختلف حسب المدة ونقطة الانطلاق. الجولة الجماعية 12 ديناراً للشخص."


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["فقد يزيد على {v}", "وقد يتجاوز {v}", "الحد الأدنى للجولة الخاصة ({v})",
                        "الحد الأدنى للجولة: {v}", "أكثر من {v}"]), st.sampled_from(["40 ديناراً", "**40 ديناراً**"]))
def test_the_claims_own_bound_keeps_the_floor(form, v):
    assert floor_dropped("السعر يختلف حسب مدة الجولة، " + form.format(v=v) + ".", _CTX, {}) is None


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["سعر الجولة الخاصة {v}.", "الجولة الخاصة بـ {v} فقط.", "تكلفة الجولة الخاصة: {v}."]))
def test_the_floor_stated_as_the_price_is_still_dropped(form):
    assert floor_dropped(form.format(v="40 ديناراً"), _CTX, {}) == "40 ديناراً"
