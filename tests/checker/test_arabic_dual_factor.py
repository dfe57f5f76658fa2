"""THE DUAL AS A FACTOR (`derive._dual_factors`): an Arabic dual written right after or before a multiplication sign
("١٤٠ × ليلتين"، "١٥ × ٤ أشخاص × ليلتين"، "تذكرتين × ٢٥") counts two of its noun, an operand of the working read as
2 — in a sentence ("= ٢٨٠ ديناراً") and in a table row's working cell beside the result's cell, where the cell's bare
figure is the context's price (a count of people beside it is a factor as a bare count is). A result the working does
not give stays flagged, as does a working with the wrong price, a price per person times the dual with no count of people
(the people left out, as `Ledger._dual_priced` reads it), and a broken plural in -ان ("٣ أسنان × ٣٥٠") is no dual."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_CAMP = "الكبسولة العائلية 140 ديناراً لليلة. العشاء البدوي 15 ديناراً للشخص. التذكرة 25 ديناراً."
_Q = "سنكون أربعة أشخاص لليلتين. كم المجموع؟"
_HEAD = "| البند | الحساب | المبلغ |\n|---|---|---|\n"


@pytest.mark.parametrize("answer", [
    "الكبسولة: ١٤٠ × ليلتين = ٢٨٠ ديناراً.",
    "الكبسولة: ليلتين × ١٤٠ = ٢٨٠ ديناراً.",
    "التذاكر: ٢٥ × تذكرتين = ٥٠ ديناراً.",
    "العشاء: ١٥ × ٤ أشخاص × ليلتين = ١٢٠ ديناراً.",
    _HEAD + "| الكبسولة العائلية | ١٤٠ × ليلتين | ٢٨٠ ديناراً |",
    _HEAD + "| العشاء البدوي | ١٥ × ٤ أشخاص × ليلتين | ١٢٠ ديناراً |",
    _HEAD + "| التذاكر | 25 × تذكرتين | 50 ديناراً |",
])
def test_the_dual_is_two(answer):
    v = check(answer, _CAMP, query=_Q)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("answer", [
    "الكبسولة: ١٤٠ × ليلتين = ٣٠٠ ديناراً.",
    "الكبسولة: ١٤٠ × ليلتين = ٤٢٠ ديناراً.",  # three nights' price
    _HEAD + "| الكبسولة العائلية | ١٤٠ × ليلتين | ٤٢٠ ديناراً |",
    _HEAD + "| العشاء البدوي | ١٥ × ٤ أشخاص × ليلتين | ٦٠ ديناراً |",  # the dual left out
    _HEAD + "| العشاء البدوي | ١٥ × ٤ أشخاص × ليلتين | ١٨٠ ديناراً |",
    _HEAD + "| الكبسولة العائلية | ١٥٠ × ليلتين | ٣٠٠ ديناراً |",  # a price the context does not give
    "العشاء: ١٥ × ليلتين = ٣٠ ديناراً.",  # a price per person: the people left out
])
def test_a_wrong_result_is_still_caught(answer):
    assert check(answer, _CAMP, query=_Q).hallucination == "hallucinated"
