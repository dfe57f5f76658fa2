"""A value that two other figures of the sentence make by the working it writes out (a worked table row
"| تعديل بيانات السجل | 2 × 100 | 200 ريال |") is the answer's own result, said of no context subject
(groundtest.text.arabic.frames.swapped). Wrong neighbours: a result that the operands do not make, and the
same value with no working, are still read as another subject's value."""
from __future__ import annotations

from hypothesis import assume, given, settings, strategies as st

from groundtest.text.arabic.frames import swapped

_EASTERN = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _ctx(unit_fee: int, other_fee: int, big_fee: int) -> str:
    d = lambda n: str(n).translate(_EASTERN)  # noqa: E731
    return (f"رسم قيد السجل التجاري {d(other_fee)} ريال سنوياً للمؤسسة الفردية و{d(big_fee)} ريال سنوياً للشركة، "
            f"ويُسدَّد مع التأكيد السنوي للبيانات. وتعديل بيانات السجل {d(unit_fee)} ريال لكل تعديل.")


@settings(max_examples=50, deadline=None)
@given(st.integers(2, 5), st.integers(20, 150), st.integers(300, 900), st.sampled_from(["×", "x", "*", "+"]),
       st.sampled_from(["row", "line"]))
def test_a_worked_result_is_no_value_of_another_subject(count, unit_fee, big_fee, sign, shape):
    op = "×" if sign in ("x", "*") else sign
    result = count * unit_fee if op == "×" else count + unit_fee
    assume(result != unit_fee and result != big_fee and result > 10)
    ctx = _ctx(unit_fee, result, big_fee)  # the result is, by chance, another subject's fee
    shown = "×" if sign == "x" else sign
    right = (f"| تعديل بيانات السجل | {count} {shown} {unit_fee} | {result} ريال |" if shape == "row"
             else f"تعديل بيانات السجل: {count} {shown} {unit_fee} تعديلات، المجموع {result} ريال")
    assert swapped(right, ctx, {}) is None
    # wrong neighbour: operands that do not make the value
    bad = f"| تعديل بيانات السجل | {count + 1} {shown} {unit_fee + 7} | {result} ريال |"
    if op == "×" and (count + 1) * (unit_fee + 7) != result and (count + 1) + (unit_fee + 7) != result:
        assert swapped(bad, ctx, {}) is not None
    # wrong neighbour: the value with no working
    assert swapped(f"| تعديل بيانات السجل | {result} ريال |", ctx, {}) is not None
