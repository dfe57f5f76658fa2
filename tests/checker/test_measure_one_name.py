"""THE MEASURE'S ONE NAME (text.arabic.frames._with_measure): a unit's abbreviation and its word name one subject —
"| أول كيلوغرام | 25 درهم |" is the context's "٢٥ درهماً للطرد حتى ١ كغ", not its "٨ دراهم عن كل كيلوغرام إضافي" —
while a price put on the other item's row ("| كل كيلوغرام إضافي | 25 درهم |") is still said of another subject."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_AMANA = ("خدمة «أمانة» لإرسال الطرود داخل المغرب. التعرفة: ٢٥ درهماً للطرد حتى ١ كغ، و٨ دراهم عن كل كيلوغرام إضافي. خدمة "
          "الدفع عند الاستلام متاحة برسم إضافي قدره ١٠ دراهم.")
_Q = "بغيت نصيفط طرد فيه ٤ كيلو بأمانة. شحال غادي يكلفني؟"


def _table(first: str, first_price: str, extra: str) -> str:
    return ("| البند | المبلغ |\n|---|---|\n"
            f"| {first} | {first_price} |\n| {extra} | 24 درهم |\n| خدمة الدفع عند الاستلام | 10 دراهم |\n"
            "| **المجموع** | **59 درهماً** |")


@pytest.mark.parametrize("first", ["أول كيلوغرام", "أول كغ", "الكيلوغرام الأول"])
def test_the_first_kilo_at_its_price_passes(first):
    assert check(_table(first, "25 درهم", "3 كيلوغرامات إضافية × 8 دراهم"), _AMANA, query=_Q).hallucination != "hallucinated"


def test_the_price_on_the_other_items_row_is_caught():
    r = _table("كل كيلوغرام إضافي", "25 درهم", "3 كيلوغرامات إضافية × 8 دراهم")
    assert check(r, _AMANA, query=_Q).hallucination == "hallucinated"


def test_score_reads_it(tmp_path):
    rows = [{"id": "kg", "type": "answerable", "expect": "answer", "query": _Q, "context": [{"title": "amana.md", "text": _AMANA}],
             "response": _table("أول كيلوغرام", "25 درهم", "3 كيلوغرامات إضافية × 8 دراهم")}]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"kg": False}
