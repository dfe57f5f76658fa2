"""THE SUPPOSITION ANSWERED (text.arabic.suppose.supposed_working, wired by text.arabic.behaviour.working_ops): an Arabic
answer that supposes a count and answers the supposition ("مثلاً لو كنتم 4 أشخاص، المجموع 200 ريال"، "لو كان عندك ٢٠٠
ضيف: الفضية = ٣٠٬٠٠٠ ريال") works the context's price per one with the supposed count — whatever other word of working
the answer also writes ("المجموع" adds, "بفارق" takes off: the product is still the supposition's), and after a colon as
after a comma. A result the count and the price do not give stays flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_GATE = "رسوم الدخول ٥٠ ريالاً للشخص، وتفتح البوابات الساعة ٥ مساءً."
_DINNER = "الباقة الفضية 150 ريالاً للشخص، والباقة الذهبية 220 ريالاً للشخص. الحد الأدنى للطلب 100 شخص."

_SAID = "الباقة الفضية 150 ريالاً للشخص، والذهبية 220 ريالاً للشخص. "  # (the answer states the prices first)
_LEADS = ["مثلاً لو كنتم", "لو كنتم", "فلو كنتم", "مثلًا إذا كنتم"]
_TOTALS = ["المجموع", "الإجمالي", "فالمجموع", "يكون المجموع"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_LEADS), st.sampled_from(_TOTALS), st.integers(3, 9))
def test_a_supposed_count_times_the_price_per_one(lead, total, n):
    right = check(f"رسوم الدخول 50 ريالاً للشخص. {lead} {n} أشخاص، {total} {n * 50} ريال.", _GATE)
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(f"رسوم الدخول 50 ريالاً للشخص. {lead} {n} أشخاص، {total} {n * 50 + 30} ريال.", _GATE)  # no count of the price gives it
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([120, 200, 250, 300]), st.sampled_from(["مثلاً لو كان عندك", "لو كان عندك", "فلو كان عندكم"]))
def test_a_supposition_answered_after_a_colon(n, lead):
    right = check(f"{_SAID}{lead} {n} ضيف: الفضية = {n * 150:,} ريال، والذهبية = {n * 220:,} ريال، أي بفارق {n * 70:,} ريال.", _DINNER)
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(f"{_SAID}{lead} {n} ضيف: الفضية = {n * 150 + 70:,} ريال، والذهبية = {n * 220:,} ريال.", _DINNER)  # a slip: no count gives it
    assert wrong.hallucination == "hallucinated", wrong.findings


def test_a_total_stated_with_no_supposition_is_still_checked():
    v = check("المجموع 200 ريال للمجموعة.", _GATE)
    assert v.hallucination == "hallucinated", v.findings
