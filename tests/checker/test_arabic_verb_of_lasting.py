"""THE VERB OF LASTING (text.arabic.numbers.DURATION_LEADS): a verb that says how long a thing takes ("ويستغرق ساعة
تقريباً"، "تدوم أسبوعاً") is a word of duration, so its bare singular noun is one of it — in the context and in the
answer, with و before the lead and markup between it and the noun ("ومدتها **ساعة**"). Two activities of an hour
each then take two hours together; three hours is still a quantity the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

CTX = [{"title": "الأنشطة.md", "text": "مسار «السمّاق» دائري طوله ٢ كم ويستغرق ساعة تقريباً، ورسومه ٧ دنانير للشخص. "
                                        "ورشة صناعة الصابون رسومها ١٠ دنانير للشخص ومدتها ساعة."}]
Q = "بدنا مسار قصير وورشة الصابون. كم بياخذوا وقت؟"


@pytest.mark.parametrize("text", ["ويستغرق ساعة تقريباً", "ومدتها ساعة.", "يستغرق **ساعة تقريباً**", "مدتها **ساعة**"])
def test_one_hour(text):
    assert [(v.amount, v.unit) for v in extract_values(text) if v.kind == "quantity"] == [(60.0, "minute")]


@pytest.mark.parametrize("text", ["يستغرق الساعة", "لمدة سنة 2019"])
def test_not_one_of_it(text):
    assert [v for v in extract_values(text) if v.kind == "quantity"] == []


@pytest.mark.parametrize("total,ok", [("ساعتين", True), ("3 ساعات", False), ("أربع ساعات", False)])
def test_two_hours_together(total, ok):
    r = f"مسار السمّاق يستغرق **ساعة تقريباً**، وورشة الصابون مدتها **ساعة**. والنشاطان معاً يستغرقان نحو {total}."
    v = check(r, CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v
