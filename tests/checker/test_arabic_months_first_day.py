"""THE MONTH'S FIRST DAY (checker.derive.Ledger._month_reasoned): a span counted from the start of a supported day's own
month up to it — "من 1 إلى 15 مايو: 15 يوماً" under the question's 15 May — holds its first day; another day, or the
first of a month no supported day falls in, is still a date the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "شروط-العقد.md", "text": "تُضمن أعمال الإصلاح لمدة ٩٠ يوماً من تاريخ الزيارة."}]
Q = "أصلح الفني المكيف يوم ١ مارس ٢٠٢٦، ورجع نفس العطل يوم ١٥ مايو ٢٠٢٦. هل الإصلاح مضمون؟"
R = """1. **تاريخ الزيارة:** 1 مارس 2026.
2. **تاريخ تكرر العطل:** 15 مايو 2026.
3. **المدة بينهما:**
   - من 1 مارس إلى 31 مارس: 30 يوماً
   - أبريل كاملاً: 30 يوماً
   - {span}: 15 يوماً
   - **المجموع: 75 يوماً**

**النتيجة:** 75 يوماً أقل من 90، إذن العطل تكرر داخل فترة الضمان."""


@pytest.mark.parametrize("span,ok", [("من 1 إلى 15 مايو", True), ("من 1 مايو إلى 15 مايو", True),
                                     ("من 2 إلى 15 مايو", False), ("من 1 إلى 15 يونيو", False)])
def test_the_first_of_the_days_month(span, ok):
    v = check(R.format(span=span), CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
