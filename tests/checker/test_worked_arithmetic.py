"""The answer's own worked arithmetic (checker/derive.py): a ledger of established values in reading order. A value is
established when the context or the user states it, when the answer sets it up as its case (a supposition), or when it
is the result of working whose operands are established and whose arithmetic holds; results are reused later. Each
class is tested with generated neighbours (other words, numbers, orders) that must pass, and wrong neighbours (an
off-by-one result, a digit swap, a wrong operand, the rule's price restated otherwise) that must stay flagged."""
from __future__ import annotations

import pytest

from groundtest import check


def _value_flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


def _flagged(verdict, raw: str) -> bool:
    return any(raw in f.content for f in _value_flags(verdict))


def _money(x: float) -> str:
    return f"£{x:,.2f}".replace(".00", "")


# ---------------------------------------------------------------- a conditional clause sets up the case
SELL_CTX = ("Sellers' commission is {c}% of the hammer price, with a minimum of £40 per lot. Catalogue photography "
            "costs £{f} per lot. Sellers are paid 35 days after the sale.")
CASES = ["If your painting sells for a hammer price of {p}:", "If the lot goes for {p}:", "Suppose your vase sells for {p}:",
         "If you sell a piece at **{p}**:"]


@pytest.mark.parametrize("c,f,price", [(15, 12, 2000), (10, 8, 650), (12, 15, 1250), (20, 9, 480)])
@pytest.mark.parametrize("case", CASES)
def test_a_supposed_sale_worked_through(c, f, price, case):
    ctx = [{"title": "selling.md", "text": SELL_CTX.format(c=c, f=f)}]
    q = "What will selling through you cost me?"
    com = price * c / 100
    total = com + f

    def answer(com_=com, total_=total, left=price - total):
        return (f"### Example\n{case.format(p=_money(price))}\n- Commission: {_money(com_)}\n- Photography: £{f}\n"
                f"- **Total deductions: {_money(total_)}**, leaving you **{_money(left)}**")
    assert not _value_flags(check(answer(), ctx, q))
    assert _flagged(check(answer(com_=com + 1, total_=com + 1 + f, left=price - com - 1 - f), ctx, q), _money(com + 1))
    assert _flagged(check(answer(left=price - total + 1), ctx, q), _money(price - total + 1))
    assert _flagged(check(answer(total_=total + 1, left=price - total - 1), ctx, q), _money(total + 1))


@pytest.mark.parametrize("said", ["If you book now you pay £{x}.", "If you hire it for £{x} an hour, that's fine.",
                                  "If your order is over £{x}, delivery is free.", "If you're a member, the fee is £{x}."])
@pytest.mark.parametrize("x", [37, 145])
def test_a_rule_in_a_conditional_is_no_supposition(said, x):
    ctx = [{"title": "fees.md", "text": "Membership costs £30 a year. Delivery is free on orders over £50. Hire is £25 an hour."}]
    assert _flagged(check(said.format(x=x), ctx, "How much is it?"), f"£{x}")
