"""Whole-process A/B timings of ``groundtest score --judge none``: two source trees, or the run store.

    git archive 22f9dd7 src | tar -x -C /tmp/base        # an older tree to compare with
    python bench/score_ab.py --base-src /tmp/base/src FILE.jsonl …   # that tree vs this one
    python bench/score_ab.py --store FILE.jsonl …                    # the default store vs --no-store
    python bench/score_ab.py --store --src /tmp/base/src --gt-arg=--workers --gt-arg=1 FILE.jsonl …

Each run is ``groundtest score FILE --judge none --results R --format json -o S`` through
``groundtest.cli.main`` in a fresh interpreter (start-up included); the two sides alternate,
best of ``--repeats`` (3). ``--base-src`` puts the given tree first on ``PYTHONPATH`` for side A
(this checkout for side B) and says whether the two results files are byte-identical;
``--store`` times side A with ``--no-store`` and side B with a fresh store, and prints the
store's cost per case.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
CODE = "import sys; from groundtest.cli import main; sys.exit(main(sys.argv[1:]))"


def timed(src: Path, args: list[str], cwd: str) -> float:
    env = {**os.environ, "PYTHONPATH": str(src)}
    t = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", CODE, *args], env=env, capture_output=True, text=True, cwd=cwd)
    dt = time.perf_counter() - t
    if proc.returncode not in (0, 1):
        raise SystemExit(f"groundtest {' '.join(args[:2])} failed (exit {proc.returncode}):\n{proc.stderr[-2000:]}")
    return dt


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    side = ap.add_mutually_exclusive_group(required=True)
    side.add_argument("--base-src", metavar="DIR", help="another tree's src/ (side A) against this one (side B)")
    side.add_argument("--store", action="store_true", help="--no-store (A) against the default run store (B)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--src", metavar="DIR", help="--store: time this tree's src/ (default this checkout's)")
    ap.add_argument("--gt-arg", action="append", default=[], metavar="ARG", help="an extra flag for both sides (repeatable)")
    args = ap.parse_args()
    print(f"python={sys.version.split()[0]}  cpus={os.cpu_count()}  best of {args.repeats}, alternating, whole processes")
    for f in args.files:
        n = sum(1 for line in open(f, "rb") if line.strip())
        best = [float("inf"), float("inf")]
        with tempfile.TemporaryDirectory() as d:
            for _ in range(args.repeats):
                for i in (0, 1):
                    argv = ["score", str(Path(f).resolve()), "--judge", "none", "--results", f"{d}/r{i}.jsonl",
                            "--format", "json", "-o", f"{d}/s{i}.json", *args.gt_arg]
                    if args.store:
                        src = Path(args.src) if args.src else SRC
                        argv += ["--no-store"] if i == 0 else ["--store", f"{d}/store-{time.monotonic_ns()}.db"]
                    else:
                        src = Path(args.base_src) if i == 0 else SRC
                        argv.append("--no-store")
                    best[i] = min(best[i], timed(src, argv, d))
            same = Path(f"{d}/r0.jsonl").read_bytes() == Path(f"{d}/r1.jsonl").read_bytes()
        a, b = n / best[0], n / best[1]
        if args.store:
            cost = (best[1] - best[0]) / n * 1e6
            print(f"{Path(f).name}: {n} cases  --no-store {a:,.0f}/s  store {b:,.0f}/s  store cost {cost:.1f} µs/case")
        else:
            print(f"{Path(f).name}: {n} cases  base {a:,.0f}/s  this {b:,.0f}/s  ×{best[0] / best[1]:.2f}  "
                  f"results {'identical' if same else 'DIFFER'}")


if __name__ == "__main__":
    main()
