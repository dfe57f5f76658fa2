"""THE MULTIPLE AS AN INCREASE (derive.Ledger._multiple_of_increase): an Arabic multiple of an amount ("بضعف السعر"،
"ثلاثة أضعاف") where the context adds (n − 1) × 100% to it ("بزيادة ١٠٠٪ على السعر"، "رسوم إضافية بنسبة ٢٠٠٪") is the
same amount said as a multiple. Another multiple, a percentage that is no increase ("استرداد ١٠٠٪"), or a context with
no such percentage, leave the multiple flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_RUSH = "مغسلة النقاء: غسيل وكي الثوب ٧ ريالات. خدمة الاستعجال (خلال ٦ ساعات) بزيادة ١٠٠٪ على السعر."
_TRIPLE = "مطبعة الفجر: الطلب العاجل عليه رسوم إضافية بنسبة ٢٠٠٪ من السعر."
_REFUND = "مغسلة النقاء: استرداد ١٠٠٪ عند الإلغاء قبل يوم. خدمة الاستعجال متاحة."
_Q = "كم تكلفة الاستعجال؟"


@pytest.mark.parametrize(("ctx", "answer"), [
    (_RUSH, "خدمة الاستعجال خلال ٦ ساعات بضعف السعر."),
    (_RUSH, "خدمة الاستعجال خلال ٦ ساعات بضعف السعر (زيادة ١٠٠٪)."),
    (_RUSH, "الاستعجال يكلفك ضعف السعر العادي."),
    (_TRIPLE, "الطلب العاجل بثلاثة أضعاف السعر."),
])
def test_the_multiple_is_the_increase(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize(("ctx", "answer"), [
    (_RUSH, "خدمة الاستعجال خلال ٦ ساعات بثلاثة أضعاف السعر."),  # 200% more, not 100%
    (_TRIPLE, "الطلب العاجل بضعف السعر."),
    (_REFUND, "الاستعجال بضعف السعر."),  # a refund of 100% is no increase
])
def test_another_multiple_is_still_flagged(ctx, answer):
    assert check(answer, ctx, query=_Q).hallucination == "hallucinated"
