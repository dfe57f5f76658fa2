"""``groundtest score CASES.jsonl``: score every case, print the report, gate on the budgets."""
from __future__ import annotations

import argparse
from pathlib import Path

from ..errors import EXIT_GATE, EXIT_INPUT, EXIT_OK, UsageError
from ..model import Result
from ..outputs import Progress, emit, refuse_overwrite, scratch_file
from ..runs.recorder import Recorder
from ..runs.repeat import Instability, uncached
from ..reports import FORMATS, get_renderer
from ..runner import Interrupted, reread_results, score_file
from ..spark.cli import add_engine_options, check_local_args
from ._options import _positive, add_line_limit_option, add_scoring_options, add_workers_option, settings_from_args

HELP = "score every case, print the report, gate on the budgets"
EPILOG = ("The hallucination budget counts cases with a critical finding (positive evidence: a value, name, "
          "citation, channel or condition the context lacks, a contradiction, a wrong derivation, a guess after a "
          "gap, an empty retrieval that drafts). New plain words alone are moderate: the case is 'uncertain', "
          "listed for review and not counted (--max-uncertain-rate gates on them). guard drops more "
          "(docs/checker.md, severity by evidence).")


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
    add_workers_option(p, "the offline judges (none, local); model judges keep their own --concurrency")
    add_line_limit_option(p)
    add_engine_options(p)
    add_live_arguments(p)


def add_live_arguments(p: argparse.ArgumentParser) -> None:
    """``--target URL | --target-cmd CMD``: answer the cases first (as ``run``), then score them."""
    from .run import add_target_arguments

    add_target_arguments(p, calls="target-")
    a = p.add_argument_group("answers (with --target or --target-cmd)")
    a.add_argument("--answers", metavar="FILE",
                   help="keep the recorded answers in FILE; rerunning with the same FILE resumes (default: not kept)")
    a.add_argument("--restart", action="store_true", help="ignore answers already in --answers; call every case")


def run(args: argparse.Namespace) -> int:
    from ..infile import line_limit

    with line_limit(args.max_line_bytes):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    refuse_overwrite([args.cases], {"--results": args.results, "--output": args.output})
    if args.target or args.target_cmd:
        return _live(args)
    if args.answers or args.restart:
        raise UsageError("--answers and --restart: only with --target URL or --target-cmd CMD")
    return _score(args, args.cases)


def _live(args: argparse.Namespace) -> int:
    """Answer every case with the target, then score the answers; exit 1 if any case has none."""
    import sys

    from ..target.live import answered_file
    from .run import _table, retrieval_lines, target_from_args

    if args.engine == "spark":
        raise UsageError("--target/--target-cmd: calls the system locally; drop --engine spark")
    target, opts = target_from_args(args, calls="target-")
    progress = Progress("answering", every=20)
    with answered_file(args.cases, target, opts, answers=args.answers, restart=args.restart,
                       outputs=(args.output, args.results), on_done=lambda case: progress.tick()) as outcome:
        progress.done()
        if not outcome.complete:
            print(_table(outcome), file=sys.stderr)
            print(f"groundtest: not scored: {len(outcome.errors)} case(s) have no answer"
                  + ("; run the same command again to retry them" if args.answers else
                     "; pass --answers FILE to keep the answers and retry only those"), file=sys.stderr)
            return EXIT_GATE
        for line in retrieval_lines(outcome.retrieval):  # on stderr: stdout stays the report
            print(line, file=sys.stderr)
        return _score(args, outcome.output)


def _score(args: argparse.Namespace, cases: str) -> int:
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
    recorder = None if args.no_store else Recorder(args.store, cases, settings, args.repeat, required=bool(args.store))

    def on_result(r: Result) -> None:
        progress.tick()
        instability.add(r)

    streamed = renderer.stream is not None  # the HTML report: re-read from the results file, not kept in memory
    results_path = args.results or (scratch_file(args.output) if streamed else None)

    def drop_scratch() -> None:
        if results_path and not args.results:
            Path(results_path).unlink(missing_ok=True)

    try:
        outcome = score_file(
            cases,
            settings,
            results_path=results_path,
            keep_results=renderer.needs_results and not streamed,
            on_result=on_result,
            repeat=args.repeat,
            workers=args.workers,
            recorder=recorder,
        )
    except Interrupted as exc:
        if recorder:
            recorder.finish(exc.outcome.summary, exc.outcome.file_sha256, status="interrupted")
        drop_scratch()
        raise
    except BaseException:
        if recorder:
            recorder.discard()
        drop_scratch()
        raise
    progress.done()
    outcome.summary.warnings.extend(instability.warnings())
    if recorder:
        recorder.finish(outcome.summary, outcome.file_sha256, keyed=outcome.keyed)
    if renderer.stream is not None and results_path:  # the report shows query/context/response of the cases in full
        try:
            renderer.stream(outcome.summary, lambda: reread_results(results_path), args.output, case_file=cases)
        finally:
            drop_scratch()
    else:
        emit(renderer.render(outcome.summary, outcome.results), args.output)
    if recorder and recorder.failed and args.store:  # asked for explicitly: a run CI cannot find is a failure
        return EXIT_INPUT
    return EXIT_OK if outcome.summary.passed else EXIT_GATE
