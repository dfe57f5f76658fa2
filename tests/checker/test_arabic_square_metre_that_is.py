"""Two grammars of an area worked out in Arabic —

THE SQUARE METRE (text.arabic.numbers._SQUARE_AT): a metre's adjective of area after it, in any case and agreement
("١٦ متراً مربعاً"، "متر مربع"، "أمتار مربعة"، in words "ستة عشر متراً مربعاً") is an area, the English "square
metres" — so the product of two lengths is its working (a bare "١٦ متراً" is still a length);
THAT IS AS EQUALS (derive._EQUALS_BEFORE): "أي"/"يعني" right before a figure after written working is its "=" ("٤ × ٤
أمتار، أي ١٦ متراً مربعاً"، "١٢ × ٣٫٥، أي ٤٢ ديناراً"): the working checked as written, a result it does not give
flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values

_CTX = "مساحة البيع للتاجر 4×4 أمتار. المسبح 10 × 5 أمتار. الكبة 3.5 دنانير."
_Q = "كم المساحة؟ وكم سعر 12 كبة؟"


@pytest.mark.parametrize(("text", "amount"), [
    ("١٦ متراً مربعاً", 16.0), ("١٦ متر مربع", 16.0), ("120 أمتار مربعة", 120.0), ("ستة عشر متراً مربعاً", 16.0),
])
def test_the_square_metre_is_an_area(text, amount):
    assert [(u.kind, u.amount, u.unit) for u in extract_values(text)] == [("quantity", amount, "square metre")]


def test_a_metre_alone_is_a_length():
    assert [(u.kind, u.amount, u.unit) for u in extract_values("١٦ متراً")] == [("quantity", 16.0, "meter")]


@pytest.mark.parametrize("answer", [
    "المساحة ٤ × ٤ أمتار، أي ١٦ متراً مربعاً.",
    "المساحة ٤ × ٤ أمتار، أي ستة عشر متراً مربعاً.",
    "المساحة ٤ × ٤ أمتار، يعني ١٦ متر مربع.",
    "المساحة ٤ × ٤ أمتار = ١٦ متراً مربعاً.",
    "المسبح ١٠ × ٥ أمتار، أي ٥٠ متراً مربعاً.",
    "١٢ × ٣٫٥، أي ٤٢ ديناراً.",
])
def test_the_area_and_the_product_worked_out(answer):
    v = check(answer, _CTX, query=_Q)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("answer", [
    "المساحة ٤ × ٤ أمتار، أي ١٨ متراً مربعاً.",
    "المسبح ١٠ × ٥ أمتار، أي ٦٠ متراً مربعاً.",
    "١٢ × ٣٫٥، أي ٤٠ ديناراً.",
    "مساحة المسبح ٦٠ متراً مربعاً.",
])
def test_a_wrong_area_or_product_is_still_flagged(answer):
    assert check(answer, _CTX, query=_Q).hallucination == "hallucinated"
