"""THE FRACTION OF A NAMED PRICE (`text.arabic.behaviour.AMOUNT_NOUNS`): a fraction word before a noun of amount in the
construct state ("أي نصف سعر البالغ"، "ربع قيمة التذكرة"، "ثلث رسوم الدورة") says one figure the answer shows is that share
of another, as "نصف السعر" does; a share that checks out stays clean, one that does not is still caught."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_OYSTER = "الجولة تستغرق 90 دقيقة بالقارب، وسعرها 180 ريالاً قطرياً للبالغ و90 ريالاً للطفل من 5 إلى 12 سنة."
_COURSE = "رسوم الدورة الكاملة 400 دينار، ورسوم الوحدة الواحدة 100 دينار. تذكرة المعرض 60 درهماً، وللطلاب 20 درهماً."
_Q = "كم السعر؟"


@pytest.mark.parametrize("ctx,answer", [
    (_OYSTER, "- **البالغ:** ١٨٠ ريالاً قطرياً.\n- **الطفل (٥–١٢ سنة):** ٩٠ ريالاً، أي نصف سعر البالغ."),
    (_OYSTER, "سعر البالغ 180 ريالاً، وسعر الطفل 90 ريالاً، أي نصف سعر البالغ."),
    (_COURSE, "رسوم الدورة الكاملة ٤٠٠ دينار، والوحدة الواحدة ١٠٠ دينار، أي ربع رسوم الدورة."),
    (_COURSE, "تذكرة المعرض ٦٠ درهماً، وللطلاب ٢٠ درهماً، أي ثلث قيمة التذكرة."),
])
def test_a_share_of_a_named_price_that_checks_out_stays_clean(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("ctx,answer", [
    (_OYSTER, "- **البالغ:** ١٨٠ ريالاً قطرياً.\n- **الطفل (٥–١٢ سنة):** ٩٠ ريالاً، أي ثلث سعر البالغ."),
    (_COURSE, "رسوم الدورة الكاملة ٤٠٠ دينار، والوحدة الواحدة ١٠٠ دينار، أي نصف رسوم الدورة."),
    (_COURSE, "تذكرة المعرض ٦٠ درهماً، وللطلاب ٢٠ درهماً، أي نصف قيمة التذكرة."),
])
def test_a_share_of_a_named_price_that_is_wrong_is_caught(ctx, answer):
    assert check(answer, ctx, query=_Q).hallucination == "hallucinated"
