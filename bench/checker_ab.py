"""The offline checker per CPU-second on the dev sets, two source trees side by side in one run
(alternating, best of N), verdicts not compared (bench/verdict_dump.py does that).

    python bench/checker_ab.py OLD_SRC NEW_SRC [--repeat 3]

Each tree is run in its own subprocess per file and round (PYTHONPATH=<tree>): a warm-up pass,
then a timed pass with the contexts indexed afresh (forget_contexts), one process, no workers.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

DEV = Path(__file__).resolve().parents[2] / "shared" / "bench" / "dev"
CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[2])
import detect
from groundtest.checker import check
from groundtest.checker.context import forget_contexts
cases, _ = detect.load(sys.argv[1])
best = None
for _ in range(2):  # the first pass warms the process (compiled patterns, caches); the second is timed
    forget_contexts()
    t = time.process_time()
    for c in cases:
        r = c.response if isinstance(c.response, str) else c.response.text
        check(r, c.context, c.query if isinstance(c.query, str) else None)
    best = time.process_time() - t
print(json.dumps({"n": len(cases), "cpu": best}))
"""


def run(src: str, path: Path) -> float:
    env = dict(os.environ, PYTHONPATH=src)
    out = subprocess.run([sys.executable, "-c", CHILD, str(path), str(Path(__file__).parent)], env=env,
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out.strip().splitlines()[-1])
    return d["n"] / d["cpu"]


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("-")]
    if "-h" in argv or "--help" in argv or len(args) < 2 or not all(Path(a).is_dir() for a in args[:2]):
        print("usage: python bench/checker_ab.py OLD_SRC NEW_SRC [--repeat N]  (two checkouts' src folders)", file=sys.stderr)
        return 0 if "-h" in argv or "--help" in argv else 2
    old, new = args[0], args[1]
    repeat = int(argv[argv.index("--repeat") + 1]) if "--repeat" in argv else 3
    print(f"{'data set':<20} {'old /cpu-s':>11} {'new /cpu-s':>11} {'ratio':>6}")
    for path in sorted(DEV.glob("*.jsonl")):
        a = b = 0.0
        for _ in range(repeat):
            a = max(a, run(old, path))
            b = max(b, run(new, path))
        print(f"{path.stem:<20} {a:>11,.0f} {b:>11,.0f} {b / a:>6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
