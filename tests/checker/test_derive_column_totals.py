"""A total row that totals several columns at once (checker/derive.py ``Ledger._listed``): each total is its own
column's sum. Before, a second column's total was never checked: the row's other total counted as "something else the
line computes", and the header's "× 3" (naming a column) as the row multiplying. Grammar: | Total-label | SUM(col 1) |
SUM(col 2) | … — a wrong sum in any column is flagged, whatever the header says; correct sums pass."""
from __future__ import annotations

import pytest

from groundtest import check

ITEMS = [("Standard service", 65), ("Document check", 25), ("Return delivery", 10)]
HEADS = [("Per application", "× {n}"), ("Each", "For {n}"), ("One person", "{n} people")]


def _ctx() -> list[dict]:
    return [{"title": "s.md", "text": "Standard service costs £65 per application. Our document check costs £25 per "
                                      "application. Return delivery costs £10 per application."}]


def _table(n: int, rows: int, head: tuple[str, str], off: int = 0) -> str:
    items = ITEMS[:rows]
    lines = [f"| | {head[0]} | {head[1].format(n=n)} |", "|---|---|---|"]
    lines += [f"| {name} | £{p} | £{p * n} |" for name, p in items]
    one, all_ = sum(p for _, p in items), sum(p for _, p in items) * n + off
    lines.append(f"| **Total** | **£{one}** | **£{all_}** |")
    return "Here's the total:\n\n" + "\n".join(lines)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("rows", [2, 3])
@pytest.mark.parametrize("head", HEADS)
def test_each_column_total_is_checked(n, rows, head):
    q = f"There are {n} of us applying together. What would it all come to?"
    got = check(_table(n, rows, head), _ctx(), q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    bad = check(_table(n, rows, head, off=-10), _ctx(), q)
    assert bad.hallucination == "hallucinated"
    assert any("add up to" in f.notes for f in bad.findings if f.severity == "critical")
