"""THE DEFINITE PLAN (text.arabic.numbers._PERIODIC): "ربع السنوي"، "نصف السنوي" — the article on the adjective alone,
as Egyptian and Gulf answers name the quarterly or half-yearly plan — is a name, as "الربع سنوي" is: no 25% share.
"ربع سنوي" without the article stays every three months, and "ربع السعر" a share, checked as one."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

CTX = [{"title": "الاشتراكات.md", "text": "اسعار الاشتراكات: الاشتراك الشهرى ١٠٠٠ جنيه، واشتراك ٣ شهور ٢٧٠٠ جنيه، "
                                           "والاشتراك السنوى ٩٥٠٠ جنيه."}]
Q = "عايز أعرف أسعار الاشتراكات"


@pytest.mark.parametrize("text", ["ربع السنوي", "نصف السنوي", "الاشتراك الربع سنوي"])
def test_the_plan_is_no_figure(text):
    assert extract_values(text) == []


@pytest.mark.parametrize("text,got", [("اشتراك ربع سنوي", [("quantity", 3.0)]), ("ربع السعر", [("percent", 25.0)])])
def test_still_read(text, got):
    assert [(v.kind, v.amount) for v in extract_values(text)] == got


@pytest.mark.parametrize("plan,ok", [("ربع السنوي", True), ("ربع السعر", False)])
def test_through_check(plan, ok):
    r = (f"- ثلاثة أشهر بالدفع الشهري = 3,000 جنيه، يعني {plan} بيوفر لك **300 جنيه**.\n"
         "- الاشتراك السنوي 9,500 جنيه.")
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
