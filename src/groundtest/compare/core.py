"""Baseline vs candidate: what flipped, how each rate moved, and the regression gate (pure).

Cases are paired by id. Rates, intervals and the McNemar test are over the *paired* cases
(the hallucination rate over all of them, the over-refusal rate over those expecting an
answer), so a changed case set does not read as a changed system; cases on one side only are
listed. A flip on a case marked ``unstable`` (``score --repeat``) on either side is listed
apart and left out of the rate gate; a ``bait`` case flipping to hallucinated fails the gate
even then (the bait set has zero tolerance).

Intervals: each rate has its 95% Wilson interval; the change has Newcombe's (1998) paired
score interval (method 10), which accounts for both rates coming from the same cases.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from ..model import Result, expects_answer
from .stats import mcnemar_exact, newcombe_paired
from ..summary import wilson

METRICS = ("hallucinated", "over_refused")
_EPS = 1e-12


@dataclass(slots=True)
class Limits:
    """The regression gate: largest allowed rise of each rate (fractions: 0.005 = 0.5 points)."""

    max_regression: float = 0.005
    max_refusal_regression: float = 0.02


@dataclass(slots=True)
class Side:
    """Where one side came from: ``label`` (e.g. ``run 12`` or a file name), its case file's sha256,
    and ``key``, the digest of its case definitions without responses (``store.cases_key``)."""

    label: str
    sha256: str | None = None
    cases_path: str | None = None
    cases: int = 0
    key: str | None = None


@dataclass(slots=True)
class Outcome:
    type: str
    expect: str
    hallucinated: bool
    over_refused: bool
    bait: bool
    unstable: bool
    excluded: bool
    reason: str
    uncertain: bool = False
    #: the case definition's fingerprint (``Result.case_key``); None in results of older versions
    key: str | None = None


def _outcome(r: Result) -> Outcome:
    return Outcome(
        r.type, r.expect, r.hallucinated, r.over_refused, r.is_bait, r.unstable, r.excluded,
        "" if r.passed else r.reason(), r.hallucination == "uncertain" and not r.hallucinated, r.case_key,
    )


@dataclass(slots=True)
class Flip:
    """One paired case whose outcome on ``metric`` changed (``to_fail`` or ``to_pass``)."""

    id: str
    type: str
    metric: str
    direction: str
    bait: bool
    unstable: bool
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "type": self.type, "metric": self.metric, "direction": self.direction,
                "bait": self.bait, "unstable": self.unstable, "reason": self.reason}


@dataclass(slots=True)
class RateChange:
    """One rate on both sides over the same paired cases, its change, and the paired test."""

    name: str
    n: int = 0
    both: int = 0
    to_fail: int = 0
    to_pass: int = 0
    neither: int = 0
    unstable_to_fail: int = 0
    unstable_to_pass: int = 0

    def add(self, old: bool, new: bool, unstable: bool) -> None:
        self.n += 1
        if old and new:
            self.both += 1
        elif new:
            self.to_fail += 1
            self.unstable_to_fail += unstable
        elif old:
            self.to_pass += 1
            self.unstable_to_pass += unstable
        else:
            self.neither += 1

    @property
    def baseline(self) -> float:
        return (self.both + self.to_pass) / self.n if self.n else 0.0

    @property
    def candidate(self) -> float:
        return (self.both + self.to_fail) / self.n if self.n else 0.0

    @property
    def change(self) -> float:
        return (self.to_fail - self.to_pass) / self.n if self.n else 0.0

    @property
    def gated_change(self) -> float:
        """The change counting only flips on stable cases (what the gate compares to its limit)."""
        if not self.n:
            return 0.0
        return ((self.to_fail - self.unstable_to_fail) - (self.to_pass - self.unstable_to_pass)) / self.n

    @property
    def change_ci(self) -> tuple[float, float]:
        return newcombe_paired(self.both, self.to_fail, self.to_pass, self.neither)

    @property
    def mcnemar_p(self) -> float:
        return mcnemar_exact(self.to_fail, self.to_pass)

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "baseline": self.baseline,
            "baseline_count": self.both + self.to_pass,
            "baseline_ci95": list(wilson(self.both + self.to_pass, self.n)),
            "candidate": self.candidate,
            "candidate_count": self.both + self.to_fail,
            "candidate_ci95": list(wilson(self.both + self.to_fail, self.n)),
            "change": self.change,
            "change_ci95": list(self.change_ci),
            "gated_change": self.gated_change,
            "to_fail": self.to_fail,
            "to_pass": self.to_pass,
            "unstable_to_fail": self.unstable_to_fail,
            "unstable_to_pass": self.unstable_to_pass,
            "mcnemar_p": self.mcnemar_p,
        }


@dataclass(slots=True)
class TypeFlips:
    """Flips of one case type (stable flips; unstable ones counted apart)."""

    n: int = 0
    hallucinated_to_fail: int = 0
    hallucinated_to_pass: int = 0
    over_refused_to_fail: int = 0
    over_refused_to_pass: int = 0
    unstable_flips: int = 0
    #: clean → uncertain (its own column: a flip worth seeing, not a regression)
    to_uncertain: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "hallucinated": {"to_fail": self.hallucinated_to_fail, "to_pass": self.hallucinated_to_pass},
            "over_refused": {"to_fail": self.over_refused_to_fail, "to_pass": self.over_refused_to_pass},
            "unstable_flips": self.unstable_flips,
            "to_uncertain": self.to_uncertain,
        }


@dataclass(slots=True)
class Comparison:
    """Everything a comparison report renders."""

    baseline: Side
    candidate: Side
    limits: Limits
    paired: int = 0
    excluded: int = 0
    only_baseline: list[str] = field(default_factory=list)
    only_candidate: list[str] = field(default_factory=list)
    hallucination: RateChange = field(default_factory=lambda: RateChange("hallucination"))
    over_refusal: RateChange = field(default_factory=lambda: RateChange("over_refusal"))
    by_type: dict[str, TypeFlips] = field(default_factory=dict)
    flips: list[Flip] = field(default_factory=list)
    unstable_flips: list[Flip] = field(default_factory=list)
    #: gate name (``hallucination_rate``, ``over_refusal_rate``, ``bait``) → why it failed
    gate_failures: dict[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    #: paired ids whose case definitions differ (both sides carry fingerprints and they differ)
    changed_cases: list[str] = field(default_factory=list)
    #: paired cases without a fingerprint on one side or both (results of an older groundtest)
    unkeyed: int = 0
    #: clean on the baseline, uncertain on the candidate (and the reverse): not regressions, but seen
    to_uncertain: list[str] = field(default_factory=list)
    from_uncertain: list[str] = field(default_factory=list)

    def mismatch(self) -> list[str]:
        """Why the two sides are not results of the same case file (empty when they are)."""
        why: list[str] = []
        if self.only_baseline or self.only_candidate:
            shown = lambda ids: ", ".join(ids[:5]) + (f" and {len(ids) - 5} more" if len(ids) > 5 else "")  # noqa: E731
            parts = []
            if self.only_baseline:
                parts.append(f"{len(self.only_baseline)} case id(s) only in the baseline ({shown(self.only_baseline)})")
            if self.only_candidate:
                parts.append(f"{len(self.only_candidate)} only in the candidate ({shown(self.only_candidate)})")
            why.append(" and ".join(parts))
        if self.changed_cases:
            why.append(_changed_message(self.changed_cases))
        return why

    @property
    def failures(self) -> list[str]:
        return list(self.gate_failures.values())

    @property
    def passed(self) -> bool:
        return not self.gate_failures

    def to_dict(self) -> dict[str, Any]:
        side = lambda s: {"label": s.label, "cases": s.cases, "cases_sha256": s.sha256,  # noqa: E731
                          "cases_key": s.key, "cases_path": s.cases_path}
        return {
            "baseline": side(self.baseline),
            "candidate": side(self.candidate),
            "paired": self.paired,
            "excluded": self.excluded,
            "only_baseline": list(self.only_baseline),
            "only_candidate": list(self.only_candidate),
            "hallucination_rate": self.hallucination.to_dict(),
            "over_refusal_rate": self.over_refusal.to_dict(),
            "by_type": {t: c.to_dict() for t, c in self.by_type.items()},
            "flips": [f.to_dict() for f in self.flips],
            "unstable_flips": [f.to_dict() for f in self.unstable_flips],
            "limits": {"max_regression": self.limits.max_regression,
                       "max_refusal_regression": self.limits.max_refusal_regression},
            "uncertain": {"to_uncertain": list(self.to_uncertain), "from_uncertain": list(self.from_uncertain)},
            "changed_cases": list(self.changed_cases),
            "passed": self.passed,
            "failures": list(self.failures),
            "warnings": list(self.warnings),
        }


def _changed_message(ids: list[str]) -> str:
    return (f"{len(ids)} paired case(s) have different definitions (query, context, type, expect or "
            f"expected values): {', '.join(ids[:5])}" + (f" and {len(ids) - 5} more" if len(ids) > 5 else ""))


def index(results: Iterable[Result]) -> dict[str, Outcome]:
    """Compact per-case outcomes by id (memory stays small however big the results are)."""
    return {r.id: _outcome(r) for r in results}


def compare(
    baseline: Iterable[Result] | dict[str, Outcome],
    candidate: Iterable[Result] | dict[str, Outcome],
    limits: Limits | None = None,
    baseline_side: Side | None = None,
    candidate_side: Side | None = None,
) -> Comparison:
    """Pair two result sets (results, or :func:`index` of them) by id; gate the candidate."""
    old = baseline if isinstance(baseline, dict) else index(baseline)
    new = candidate if isinstance(candidate, dict) else index(candidate)
    c = Comparison(baseline_side or Side("baseline"), candidate_side or Side("candidate"), limits or Limits())
    c.baseline.cases, c.candidate.cases = len(old), len(new)
    c.only_baseline = [i for i in old if i not in new]
    c.only_candidate = [i for i in new if i not in old]
    changed = 0
    for cid, b in old.items():
        a = new.get(cid)
        if a is None:
            continue
        if a.excluded or b.excluded:
            c.excluded += 1
            continue
        changed += (a.type, a.expect) != (b.type, b.expect)
        if a.key is None or b.key is None:
            c.unkeyed += 1
        elif a.key != b.key:
            c.changed_cases.append(cid)
        _pair(c, cid, b, a)
    _gate(c)
    _warn(c, changed)
    return c


def _pair(c: Comparison, cid: str, b: Outcome, a: Outcome) -> None:
    c.paired += 1
    unstable = a.unstable or b.unstable
    tf = c.by_type.setdefault(a.type, TypeFlips())
    tf.n += 1
    if a.uncertain and not b.uncertain and not b.hallucinated:
        c.to_uncertain.append(cid)
        tf.to_uncertain += 1
    elif b.uncertain and not a.uncertain and not a.hallucinated:
        c.from_uncertain.append(cid)
    c.hallucination.add(b.hallucinated, a.hallucinated, unstable)
    if expects_answer(a.expect):
        c.over_refusal.add(b.over_refused, a.over_refused, unstable)
    for metric in METRICS:
        was, now = getattr(b, metric), getattr(a, metric)
        if was == now or (metric == "over_refused" and not expects_answer(a.expect)):
            continue
        direction = "to_fail" if now else "to_pass"
        flip = Flip(cid, a.type, metric, direction, a.bait or b.bait, unstable, a.reason if now else b.reason)
        if unstable:
            c.unstable_flips.append(flip)
            tf.unstable_flips += 1
        else:
            c.flips.append(flip)
            key = f"{metric}_{direction}"
            setattr(tf, key, getattr(tf, key) + 1)


def _gate(c: Comparison) -> None:
    h, o, lim = c.hallucination, c.over_refusal, c.limits
    if h.n and h.gated_change > lim.max_regression + _EPS:
        c.gate_failures["hallucination_rate"] = (
            f"hallucination rate rose {h.gated_change * 100:+.2f} points ({h.baseline:.1%} → {h.candidate:.1%}, "
            f"{h.to_fail} case(s) flipped to hallucinated, {h.to_pass} back); limit {lim.max_regression * 100:.2f} points"
        )
    if o.n and o.gated_change > lim.max_refusal_regression + _EPS:
        c.gate_failures["over_refusal_rate"] = (
            f"over-refusal rate rose {o.gated_change * 100:+.2f} points ({o.baseline:.1%} → {o.candidate:.1%}, "
            f"{o.to_fail} case(s) flipped to over-refused, {o.to_pass} back); limit {lim.max_refusal_regression * 100:.2f} points"
        )
    bait = [f.id for f in c.flips + c.unstable_flips if f.bait and f.metric == "hallucinated" and f.direction == "to_fail"]
    if bait:
        shown = ", ".join(bait[:10]) + (f" and {len(bait) - 10} more" if len(bait) > 10 else "")
        c.gate_failures["bait"] = f"{len(bait)} bait case(s) flipped to hallucinated: {shown}"


def _warn(c: Comparison, changed: int) -> None:
    b, a = c.baseline, c.candidate
    if b.key and a.key:  # the cases themselves; different responses are the point of comparing
        if b.key != a.key:
            c.warnings.append(
                f"the case definitions differ (responses aside; sha256 {b.key[:12]} vs {a.key[:12]}): "
                "flips may come from edited cases"
            )
    elif b.sha256 and a.sha256 and b.sha256 != a.sha256:
        c.warnings.append(
            f"the case files differ (sha256 {b.sha256[:12]} vs {a.sha256[:12]}): flips may come from edited cases"
        )
    if c.only_baseline or c.only_candidate:
        c.warnings.append(
            f"{len(c.only_baseline)} case(s) only in the baseline and {len(c.only_candidate)} only in the candidate "
            "are left out of the rates"
        )
    if c.changed_cases:
        c.warnings.append(_changed_message(c.changed_cases))
    if changed and not c.changed_cases:
        c.warnings.append(f"{changed} paired case(s) changed type or expect between the runs")
    if c.unkeyed and not (b.key and a.key) and not (b.sha256 and a.sha256):  # nothing else to check by
        c.warnings.append(
            f"{c.unkeyed} paired case(s) carry no case fingerprint (results of an older groundtest): "
            "whether both sides scored the same case definitions cannot be checked"
        )
    if c.to_uncertain:
        c.warnings.append(f"{len(c.to_uncertain)} case(s) went from clean to uncertain (not a regression; "
                          "they need a person: groundtest review)")
    if c.excluded:
        c.warnings.append(f"{c.excluded} paired case(s) excluded on one side (judge errors) are left out")
    if c.unstable_flips:
        c.warnings.append(
            f"{len(c.unstable_flips)} flip(s) on unstable cases (verdict changed across repeats) are listed apart "
            "and not counted by the rate gate"
        )
