"""THE BOTH TOGETHER (text.arabic.dates._BOTH_AFTER): "الاثنين" followed by what takes the two together ("فتقدر تحضر
الاثنين في نفس اليوم"، "جرّب الاثنين معاً") is "both", the verb's object — no Monday. After يوم or كل it is still Monday,
and a Monday the context does not give is still flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

CTX = [{"title": "الفعاليات.md", "text": "مسرح الطفل في حديقة أبها العامة يومياً الساعة ٦ مساءً بتذكرة ٢٥ ريالاً، وعرض الفلكلور "
                                          "العسيري في قرية المفتاحة يومي الجمعة والسبت الساعة ٩ مساءً بتذكرة ٤٠ ريالاً."}]
Q = "أقدر أحضر مسرح الطفل والفلكلور؟"


def _weekdays(text):
    return [v.unit for v in extract_values(text) if v.kind == "date"]


@pytest.mark.parametrize("text", ["فتقدر تحضر الاثنين في نفس اليوم", "جرب الاثنين معاً", "خذ الاثنين في الوقت نفسه"])
def test_both_is_no_monday(text):
    assert "weekday:monday" not in _weekdays(text)


@pytest.mark.parametrize("text", ["المتحف مغلق الاثنين", "يوم الاثنين معًا", "يفتح الاثنين في الساعة 9"])
def test_monday_still(text):
    assert "weekday:monday" in _weekdays(text)


@pytest.mark.parametrize("tail,ok", [("فتقدر تحضر الاثنين في نفس اليوم يوم الجمعة أو السبت.", True),
                                     ("فتقدر تحضرهما يوم الاثنين.", False)])
def test_through_check(tail, ok):
    r = f"مسرح الطفل (6 م) وعرض الفلكلور (9 م) لا يتعارضان، {tail}"
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
