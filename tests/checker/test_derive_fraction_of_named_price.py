"""THE FRACTION OF A NAMED PRICE (checker.derive.Ledger._part_of_named_price), the English twin of the Arabic "أي نصف
سعر البالغ": "Children pay 90 QAR, half the adult price" — the amount before the fraction word, as that share of the
price the context states for the thing named — right, and the wrong share or the wrong thing named."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "tickets.md", "text": "Adult tickets are 180 QAR. Children pay 90 QAR. Seniors pay 120 QAR."}]


@pytest.mark.parametrize("response", ["Child: 90 QAR, half the adult price.",
                                      "Children pay 90 QAR, which is half the adult price.",
                                      "Seniors pay 120 QAR, two-thirds of the adult price."])
def test_the_share_holds(response):
    assert check(response, _CTX, "How much are tickets?").hallucination != "hallucinated"


@pytest.mark.parametrize("response", ["Children pay 90 QAR, a third of the adult price.",
                                      "Seniors pay 120 QAR, half the adult price.",
                                      "Children pay 90 QAR, half the senior price."])
def test_the_wrong_share_or_price(response):
    assert check(response, _CTX, "How much are tickets?").hallucination == "hallucinated"
