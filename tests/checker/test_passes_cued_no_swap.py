"""An Arabic sentence with an out-of-date cue sets an old figure beside the current one: it is not read for a value said
of another subject (as the English frames pass leaves a cued sentence unread), the old figure being the value rule's
business. A sentence with no cue is still read for a swap, and the old figure stated as current is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_CTX = [{"title": "hours-2024.md", "text": "مواعيد الزيارة: من الثلاثاء إلى الأحد من ٩ صباحاً حتى ٦ مساءً.", "status": "superseded"},
        {"title": "hours-2025.md", "status": "current",
         "text": "المواعيد المعتمدة حالياً: من الثلاثاء إلى الأحد من ٩ صباحاً حتى ٥ مساءً، ويُغلق شباك التذاكر الساعة ٤:١٥ مساءً."}]
_Q = "متى تفتح المغارة وتغلق هذه الأيام؟"
_OPEN = "تفتح المغارة من الثلاثاء إلى الأحد من 9 صباحاً حتى 5 مساءً، ويُغلق شباك التذاكر الساعة 4:15 مساءً."


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["بعض المصادر القديمة تذكر", "في النسخة السابقة كان", "الجدول القديم يذكر"]),
       st.sampled_from(["لكن المعتمد حالياً هو", "أما المواعيد المعتمدة حالياً فهي حتى"]))
def test_a_cued_sentence_is_not_read_for_a_swap(cue, now):
    right = f"{_OPEN} ملاحظة: {cue} الإغلاق الساعة 6 مساءً، {now} 5 مساءً."
    assert check(right, _CTX, query=_Q).hallucination != "hallucinated"


def test_wrong_neighbours_still_flagged():
    # the old closing hour said as current
    assert check("تفتح المغارة من 9 صباحاً حتى 6 مساءً.", _CTX, query=_Q).hallucination == "hallucinated"
    # with no cue, the ticket office given the cave's closing hour is still a swap
    assert check(f"{_OPEN} ويُغلق شباك التذاكر الساعة 5 مساءً.", _CTX, query=_Q).hallucination == "hallucinated"
