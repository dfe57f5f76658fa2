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
