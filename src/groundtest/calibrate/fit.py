"""``calibrate --fit``: tune the offline checker's thresholds on a hand-labelled slice.

Coordinate search over the numeric fields of :class:`~groundtest.checker.config.CheckerConfig`:
each field in turn tries every value of its grid with the others fixed and keeps the best
(ties keep the current value, so defaults move only when the labels ask for it); rounds
repeat until nothing improves. The objective is balanced accuracy (default) or Cohen's kappa
of "hallucinated" against the human labels; cases labelled ``uncertain`` are left out.

Each case is analysed, checked deterministically and its context indexed once; a candidate
only reruns :func:`groundtest.checker.check_analysis`, as the ``local`` judge does.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, fields, replace
from typing import Any, Callable, Iterable, cast

from .core import binary_scores
from ..checker import CheckerConfig, ContextIndex, check_analysis
from ..checks import run_checks
from ..model import Case
from ..settings import Settings

OBJECTIVES = ("balanced_accuracy", "kappa")
#: numeric fields that do not change a verdict (the guard's cut-off)
NOT_FITTED = frozenset({"max_critical_share"})
FLOAT_GRID = tuple(round(x * 0.05, 2) for x in range(21))
INT_GRID = tuple(range(1, 9))  # 0 is kept only where it is the current value (it often disables a check)


@dataclass(slots=True)
class Prepared:
    """One labelled case, analysed once."""

    id: str
    human: bool
    analysis: Any
    ctx: ContextIndex
    deterministic_critical: bool


@dataclass(slots=True)
class FitResult:
    config: CheckerConfig
    before: dict[str, float | None]
    after: dict[str, float | None]
    changed: dict[str, tuple[Any, Any]]
    evaluations: int
    n_fit: int
    holdout_before: dict[str, float | None] | None = None
    holdout_after: dict[str, float | None] | None = None
    n_holdout: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "n_fit": self.n_fit, "before": self.before, "after": self.after,
            "changed": {k: {"from": a, "to": b} for k, a, b in ((k, *v) for k, v in self.changed.items())},
            "n_holdout": self.n_holdout, "holdout_before": self.holdout_before, "holdout_after": self.holdout_after,
            "evaluations": self.evaluations, "config": self.config.to_dict(),
        }


def fitted_fields(cfg: CheckerConfig) -> list[str]:
    """The numeric (int or float, not bool) fields of the config that the search tunes."""
    out = []
    for f in fields(cfg):
        v = getattr(cfg, f.name)
        if isinstance(v, (int, float)) and not isinstance(v, bool) and f.name not in NOT_FITTED:
            out.append(f.name)
    return out


def grid(value: int | float) -> list[int | float]:
    """Candidate values of one field (its current value included)."""
    if isinstance(value, int):
        return sorted(set(INT_GRID) | {value})
    return sorted(set(FLOAT_GRID) | {value})


def prepare(cases: Iterable[Case], labels: dict[str, str], settings: Settings, base: CheckerConfig) -> list[Prepared]:
    """Analyse every case that has a clean/hallucinated label."""
    from ..text.abstention import make_detector
    from ..scoring import analyse_case

    detector = make_detector(settings.refusals, settings.refusals_extra)
    out = []
    for case in cases:
        human = labels.get(case.id)
        if human not in ("clean", "hallucinated"):
            continue
        analysis = analyse_case(case, detector)
        det = any(f.severity == "critical" for f in run_checks(case, analysis, settings))
        ctx = ContextIndex(case.context, case.query_text, base.structured_attributes, case.earlier_text)
        out.append(Prepared(case.id, human == "hallucinated", analysis, ctx, det))
    return out


def predict(cases: list[Prepared], cfg: CheckerConfig) -> list[bool]:
    """The case-level "hallucinated" verdict of the local judge with ``cfg``."""
    return [c.deterministic_critical or check_analysis(c.analysis, c.ctx, cfg).verdict.hallucination == "hallucinated"
            for c in cases]


def evaluate(cases: list[Prepared], cfg: CheckerConfig) -> dict[str, float | None]:
    return binary_scores(zip((c.human for c in cases), predict(cases, cfg)))


def split(cases: list[Prepared], holdout: float) -> tuple[list[Prepared], list[Prepared]]:
    """A deterministic split by a hash of the id: (fit, holdout)."""
    if holdout <= 0:
        return cases, []
    def bucket(c: Prepared) -> float:
        return int(hashlib.sha256(c.id.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return [c for c in cases if bucket(c) >= holdout], [c for c in cases if bucket(c) < holdout]


def objective_value(train: list[Prepared], cfg: CheckerConfig, objective: str) -> float:
    """What the search maximises: -2 for a combination the checker cannot run, -1 for no score."""
    try:
        v = evaluate(train, cfg)[objective]
    except ArithmeticError:  # a threshold combination the checker cannot run: not a candidate
        return -2.0
    return -1.0 if v is None else v


@dataclass(frozen=True)
class FitSource:
    """Where the labelled cases come from, so a worker process can prepare its own copy."""

    path: str
    labels: dict[str, str]
    settings: Settings
    base: CheckerConfig
    allow_fields: tuple[str, ...] = ()

    def read(self) -> list[Case]:
        from ..cases import CaseReader

        reader = CaseReader(self.path, require_response=True, allow_fields=self.allow_fields)
        cases = list(reader)
        reader.raise_if_problems()
        return cases


class TrainScores:
    """A worker's task: the objective of each candidate config on the fit cases (prepared once
    per worker from the :class:`FitSource`, split as the main process splits them)."""

    def __init__(self, source: FitSource, objective: str, holdout: float):
        self.train, _ = split(prepare(source.read(), source.labels, source.settings, source.base), holdout)
        self.objective = objective

    def __call__(self, configs: list[CheckerConfig]) -> list[float]:
        return [objective_value(self.train, cfg, self.objective) for cfg in configs]


def fit(cases: list[Prepared], base: CheckerConfig, objective: str = "balanced_accuracy", *, holdout: float = 0.0,
        max_rounds: int = 3, on_step: Callable[[int], None] | None = None,
        workers: int = 1, source: FitSource | None = None) -> FitResult:
    """Coordinate search from ``base``; returns the best config and the scores before and after.

    With ``workers`` > 1 and a ``source``, each field's candidates are scored on worker processes
    and folded in grid order, so the search takes exactly the steps it takes in one process (a
    candidate differs from the running best only in the field being searched)."""
    if objective not in OBJECTIVES:
        raise ValueError(f"objective must be one of {OBJECTIVES}")
    train, held = split(cases, holdout)
    pool = None
    if workers > 1 and source is not None:
        from ..workers import Pool

        pool = Pool(TrainScores, (source, objective, holdout), workers)

    def values(configs: list[CheckerConfig]) -> list[float]:
        if pool is None:
            return [objective_value(train, cfg, objective) for cfg in configs]
        return [v for done in pool.map([configs[i:i + 2] for i in range(0, len(configs), 2)]) for v in done]

    try:
        best, evaluations = _search(base, values, objective_value(train, base, objective), max_rounds, on_step)
    finally:
        if pool is not None:
            pool.close()
    changed = {f: (getattr(base, f), getattr(best, f)) for f in fitted_fields(base) if getattr(base, f) != getattr(best, f)}
    result = FitResult(best, evaluate(train, base), evaluate(train, best), changed, evaluations, len(train))
    if held:
        result.holdout_before, result.holdout_after = evaluate(held, base), evaluate(held, best)
        result.n_holdout = len(held)
    return result


def _search(base: CheckerConfig, values: Callable[[list[CheckerConfig]], list[float]], base_value: float,
            max_rounds: int, on_step: Callable[[int], None] | None) -> tuple[CheckerConfig, int]:
    """The coordinate search: ``(best config, evaluations)``."""
    best, best_v, evaluations = base, base_value, 1
    for _ in range(max_rounds):
        improved = False
        for name in fitted_fields(base):
            candidates = [c for c in grid(getattr(best, name)) if c != getattr(best, name)]
            configs = [replace(best, **cast("dict[str, Any]", {name: c})) for c in candidates]
            for cfg, v in zip(configs, values(configs)):
                evaluations += 1
                if on_step:
                    on_step(evaluations)
                if v > best_v + 1e-12:
                    best, best_v, improved = cfg, v, True
        if not improved:
            break
    return best, evaluations


def verify(cases: Iterable[Case], labels: dict[str, str], settings: Settings, config_path: str) -> dict[str, float | None]:
    """The same scores from the real scorer with the ``local`` judge reading ``config_path``."""
    from ..scoring import score

    s = replace(settings, judge="local", checker_config=config_path)
    pairs = [(labels[r.id] == "hallucinated", r.hallucinated)
             for r in score((c for c in cases if labels.get(c.id) in ("clean", "hallucinated")), "local", s)]
    return binary_scores(pairs)


def fit_gate(r: FitResult, scored: dict[str, float | None], min_kappa: float) -> list[str]:
    """Why the fitted checker is not trusted enough: kappa on the holdout (if any), else on every case."""
    kappa = r.holdout_after["kappa"] if r.holdout_after else scored["kappa"]
    where = "on the holdout" if r.holdout_after else "after the fit"
    if kappa is None:
        return [f"Cohen's kappa {where} is undefined: one side has a single verdict"]
    return [] if kappa >= min_kappa else [f"Cohen's kappa {where} {kappa:.3f} is below --min-kappa {min_kappa:g}"]


def _f(v: float | None) -> str:
    return "n/a" if v is None else f"{v:.3f}"


def render_fit(r: FitResult, scored: dict[str, float | None], objective: str, failures: list[str]) -> str:
    """The fit as a plain-text report."""
    keys = ("balanced_accuracy", "kappa", "precision", "recall")
    lines = [f"fitted on          {r.n_fit} labelled case(s), {r.evaluations} candidate(s), objective {objective}",
             "                   " + "".join(f"{k:>19}" for k in keys),
             "before             " + "".join(f"{_f(r.before[k]):>19}" for k in keys),
             "after              " + "".join(f"{_f(r.after[k]):>19}" for k in keys)]
    if r.n_holdout and r.holdout_before is not None and r.holdout_after is not None:
        lines += [f"holdout ({r.n_holdout} case(s))",
                  "  before           " + "".join(f"{_f(r.holdout_before[k]):>19}" for k in keys),
                  "  after            " + "".join(f"{_f(r.holdout_after[k]):>19}" for k in keys)]
    lines.append("scored (all cases) " + "".join(f"{_f(scored[k]):>19}" for k in keys))
    if r.changed:
        lines.append("changed            " + ", ".join(f"{k} {a!r} -> {b!r}" for k, (a, b) in r.changed.items()))
    else:
        lines.append("changed            nothing: the current thresholds are already the best found")
    lines.append("FAILED: " + "; ".join(failures) if failures else "PASSED")
    return "\n".join(lines) + "\n"
