"""A row whose label glosses a percentage (checker/frames._share_row): "| Online surcharge (3%) | — | £15 |" works out
3% of the hammer price; its £15 is no price of the context's restated ("overseas postage is from £15"), so no qualifier
is dropped. The share is still checked as arithmetic; a price of the context's, stated without its "from", still is a
qualifier dropped."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "terms.md", "text": "The buyer's premium is 20% of the hammer price, plus VAT on the premium. Bidding online "
                                     "adds a 3% surcharge to the hammer price."},
       {"title": "delivery.md", "text": "UK postage is £6 per parcel, sent tracked; overseas postage is from £15."}]
Q = "What extra will I pay if my lot sells for £500?"
HEAD = "| Item | Absentee | Online |\n|---|---|---|\n| Hammer price | £500 | £500 |\n| Buyer's premium (20%) | £100 + VAT | £100 + VAT |\n"


@pytest.mark.parametrize("row", ["| Online surcharge (3%) | — | £15 |", "| Surcharge (3%) | none | £15 |"])
def test_a_share_row_restates_no_price(row):
    v = check(HEAD + row + "\n| UK postage | £6 | £6 |", CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]


@pytest.mark.parametrize("text", [HEAD + "| Online surcharge (3%) | — | £25 |\n| UK postage | £6 | £6 |",
                                  HEAD + "| Online surcharge (3%) | — | £15 |\n| Overseas postage | £15 | £15 |"])
def test_a_wrong_share_or_a_dropped_from_is_flagged(text):
    assert check(text, CTX, Q).hallucination == "hallucinated"
