"""A bare count whose noun a table's header names (checker/frames._count_of_named_noun): "Up to 200 a month" under
"| Transactions included |" is the count of transactions the context gives ("up to 200 transactions a month"), so a swap
of counts between two rows is the swap it is. Rows that keep the context's counts stay clean."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "plans.md", "text": "Ledgerly plans. Starter: £79 per month, up to 50 transactions a month; quarterly VAT "
                                     "returns are not included. Growth: £149 per month, up to 200 transactions a month, with "
                                     "VAT returns included. Extra transactions are charged at 40p each."}]
Q = "How many transactions do Starter and Growth each include?"


def table(starter: int, growth: int, header: str = "Transactions included") -> str:
    return (f"| Plan | Price | {header} |\n|---|---|---|\n| Starter | £79/month | Up to {starter} a month |\n"
            f"| Growth | £149/month | Up to {growth} a month |\n\nExtra transactions are **40p each**.")


@pytest.mark.parametrize("header", ["Transactions included", "Transactions", "Included transactions"])
def test_counts_swapped_between_rows(header):
    assert check(table(200, 50, header), CTX, Q).hallucination == "hallucinated"


@pytest.mark.parametrize("header", ["Transactions included", "Transactions", "Included transactions"])
def test_counts_in_their_rows(header):
    v = check(table(50, 200, header), CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


def test_a_count_with_its_own_noun_is_left_as_read():
    """"10% off (15% off with 10+ titles)": the noun follows the figure; it is not one named elsewhere, and the row is the
    context's own discount tiers."""
    ctx = [{"title": "pull-list.md", "text": "A pull list at Panel & Page Comics is free to open with at least 3 ongoing "
                                             "titles. Pull-list subscribers get 10% off cover price, rising to 15% off with "
                                             "10 or more titles."}]
    text = ("### How this compares with your regular titles\n| Item | Discount |\n|---|---|\n"
            "| Regular pull-list titles | 10% off (15% off with 10+ titles) |\n| Ratio variants | None |")
    v = check(text, ctx, "Do I get my pull-list discount on ratio variants?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]
