"""The two rates, their Wilson intervals, counts by type, and the gate."""
from __future__ import annotations

import pytest

from groundtest.model import Result
from groundtest.settings import Budgets
from groundtest.summary import summarize, wilson


def res(id: str, type: str = "answerable", expect: str = "answer", hall: bool = False, over: bool = False,
        tags: list[str] | None = None, **kw) -> Result:
    return Result(id, type, expect, over, hall, over, [], [], "hallucinated" if hall else "clean", [], None, {}, tags or [], **kw)


def test_wilson_matches_known_values() -> None:
    lo, hi = wilson(1, 10)
    assert lo == pytest.approx(0.01788, abs=1e-4) and hi == pytest.approx(0.40416, abs=1e-4)
    assert wilson(0, 0) == (0.0, 0.0)
    assert wilson(0, 50)[0] == 0.0 and wilson(50, 50)[1] == pytest.approx(1.0)


def test_rates_use_their_own_denominators() -> None:
    results = [res("a", hall=True), res("b", over=True), res("c"), res("d", "unanswerable", "abstain")]
    s = summarize(results, Budgets(max_hallucination_rate=0.5, max_over_refusal_rate=0.5))
    assert s.cases == 4 and s.hallucination_rate == 0.25
    assert s.answer_expected == 3 and s.over_refusal_rate == pytest.approx(1 / 3)
    assert s.by_type["answerable"].n == 3 and s.by_type["unanswerable"].n == 1
    assert s.passed and s.failures == []


def test_each_budget_fails_the_gate_with_a_reason() -> None:
    results = [res(str(i)) for i in range(60)] + [res("h", hall=True), res("o", over=True)]
    s = summarize(results, Budgets(max_hallucination_rate=0.02, max_over_refusal_rate=0.01))
    assert s.failures == ["over-refusal rate 1.6% (1/62) exceeds budget 1.0%"]
    s2 = summarize(results, Budgets(max_hallucination_rate=0.01, max_over_refusal_rate=0.5))
    assert s2.failures == ["hallucination rate 1.6% (1/62) exceeds budget 1.0%"]
    assert summarize(results).passed


def test_bait_hallucination_fails_even_within_rate_budget() -> None:
    results = [res(str(i)) for i in range(99)] + [res("b", "unanswerable", "abstain", hall=True, tags=["bait"])]
    s = summarize(results, Budgets(max_hallucination_rate=0.05))
    assert not s.passed and s.failures == ["1 bait case(s) hallucinated; budget 0"]


def test_per_type_failure_limit() -> None:
    results = [res("u", "unanswerable", "abstain", hall=True)] + [res(str(i)) for i in range(99)]
    s = summarize(results, Budgets(max_hallucination_rate=0.05, max_failures={"unanswerable": 0}))
    assert s.failures == ["unanswerable: 1 failing case(s) exceed the limit of 0"]


def test_small_types_warn() -> None:
    s = summarize([res("a"), res("b", "partial", "partial")])
    assert any("partial (1: one case = 100%)" in w for w in s.warnings)


def test_excluded_judge_errors_leave_the_rates() -> None:
    results = [res("a"), res("b", judge_error=True, excluded=True)]
    s = summarize(results)
    assert s.cases == 1 and s.judge_errors == 1 and s.excluded == 1 and s.hallucination_rate == 0.0
    assert "1 judge error(s), excluded from the rates" in s.warnings


def test_incomplete_budget() -> None:
    results = [res("a", incomplete=True), res("b")]
    s = summarize(results, Budgets(max_incomplete_rate=0.1))
    assert s.incomplete == 1 and s.failures == ["incomplete rate 50.0% (1/2) exceeds budget 10.0%"]
