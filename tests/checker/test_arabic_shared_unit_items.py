"""A context clause's figure list splits at "و" and a figure into items, each a frame of its own ("٢٠٠ ريال عن كل وكالة
و٣٠٠ ريال عن كل إقرار"); a bare figure and the next with one unit written after both ("في باقتي ١٢ و٢٤ ساعة") are one
item (`text.arabic.frames._ITEM_JOINT`): the first keeps the shared unit, so a claim restating it is not read as
"another subject's" value. A value the context does not give stays flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.frames import _items
from groundtest.text.arabic.normalise import fold_text

_HOTEL = ("أسعار الغرفة: 6 ساعات بـ 450 ريالًا، و12 ساعة بـ 650 ريالًا، و24 ساعة بـ 950 ريالًا. يعمل المطعم على مدار "
          "24 ساعة، ووجبة الإفطار غير مشمولة في باقة 6 ساعات، ومشمولة في باقتَي 12 و24 ساعة.")
_GYM = ("الاشتراك الشهري 15 دينارًا، والنادي مجاني لأعضاء باقة 3 أشهر فأكثر. الحصص الجماعية متاحة في باقتَي ٣ و٦ "
        "أشهر، والحصص الخاصة متاحة في باقة 12 شهرًا.")
_Q = "هل الإفطار مشمول؟"


@pytest.mark.parametrize("clause,n", [
    ("ومشموله في باقتي 12 و24 ساعه", 1),
    ("في يومي 5 و6 مارس", 1),
    ("200 ريال عن كل وكاله و300 ريال عن كل اقرار", 2),
    ("بسعر 2500 جنيه في الغرفه المزدوجه و4000 جنيه في الغرفه المفرده", 2),
])
def test_items_split_only_after_a_unit(clause, n):
    assert len(_items(fold_text(clause))) == n


@pytest.mark.parametrize("ctx,answer", [
    (_HOTEL, "إن حجزت باقة 12 ساعة أو 24 ساعة فالإفطار مشمول."),
    (_HOTEL, "الإفطار مشمول في باقة ١٢ ساعة."),
    (_HOTEL, "إذا حجزت باقة 24 ساعة فالإفطار مشمول."),
    (_GYM, "الحصص الجماعية متاحة في باقة 3 أشهر."),
])
def test_the_first_figure_keeps_the_shared_unit(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


@pytest.mark.parametrize("ctx,answer", [
    (_HOTEL, "إن حجزت باقة 18 ساعة فالإفطار مشمول."),
    (_GYM, "الحصص الجماعية متاحة في باقة ٩ أشهر."),
])
def test_a_figure_the_context_lacks_is_still_caught(ctx, answer):
    assert check(answer, ctx, query=_Q).hallucination == "hallucinated"
