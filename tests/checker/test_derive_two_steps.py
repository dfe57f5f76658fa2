"""Two-step working rests on figures the reader sees (checker/derive.py ``Ledger._derive``): a second step may take
its operand from the context unseen only after a first step of shown figures (never two figures the answer never
names, "(£65 + £20) × 8"), and money is added to or taken from money only (a product of two counts, "10 or more"
× "10%", is no amount); "3 tickets at £12" multiplies. Each both ways: the right working passes."""
from __future__ import annotations

import pytest

from groundtest import check

CTX = ("Arrive & Drive: a 15-minute session costs £25. The Grand Prix package is £{p} per driver, with a minimum of "
       "{m} drivers. Junior kart sessions cost £{j} for 12 minutes. Groups of 10 or more drivers get 10% off.")


def _value_flags(verdict) -> list:
    return [f for f in verdict.findings if f.severity == "critical" and f.rule == "value"]


@pytest.mark.parametrize("p,m,j,n", [(65, 8, 20, 12), (75, 8, 20, 12), (65, 6, 25, 12)])
def test_a_group_total_after_its_discount(p, m, j, n):
    ctx = [{"title": "s.md", "text": CTX.format(p=p, m=m, j=j)}]
    q = f"We're a group of {n} for the Grand Prix package. How much altogether?"
    gross = n * p
    net = gross - gross // 10
    head = f"- Grand Prix package: **£{p} per driver**\n- {n} drivers × £{p} = **£{gross}**\n- Groups of **10 or more** get **10% off**.\n"
    assert not _value_flags(check(head + f"- **Total after discount: £{net}**", ctx, q))
    wrongs = [(p + j) * m] + ([gross - 100] if p == 65 else [])  # two unseen figures' coincidence; 10 × 10 off money
    for wrong in wrongs:
        assert _value_flags(check(head + f"- **Total after discount: £{wrong}**", ctx, q)), wrong
