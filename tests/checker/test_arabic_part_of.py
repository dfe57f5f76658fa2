"""THE ARABIC PART-OF (checker.derive._AR_PART_OF): a fraction in construct with a definite noun ("بنصف السعر"، "بثلث
المبلغ") is a part of the figure that noun names, as English "half the price": two supported figures in that ratio
vouch for it. Another fraction of the same two figures is still a share the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "المركز.md", "text": "الحصة الفردية لطلاب البريفيه ٢٠ دولاراً للساعة. الحصص الجماعية (٤–٦ طلاب) ١٠ دولارات "
                                       "للساعة للطالب. رسوم التسجيل السنوية ٣٠ دولاراً."}]
Q = "كم سعر الحصة الجماعية؟"


@pytest.mark.parametrize("part,ok", [("بنصف السعر", True), ("بثلث السعر", False), ("بربع السعر", False)])
def test_the_part_is_the_ratio(part, ok):
    r = ("- **10 دولارات للساعة للطالب**، في مجموعات من 4 إلى 6 طلاب.\n"
         f"- للمقارنة: الحصة الفردية 20 دولاراً للساعة، أي أن الجماعية {part}.")
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
