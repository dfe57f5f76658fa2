"""THE FILS OF THE RESULT (`derive._fils_of_result`): a working read alone ("5 × 500 فلس") loses the text's dinar and
would read its fils as the dirham's hundredths; where the working's result is a dinar's ("= 2.5 دينار"، "| 10 دنانير
|") the fils are that dinar's thousandths, as the whole text reads them. A wrong product stays flagged, and the
dirham's fils are still hundredths."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_KW = "رسوم الخدمة للحجز الإلكتروني 500 فلس للتذكرة الواحدة، وسعر التذكرة 8 دنانير كويتية."
_BH = "رسم رخصة البناء للمباني السكنية 500 فلس لكل متر مربع، وبحد أدنى 25 دينارًا بحرينيًا."
_AE = "رسوم الخدمة 50 فلسًا للرسالة الواحدة، والاشتراك 20 درهمًا."
_Q = "كم أدفع؟"


@pytest.mark.parametrize("ctx,answer", [
    (_KW, "رسوم الخدمة: 5 تذاكر × 500 فلس = 2.5 دينار."),
    (_KW, "رسوم الخدمة: ٣ × ٥٠٠ فلس = ١٫٥ دينار."),
    (_KW, "| رسوم الخدمة | 4 تذاكر × 500 فلس | 2 دينار |"),
    (_BH, "الحساب: 20 م² × 500 فلس = **10 دنانير**."),
    (_BH, "الحساب: ٣٠ م² × ٥٠٠ فلس = ١٥ دينارًا."),
    (_AE, "الرسوم: 10 رسائل × 50 فلسًا = 5 دراهم."),
])
def test_fils_worked_into_the_results_currency(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


@pytest.mark.parametrize("ctx,answer", [
    (_KW, "رسوم الخدمة: 5 تذاكر × 500 فلس = 3.5 دينار."),
    (_BH, "الحساب: 20 م² × 500 فلس = 12 دينارًا."),
    (_BH, "الحساب: ٢٠ م² × ٥٠٠ فلس = ١٠٠ دينار."),
    (_AE, "الرسوم: 10 رسائل × 50 فلسًا = 50 درهمًا."),
])
def test_a_wrong_product_is_still_caught(ctx, answer):
    assert check(answer, ctx, query=_Q).hallucination == "hallucinated"
