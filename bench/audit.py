"""Audit throughput and memory: N synthetic production outputs through `groundtest audit`.

    python bench/audit.py                     # N = 10k and 1M, offline checker only
    python bench/audit.py -n 10000 --registry # with citation verification against the fixture registry
    python bench/audit.py --write             # also print the figures as a Markdown table

Each N runs in a fresh subprocess (the real CLI entry point, writing per-row results and the
review queue) so peak RSS is that run's own: flat memory means the 1M figure matches the 10k one.
Rows: 60% chat, 30% research (legal answers citing statutes and judgments: verified, misquoted,
unknown and fabricated), 10% advice; about one in eight states a value the context lacks.
"""
from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "registry"
FILLER = ("the member account policy applies to every order and the support team reviews each request within "
          "the standard period before any refund is issued to the customer").split()
NOTICE = ("Either party may terminate the employment contract by giving the other party written notice. The minimum "
          "period of notice is thirty days where the employee has been continuously employed for five years or more.")
LEGAL = [
    "Under Article 62 of DIFC Law No. 2 of 2019, either party may terminate the contract by written notice of at least "
    "30 days after five years of service.",
    "Under Article 62 of DIFC Law No. 2 of 2019, the notice period is 90 days.",
    "Either party may terminate the employment contract by written notice of thirty days under DIFC Law No. 7 of 2018.",
    "In Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099, the court held that the notice clause was void.",
]


def make_row(i: int, rng: random.Random) -> dict:
    kind = ("chat", "chat", "chat", "chat", "chat", "chat", "research", "research", "research", "advice")[i % 10]
    fee = rng.randint(2, 99)
    ctx = f"The replacement fee is ${fee}. Returns are accepted within 30 days. " + " ".join(rng.choices(FILLER, k=40))
    invented = rng.random() < 0.125
    if kind == "research":
        return {"id": f"out-{i}", "output_type": kind, "query": "What notice must an employer give in the DIFC?",
                "context": [{"title": "notice.md", "text": NOTICE}], "response": LEGAL[i % len(LEGAL)]}
    response = f"The replacement fee is ${fee + 7 if invented else fee}. Returns are accepted within 30 days."
    return {"id": f"out-{i}", "output_type": kind, "query": "How much is the replacement fee?",
            "context": [{"title": "fees.md", "text": ctx}], "response": response + " " + " ".join(rng.choices(FILLER, k=12)) + "."}


def generate(n: int, path: Path) -> None:
    rng = random.Random(n)
    with path.open("w") as fh:
        for i in range(n):
            fh.write(json.dumps(make_row(i, rng)) + "\n")


CHILD = r"""
import json, resource, sys, time
from groundtest.cli import main
t = time.perf_counter()
code = main(sys.argv[1:])
dt = time.perf_counter() - t
ru = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"code": code, "seconds": dt, "cpu_seconds": ru.ru_utime + ru.ru_stime, "peak_rss_mb": ru.ru_maxrss / 1024}),
      file=sys.stderr)
"""


def run(n: int, tmp: Path, registry: Path | None) -> dict:
    src = tmp / f"outputs-{n}.jsonl"
    if not src.exists():
        generate(n, src)
    args = ["audit", str(src), "--sample", "chat=0.5", "--format", "json", "--target", "0.5",
            "--results", str(tmp / "results.jsonl"), "--queue", str(tmp / "queue.jsonl")]
    if registry:
        args += ["--registry", str(registry)]
    done = subprocess.run([sys.executable, "-c", CHILD, *args], capture_output=True, text=True)
    stats = json.loads(done.stderr.strip().splitlines()[-1])
    summary = json.loads(done.stdout)
    return {"n": n, "audited": summary["audited"], "seconds": stats["seconds"], "cpu_seconds": stats["cpu_seconds"],
            "peak_rss_mb": stats["peak_rss_mb"], "rows_per_s": n / stats["seconds"],
            "audited_per_s": summary["audited"] / stats["seconds"], "audited_per_cpu_s": summary["audited"] / stats["cpu_seconds"],
            "registry": bool(registry), "code": stats["code"]}


def build_registry(tmp: Path) -> Path:
    db = tmp / "registry.db"
    subprocess.run([sys.executable, "-m", "groundtest.cli", "registry", "add", str(FIXTURES), "--db", str(db)],
                   check=True, capture_output=True)
    return db


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, action="append", help="rows (repeatable; default 10000 and 1000000)")
    ap.add_argument("--registry", action="store_true", help="verify citations against the fixture registry")
    ap.add_argument("--write", action="store_true", help="print a Markdown table for bench/RESULTS.md")
    args = ap.parse_args()
    sizes = args.n or [10_000, 1_000_000]
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        registry = build_registry(tmp) if args.registry else None
        rows = []
        for n in sizes:
            t = time.perf_counter()
            r = run(n, tmp, registry)
            rows.append(r)
            print(f"n={n:>9,}  audited={r['audited']:>8,}  {r['seconds']:8.1f} s  {r['rows_per_s']:8,.0f} rows/s  "
                  f"{r['audited_per_s']:8,.0f} audited/s  {r['audited_per_cpu_s']:8,.0f} audited/CPU-s  "
                  f"peak RSS {r['peak_rss_mb']:6.1f} MB  "
                  f"(exit {r['code']}; wall incl. generation {time.perf_counter() - t:.0f} s)", flush=True)
    if args.write:
        cmd = "python bench/audit.py " + " ".join(f"-n {n}" for n in sizes) + (" --registry" if args.registry else "")
        lines = [f"`{cmd}` ({'with' if args.registry else 'without'} --registry):", "",
                 "| rows | audited | wall s | CPU s | rows/s | audited/s | audited/CPU-s | peak RSS |",
                 "|---|---|---|---|---|---|---|---|"]
        lines += [f"| {r['n']:,} | {r['audited']:,} | {r['seconds']:.1f} | {r['cpu_seconds']:.1f} | {r['rows_per_s']:,.0f} | "
                  f"{r['audited_per_s']:,.0f} | {r['audited_per_cpu_s']:,.0f} | {r['peak_rss_mb']:.1f} MB |" for r in rows]
        print("\n".join(lines))


if __name__ == "__main__":
    main()
