"""THE COUNTED WHOM: a clause that opens with و and the ل-phrase of a count before its figure ("سعر طاولة السحور لـ 4
أشخاص 60 دينارًا، ولـ 8 أشخاص 110 دنانير") takes its subject from the clause before it, as a clause of whom does: the
second price is also the table's, for eight. A claim giving the table for eight its own price is no swap; giving it the
other count's price is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.frames import swapped

_THINGS = st.sampled_from([("طاولة السحور", "طاولة"), ("خيمة الرحلات", "خيمة"), ("غرفة الاجتماعات", "غرفة")])
_COUNTS = st.sampled_from([(4, 8), (2, 6), (5, 10)])
_PRICES = st.sampled_from([(60, 110), (35, 80), (120, 200)])


@settings(max_examples=25, deadline=None)
@given(_THINGS, _COUNTS, _PRICES, st.sampled_from(["ولـ", "ول", "و لـ"]))
def test_the_counted_whom_takes_the_subject_before_it(thing, counts, prices, joint):
    (full, short), (a, b), (p, q) = thing, counts, prices
    ctx = f"سعر {full} لـ {a} أشخاص {p} دينارًا بحرينيًا، {joint} {b} أشخاص {q} دينارًا بحرينيًا."
    right = f"سعر {short} الـ {b} أشخاص: **{q} دينارًا**."
    assert swapped(right, ctx, {}) is None
    assert check(right, [{"title": "prices.md", "text": ctx}], query=f"كم سعر {short} لـ {b} أشخاص؟").hallucination != "hallucinated"
    # wrong neighbour: the other count's price
    wrong = f"سعر {short} الـ {b} أشخاص: **{p} دينارًا**."
    assert check(wrong, [{"title": "prices.md", "text": ctx}], query=f"كم سعر {short} لـ {b} أشخاص؟").hallucination == "hallucinated"
