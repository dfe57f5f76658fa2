"""Many candidates side by side (``groundtest compare BASE CAND1 CAND2 …``): each candidate paired
with the baseline (:func:`groundtest.compare.compare`), its two rates with 95% Wilson intervals, the
change and its paired interval, flips per type, the regression gate, and whether it is within both
budgets (hallucination and over-refusal rate); the best candidate is the one within both budgets and
the regression limits with the lowest hallucination rate (then over-refusal rate, then the order given).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .core import Comparison, Limits, Outcome, Side, compare
from ..settings import Budgets
from ..summary import wilson

_EPS = 1e-12


@dataclass(slots=True)
class Rate:
    k: int
    n: int

    @property
    def value(self) -> float:
        return self.k / self.n if self.n else 0.0

    @property
    def ci(self) -> tuple[float, float]:
        return wilson(self.k, self.n)

    def to_dict(self) -> dict[str, Any]:
        return {"rate": self.value, "count": self.k, "n": self.n, "ci95": list(self.ci)}


@dataclass(slots=True)
class Entry:
    """One run of the matrix (the baseline, or a candidate with its comparison to the baseline)."""

    side: Side
    hallucination: Rate
    over_refusal: Rate
    within_budgets: bool
    comparison: Comparison | None = None

    @property
    def label(self) -> str:
        return self.side.label

    @property
    def eligible(self) -> bool:
        """Within both budgets and, for a candidate, no regression beyond the limits."""
        return self.within_budgets and (self.comparison is None or self.comparison.passed)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"label": self.label, "hallucination_rate": self.hallucination.to_dict(),
                             "over_refusal_rate": self.over_refusal.to_dict(), "within_budgets": self.within_budgets}
        c = self.comparison
        if c is not None:
            d.update({
                "paired": c.paired,
                "hallucination_change": c.hallucination.change,
                "hallucination_change_ci95": list(c.hallucination.change_ci),
                "over_refusal_change": c.over_refusal.change,
                "over_refusal_change_ci95": list(c.over_refusal.change_ci),
                "by_type": {t: f.to_dict() for t, f in c.by_type.items()},
                "regression_passed": c.passed,
                "regression_failures": list(c.failures),
                "warnings": list(c.warnings),
            })
        return d


@dataclass(slots=True)
class Matrix:
    baseline: Entry
    candidates: list[Entry]
    budgets: Budgets
    limits: Limits
    best: Entry | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """A candidate can be chosen: one is within both budgets and the regression limits."""
        return self.best is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "baseline": self.baseline.to_dict(),
            "candidates": [e.to_dict() for e in self.candidates],
            "budgets": {"max_hallucination_rate": self.budgets.max_hallucination_rate,
                        "max_over_refusal_rate": self.budgets.max_over_refusal_rate},
            "limits": {"max_regression": self.limits.max_regression,
                       "max_refusal_regression": self.limits.max_refusal_regression},
            "best": self.best.label if self.best else None,
            "passed": self.passed,
            "warnings": list(self.warnings),
        }


def _within(h: Rate, o: Rate, b: Budgets) -> bool:
    return not b.exceeds("max_hallucination_rate", h.value) and not b.exceeds("max_over_refusal_rate", o.value)


def _own_rates(outcomes: dict[str, Outcome]) -> tuple[Rate, Rate]:
    kept = [o for o in outcomes.values() if not o.excluded]
    answer = [o for o in kept if o.expect in ("answer", "partial")]
    return Rate(sum(o.hallucinated for o in kept), len(kept)), Rate(sum(o.over_refused for o in answer), len(answer))


def matrix(baseline: tuple[Side, dict[str, Outcome]], candidates: list[tuple[Side, dict[str, Outcome]]],
           limits: Limits | None = None, budgets: Budgets | None = None) -> Matrix:
    """Pair every candidate with the baseline; pick the best one under both budgets."""
    limits, budgets = limits or Limits(), budgets or Budgets()
    bside, bout = baseline
    h, o = _own_rates(bout)
    base = Entry(bside, h, o, _within(h, o, budgets))
    entries = []
    for side, out in candidates:
        c = compare(bout, out, limits, bside, side)
        ch = Rate(c.hallucination.both + c.hallucination.to_fail, c.hallucination.n)
        co = Rate(c.over_refusal.both + c.over_refusal.to_fail, c.over_refusal.n)
        entries.append(Entry(side, ch, co, _within(ch, co, budgets), c))
    m = Matrix(base, entries, budgets, limits)
    eligible = [e for e in entries if e.eligible and e.comparison and e.comparison.paired]
    if eligible:
        m.best = min(eligible, key=lambda e: (e.hallucination.value, e.over_refusal.value))
    for e in entries:
        if e.comparison is not None and e.comparison.paired == 0:
            m.warnings.append(f"{e.label}: no case ids in common with the baseline")
    return m
