"""Peak memory (RSS) of ``groundtest score`` with the default store against ``--no-store`` (issue 15).

    .venv/bin/python bench/store_memory.py [--cases 100000 1000000] [--judge none] [--write]

Writes N synthetic answered cases, runs ``groundtest score CASES --judge J --store DB`` and the
same with ``--no-store``, each in a fresh process, and reads the child's peak RSS from
``wait4``. ``--write`` appends the figures to bench/RESULTS.md. Target: ≤ 60 MB at 1M cases.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TYPES = (("answerable", "answer"), ("unanswerable", "abstain"), ("partial", "partial"))


def write_cases(path: Path, n: int) -> None:
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            t, e = TYPES[i % 3]
            row = {"id": f"case-{i:07d}", "type": t, "expect": e, "query": f"How much is fee {i}?",
                   "context": [{"title": "fees.md", "text": f"Fee {i} is ${i % 97}. Returns take 21 days."}],
                   "response": f"Fee {i} is ${i % 97}." if e != "abstain" else "The documents don't say.",
                   "must_include": [f"${i % 97}"] if e != "abstain" else []}
            fh.write(json.dumps(row) + "\n")


def peak(argv: list[str], cwd: Path) -> tuple[float, float, int]:
    """(peak RSS in MB, seconds, exit code) of one run of the console script."""
    t = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "groundtest.cli", *argv], cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    err = proc.stderr.read().decode() if proc.stderr else ""
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{argv}: exit {code}: {err[-500:]}")
    return usage.ru_maxrss / 1024, time.perf_counter() - t, code


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, nargs="+", default=[100_000, 1_000_000])
    ap.add_argument("--judge", default="none")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for n in args.cases:
            cases = tmp / f"cases{n}.jsonl"
            write_cases(cases, n)
            for label, extra in (("store", ["--store", str(tmp / f"s{n}.db")]), ("no store", ["--no-store"])):
                mb, secs, _ = peak(["score", str(cases), "--judge", args.judge, *extra], tmp)
                rows.append((n, label, mb, secs))
                print(f"{n:>9,} cases  {label:<8}  peak RSS {mb:6.1f} MB  {secs:6.1f} s", flush=True)
    if args.write:
        cmd = "python bench/store_memory.py --cases " + " ".join(map(str, args.cases)) + f" --judge {args.judge}"
        lines = ["", "## Store memory at scale (issue 15)", "", f"`{cmd} --write` (peak RSS of the `groundtest score` process, from wait4)", "",
                 "| cases | store | peak RSS | wall |", "|---:|---|---:|---:|"]
        lines += [f"| {n:,} | {label} | {mb:.1f} MB | {secs:.1f} s |" for n, label, mb, secs in rows]
        with open(Path(__file__).with_name("RESULTS.md"), "a", encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
