"""``groundtest score CASES.jsonl``: score every case, print the report, gate on the budgets."""
from __future__ import annotations

import argparse

from ..errors import EXIT_GATE, EXIT_OK
from ..model import Result
from ..outputs import Progress, emit
from ..runs.recorder import Recorder
from ..runs.repeat import Instability, uncached
from ..reports import FORMATS, get_renderer
from ..runner import Interrupted, score_file
from ..spark.cli import add_engine_options, check_local_args
from ._options import _positive, add_scoring_options, settings_from_args

HELP = "score every case, print the report, gate on the budgets"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("cases", metavar="CASES.jsonl")
    p.add_argument("--format", choices=FORMATS, default="table")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    p.add_argument("--results", metavar="FILE", help="write per-case results as JSONL")
    p.add_argument("--store", metavar="PATH", help="record the run in this store (default .groundtest/groundtest.db)")
    p.add_argument("--no-store", action="store_true", help="do not record the run")
    p.add_argument("--repeat", type=_positive, default=1, metavar="K",
                   help="judge each case K times; cases whose verdict changes are marked unstable")
    add_scoring_options(p)
    add_engine_options(p)


def run(args: argparse.Namespace) -> int:
    settings = settings_from_args(args)
    if args.engine == "spark":  # the same report and exit codes from a Spark job (groundtest.spark)
        from ..spark.cli import score_command

        return score_command(args, settings)
    check_local_args(args)
    if args.repeat > 1:
        settings = uncached(settings)
    renderer = get_renderer(args.format)
    progress = Progress("scoring")
    instability = Instability(args.repeat)
    recorder = None if args.no_store else Recorder(args.store, args.cases, settings, args.repeat)

    def on_result(r: Result) -> None:
        progress.tick()
        instability.add(r)
        if recorder:
            recorder.add(r)

    try:
        outcome = score_file(
            args.cases,
            settings,
            results_path=args.results,
            keep_results=renderer.needs_results,
            on_result=on_result,
            repeat=args.repeat,
        )
    except Interrupted as exc:
        if recorder:
            recorder.finish(exc.outcome.summary, exc.outcome.file_sha256, status="interrupted")
        raise
    except BaseException:
        if recorder:
            recorder.discard()
        raise
    progress.done()
    outcome.summary.warnings.extend(instability.warnings())
    if recorder:
        recorder.finish(outcome.summary, outcome.file_sha256)
    extra = {"case_file": args.cases} if args.format == "html" else {}  # the report shows query/context/response
    emit(renderer.render(outcome.summary, outcome.results, **extra), args.output)
    return EXIT_OK if outcome.summary.passed else EXIT_GATE
