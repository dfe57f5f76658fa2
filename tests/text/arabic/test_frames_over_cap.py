"""A money figure given a thing above the maximum the context sets for it ("الرسوم الإدارية ١٪ من مبلغ التمويل بحد
أقصى ٥٬٠٠٠ ريال" → "| الرسوم الإدارية | 9,000 ريال |"): the cap dropped (groundtest.text.arabic.frames.over_cap).
Right neighbours: the capped figure, a figure under the cap, the base of the percentage, and a sentence that
states the cap itself."""
from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

from groundtest.text.arabic.frames import over_cap

_EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
SUBJECTS = [("الرسوم الإدارية", "مبلغ التمويل"), ("رسوم الخدمة", "قيمة الطلب"), ("عمولة الوساطة", "قيمة العقد")]
CURRENCIES = [("ريال", "ريال"), ("دينار", "دينار"), ("درهم", "درهم")]
CAP_WORDS = ["بحد أقصى", "لا يتجاوز", "لا تتجاوز"]  # ("كحد أقصى" before the figure: bound_of reads it after only)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SUBJECTS), st.sampled_from(CURRENCIES), st.sampled_from(CAP_WORDS), st.integers(1, 3),
       st.integers(2, 9), st.integers(100, 900), st.booleans())
def test_a_figure_above_its_cap(subject, cur, cap_word, pct, cap_k, base_k, eastern):
    cap = cap_k * 1000
    base = base_k * 1000
    fee = base * pct // 100
    assume(fee > cap)
    d = (lambda n: f"{n:,}".translate(_EASTERN)) if eastern else (lambda n: f"{n:,}")  # noqa: E731
    ctx = f"الدفعة الأولى ١٠٪ من قيمة العقار. {subject[0]} {pct}٪ من {subject[1]} {cap_word} {d(cap)} {cur[0]}."
    # wrong: the percentage worked out and the cap forgotten
    assert over_cap(f"| {subject[0]} | {fee:,} {cur[1]} |", ctx, {}) is not None
    assert over_cap(f"{subject[0]}: {fee:,} {cur[1]}.", ctx, {}) is not None
    # right: the cap, a figure under it, the percentage's base, the cap stated beside the figure
    assert over_cap(f"| {subject[0]} | {cap:,} {cur[1]} |", ctx, {}) is None
    assert over_cap(f"{subject[0]}: {cap // 2:,} {cur[1]}.", ctx, {}) is None
    assert over_cap(f"| {subject[1]} | {base:,} {cur[1]} |", ctx, {}) is None
    assert over_cap(f"{subject[0]} {fee:,} {cur[1]}، لكنها {cap_word} {cap:,} {cur[1]}.", ctx, {}) is None


@settings(max_examples=30, deadline=None)
@given(st.integers(10, 50), st.integers(1, 9), st.integers(2, 9))
def test_a_bound_word_governs_the_nearest_figure(grams, price, dearer):
    # "حتى ٢٠ غرامًا ٠٫٩٠٠ دينار": the weight is capped, not the price: another item's dearer price is no breach
    ctx = (f"الرسالة العادية داخل تونس حتى {grams} غرامًا 0.{price}00 دينار، والرسالة المضمونة مع إشعار بالاستلام "
           f"{dearer}.500 دنانير.")
    assert over_cap(f"| رسالة مضمونة مع إشعار بالاستلام | {dearer}.500 د.ت |", ctx, {}) is None
    assert over_cap(f"| رسالة عادية (إلى {grams} غ) | 0.{price}00 د.ت |", ctx, {}) is None
