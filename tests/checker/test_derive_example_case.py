"""A case an "Example" section sets up with an indefinite subject (checker/derive.py ``Ledger.example``, ``_CASE_OPENING``).

Grammar: under an Example heading, CASE := "A/An" NOUN-PHRASE "at" PRICE … CONSEQUENCE — the price is the writer's
supposition (an operand), what it leads to is checked: £p less the context's 10% is £0.9p. Wrong neighbours: the
consequence computed wrong, the same sentence outside an Example section, and a price stated with its verb
("A session costs £62": the rule's price, not a case) stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "packages.md", "text": "Students with a valid student card receive 10% off single sessions, "
                                        "but the discount does not apply to blocks."}]
QUERY = "Do students get a discount?"
LEAD = "With a valid student card, you get **10% off** single sessions.\n\n"


def _flagged(text: str) -> bool:
    return check(text, CTX, QUERY).hallucination == "hallucinated"


@pytest.mark.parametrize(("noun", "price"), [("sports massage", 62), ("single session", 50), ("short session", 35),
                                             ("long session", 80)])
def test_an_example_case_and_its_right_consequence(noun, price):
    text = f"{LEAD}### Example\n- A {noun} at £{price} would cost a student **£{price * 0.9:.2f}**.\n"
    assert not _flagged(text), text


@pytest.mark.parametrize(("noun", "price"), [("sports massage", 62), ("single session", 50)])
def test_wrong_neighbours_stay_flagged(noun, price):
    wrong = f"{LEAD}### Example\n- A {noun} at £{price} would cost a student **£{price * 0.8:.2f}**.\n"
    assert _flagged(wrong), wrong
    outside = f"{LEAD}- A {noun} at £{price} would cost a student **£{price * 0.9:.2f}**.\n"
    assert _flagged(outside), outside
    stated = f"{LEAD}### Example\n- A {noun} costs £{price}, so a student pays **£{price * 0.9:.2f}**.\n"
    assert _flagged(stated), stated
