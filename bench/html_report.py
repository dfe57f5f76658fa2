"""Peak memory (and time) of ``groundtest score --format html``: the HTML report of every case.

    python bench/html_report.py                  # N = 100k and 1M, --judge none
    python bench/html_report.py -n 10000 --judge local

Each N runs in a fresh subprocess (``groundtest score`` through its real entry point, writing the
report to a file) so peak RSS is that run's own. The cases are those of ``bench/score_bench.py``
(100-word responses, one context chunk). Before issue 14 the report was built from every result
held in memory (723 MB at 1M cases); now it is streamed from the results file in two passes.
Also prints the size of the page and of its inline case index.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from score_bench import CHILD, generate  # noqa: E402


def run(n: int, judge: str, tmp: Path) -> tuple[float, float, int, int]:
    cases = tmp / f"cases-{n}.jsonl"
    if not cases.exists():
        generate(n, cases)
    report = tmp / "report.html"
    argv = [sys.executable, "-c", CHILD, "score", str(cases), "--judge", judge, "--format", "html",
            "--output", str(report), "--no-store"]
    proc = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, "GROUNDTEST_DEBUG": "1"})
    line = next((s for s in proc.stderr.splitlines() if s.startswith("__BENCH__")), None)
    if line is None:
        raise SystemExit(f"benchmark run failed:\n{proc.stderr[-2000:]}")
    _, dt, rss_kb, _code = line.split()
    text = report.read_text(encoding="utf-8")
    m = re.search(r'<script type="application/json" id="gt-index">(.*?)</script>', text, re.S)
    index = len(m.group(1).encode()) if m else 0
    size = len(text.encode())
    report.unlink()
    return float(dt), int(rss_kb) / 1024, size, index


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, action="append", help="number of cases (repeatable)")
    ap.add_argument("--judge", default="none")
    args = ap.parse_args()
    sizes = args.n or [100_000, 1_000_000]
    with tempfile.TemporaryDirectory() as d:
        print(f"judge={args.judge}  python={sys.version.split()[0]}  (score --format html -o report.html)")
        print(f"{'cases':>10} {'seconds':>9} {'peak RSS MiB':>13} {'page MB':>9} {'index MB':>9}")
        for n in sizes:
            dt, rss, size, index = run(n, args.judge, Path(d))
            print(f"{n:>10} {dt:>9.1f} {rss:>13.1f} {size / 1e6:>9.1f} {index / 1e6:>9.1f}")


if __name__ == "__main__":
    main()
