"""``groundtest show RUN``: re-render a stored run in any report format."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import EXIT_GATE, EXIT_OK, UsageError
from ..outputs import emit
from ..reports import FORMATS, get_renderer
from ..runs.store import DEFAULT_PATH, RunInfo, Store, file_sha256
from ..model import Result
from ..summary import Summary

HELP = "re-render a stored run (an id, last or last~N) in any report format"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("run", metavar="RUN", help="run id, last (the most recent complete run) or last~N")
    p.add_argument("--store", metavar="PATH", help="run store (default .groundtest/groundtest.db)")
    p.add_argument("--format", choices=FORMATS, default="table")
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    p.add_argument("--with-labels", action="store_true",
                   help="the rates with the verdicts given in groundtest review applied (and how many uncertain cases remain)")


def run(args: argparse.Namespace) -> int:
    path = Path(args.store) if args.store else DEFAULT_PATH
    if not path.is_file():
        raise UsageError(f"no run store at {path} (groundtest score records runs there)")
    renderer = get_renderer(args.format)
    streamed = renderer.stream is not None  # the HTML report re-reads the stored results (memory flat)
    results: list[Result] | None
    with Store.open(path) as store:
        info = store.run(args.run)
        if args.with_labels:
            summary, results = _reviewed(store, info)
            streamed = False
        else:
            summary, results = store.summary(info, keep_results=renderer.needs_results and not streamed)
    if info.status != "complete":
        print(f"groundtest: warning: run {info.id} is {info.status}: the report covers the cases recorded", file=sys.stderr)
    extra = {}
    if args.format == "html" and info.cases_path:  # the page shows query, context and response
        if file_sha256(info.cases_path) == info.cases_sha256:
            extra["case_file"] = info.cases_path
        else:
            print(f"groundtest: warning: {info.cases_path} is gone or changed since run {info.id}: "
                  "the page shows the findings without the cases", file=sys.stderr)
    if renderer.stream is not None:
        with Store.open(path) as store:
            renderer.stream(summary, lambda: store.results(info.id), args.output, **extra)
        return EXIT_OK if summary.passed else EXIT_GATE
    emit(renderer.render(summary, results, **extra), args.output)
    return EXIT_OK if summary.passed else EXIT_GATE


def _reviewed(store: Store, info: "RunInfo") -> "tuple[Summary, list[Result]]":
    """The run's summary and results with the reviewers' verdicts applied, and a note saying so."""
    from ..review.labels import apply_labels, labels_for, run_source
    from ..runs.store import budgets_from_dict
    from ..summary import SummaryBuilder

    reviewed = apply_labels(store.results(info.id), labels_for(store.db, run_source(info.id)))
    builder = SummaryBuilder(budgets_from_dict(info.budgets), judge=info.judge)
    for r in reviewed.results:
        builder.add(r)
    summary = builder.build()
    summary.warnings.insert(0, reviewed.note(f"run {info.id}"))
    return summary, reviewed.results
