"""``groundtest runs``: the recent runs in the store."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..errors import EXIT_OK, UsageError
from ..runs.store import DEFAULT_PATH, RunInfo, Store
from ._options import _count

HELP = "list recent runs recorded in the store"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--store", metavar="PATH", help="run store (default .groundtest/groundtest.db)")
    p.add_argument("--limit", "-n", type=_count, default=20, metavar="N", help="how many (default 20; 0 for all)")
    p.add_argument("--format", choices=("table", "json"), default="table")


def _row(r: RunInfo) -> str:
    s = r.summary or {}
    verdict = {True: "passed", False: "FAILED", None: r.status}[r.passed] if r.status == "complete" else r.status
    rates = (f"{s.get('hallucination_rate', 0):>7.1%} {s.get('over_refusal_rate', 0):>7.1%}" if s else f"{'-':>7} {'-':>7}")
    return (f"{r.id:>5}  {r.created.replace('T', ' ')[:19]:<19}  {verdict:<11} {s.get('cases', '-'):>6} {rates}  "
            f"{(r.judge or '-') + (f' x{r.repeat}' if r.repeat > 1 else ''):<12} {r.cases_path or '-'}")


def run(args: argparse.Namespace) -> int:
    path = Path(args.store) if args.store else DEFAULT_PATH
    if not path.is_file():
        raise UsageError(f"no run store at {path} (groundtest score records runs there)")
    with Store.open(path) as store:
        runs = store.runs(args.limit or None)
    if args.format == "json":
        print(json.dumps([r.to_dict() for r in runs], indent=2, ensure_ascii=False))
        return EXIT_OK
    print(f"{'id':>5}  {'created (UTC)':<19}  {'status':<11} {'cases':>6} {'halluc':>7} {'refuse':>7}  {'judge':<12} case file")
    for r in runs:
        print(_row(r))
    if not runs:
        print(f"(no runs in {path})")
    return EXIT_OK
