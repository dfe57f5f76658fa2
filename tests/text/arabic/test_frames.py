"""Arabic value frames (groundtest.text.arabic.frames): a value said of the wrong subject."""
from __future__ import annotations

import groundtest
from groundtest.text.arabic.frames import swapped

CTX = ("عقود الإيجار السكنية لا تقل مدتها عن ثلاث سنوات، ويجب على المؤجّر توجيه إنذار بالإخلاء قبل ستة أشهر "
       "من انتهاء العقد. أما عقود الإيجار غير السكنية (المحلات والمكاتب) فلا تقل مدتها عن سنة واحدة، "
       "ومهلة الإنذار بالإخلاء فيها شهران.")


def test_value_of_another_subject() -> None:
    claim = "بما أن العقد سكني، يجب على المؤجّر توجيه الإنذار بالإخلاء قبل شهرين من انتهاء العقد."
    assert swapped(claim, CTX, {}) is not None
    right = "بما أن العقد سكني، يجب على المؤجّر توجيه الإنذار بالإخلاء قبل ستة أشهر من انتهاء العقد."
    assert swapped(right, CTX, {}) is None
    assert swapped("| المحل التجاري | سنة واحدة | شهران |", CTX, {}) is None  # a row states both of its own
    assert groundtest.check(claim, [CTX]).hallucination == "hallucinated"
    assert groundtest.check(right, [CTX]).hallucination != "hallucinated"


def test_value_tied_to_another_figure_across_languages() -> None:
    from groundtest.text.arabic.frames import anchored

    ctx = ("تُحجز المركبة لمدة شهرين في حالة القيادة بسرعة تتجاوز الحد المقرر بأكثر من 50 كم/ساعة، "
           "ولمدة شهر واحد في حالة الوقوف في الأماكن المخصصة لذوي الإعاقة.")
    wrong = "Speeding more than 50 km/h over the limit: one month."
    right = "Speeding more than 50 km/h over the limit: two months."
    assert anchored(wrong, ctx, {}) is not None
    assert anchored(right, ctx, {}) is None
    assert anchored("التجاوز بأكثر من ٥٠ كم/ساعة: شهر واحد.", ctx, {}) is not None
    assert groundtest.check(wrong, [ctx]).hallucination == "hallucinated"
    assert groundtest.check(right, [ctx]).hallucination != "hallucinated"


# --- fourth pass (issue 24): an outcome of another bracket of the figure

from hypothesis import assume, given, strategies as st  # noqa: E402

from groundtest.text.arabic.frames import bracketed  # noqa: E402


def _table(low: int, high: int, fines: tuple[int, int]) -> str:
    return (f"مخالفات السرعة: التجاوز بأقل من {low} كم/ساعة غرامته {fines[0]} ديناراً كويتياً، والتجاوز من {low} إلى "
            f"{high} كم/ساعة غرامته {fines[1]} ديناراً، والتجاوز بأكثر من {high} كم/ساعة يُحال فيه السائق إلى المحكمة.")


@given(st.integers(5, 50), st.integers(5, 50), st.integers(1, 120), st.integers(10, 99), st.integers(10, 99),
       st.sampled_from(["ar", "ar-digits", "en"]))
def test_an_outcome_of_another_bracket(low, width, x, f1, f2, language):
    assume(f1 != f2)
    high = low + width
    ctx = _table(low, high, (f1, f2))
    right = f1 if x < low else f2 if x <= high else None
    for fine in (f1, f2):
        if language == "en":
            claim = f"Exceeding the limit by {x} km/h is fined {fine} KWD."
        else:
            claim = f"التجاوز بمقدار {x} كم/ساعة غرامته {fine} ديناراً كويتياً."
            if language == "ar-digits":
                claim = claim.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
        got = bracketed(claim, ctx, {})
        if right is None or fine == right:
            assert got is None, (claim, got)
        else:
            assert got is not None and got[1].startswith(str(right)), (claim, got)


def test_a_restated_table_is_no_swap():
    ctx = _table(20, 40, (30, 50))
    claim = "التجاوز بأقل من ٢٠ كم/ساعة غرامته ٣٠ ديناراً، والتجاوز من ٢٠ إلى ٤٠ كم/ساعة غرامته ٥٠ ديناراً."
    assert bracketed(claim, ctx, {}) is None
    assert bracketed("السرعة القصوى ٣٠ كم/ساعة والغرامة ٣٠ ديناراً.", "الغرامة 30 ديناراً.", {}) is None
