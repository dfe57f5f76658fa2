"""A ROW LABELLED WHAT IS PAID AT ONE TIME SUMS THE ROWS ABOVE IT (checker.derive._DUE_LABEL, _TIMES_LABEL).

"| 2 weeks × £12 per week | £24 |" names its product (the label multiplies the rate out: no rate of the bill), and
"| **Paid up front** | **£74** |" under it and the deposit's row is their sum, as a "Total" row is; a wrong sum is
caught under either label."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_CTX = [{"title": "hire.md", "text": "We hire out dehumidifiers at £12 per week, with a minimum hire of 2 weeks. A "
         "refundable £50 deposit is taken on each dehumidifier."}]
_ROWS = "| | |\n|---|---|\n| 2 weeks × £12 per week | £24 |\n| Refundable deposit | £50 |\n"


@pytest.mark.parametrize("label,amount,want", [("**Paid up front**", "£74", False), ("Due today", "£74", False),
                                               ("**Total**", "£74", False), ("**Paid up front**", "£84", True),
                                               ("**Total**", "£84", True)])
def test_the_row_paid_at_once_is_the_sum(label, amount, want):
    v = check(_ROWS + f"| {label} | **{amount}** |", _CTX, "Can I hire a dehumidifier for 10 days?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_sum(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Can I hire a dehumidifier?", "context": _CTX,
             "response": _ROWS + f"| **Paid up front** | **{a}** |"} for i, a in (("ok", "£74"), ("bad", "£84"))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"ok": False, "bad": True}
