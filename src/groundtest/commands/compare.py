"""``groundtest compare BASELINE CANDIDATE``: what flipped between two runs, and the regression gate."""
from __future__ import annotations

import argparse

from ..compare import Limits, compare
from ..compare.report import FORMATS, render, render_html
from ..errors import EXIT_GATE, EXIT_OK, UsageError
from ..outputs import emit, refuse_overwrite
from ..compare.sides import load_side, side_results
from ._options import _rate

HELP = "compare two runs (run id, last, last~N, or a results JSONL file) and gate on regressions"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("baseline", metavar="BASELINE", help="run id, last, last~N, or a results file (score --results)")
    p.add_argument("candidate", metavar="CANDIDATE", help="run id, last, last~N, or a results file")
    p.add_argument("more", nargs="*", metavar="CANDIDATE2",
                   help="more candidates: a side-by-side view with the best candidate under both budgets")
    p.add_argument("--store", metavar="PATH", help="run store (default .groundtest/groundtest.db)")
    p.add_argument("--max-regression", type=_rate, default=0.005, metavar="RATE",
                   help="largest allowed rise of the hallucination rate (default 0.005 = 0.5%%)")
    p.add_argument("--max-refusal-regression", type=_rate, default=0.02, metavar="RATE",
                   help="largest allowed rise of the over-refusal rate (default 0.02 = 2%%)")
    p.add_argument("--allow-changed-cases", action="store_true",
                   help="compare even when the two sides are not results of the same cases (ids on one side "
                        "only, or edited case definitions): warn instead of exit 2")
    p.add_argument("--with-labels", action="store_true",
                   help="apply the verdicts given in groundtest review (uncertain cases a person resolved) to both sides")
    p.add_argument("--format", choices=FORMATS, default="table")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    add_matrix_arguments(p)


def add_matrix_arguments(p: argparse.ArgumentParser) -> None:
    """The budgets the best of many candidates must be within (``compare BASE C1 C2 …``)."""
    b = p.add_argument_group("budgets (with more than one candidate)")
    b.add_argument("--max-hallucination-rate", type=_rate, metavar="RATE",
                   help="the best candidate's hallucination rate is at most RATE (default: the settings' budget, 0.02)")
    b.add_argument("--max-over-refusal-rate", type=_rate, metavar="RATE",
                   help="the best candidate's over-refusal rate is at most RATE (default: the settings' budget, 0.10)")


def run(args: argparse.Namespace) -> int:
    refuse_overwrite([args.baseline, args.candidate, *(args.more or [])], {"--output": args.output})
    if args.more:
        if args.with_labels:
            raise UsageError("--with-labels: with one candidate (compare BASELINE CANDIDATE)")
        return run_matrix(args)
    if args.max_hallucination_rate is not None or args.max_over_refusal_rate is not None:
        raise UsageError("--max-hallucination-rate/--max-over-refusal-rate: only with more than one candidate")
    notes: list[str] | None = [] if args.with_labels else None
    base_side, base = load_side(args.baseline, args.store, labels=notes)
    cand_side, cand = load_side(args.candidate, args.store, labels=notes)
    result = compare(base, cand, Limits(args.max_regression, args.max_refusal_regression), base_side, cand_side)
    result.warnings[:0] = notes or []
    if result.paired == 0 and result.excluded == 0:
        if _audit_runs(args):  # two audits of different outputs: the rates, as independent samples
            return _unpaired_audits(args)
        raise UsageError(f"{args.baseline} and {args.candidate} have no case ids in common: nothing to compare")
    mismatch = result.mismatch()
    if mismatch and not args.allow_changed_cases:
        raise UsageError(f"{args.baseline} and {args.candidate} are not results of the same case file: "
                         + "; ".join(mismatch) + " (--allow-changed-cases compares them anyway)")
    if args.format == "html":
        text = render_html(result, side_results(args.candidate, args.store), cand_side.cases_path)
    else:
        text = render(result, args.format)
    emit(text, args.output)
    return EXIT_OK if result.passed else EXIT_GATE


def run_matrix(args: argparse.Namespace) -> int:
    """``compare BASE C1 C2 …``: exit 0 when a candidate is within both budgets and the regression
    limits (the best one is named), 1 when none is."""
    from dataclasses import replace

    from ..compare.matrix import matrix
    from ..compare.matrix_report import FORMATS as MATRIX_FORMATS
    from ..compare.matrix_report import RENDERERS
    from ..settings import load_settings

    if args.format not in MATRIX_FORMATS:
        raise UsageError(f"--format {args.format}: with more than one candidate, choose one of: {', '.join(MATRIX_FORMATS)}")
    budgets = load_settings().budgets
    if args.max_hallucination_rate is not None:
        budgets = replace(budgets, max_hallucination_rate=args.max_hallucination_rate)
    if args.max_over_refusal_rate is not None:
        budgets = replace(budgets, max_over_refusal_rate=args.max_over_refusal_rate)
    base = load_side(args.baseline, args.store)
    cands = [load_side(spec, args.store) for spec in [args.candidate, *args.more]]
    m = matrix(base, cands, Limits(args.max_regression, args.max_refusal_regression), budgets)
    if all(e.comparison is not None and e.comparison.paired == 0 and e.comparison.excluded == 0 for e in m.candidates):
        raise UsageError(f"{args.baseline} has no case ids in common with any candidate: nothing to compare")
    emit(RENDERERS[args.format](m), args.output)
    return EXIT_OK if m.passed else EXIT_GATE


def _audit_runs(args: argparse.Namespace) -> bool:
    """Are both sides stored audit runs (``groundtest audit`` records them with judge ``audit``)?"""
    from pathlib import Path

    from ..runs.store import DEFAULT_PATH, Store, is_run_ref

    specs = (args.baseline, args.candidate)
    if not all(is_run_ref(x) and not Path(x).is_file() for x in specs):
        return False
    with Store.open(Path(args.store) if args.store else DEFAULT_PATH) as store:
        return all(store.run(x).judge == "audit" for x in specs)


def _unpaired_audits(args: argparse.Namespace) -> int:
    import json
    from pathlib import Path

    from ..audit.compare import compare_audits, render as render_audits
    from ..review.labels import apply_labels, labels_for, run_source
    from ..runs.store import DEFAULT_PATH, Store

    if args.format not in ("table", "json"):
        raise UsageError(f"--format {args.format}: two audits of different outputs compare in table or json")
    sides = []
    notes: list[str] = []
    with Store.open(Path(args.store) if args.store else DEFAULT_PATH) as store:
        for spec in (args.baseline, args.candidate):
            run = store.run(spec)
            results = list(store.results(run.id))
            if args.with_labels:
                reviewed = apply_labels(results, labels_for(store.db, run_source(run.id)))
                results = reviewed.results
                notes.append(reviewed.note(f"run {run.id}"))
            sides.append((f"run {run.id}", results))
    c = compare_audits(sides[0][1], sides[1][1], args.max_regression, sides[0][0], sides[1][0])
    c.warnings[:0] = notes
    emit(json.dumps(c.to_dict(), indent=2) + "\n" if args.format == "json" else render_audits(c), args.output)
    return EXIT_OK if c.passed else EXIT_GATE
