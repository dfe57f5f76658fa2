"""``groundtest audit OUTPUTS.jsonl``: rubric-only scoring of production outputs, gated per output type."""
from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..errors import EXIT_GATE, EXIT_INPUT, EXIT_OK, UsageError
from ..outputs import Progress, emit, refuse_overwrite
from ..spark.cli import add_engine_options, check_local_args
from ._options import add_line_limit_option, add_workers_option

if TYPE_CHECKING:
    from ..audit import AuditConfig

HELP = "audit production outputs (no expectations): hallucination rate per output type against a target"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("outputs", metavar="OUTPUTS.jsonl", help="JSONL of {id, output_type, query, context, response}")
    p.add_argument("--target", action="append", metavar="RATE|TYPE=RATE",
                   help="highest acceptable hallucination rate (default 0.01); TYPE=RATE for one output type (repeatable)")
    p.add_argument("--sample", metavar="TYPE=RATE,...", help="share of each output type to audit, by id hash (e.g. research=1.0,chat=0.1)")
    p.add_argument("--queue", metavar="FILE", help="write the uncertain outputs here (JSONL review queue)")
    p.add_argument("--registry", metavar="DB", help="verify citations against this source registry (groundtest registry add)")
    p.add_argument("--policies", metavar="FILE", help="jurisdiction policies (TOML) layered over the shipped ones")
    p.add_argument("--checker-config", metavar="FILE", help="offline checker thresholds (TOML/JSON)")
    p.add_argument("--format", choices=("table", "json", "markdown"), default="table")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    p.add_argument("--results", metavar="FILE", help="write per-output results as JSONL")
    p.add_argument("--store", metavar="PATH", help="record the audit as a run in this store (default .groundtest/groundtest.db); "
                                                   "compare two audit runs like score runs")
    p.add_argument("--no-store", action="store_true", help="do not record the audit")
    add_workers_option(p, "the audit")
    add_line_limit_option(p)
    add_engine_options(p)


def config_from_args(args: argparse.Namespace) -> "AuditConfig":
    """The audit configuration the flags describe (shared with other engines)."""
    from ..audit import AuditConfig, parse_rates

    target, targets = 0.01, {}
    for t in args.target or []:
        per, default = parse_rates(t, "--target")
        targets.update(per)
        target = default if default is not None else target
    sample, default_rate = parse_rates(args.sample or "", "--sample")
    if args.registry:
        from ..citations.registry import SqliteRegistry

        SqliteRegistry.open(args.registry).close()  # fail now, with a clear message, not on the first row
    if args.checker_config:
        from ..audit.rows import checker_config

        checker_config(args.checker_config)
    if args.policies:
        from ..citations.policies import load_policies

        load_policies(args.policies)
    return AuditConfig(target=target, targets=targets, sample=sample,
                       default_rate=1.0 if default_rate is None else default_rate,
                       registry=args.registry, policies=args.policies, checker_config=args.checker_config)


def run(args: argparse.Namespace) -> int:
    from ..infile import line_limit

    if args.queue and args.results and args.queue == args.results:
        raise UsageError("--queue and --results must be different files")
    refuse_overwrite([args.outputs], {"--results": args.results, "--queue": args.queue, "--output": args.output})
    config = config_from_args(args)
    with line_limit(args.max_line_bytes):
        return _audit(args, config)


def _audit(args: argparse.Namespace, config) -> int:  # type: ignore[no-untyped-def]
    from ..audit import audit_file
    from ..audit.report import render

    if args.engine == "spark":  # the same report and exit codes from a Spark job (groundtest.spark)
        from ..spark.cli import audit_command

        return audit_command(args, config)
    check_local_args(args)
    if args.store and args.no_store:
        raise UsageError("--store and --no-store: give one or the other")
    progress = Progress("auditing")
    recorder = None
    if not args.no_store:
        from ..audit.record import AuditRecorder

        recorder = AuditRecorder(args.store, args.outputs, config, required=bool(args.store))

    def on_result(r: dict) -> None:
        progress.tick()
        if recorder:
            recorder.add(r)

    try:
        outcome = audit_file(args.outputs, config, results_path=args.results, queue_path=args.queue,
                             on_result=on_result, workers=args.workers)
    except BaseException:
        if recorder:
            recorder.discard()
        raise
    progress.done()
    if recorder:
        recorder.finish(outcome.file_sha256)
    emit(render(outcome.summary, args.format), args.output)
    if recorder and recorder.failed and args.store:  # asked for explicitly: a run CI cannot find is a failure
        return EXIT_INPUT
    return EXIT_OK if outcome.summary.passed else EXIT_GATE
