"""The audit summary: per output type, the hallucination rate with its Wilson interval against a
target. Built from counts only, so any engine (the CLI, Spark) aggregates the same way."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..summary import wilson
from .rows import AuditConfig


@dataclass(slots=True)
class TypeCounts:
    n: int = 0
    hallucinated: int = 0
    uncertain: int = 0
    skipped: int = 0


@dataclass(slots=True)
class TypeStats:
    output_type: str
    n: int
    hallucinated: int
    uncertain: int
    skipped: int
    sample_rate: float
    target: float
    rate: float
    ci95: tuple[float, float]
    passed: bool

    def to_dict(self) -> dict[str, Any]:
        return {"n": self.n, "hallucinated": self.hallucinated, "uncertain": self.uncertain, "skipped": self.skipped,
                "sample_rate": self.sample_rate, "target": self.target, "hallucination_rate": self.rate,
                "hallucination_rate_ci95": list(self.ci95), "passed": self.passed}


@dataclass(slots=True)
class AuditSummary:
    rows: int
    audited: int
    skipped: int
    hallucinated: int
    uncertain: int
    hallucination_rate: float
    hallucination_ci: tuple[float, float]
    by_type: dict[str, TypeStats]
    passed: bool
    failures: list[str]
    warnings: list[str]
    registry: str | None = None
    queue: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rows": self.rows, "audited": self.audited, "skipped": self.skipped,
            "hallucinated": self.hallucinated, "uncertain": self.uncertain,
            "hallucination_rate": self.hallucination_rate, "hallucination_rate_ci95": list(self.hallucination_ci),
            "by_output_type": {t: s.to_dict() for t, s in self.by_type.items()},
            "passed": self.passed, "failures": list(self.failures), "warnings": list(self.warnings),
            "registry": self.registry, "queue": self.queue,
        }


def build_summary(counts: dict[str, TypeCounts], config: AuditConfig, *, registry: str | None = None,
                  queue: str | None = None) -> AuditSummary:
    """The summary and the gate from per-type counts: a type fails when its rate exceeds its target."""
    by_type: dict[str, TypeStats] = {}
    failures: list[str] = []
    warnings: list[str] = []
    for t in sorted(counts):
        c = counts[t]
        target = config.target_for(t)
        rate = c.hallucinated / c.n if c.n else 0.0
        ci = wilson(c.hallucinated, c.n)
        passed = rate <= target
        by_type[t] = TypeStats(t, c.n, c.hallucinated, c.uncertain, c.skipped, config.rate_for(t), target, rate, ci, passed)
        if not passed:
            failures.append(f"{t}: hallucination rate {rate:.2%} ({c.hallucinated}/{c.n}) exceeds the target {target:.2%}")
        elif c.n and ci[1] > target:
            warnings.append(f"{t}: {c.hallucinated}/{c.n} is within the {target:.2%} target, but the 95% interval "
                            f"reaches {ci[1]:.2%}; audit more outputs to be sure")
        if not c.n and c.skipped:
            warnings.append(f"{t}: none of {c.skipped} output(s) sampled at rate {config.rate_for(t):g}")
    n = sum(c.n for c in counts.values())
    h = sum(c.hallucinated for c in counts.values())
    if not n:
        warnings.append("no outputs were audited")
    return AuditSummary(
        rows=n + sum(c.skipped for c in counts.values()), audited=n, skipped=sum(c.skipped for c in counts.values()),
        hallucinated=h, uncertain=sum(c.uncertain for c in counts.values()),
        hallucination_rate=h / n if n else 0.0, hallucination_ci=wilson(h, n),
        by_type=by_type, passed=not failures, failures=failures, warnings=warnings, registry=registry, queue=queue,
    )


class AuditBuilder:
    """Counts per-row results one at a time (memory flat) and builds the summary."""

    def __init__(self, config: AuditConfig):
        self.config = config
        self.counts: dict[str, TypeCounts] = {}

    def add(self, result: dict[str, Any]) -> None:
        c = self.counts.setdefault(result["output_type"], TypeCounts())
        c.n += 1
        c.hallucinated += result["hallucination"] == "hallucinated"
        c.uncertain += result["hallucination"] == "uncertain"

    def skip(self, output_type: str) -> None:
        self.counts.setdefault(output_type, TypeCounts()).skipped += 1

    def build(self, **kw: Any) -> AuditSummary:
        return build_summary(self.counts, self.config, **kw)
