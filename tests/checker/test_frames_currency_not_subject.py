"""Frames (checker.frames' swap): the currency word of a sum the claim works out ("النسبة 10% أي 8,000 درهم") is
part of that sum, not a subject word tying the percentage to another figure the context states in dirhams; a
percentage given to the other subject is still a swap."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_DEPOSIT = ("مبلغ التأمين 5% من الإيجار السنوي للوحدة غير المفروشة و10% للوحدة المفروشة. تُنظر النزاعات أمام مركز فض "
            "المنازعات الإيجارية، ورسم الدعوى 3.5% من قيمة الإيجار السنوي بحد أدنى 500 درهم وحد أقصى 20,000 درهم.")
_Q = "كم مبلغ التأمين في دبي للشقة غير المفروشة بإيجار سنوي 80,000 درهم؟"


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(["درهم", "درهمًا", "AED"]), st.sampled_from(["أي", "يعني", "="]))
def test_a_worked_sum_in_dirhams_does_not_tie_the_percentage_to_another_fee(cur, joint):
    r = (f"للوحدة غير المفروشة: التأمين 5% من الإيجار السنوي، أي 4,000 {cur}.\n\n"
         f"(للمقارنة: لو كانت مفروشة، النسبة 10% {joint} 8,000 {cur}.)")
    v = check(r, _DEPOSIT, query=_Q)
    assert all(f.rule != "frame_swap" for f in v.findings), v


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(["", "، أي 8,000 درهم", "، أي 8,000 درهمًا"]))
def test_the_percentage_of_another_fee_is_still_a_swap(worked):
    v = check(f"رسم الدعوى 10% من قيمة الإيجار السنوي{worked}.", _DEPOSIT, query=_Q)
    assert v.hallucination == "hallucinated", v
