"""``groundtest labels export``: the labels given in ``groundtest review``, as JSONL for ``calibrate``."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..errors import EXIT_GATE, EXIT_OK, UsageError
from ..outputs import emit
from ..runs.store import DEFAULT_PATH, Store, is_run_ref

HELP = "export the labels given in groundtest review (JSONL: id, label, note, run, labelled_at)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="action", metavar="ACTION")
    e = sub.add_parser("export", help="write the labels as JSONL (what calibrate reads)")
    e.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    e.add_argument("--run", metavar="RUN", help="only this run (id, last, last~N) or results file")
    e.add_argument("--store", metavar="PATH", help="run store (default .groundtest/groundtest.db)")
    e.add_argument("--reviewed", action="store_true",
                   help="with --run: mark the run reviewed, which needs a verdict (clean or hallucinated) for every "
                        "uncertain case; refused (exit 1, nothing written) while one is unlabelled")


def run(args: argparse.Namespace) -> int:
    if args.action != "export":
        raise UsageError("groundtest labels: choose an action: export")
    from ..review.labels import file_source, iter_labels, mark_reviewed, run_source, unreviewed

    path = Path(args.store) if args.store else DEFAULT_PATH
    if not path.is_file():
        raise UsageError(f"no run store at {path}: nothing has been labelled yet (groundtest review)")
    if args.reviewed and not args.run:
        raise UsageError("--reviewed: name the run (--run RUN or a results file) whose uncertain cases were reviewed")
    with Store.open(path) as store:
        source = None
        if args.run:
            if is_run_ref(args.run) and not Path(args.run).is_file():
                source = run_source(store.resolve(args.run))
            else:
                source = file_source(args.run)
        labels = list(iter_labels(store.db, source))
        if args.reviewed:
            assert source is not None
            missing = unreviewed(_results(args.run, store), {lab.id: lab for lab in labels})
            if missing:
                shown = ", ".join(missing[:10]) + (f" and {len(missing) - 10} more" if len(missing) > 10 else "")
                print(f"groundtest labels: not marked reviewed: {len(missing)} uncertain case(s) of {args.run} have no "
                      f"verdict (clean or hallucinated) yet: {shown}; label them with groundtest review {args.run}",
                      file=sys.stderr)
                return EXIT_GATE
            mark_reviewed(store.db, source, len(labels))
        rows = [json.dumps(lab.to_dict() | ({"reviewed": True} if args.reviewed else {}), ensure_ascii=False) + "\n"
                for lab in labels]
    emit("".join(rows), args.output)
    if args.output and args.output != "-":
        print(f"groundtest: wrote {len(rows)} label(s) to {args.output}", file=sys.stderr)
    if args.reviewed:
        print(f"groundtest labels: {args.run} marked reviewed: every uncertain case has a verdict", file=sys.stderr)
    return EXIT_OK


def _results(run: str, store: Store) -> list:
    """The results of a stored run or a results file (a score or an audit's), for the review check."""
    if is_run_ref(run) and not Path(run).is_file():
        return list(store.results(store.resolve(run)))
    from ..review.audits import is_audit_file, read_audit

    if is_audit_file(run):
        return read_audit(run)[0]
    from ..compare.sides import read_results

    return list(read_results(run))
