"""THE FREE AMOUNT (text.arabic.polarity._free_amount): the context's free word as an adjective with its noun's amount
right after it ("فتره التجربه المجانيه خمسة عشر يوماً") says that amount is free; the answer's "15 يوماً مجاناً" names it
(digits for the context's words). Another amount said free is still a scope the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.polarity import free_unsaid

CTX_TEXT = ("اسعار الاشتراكات: الاشتراك الشهرى ١٠٠٠ جنيه، والاشتراك السنوى ٩٥٠٠ جنيه. فتره التجربه المجانيه خمسة عشر يوماً "
            "للمشتركين الجدد فى الاشتراك السنوى فقط.")
CTX = [{"title": "الاشتراكات.md", "text": CTX_TEXT}]
Q = "فيه فترة تجربة؟"


@pytest.mark.parametrize("claim,free", [("- **15 يوماً** مجاناً.", False), ("- **10 أيام** مجاناً.", True),
                                        ("- **30 يوماً** مجاناً.", True)])
def test_the_amount_said_free(claim, free):
    assert (free_unsaid(claim, CTX_TEXT) is not None) == free


@pytest.mark.parametrize("days,ok", [("15 يوماً", True), ("20 يوماً", False)])
def test_through_check(days, ok):
    r = f"### فترة التجربة\n- **{days}** مجاناً.\n- متاحة للمشتركين الجدد في الاشتراك السنوي فقط."
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
