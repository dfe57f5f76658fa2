"""``groundtest labels export``: the labels given in ``groundtest review``, as JSONL for ``calibrate``."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..errors import EXIT_OK, UsageError
from ..outputs import emit
from ..runs.store import DEFAULT_PATH, Store, is_run_ref

HELP = "export the labels given in groundtest review (JSONL: id, label, note, run, labelled_at)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="action", metavar="ACTION")
    e = sub.add_parser("export", help="write the labels as JSONL (what calibrate reads)")
    e.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    e.add_argument("--run", metavar="RUN", help="only this run (id, last, last~N) or results file")
    e.add_argument("--store", metavar="PATH", help="run store (default .groundtest/groundtest.db)")


def run(args: argparse.Namespace) -> int:
    if args.action != "export":
        raise UsageError("groundtest labels: choose an action: export")
    from ..review.labels import file_source, iter_labels, run_source

    path = Path(args.store) if args.store else DEFAULT_PATH
    if not path.is_file():
        raise UsageError(f"no run store at {path}: nothing has been labelled yet (groundtest review)")
    with Store.open(path) as store:
        source = None
        if args.run:
            if is_run_ref(args.run) and not Path(args.run).is_file():
                source = run_source(store.resolve(args.run))
            else:
                source = file_source(args.run)
        rows = [json.dumps(lab.to_dict(), ensure_ascii=False) + "\n" for lab in iter_labels(store.db, source)]
    emit("".join(rows), args.output)
    if args.output and args.output != "-":
        print(f"groundtest: wrote {len(rows)} label(s) to {args.output}", file=sys.stderr)
    return EXIT_OK
