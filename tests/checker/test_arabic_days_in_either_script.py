"""THE DAYS IN EITHER SCRIPT (`checker.frames._other_days`): a count of days written in Arabic-Indic digits ("قبل ٥
أيام") is the figure of the context's Western "قبل 5 أيام عمل", so the unit rule reads the working days dropped (or added
to a span of calendar days), as it does for "قبل 5 أيام"; the same kind of day, in either script, stays clean."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_TRIALS = ("تصفيات المنتخب: يجب تسليم طلب المشاركة قبل 5 أيام عمل على الأقل من موعد التصفيات. رسوم التصفيات 75 ريالاً "
           "لكل متسابق.")
_REFUND = "يُعاد المبلغ إلى البطاقة خلال 14 يوماً من استلام المنتج المرتجع. رسوم الشحن 20 درهماً."
_Q = "متى يجب أن أقدّم طلبي؟"


@pytest.mark.parametrize("ctx,answer", [
    (_TRIALS, "يجب تسليم طلبك **قبل ٥ أيام على الأقل** من موعد التصفيات."),
    (_TRIALS, "يجب تسليم طلبك قبل ٥ أيام من موعد التصفيات."),
    (_TRIALS, "آخر موعد لتسليم الطلب قبل ٥ أيام على الأقل من موعد التصفيات."),
    (_REFUND, "يُعاد المبلغ إلى البطاقة خلال ١٤ يوم عمل من استلام المنتج المرتجع."),
])
def test_the_other_kind_of_day_in_arabic_digits_is_caught(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert any(f.rule == "frame_unit" for f in v.findings), v.findings
    assert v.hallucination == "hallucinated"


@pytest.mark.parametrize("ctx,answer", [
    (_TRIALS, "يجب تسليم طلبك قبل ٥ أيام عمل على الأقل من موعد التصفيات."),
    (_TRIALS, "يجب تسليم طلبك قبل 5 أيام عمل على الأقل من موعد التصفيات."),
    (_REFUND, "يُعاد المبلغ إلى البطاقة خلال ١٤ يوماً من استلام المنتج المرتجع."),
])
def test_the_same_kind_of_day_stays_clean(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert not any(f.rule == "frame_unit" for f in v.findings), v.findings
    assert v.hallucination != "hallucinated", v.findings
