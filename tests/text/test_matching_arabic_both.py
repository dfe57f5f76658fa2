""""الاثنين" as "the two" and as Monday (text/arabic/dates.py ``_BOTH_BEFORE``).

Grammar: (dual/plural PRONOUN | ال-NOUN in the dual or sound plural) الاثنين — "أنتما الاثنين"، "هما الاثنين"،
"الطرفين الاثنين" — is "the two", in apposition (no weekday). After a day noun, a preposition of time, a weekday or
alone in a list of days ("يوم الاثنين"، "إلى الاثنين"، "الاثنين والثلاثاء") it is Monday, and a Monday the context
does not state is still flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values


def _days(text: str) -> list[str]:
    return [v.unit for v in extract_values(text) if v.kind == "date"]


@pytest.mark.parametrize("before", ["أنتما", "هما", "أنتم", "كلاكما", "الطرفين", "الزوجين", "الشريكين", "المسافرين"])
def test_the_two_in_apposition(before):
    assert _days(f"يشترط حضور {before} الاثنين شخصياً") == []


@pytest.mark.parametrize("text", ["يوم الاثنين", "من الأحد إلى الاثنين", "مغلق الاثنين والثلاثاء",
                                  "الدوام من السبت حتى الاثنين", "موعدك الاثنين القادم", "والاثنين"])
def test_monday_stays_a_day(text):
    assert "weekday:monday" in _days(text)


def test_a_monday_the_context_does_not_state_is_flagged():
    ctx = [{"title": "n.md", "text": "يشترط حضور الطرفين شخصياً إلى المكتب. المكتب مفتوح يومي السبت والأحد فقط."}]
    assert check("يُشترط حضوركما أنتما الاثنين شخصياً إلى المكتب.", ctx).hallucination != "hallucinated"
    assert check("المكتب مفتوح يوم الاثنين.", ctx).hallucination == "hallucinated"
