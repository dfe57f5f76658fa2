"""THE NAMED PRICE OPERAND (checker/derive.py ``Ledger._named_step``, ``_NAMED_PRICE``): an amount one step from the
context's price of a thing the sentence names without writing its price, plus a sum the answer has shown — "Supplement:
£2.50 per person, so a Classic Afternoon Tea would be £17 per person gluten-free" over "Classic Afternoon Tea costs
£14.50 per person". Taken off only where the sentence says so ("with £2 off"). The thing is named by two to five
capitalised words the context prices in one sentence."""
from __future__ import annotations

import pytest

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

ITEMS = [("Classic Afternoon Tea", 14.50), ("Deluxe Afternoon Tea", 22.00), ("Cream Tea Box", 9.75)]
SUPPLEMENT = 2.50


def _ctx(name: str, price: float):
    return [{"title": "menu.md", "text": f"{name} costs £{price:.2f} per person. Gluten-free and vegan versions carry a "
                                        f"supplement of £{SUPPLEMENT:.2f} per person. Members get £2 off any order."}]


@pytest.mark.parametrize(("name", "price"), ITEMS)
@pytest.mark.parametrize("shape", ["Supplement: **£2.50 per person**, so a {name} would be **{x}** per person gluten-free.",
                                   "With the £2.50 supplement, a {name} comes to {x} per person.",
                                   "Add the £2.50 vegan supplement and a {name} is {x} per person."])
def test_the_named_price_plus_the_shown_sum(name, price, shape):
    x = f"£{price + SUPPLEMENT:g}" if (price + SUPPLEMENT) == int(price + SUPPLEMENT) else f"£{price + SUPPLEMENT:.2f}"
    v = check(shape.format(name=name, x=x), _ctx(name, price), "Is it more for gluten-free?")
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize(("name", "price"), ITEMS)
@pytest.mark.parametrize("slip", [1.0, -1.0, -SUPPLEMENT * 2])
def test_a_slipped_sum_is_flagged(name, price, slip):
    x = price + SUPPLEMENT + slip
    v = check(f"Supplement: £2.50 per person, so a {name} would be £{x:.2f} per person gluten-free.", _ctx(name, price), "?")
    assert v.hallucination == "hallucinated", (x, v.findings)


@pytest.mark.parametrize(("name", "price"), ITEMS)
def test_taken_off_only_where_the_sentence_says_so(name, price):
    ok = check(f"With £2 off, members pay £{price - 2:.2f} for a {name}.", _ctx(name, price), "?")
    assert ok.hallucination != "hallucinated", ok.findings


def test_an_unnamed_thing_gives_no_operand():
    v = check("With the £2.50 supplement, a gluten-free tea would be £17 per person.", _ctx("Classic Afternoon Tea", 14.5), "?")
    assert v.hallucination == "hallucinated"


def test_through_score():
    ctx = _ctx("Classic Afternoon Tea", 14.5)
    cases = [Case(id=f"n{k}", type="answerable", expect="answer", query="Gluten-free price?", context=ctx, response=r)
             for k, r in enumerate(["So a Classic Afternoon Tea would be £17 per person gluten-free (the £2.50 supplement).",
                                    "So a Classic Afternoon Tea would be £18 per person gluten-free (the £2.50 supplement)."])]
    ok, bad = score(cases)
    assert not ok.hallucinated and bad.hallucinated
