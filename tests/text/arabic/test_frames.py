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
