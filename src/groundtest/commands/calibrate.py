"""``groundtest calibrate RESULTS.jsonl LABELS.jsonl``: how far to trust a judge, gated on Cohen's kappa.

``groundtest calibrate LABELS.jsonl --fit CASES.jsonl --write-config checker.toml`` tunes the
offline checker's thresholds on the labelled cases and writes the file ``score --checker-config`` reads.
"""
from __future__ import annotations

import argparse
import json
import sys
from functools import partial

from ..errors import EXIT_GATE, EXIT_OK, UsageError
from ..outputs import Progress, emit
from ._options import add_workers_option, share

#: with --workers auto, a fit on fewer labelled cases than this runs in one process
SMALL_FIT = 50

HELP = "agreement of a judge's verdicts with human labels (kappa gate); --fit tunes the offline checker"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.usage = ("%(prog)s RESULTS.jsonl LABELS.jsonl [--min-kappa K] [--format table|json] [-o FILE]\n"
               "       %(prog)s LABELS.jsonl --fit CASES.jsonl --write-config FILE [--objective O] [--holdout SHARE]")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="results of a scored run (DESIGN §3), then human labels: JSONL {id, label: clean|hallucinated|uncertain, "
                        "note?} or {id, gold}; with --fit, the labels only")
    p.add_argument("--min-kappa", type=_kappa, default=0.6, metavar="K", help="exit 1 when Cohen's kappa is below K (default 0.6)")
    p.add_argument("--format", choices=("table", "json"), default="table")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    f = p.add_argument_group("fit the offline checker")
    f.add_argument("--fit", metavar="CASES.jsonl", help="tune the local checker's thresholds on these labelled cases")
    f.add_argument("--write-config", metavar="FILE", help="where --fit writes the thresholds (.toml or .json)")
    f.add_argument("--objective", choices=("balanced_accuracy", "kappa"), default="balanced_accuracy")
    f.add_argument("--holdout", type=partial(share, one=False), default=0.0, metavar="SHARE", help="keep this share of cases (by id hash) out of the fit to measure it")
    f.add_argument("--checker-config", metavar="FILE", help="start from these thresholds (default: the configured or built-in ones)")
    f.add_argument("--refusal", action="append", metavar="TEXT", help="pin an exact refusal sentence (repeatable)")
    f.add_argument("--config", metavar="FILE", help="settings file (default: nearest groundtest.toml or pyproject.toml)")
    add_workers_option(f, "the fit's candidate thresholds")


def _number(text: str, low: float, high: float, what: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not low <= v <= high:
        raise argparse.ArgumentTypeError(f"{what} is from {low:g} to {high:g}, got {text!r}")
    return v


def _kappa(text: str) -> float:
    return _number(text, -1.0, 1.0, "kappa")


def run(args: argparse.Namespace) -> int:
    if args.fit is None:
        if args.write_config:
            raise UsageError("groundtest calibrate: --write-config needs --fit CASES.jsonl")
        if len(args.files) != 2:
            raise UsageError("groundtest calibrate: expected RESULTS.jsonl LABELS.jsonl")
        return _agreement(args)
    if not args.write_config:
        raise UsageError("groundtest calibrate: --fit needs --write-config FILE")
    if len(args.files) != 1:
        raise UsageError("groundtest calibrate: with --fit, give only LABELS.jsonl")
    return _fit(args)


def _agreement(args: argparse.Namespace) -> int:
    from ..calibrate import compare, gate, read_labels, read_verdicts, render_table

    verdicts, excluded = read_verdicts(args.files[0])
    labels = read_labels(args.files[1])
    a = compare(labels, verdicts, excluded)
    if not a.n:
        raise UsageError(f"no case id is in both {args.files[0]} and {args.files[1]}")
    failures = gate(a, args.min_kappa)
    if args.format == "json":
        text = json.dumps({**a.to_dict(), "min_kappa": args.min_kappa, "passed": not failures, "failures": failures}, indent=2) + "\n"
    else:
        text = render_table(a, args.min_kappa, failures)
    emit(text, args.output)
    return EXIT_GATE if failures else EXIT_OK


def _fit(args: argparse.Namespace) -> int:
    from ..calibrate import read_labels
    from ..checker.config import load_config
    from ..calibrate.fit import FitSource, evaluate, fit, fit_gate, prepare, render_fit, verify
    from ..workers import resolve
    from ._options import settings_from_args

    labels = {i: v.label for i, v in read_labels(args.files[-1]).items()}
    settings = settings_from_args(args)
    base = load_config(settings.checker_config)
    source = FitSource(args.fit, labels, settings, base, allow_fields=("gold", "gold_detail", "source", "label", "note"))
    cases = source.read()
    prepared = prepare(cases, labels, settings, base)
    if not prepared:
        raise UsageError(f"no case of {args.fit} has a clean or hallucinated label in {args.files[-1]}")
    workers = resolve(args.workers) if args.workers is not None or len(prepared) >= SMALL_FIT else 1
    progress = Progress("fitting")
    result = fit(prepared, base, args.objective, holdout=args.holdout, on_step=lambda n: progress.tick(),
                 workers=workers, source=source)
    progress.done()
    try:
        result.config.dump(args.write_config)
    except OSError as exc:
        raise UsageError(f"--write-config: cannot write {args.write_config}: {exc.strerror}") from None
    checked = verify(cases, labels, settings, args.write_config)
    if checked != evaluate(prepared, result.config):
        print("groundtest: warning: the scorer's verdicts differ from the fit's; the report shows the scorer's", file=sys.stderr)
    print(f"groundtest: wrote the fitted checker thresholds to {args.write_config}", file=sys.stderr)
    failures = fit_gate(result, checked, args.min_kappa)
    if args.format == "json":
        text = json.dumps({**result.to_dict(), "scored": checked, "passed": not failures, "failures": failures}, indent=2) + "\n"
    else:
        text = render_fit(result, checked, args.objective, failures)
    emit(text, args.output)
    return EXIT_GATE if failures else EXIT_OK
