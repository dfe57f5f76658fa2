"""``groundtest score CASES.jsonl``: score every case, print the report, gate on the budgets."""
from __future__ import annotations

import argparse

from ..errors import EXIT_GATE, EXIT_OK
from ..outputs import Progress, emit
from ..reports import FORMATS, get_renderer
from ..runner import score_file
from ._options import add_scoring_options, settings_from_args

HELP = "score every case, print the report, gate on the budgets"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("cases", metavar="CASES.jsonl")
    p.add_argument("--format", choices=FORMATS, default="table")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    p.add_argument("--results", metavar="FILE", help="write per-case results as JSONL")
    add_scoring_options(p)


def run(args: argparse.Namespace) -> int:
    settings = settings_from_args(args)
    renderer = get_renderer(args.format)
    progress = Progress("scoring")
    outcome = score_file(
        args.cases,
        settings,
        results_path=args.results,
        keep_results=renderer.needs_results,
        on_result=lambda r: progress.tick(),
    )
    progress.done()
    emit(renderer.render(outcome.summary, outcome.results), args.output)
    return EXIT_OK if outcome.summary.passed else EXIT_GATE
