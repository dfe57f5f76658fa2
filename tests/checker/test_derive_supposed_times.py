"""A point in time a conditional clause supposes (checker/derive.py ``Ledger.example``, ``_supposed_time_judged``).

Grammar: if CLAUSE in N UNIT('s) (time|from now) , JUDGEMENT — "if something wasn't right in five months' time, it
would still be within the six-month guarantee": the user's case, supposed, where the judgement holds against the
bound the sentence names (within/still/covered: N at most the bound; outside/past/no longer: N past it). A judgement
that does not hold leaves the figure unsupported (flagged)."""
from __future__ import annotations

import pytest

from groundtest import check

WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 7: "seven", 8: "eight", 10: "ten", 11: "eleven"}
BOUNDS = [(6, "six-month", "months"), (12, "twelve-month", "months"), (3, "three-month", "months")]


def _ctx(b: int) -> list[dict]:
    return [{"title": "g.md", "text": f"Our workmanship is guaranteed for {b} months. Later cancellations cost £30."}]


def _text(n: int, adj: str, unit: str, inside: bool) -> str:
    concl = f"it would still be within the {adj} guarantee" if inside else f"it would be outside the {adj} guarantee"
    return (f"Fixwell's workmanship is guaranteed. So if the job was done today and something wasn't right in "
            f"{WORDS[n]} {unit}' time, {concl}.")


@pytest.mark.parametrize(("b", "adj", "unit"), BOUNDS)
@pytest.mark.parametrize("n", sorted(WORDS))
def test_the_judgement_decides(b, adj, unit, n):
    if n == b:
        pytest.skip("the bound itself is the context's own figure")
    right_inside = n <= b
    assert check(_text(n, adj, unit, right_inside), _ctx(b)).hallucination != "hallucinated"
    assert check(_text(n, adj, unit, not right_inside), _ctx(b)).hallucination == "hallucinated"
