"""A thing counted by the Arabic dual of its noun ("تذكرتان"، "غرفتان") and priced twice the context's price is
worked out (`derive.Ledger._dual_priced`); the dual's count written in digits beside it in the working ("| تذكرتان
ذهبيتان | 2 × 25 | 50 دينارًا |") is that count, vouched, not a figure the context must state. A result the
count does not give, and a count other than two, stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_TICKETS = "أسعار التذاكر: التذكرة الذهبية 25 دينارًا كويتيًا، والتذكرة البرونزية 8 دنانير."
_ROOMS = "سعر الغرفة المزدوجة 40 دينارًا بحرينيًا لليلة، والغرفة المفردة 30 دينارًا."
_HEAD = "| البند | الحساب | المبلغ |\n|---|---|---|\n"
_Q = "كم المجموع؟"


@pytest.mark.parametrize("ctx,row", [
    (_TICKETS, "| تذكرتان ذهبيتان | 2 × 25 | 50 دينارًا |"),
    (_TICKETS, "| تذكرتان برونزيتان | 2 × 8 | 16 دينارًا |"),
    (_TICKETS, "| تذكرتان ذهبيتان | ٢ × ٢٥ | ٥٠ دينارًا |"),
    (_TICKETS, "| التذكرتان الذهبيتان | 2 × 25 | 50 دينارًا كويتيًا |"),
    (_ROOMS, "| غرفتان مزدوجتان | 2 × 40 | 80 دينارًا |"),
    (_ROOMS, "| غرفتين مفردتين | ٢ × ٣٠ | ٦٠ دينارًا |"),
])
def test_the_duals_count_in_digits_is_vouched(ctx, row):
    v = check(_HEAD + row, ctx, query=_Q)
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


@pytest.mark.parametrize("ctx,row", [
    (_TICKETS, "| تذكرتان ذهبيتان | 2 × 25 | 60 دينارًا |"),
    (_TICKETS, "| تذكرتان برونزيتان | ٢ × ٨ | ١٨ دينارًا |"),
    (_ROOMS, "| غرفتان مزدوجتان | 2 × 45 | 90 دينارًا |"),
])
def test_a_wrong_total_is_still_caught(ctx, row):
    assert check(_HEAD + row, ctx, query=_Q).hallucination == "hallucinated"
