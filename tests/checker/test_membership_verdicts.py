"""THE MEMBERSHIP VERDICT: "your placement ended after 9 weeks, so it falls within that early period, and your rematch
is free" over "If a placement ends within the first 8 weeks, we offer one free rematch" (thresholds._MEMBERSHIP, the
ceiling "within/in/during the first N", and the user's figure kept as theirs when the question words it with a
limit's marker, "has ended after 9 weeks"). Inside the bound it is right; past it, a contradiction by derivation. A
sentence that restates a range of its own ("£10,000 is within the £300–£15,000 range") is judged against that range,
not against another bound."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.checker.thresholds import context_limits

_CTX = [{"title": "rematch.md", "text": "If a placement ends within the first 8 weeks, we offer one free rematch. After 8 weeks "
                                        "a rematch costs £150. Either side must give 2 weeks' notice to end a placement."}]


def _case(n: int, verdict: str) -> tuple[str, str]:
    q = f"Our au pair placement has ended after {n} weeks. Do we get a free rematch?"
    a = f"Your placement ended after **{n} weeks**, so it {verdict}, and your **rematch is free**."
    return q, a


@pytest.mark.parametrize("verdict", ["falls within that early period", "falls inside that window", "is within that period",
                                     "is still within the early window"])
@pytest.mark.parametrize("n", [3, 5, 7, 9, 10, 12, 20])
def test_a_membership_verdict_is_read_against_the_bound(n, verdict):
    q, a = _case(n, verdict)
    v = check(a, _CTX, q)
    assert (v.hallucination == "hallucinated") is (n > 8), [(f.rule, f.content) for f in v.findings]
    if n > 8:
        assert any(f.rule == "threshold" and f.severity == "critical" for f in v.findings)


@pytest.mark.parametrize("lead", ["within the first", "in the first", "during the first", "within your first"])
def test_within_the_first_is_a_ceiling(lead):
    lims = context_limits(f"If a placement ends {lead} 8 weeks, we offer one free rematch.")
    assert [(lim.raw, lim.side) for lim in lims] == [("8 weeks", "ceiling")]


def test_a_restated_range_is_the_bound_it_means():
    ctx = [{"title": "loans.md", "text": "Riverside lends from £300 to £15,000. The Family loan, for amounts up to £1,500, "
                                         "costs 26.8% APR. Our standard loan costs 12.9% APR."}]
    a = "The **standard loan** costs **12.9% APR**, and £10,000 is within the £300–£15,000 range Riverside lends."
    v = check(a, ctx, "What rate on a £10,000 car loan?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]
