"""Scorer throughput and memory: generate N synthetic cases, score them, print cases/s and peak RSS.

    python bench/score_bench.py                 # N = 10k, 100k, 1M with --judge none
    python bench/score_bench.py -n 10000 --judge local

Each N runs in a fresh subprocess (`groundtest score` through its real entry point, writing
per-case results) so peak RSS is that run's own. Target (issue 2): ≥ 20,000 cases/s on one core
for 100-word responses, memory flat from 10k to 1M.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WORDS = ("the policy order refund item customer support shipping days return store account card fee "
         "member points warranty claim delivery package business week within after before standard").split()
TYPES = [("answerable", "answer"), ("unanswerable", "abstain"), ("false_premise", "answer"),
         ("stale_context", "answer"), ("partial", "partial")]


def make_case(i: int, rng: random.Random) -> dict:
    t, e = TYPES[i % 5]
    fee = rng.randint(2, 99)
    words = [rng.choice(WORDS) for _ in range(90)]
    ctx = f"The replacement fee is ${fee}. Returns are accepted within 30 days. " + " ".join(rng.choice(WORDS) for _ in range(60))
    if e == "abstain":
        response = "The documents don't say. " + " ".join(words[:80])
        must: list = []
    else:
        response = f"The replacement fee is ${fee}. " + " ".join(words) + "."
        must = [f"${fee}"]
    case = {"id": f"case-{i}", "type": t, "expect": e, "query": "How much is the replacement fee?",
            "context": [{"title": "fees.md", "text": ctx}], "response": response}
    if must:
        case["must_include"] = must
    if t == "stale_context":
        case["must_not_include"] = [f"${fee + 1}"]
    return case


def generate(n: int, path: Path) -> None:
    rng = random.Random(n)
    with path.open("w") as fh:
        for i in range(n):
            fh.write(json.dumps(make_case(i, rng)) + "\n")


CHILD = r"""
import resource, sys, time
from groundtest.cli import main
t = time.perf_counter()
code = main(sys.argv[1:])
dt = time.perf_counter() - t
print(f"__BENCH__ {dt} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss} {code}", file=sys.stderr)
"""


def run(n: int, judge: str, tmp: Path) -> tuple[float, float]:
    cases = tmp / f"cases-{n}.jsonl"
    if not cases.exists():
        generate(n, cases)
    argv = [sys.executable, "-c", CHILD, "score", str(cases), "--judge", judge, "--format", "json",
            "--results", str(tmp / "results.jsonl"), "--output", str(tmp / "summary.json"), "--no-store"]
    proc = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, "GROUNDTEST_DEBUG": "1"})
    line = next((l for l in proc.stderr.splitlines() if l.startswith("__BENCH__")), None)
    if line is None:
        raise SystemExit(f"benchmark run failed:\n{proc.stderr[-2000:]}")
    _, dt, rss_kb, code = line.split()
    return n / float(dt), int(rss_kb) / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, action="append", help="number of cases (repeatable)")
    ap.add_argument("--judge", default="none")
    args = ap.parse_args()
    sizes = args.n or [10_000, 100_000, 1_000_000]
    with tempfile.TemporaryDirectory() as d:
        print(f"judge={args.judge}  python={sys.version.split()[0]}  (one process, one core)")
        print(f"{'cases':>10} {'cases/s':>10} {'peak RSS MiB':>13}")
        for n in sizes:
            rate, rss = run(n, args.judge, Path(d))
            print(f"{n:>10} {rate:>10.0f} {rss:>13.1f}")


if __name__ == "__main__":
    main()
