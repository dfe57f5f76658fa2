"""THE METRIC STEP (derive.Working.gives): written working whose operand is in grams, millilitres or metres and whose
result is put in kilograms, litres or kilometres ("١٢ كبة × ١٠٠ غرام = ١٫٢ كيلوغرام"، "٤ عبوات × ٢٥٠ مل = ١ لتر") gives
the result in the result's unit. A result the total does not give in that unit stays flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_CTX = "كبّة صوف الأغنام البلدي (100 غرام) بسعر 3.5 دنانير. عبوة العصير 250 مل. طول اللفة 500 متر."
_Q = "أريد 12 كبة و4 عبوات و3 لفات."


@pytest.mark.parametrize("answer", [
    "١٢ كبة × ١٠٠ غرام = ١٫٢ كيلوغرام من الصوف.",
    "12 كبة × 100 غرام = 1.2 كغ من الصوف.",
    "٤ عبوات × ٢٥٠ مل = ١ لتر.",
    "٣ لفات × ٥٠٠ متر = ١٫٥ كم.",
])
def test_the_total_in_the_results_unit(answer):
    v = check(answer, _CTX, query=_Q)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("answer", [
    "١٢ كبة × ١٠٠ غرام = ١٫٥ كيلوغرام من الصوف.",
    "٤ عبوات × ٢٥٠ مل = ٢ لتر.",
    "٣ لفات × ٥٠٠ متر = ٢ كم.",
])
def test_another_result_is_flagged(answer):
    assert check(answer, _CTX, query=_Q).hallucination == "hallucinated"
