"""``score``/``audit`` with ``--engine spark``: the same report and exit codes, computed by Spark."""
from __future__ import annotations

import argparse
import logging
import os
import time
import traceback
from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from ..errors import EXIT_GATE, EXIT_OK, GroundtestError, UsageError
from ..outputs import emit
from ..settings import Settings
from . import io
from .session import ExecutorError, error_detail, get_session, job_error

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

    from ..audit import AuditConfig


def add_engine_options(p: argparse.ArgumentParser) -> None:
    """``--engine`` and the Spark flags, for ``score`` and ``audit``."""
    g = p.add_argument_group("engine")
    g.add_argument("--engine", choices=("local", "spark"), default="local",
                   help="local: this process (default); spark: a Spark job (pip install 'groundtest[spark]')")
    g.add_argument("--master", metavar="URL", help="Spark master when no session is active (default local[*])")
    g.add_argument("--results-dir", metavar="DIR", help="spark: write per-case results into this folder (any path Spark writes)")
    g.add_argument("--results-format", choices=io.FORMATS, help="spark: format of --results-dir (default parquet)")
    g.add_argument("--input-format", choices=io.FORMATS, help="spark: format of the input (default: parquet for *.parquet, else jsonl)")
    g.add_argument("--partitions", type=int, metavar="N", help="spark: read the input in about N splits (tasks)")


def check_local_args(args: argparse.Namespace) -> None:
    """Refuse the Spark-only flags without ``--engine spark``."""
    given = [f"--{k.replace('_', '-')}" for k in ("master", "results_dir", "results_format", "input_format", "partitions")
             if getattr(args, k, None) is not None]
    if given:
        raise UsageError(f"{', '.join(given)}: only with --engine spark")


@contextmanager
def engine(args: argparse.Namespace) -> Iterator["SparkSession"]:
    """The session for one command (stopped after if started here); Spark failures in one line.

    A failed job is bad input or a lost cluster (exit 2); a Python error on an executor is a bug of
    groundtest's (:class:`~.session.ExecutorError`, exit 3 with the worker's traceback in the log);
    Ctrl-C is passed on (exit 130)."""
    if args.partitions is not None and args.partitions < 1:
        raise UsageError(f"--partitions: must be 1 or more, got {args.partitions}")
    with _quiet_root_logger():
        spark, created = get_session(args.master)
        with _session(spark, created, args) as s:
            yield s


@contextmanager
def _quiet_root_logger() -> Iterator[None]:
    """py4j logs a traceback on the root logger when Ctrl-C cuts a call to the JVM (and Python's
    logging then prints it): a root logger with no handler gets a silent one for the command."""
    root = logging.getLogger()
    quiet = None if root.handlers or os.environ.get("GROUNDTEST_DEBUG") else logging.NullHandler()
    if quiet:
        root.addHandler(quiet)
    try:
        yield
    finally:
        if quiet:
            root.removeHandler(quiet)


@contextmanager
def _session(spark: "SparkSession", created: bool, args: argparse.Namespace) -> Iterator["SparkSession"]:
    try:
        if args.results_dir:
            io.check_results_dir(spark, args.results_dir)
        with io.partitions(spark, args.partitions):
            yield spark
    except GroundtestError:
        raise
    except KeyboardInterrupt:  # Spark cancels the jobs; stopping it before they end races them (Java traces)
        if created:
            _settle(spark)
        raise
    except Exception as exc:
        if not type(exc).__module__.startswith(("pyspark", "py4j")):
            raise
        if type(exc).__name__ == "PythonException":  # groundtest's own code raised on an executor: a bug (exit 3)
            raise ExecutorError(error_detail(exc)) from exc
        if os.environ.get("GROUNDTEST_DEBUG"):
            traceback.print_exc()
        raise job_error(exc) from None
    finally:
        if created:
            spark.stop()


def _settle(spark: "SparkSession", wait: float = 10.0) -> None:
    """Cancel the running jobs (pyspark's own Ctrl-C handler tries, but its call to the JVM can be
    the one the signal cut) and wait a while for them to end."""
    spark.sparkContext.cancelAllJobs()
    tracker = spark.sparkContext.statusTracker()
    deadline = time.monotonic() + wait
    while tracker.getActiveJobsIds() and time.monotonic() < deadline:
        time.sleep(0.05)


def _write(spark: "SparkSession", results: "DataFrame", lines: "DataFrame", args: argparse.Namespace) -> None:
    if args.results_dir:
        io.write_dir(spark, results, lines, args.results_dir, args.results_format or "parquet")
    if args.results:
        io.write_file(lines, args.results)


def score_command(args: argparse.Namespace, settings: Settings) -> int:
    """``groundtest score PATH --engine spark``."""
    from ..reports import get_renderer
    from .score import result_lines, result_of, score_dataframe, summarize_results

    if args.repeat > 1:
        raise UsageError("--repeat: not available with --engine spark")
    if args.store:
        raise UsageError("--store: runs scored with --engine spark are not recorded; keep the results with --results-dir")
    renderer = get_renderer(args.format)
    fmt = io.input_format(args.cases, args.input_format)
    with engine(args) as spark:
        df, source = io.read_input(spark, args.cases, fmt)
        results = score_dataframe(df, settings=settings, source=source)
        local_jsonl = fmt == "jsonl" and os.path.isfile(args.cases)
        extra = {"case_file": args.cases} if args.format == "html" and local_jsonl else {}
        try:
            _write(spark, results, result_lines(results), args)
            summary = summarize_results(results, settings)
            if renderer.stream is not None:  # the HTML report: streamed from the persisted frame, twice
                renderer.stream(summary, lambda: (result_of(r.asDict(recursive=True)) for r in results.toLocalIterator()),
                                args.output, **extra)
                return EXIT_OK if summary.passed else EXIT_GATE
            kept = [result_of(r.asDict(recursive=True)) for r in results.toLocalIterator()] if renderer.needs_results else None
        finally:
            results.unpersist()
    emit(renderer.render(summary, kept, **extra), args.output)
    return EXIT_OK if summary.passed else EXIT_GATE


def audit_command(args: argparse.Namespace, config: "AuditConfig") -> int:
    """``groundtest audit PATH --engine spark``."""
    from ..audit.report import render
    from .audit import audited_frame, check, public, queue_lines, result_lines, summarize_audit

    with engine(args) as spark:
        df, source = io.read_input(spark, args.outputs, args.input_format)
        internal = audited_frame(df, config, source, queue=bool(args.queue)).persist()
        try:
            st = check(internal, source)
            results = public(internal, st)
            if args.queue:
                io.write_file(queue_lines(internal), args.queue)
        finally:
            internal.unpersist()
        try:
            _write(spark, results, result_lines(results), args)
            summary = summarize_audit(results, config, registry=config.registry, queue=args.queue)
        finally:
            results.unpersist()
    emit(render(summary, args.format), args.output)
    return EXIT_OK if summary.passed else EXIT_GATE
