"""THE POSTPOSED BOUND after a figure in words (text.arabic.frames._postposed): a bound word right after an earlier figure
written in words ("ساعة واحدة كحد أدنى و٣ ساعات يومياً كحد أقصى") is that figure's, as after digits ("100 درهم حدًا أدنى
و1,000 درهم حدًا أقصى"), not a bound of the next figure — so "٣ ساعات" keeps its own maximum. A figure the claim gives
as a minimum where the context gives a maximum is still caught."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.frames import bound_of
from groundtest.text.matching import extract_values

_CTX = "يُسمح بحجز الملعب ساعة واحدة كحد أدنى، ولا يتجاوز الحجز ٣ ساعات يومياً لكل حساب. رسم الحجز ١٥٠ ريالاً للساعة."


@pytest.mark.parametrize(("text", "want"), [
    ("ساعة واحدة كحد أدنى و٣ ساعات يومياً كحد أقصى", [("ساعة واحدة", "min"), ("٣ ساعات", "max")]),
    ("ساعتين حدًا أدنى و٥ ساعات حدًا أقصى", [("ساعتين", "min"), ("٥ ساعات", "max")]),
    ("بحد أدنى ٣ ساعات", [("٣ ساعات", "min")]),
])
def test_bound_of(text, want):
    assert [(v.raw, bound_of(text, v)) for v in extract_values(text)] == want


@pytest.mark.parametrize(("response", "ok"), [
    ("**حدود الحجز:** ساعة واحدة كحد أدنى و٣ ساعات يومياً كحد أقصى لكل حساب، والرسم ١٥٠ ريالاً للساعة.", True),
    ("**حدود الحجز:** ساعة واحدة كحد أقصى و٣ ساعات يومياً كحد أدنى لكل حساب، والرسم ١٥٠ ريالاً للساعة.", False),
])
def test_check(response, ok):
    got = check(response, _CTX, "كم ساعة أقدر أحجز الملعب؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
