"""Two audits of *different* outputs (last week's sample and this week's): no pairs, so the rates
are compared as independent samples — the same +0.5-point gate on the hallucination rate, with
Newcombe's interval for a difference of independent proportions, overall and per output type."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from ..model import Result
from ..summary import wilson
from ..compare.stats import newcombe_unpaired

_EPS = 1e-12


@dataclass(slots=True)
class Rates:
    n: int = 0
    hallucinated: int = 0
    uncertain: int = 0

    def add(self, r: Result) -> None:
        self.n += 1
        self.hallucinated += bool(r.hallucinated)
        self.uncertain += r.hallucination == "uncertain"

    @property
    def rate(self) -> float:
        return self.hallucinated / self.n if self.n else 0.0


@dataclass(slots=True)
class Row:
    name: str
    old: Rates
    new: Rates

    @property
    def change(self) -> float:
        return self.new.rate - self.old.rate

    @property
    def ci(self) -> tuple[float, float]:
        return newcombe_unpaired(self.new.hallucinated, self.new.n, self.old.hallucinated, self.old.n)


@dataclass(slots=True)
class AuditComparison:
    baseline: str
    candidate: str
    limit: float
    total: Row
    by_type: list[Row]
    failures: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures

    def to_dict(self) -> dict[str, Any]:
        def row(r: Row) -> dict[str, Any]:
            return {"baseline": {"n": r.old.n, "hallucinated": r.old.hallucinated, "rate": r.old.rate},
                    "candidate": {"n": r.new.n, "hallucinated": r.new.hallucinated, "rate": r.new.rate},
                    "change": r.change, "change_ci95": list(r.ci)}
        return {"baseline": self.baseline, "candidate": self.candidate, "paired": False, "max_regression": self.limit,
                "hallucination": row(self.total), "by_output_type": {r.name: row(r) for r in self.by_type},
                "passed": self.passed, "failures": list(self.failures), "warnings": list(self.warnings)}


def compare_audits(baseline: Iterable[Result], candidate: Iterable[Result], limit: float,
                   baseline_label: str = "baseline", candidate_label: str = "candidate") -> AuditComparison:
    """The unpaired comparison of two audits: exit-1 worthy when the hallucination rate rose by
    more than ``limit`` (points as a fraction: 0.005 = 0.5 points)."""
    old_t, new_t = Rates(), Rates()
    old_by: dict[str, Rates] = {}
    new_by: dict[str, Rates] = {}
    for r in baseline:
        old_t.add(r)
        old_by.setdefault(r.type, Rates()).add(r)
    for r in candidate:
        new_t.add(r)
        new_by.setdefault(r.type, Rates()).add(r)
    rows = [Row(t, old_by.get(t, Rates()), new_by.get(t, Rates())) for t in sorted(set(old_by) | set(new_by))]
    c = AuditComparison(baseline_label, candidate_label, limit, Row("total", old_t, new_t), rows)
    if c.total.change > limit + _EPS:
        c.failures.append(f"hallucination rate rose {c.total.change * 100:+.2f} points ({old_t.rate:.1%} → {new_t.rate:.1%}, "
                          f"independent samples of {old_t.n} and {new_t.n} outputs); limit {limit * 100:.2f} points")
    c.warnings.append("the two audits share no output ids: rates compared as independent samples (no flips to list)")
    for w in rows:
        if w.old.n == 0 or w.new.n == 0:
            c.warnings.append(f"{w.name}: audited on one side only")
    return c


def render(c: AuditComparison) -> str:
    lo, hi = c.total.ci
    lines = [f"groundtest compare: {c.baseline} → {c.candidate}: two audits of different outputs (unpaired)", "",
             "hallucination rate:"]
    for label, rates in (("baseline", c.total.old), ("candidate", c.total.new)):
        wl, wh = wilson(rates.hallucinated, rates.n)
        lines.append(f"  {label:<10} {rates.rate:.1%} ({rates.hallucinated}/{rates.n}, CI {wl:.1%}–{wh:.1%})")
    lines.append(f"  change     {c.total.change * 100:+.2f} pts (CI {lo * 100:+.2f} pts to {hi * 100:+.2f} pts)")
    lines += ["", f"{'output type':<12} {'n before':>9} {'rate':>7} {'n after':>8} {'rate':>7} {'change':>10}"]
    for r in c.by_type:
        lines.append(f"{r.name:<12} {r.old.n:>9} {r.old.rate:>7.1%} {r.new.n:>8} {r.new.rate:>7.1%} {r.change * 100:>+6.2f} pts")
    lines.append("")
    lines += [f"warning: {w}" for w in c.warnings]
    if c.failures:
        lines += ["", "FAILED:"] + [f"  - {f}" for f in c.failures]
    else:
        lines += ["", "PASSED: no regression beyond the limit"]
    return "\n".join(lines) + "\n"
