"""The summary of a run: two rates with Wilson intervals, counts by type, and the gate (DESIGN §3)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable

from .model import CASE_TYPES, Result
from .settings import Budgets

#: failing cases kept in the summary for the report (all are counted; memory stays flat)
MAX_LISTED = 200
#: judge errors excluded from the rates (``--judge-errors exclude``) named one per warning line
MAX_EXCLUDED_LISTED = 10


def wilson(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """95% Wilson score interval for k successes out of n (``(0, 0)`` when n is 0)."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if k == 0 else max(0.0, centre - half)
    hi = 1.0 if k == n else min(1.0, centre + half)
    return (lo, hi)


@dataclass(slots=True)
class TypeCounts:
    n: int = 0
    answer_expected: int = 0
    hallucinated: int = 0
    over_refused: int = 0
    incomplete: int = 0
    uncertain: int = 0

    def to_dict(self) -> dict[str, int]:
        return {
            "n": self.n,
            "hallucinated": self.hallucinated,
            "over_refused": self.over_refused,
            "incomplete": self.incomplete,
            "uncertain": self.uncertain,
        }


@dataclass(slots=True)
class FailingCase:
    id: str
    type: str
    hallucinated: bool
    over_refused: bool
    hallucination: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": self.type,
            "hallucinated": self.hallucinated,
            "over_refused": self.over_refused,
            "hallucination": self.hallucination,
            "reason": self.reason,
        }


@dataclass(slots=True)
class Summary:
    """Everything a report renders."""

    cases: int
    hallucinated: int
    over_refused: int
    answer_expected: int
    incomplete: int
    uncertain: int
    bait: int
    bait_hallucinated: int
    judge_errors: int
    excluded: int
    hallucination_rate: float
    hallucination_ci: tuple[float, float]
    over_refusal_rate: float
    over_refusal_ci: tuple[float, float]
    incomplete_rate: float
    by_type: dict[str, TypeCounts]
    budgets: Budgets
    passed: bool
    failures: list[str]
    warnings: list[str]
    failing: list[FailingCase]
    failing_total: int
    usage: dict[str, float] = field(default_factory=dict)
    judge: str | None = None
    #: the cases judged ``uncertain`` (first MAX_LISTED): for review, not failures unless gated
    uncertain_cases: list[FailingCase] = field(default_factory=list)

    @property
    def uncertain_rate(self) -> float:
        return self.uncertain / self.cases if self.cases else 0.0

    def to_dict(self) -> dict[str, Any]:
        """The JSON summary (DESIGN §3)."""
        return {
            "cases": self.cases,
            "hallucination_rate": self.hallucination_rate,
            "hallucination_rate_ci95": list(self.hallucination_ci),
            "over_refusal_rate": self.over_refusal_rate,
            "over_refusal_rate_ci95": list(self.over_refusal_ci),
            "hallucinated": self.hallucinated,
            "over_refused": self.over_refused,
            "answer_expected": self.answer_expected,
            "incomplete": self.incomplete,
            "incomplete_rate": self.incomplete_rate,
            "uncertain": self.uncertain,
            "uncertain_rate": self.uncertain_rate,
            "uncertain_cases": [f.to_dict() for f in self.uncertain_cases],
            "bait": self.bait,
            "bait_hallucinated": self.bait_hallucinated,
            "judge": self.judge,
            "judge_errors": self.judge_errors,
            "excluded": self.excluded,
            "by_type": {t: c.to_dict() for t, c in self.by_type.items()},
            "budgets": self.budgets.to_dict(),
            "passed": self.passed,
            "failures": list(self.failures),
            "warnings": list(self.warnings),
            "failing_cases": [f.to_dict() for f in self.failing],
            "failing_total": self.failing_total,
            "usage": dict(self.usage),
        }


def uncertain_reason(r: Result) -> str:
    """Why a case is uncertain: what could not be confirmed (its moderate findings)."""
    moderate = [f for f in r.findings if f.severity == "moderate"]
    if not moderate:
        return "uncertain"
    shown = "; ".join(f.content + (f" ({f.notes})" if f.notes else "") for f in moderate[:3])
    more = f" and {len(moderate) - 3} more" if len(moderate) > 3 else ""
    return f"could not confirm: {shown}{more}"


class SummaryBuilder:
    """Accumulates results one at a time (memory flat) and builds the :class:`Summary`."""

    def __init__(self, budgets: Budgets | None = None, judge: str | None = None):
        self.budgets = budgets or Budgets()
        self.judge = judge
        self.by_type: dict[str, TypeCounts] = {}
        self.n = self.hall = self.over = self.ans = self.inc = self.unc = 0
        self.bait = self.bait_hall = self.judge_errors = self.excluded = 0
        self.failing: list[FailingCase] = []
        self.failing_total = 0
        self.uncertain_cases: list[FailingCase] = []
        self.usage: dict[str, float] = {}
        self.excluded_listed: list[str] = []  # "id: cause" of judge errors left out of the rates

    def add(self, r: Result) -> None:
        if r.judge_error:
            self.judge_errors += 1
        if r.excluded:
            self.excluded += 1
            if len(self.excluded_listed) < MAX_EXCLUDED_LISTED:
                self.excluded_listed.append(f"{r.id}: {(r.judge or {}).get('error', 'judge error')}")
            return
        tc = self.by_type.setdefault(r.type, TypeCounts())
        tc.n += 1
        self.n += 1
        if r.expects_answer:
            tc.answer_expected += 1
            self.ans += 1
        if r.hallucinated:
            tc.hallucinated += 1
            self.hall += 1
        if r.over_refused:
            tc.over_refused += 1
            self.over += 1
        if r.incomplete:
            tc.incomplete += 1
            self.inc += 1
        if r.hallucination == "uncertain":
            tc.uncertain += 1
            self.unc += 1
            if len(self.uncertain_cases) < MAX_LISTED:
                self.uncertain_cases.append(
                    FailingCase(r.id, r.type, r.hallucinated, r.over_refused, r.hallucination, uncertain_reason(r))
                )
        if r.is_bait:
            self.bait += 1
            self.bait_hall += r.hallucinated
        if not r.passed:
            self.failing_total += 1
            if len(self.failing) < MAX_LISTED:
                self.failing.append(
                    FailingCase(r.id, r.type, r.hallucinated, r.over_refused, r.hallucination, r.reason())
                )

    def add_usage(self, usage: dict[str, float]) -> None:
        for k, v in usage.items():
            self.usage[k] = self.usage.get(k, 0) + v

    def build(self) -> Summary:
        b = self.budgets
        h_rate = self.hall / self.n if self.n else 0.0
        o_rate = self.over / self.ans if self.ans else 0.0
        i_rate = self.inc / self.ans if self.ans else 0.0
        failures: list[str] = []
        warnings: list[str] = []
        def over(name: str) -> str:
            return "is not under" if name in b.strict else "exceeds"

        if self.n and b.exceeds("max_hallucination_rate", h_rate):
            failures.append(
                f"hallucination rate {h_rate:.1%} ({self.hall}/{self.n}) {over('max_hallucination_rate')} budget {b.max_hallucination_rate:.1%}"
            )
        if self.ans and b.exceeds("max_over_refusal_rate", o_rate):
            failures.append(
                f"over-refusal rate {o_rate:.1%} ({self.over}/{self.ans}) {over('max_over_refusal_rate')} budget {b.max_over_refusal_rate:.1%}"
            )
        if self.bait_hall > b.max_bait_hallucinations:
            failures.append(
                f"{self.bait_hall} bait case(s) hallucinated; budget {b.max_bait_hallucinations}"
            )
        if b.max_incomplete_rate is not None and self.ans and b.exceeds("max_incomplete_rate", i_rate):
            failures.append(
                f"incomplete rate {i_rate:.1%} ({self.inc}/{self.ans}) {over('max_incomplete_rate')} budget {b.max_incomplete_rate:.1%}"
            )
        u_rate = self.unc / self.n if self.n else 0.0
        if b.max_uncertain_rate is not None and self.n and b.exceeds("max_uncertain_rate", u_rate):
            failures.append(
                f"uncertain rate {u_rate:.1%} ({self.unc}/{self.n}) {over('max_uncertain_rate')} budget {b.max_uncertain_rate:.1%} (review load)"
            )
        for t, limit in sorted(b.max_failures.items()):
            tc = self.by_type.get(t, TypeCounts())
            failed = tc.hallucinated + tc.over_refused
            if failed > limit:
                failures.append(f"{t}: {failed} failing case(s) exceed the limit of {limit}")
        warnings.extend(self._small_type_warnings())
        if self.judge_errors:
            verb = "excluded from the rates" if self.excluded else "counted as hallucinated"
            warnings.append(f"{self.judge_errors} judge error(s), {verb}")
            warnings.extend(f"excluded (judge error): {line}" for line in self.excluded_listed)
        if self.n == 0:
            warnings.append("no cases were scored")
        return Summary(
            cases=self.n,
            hallucinated=self.hall,
            over_refused=self.over,
            answer_expected=self.ans,
            incomplete=self.inc,
            uncertain=self.unc,
            bait=self.bait,
            bait_hallucinated=self.bait_hall,
            judge_errors=self.judge_errors,
            excluded=self.excluded,
            hallucination_rate=h_rate,
            hallucination_ci=wilson(self.hall, self.n),
            over_refusal_rate=o_rate,
            over_refusal_ci=wilson(self.over, self.ans),
            incomplete_rate=i_rate,
            # case types in their order, then any other (an audit run's output types)
            by_type={t: self.by_type[t] for t in [*CASE_TYPES, *sorted(set(self.by_type) - set(CASE_TYPES))] if t in self.by_type},
            budgets=b,
            passed=not failures,
            failures=failures,
            warnings=warnings,
            failing=self.failing,
            failing_total=self.failing_total,
            usage=dict(self.usage),
            judge=self.judge,
            uncertain_cases=self.uncertain_cases,
        )

    def _small_type_warnings(self) -> list[str]:
        """One warning naming the types so small that one case moves their rate across a budget."""
        b = self.budgets
        small = []
        for t, tc in self.by_type.items():
            h = tc.n and 1 / tc.n > b.max_hallucination_rate
            o = tc.answer_expected and 1 / tc.answer_expected > b.max_over_refusal_rate
            if h or o:
                small.append(f"{t} ({tc.n}: one case = {1 / tc.n:.0%})")
        if not small:
            return []
        return [
            "small types, where one case moves the type's rate across a budget "
            f"({b.max_hallucination_rate:.0%} hallucination, {b.max_over_refusal_rate:.0%} over-refusal): " + ", ".join(small)
        ]


def summarize(results: Iterable[Result], budgets: Budgets | None = None, judge: str | None = None) -> Summary:
    """Summarise results against budgets."""
    builder = SummaryBuilder(budgets, judge)
    for r in results:
        builder.add(r)
    return builder.build()
