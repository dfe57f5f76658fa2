"""A step's number opening a table row's label (checker/lookups.py ``_STEP_AFTER``): "| 2. In-lab study | £950 |"
numbers the row as a list does ("2. …"), no figure of the world. Grammar: | N(.|)) WORD … | with N ≤ 31 in the first
cell. The row's figures are still checked: a wrong price in a numbered row is flagged."""
from __future__ import annotations

import pytest

from groundtest import check

STEPS = [("Initial consultation", 180), ("In-lab study", 950), ("MSLT", 650), ("Follow-up", 120), ("CPAP trial", 140)]
CTX = [{"title": "c.md", "text": "An initial consultation costs £180. An in-lab study costs £950. An MSLT costs £650. "
                                 "A follow-up costs £120. A CPAP trial costs £140."}]


def _table(rows: int, mark: str, wrong: int = -1) -> str:
    lines = ["| Step | Cost |", "|---|---|"]
    for k, (name, price) in enumerate(STEPS[:rows], 1):
        lines.append(f"| {k}{mark} {name} | £{price + (15 if k - 1 == wrong else 0)} |")
    return "Here's the pathway:\n\n" + "\n".join(lines)


@pytest.mark.parametrize("rows", [3, 4, 5])
@pytest.mark.parametrize("mark", [".", ")"])
def test_numbered_rows(rows, mark):
    got = check(_table(rows, mark), CTX)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    assert check(_table(rows, mark, wrong=rows - 1), CTX).hallucination == "hallucinated"
