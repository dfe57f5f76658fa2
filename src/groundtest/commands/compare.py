"""``groundtest compare BASELINE CANDIDATE``: what flipped between two runs, and the regression gate."""
from __future__ import annotations

import argparse

from ..compare import Limits, compare
from ..compare.report import FORMATS, render, render_html
from ..errors import EXIT_GATE, EXIT_OK, UsageError
from ..outputs import emit
from ..compare.sides import load_side, side_results
from ._options import _rate

HELP = "compare two runs (run id, last, last~N, or a results JSONL file) and gate on regressions"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("baseline", metavar="BASELINE", help="run id, last, last~N, or a results file (score --results)")
    p.add_argument("candidate", metavar="CANDIDATE", help="run id, last, last~N, or a results file")
    p.add_argument("--store", metavar="PATH", help="run store (default .groundtest/groundtest.db)")
    p.add_argument("--max-regression", type=_rate, default=0.005, metavar="RATE",
                   help="largest allowed rise of the hallucination rate (default 0.005 = 0.5%%)")
    p.add_argument("--max-refusal-regression", type=_rate, default=0.02, metavar="RATE",
                   help="largest allowed rise of the over-refusal rate (default 0.02 = 2%%)")
    p.add_argument("--format", choices=FORMATS, default="table")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")


def run(args: argparse.Namespace) -> int:
    base_side, base = load_side(args.baseline, args.store)
    cand_side, cand = load_side(args.candidate, args.store)
    result = compare(base, cand, Limits(args.max_regression, args.max_refusal_regression), base_side, cand_side)
    if result.paired == 0 and result.excluded == 0:
        raise UsageError(f"{args.baseline} and {args.candidate} have no case ids in common: nothing to compare")
    if args.format == "html":
        text = render_html(result, side_results(args.candidate, args.store), cand_side.cases_path)
    else:
        text = render(result, args.format)
    emit(text, args.output)
    return EXIT_OK if result.passed else EXIT_GATE
