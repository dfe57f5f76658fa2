"""Composition of a case set: is it a test of abstention and premises, or only of answering?"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .expectations import pairing, pairing_message
from .model import CASE_TYPES, Case
from .settings import Budgets


@dataclass(slots=True)
class CompositionReport:
    lines: list[str]
    warnings: list[str]


@dataclass(slots=True)
class Composition:
    """Counts cases by type, expectation, tag and derivation as they stream past."""

    budgets: Budgets = field(default_factory=Budgets)
    types: Counter = field(default_factory=Counter)
    expects: Counter = field(default_factory=Counter)
    perturbations: Counter = field(default_factory=Counter)
    n: int = 0
    bait: int = 0
    derived: int = 0
    stale_without_superseded: list[str] = field(default_factory=list)
    #: (type, expect) → ids of cases with an unusual pairing (groundtest.expectations), first 5 kept
    unusual: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    unusual_counts: Counter = field(default_factory=Counter)

    def add(self, case: Case) -> None:
        self.n += 1
        self.types[case.type] += 1
        self.expects[case.expect] += 1
        self.bait += case.is_bait
        pert = case.meta.get("perturbation") if isinstance(case.meta, dict) else None
        if pert:
            self.derived += 1
            self.perturbations[str(pert)] += 1
        if pairing(case.type, case.expect) != "ok":
            pair = (case.type, case.expect)
            self.unusual_counts[pair] += 1
            ids = self.unusual.setdefault(pair, [])
            if len(ids) < 5:
                ids.append(case.id)
        if case.type == "stale_context" and not any(c.status == "superseded" for c in case.context):
            if len(self.stale_without_superseded) < 20:
                self.stale_without_superseded.append(case.id)

    def report(self) -> CompositionReport:
        n = self.n or 1
        lines = [
            "types: " + ", ".join(f"{t} {self.types[t]} ({self.types[t] / n:.0%})" for t in CASE_TYPES if self.types[t]),
            "expect: " + ", ".join(f"{e} {c}" for e, c in sorted(self.expects.items())),
            f"bait: {self.bait}",
        ]
        if self.derived:
            near_miss = self.perturbations.get("near_miss", 0) + self.perturbations.get("unanswerable", 0)
            lines.append(
                f"derived: {self.derived} ({self.derived / n:.0%}); near misses {near_miss} ({near_miss / n:.0%}); "
                + ", ".join(f"{k} {v} ({v / n:.0%})" for k, v in sorted(self.perturbations.items()))
            )
        warnings: list[str] = []
        hard = self.types["unanswerable"] + self.types["false_premise"]
        if self.n and hard * 3 < self.n:
            warnings.append(
                f"only {hard} of {self.n} cases ({hard / n:.0%}) are unanswerable or false_premise; "
                "aim for at least a third, or a model that never abstains scores well"
            )
        for t in CASE_TYPES:
            c = self.types[t]
            if c and 1 / c > self.budgets.max_hallucination_rate:
                warnings.append(
                    f"{t}: {c} case(s); one failure moves this type's rate by {1 / c:.0%}, "
                    f"more than the {self.budgets.max_hallucination_rate:.0%} budget"
                )
        missing = [t for t in CASE_TYPES if not self.types[t]]
        if missing and self.n:
            warnings.append("no cases of type: " + ", ".join(missing))
        for cid in self.stale_without_superseded:
            warnings.append(f"stale_context case {cid!r} has no superseded chunk")
        for (t, e), ids in self.unusual.items():
            n_pair = self.unusual_counts[(t, e)]
            shown = ", ".join(repr(i) for i in ids) + (f" and {n_pair - len(ids)} more" if n_pair > len(ids) else "")
            warnings.append(f"{pairing_message(t, e)}: {n_pair} case(s): {shown}")
        return CompositionReport(lines, warnings)
