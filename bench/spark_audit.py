"""Audit on Spark (local mode) vs the single-process CLI: the same N synthetic rows, cases/s and identical results.

    python bench/spark_audit.py -n 1000000            # both engines on 1M rows (about 20 minutes on 2 cores)
    python bench/spark_audit.py -n 20000 --write      # and print the Markdown table for bench/RESULTS.md

Rows come from bench/audit.py (60% chat, 30% research with citations, 10% advice). Each engine runs
the real ``groundtest audit`` entry point in a fresh process, so the Spark figures include starting
the JVM and the local workers; a 1,000-row Spark run measures that fixed cost on its own. Both runs
write per-row results (the CLI one JSONL file, Spark a folder of JSONL parts from the executors)
and the script checks that the two hold the same lines.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import generate  # noqa: E402  (bench/audit.py: the synthetic production outputs)

EXE = str(Path(sys.executable).with_name("groundtest"))
ARGS = ["--sample", "chat=0.5", "--target", "0.5", "--format", "json"]


def digest(lines: list[Path]) -> tuple[int, str]:
    """Count and an order-free digest of the lines in ``lines`` (sorted line hashes)."""
    hashes = []
    for p in lines:
        with p.open("rb") as fh:
            hashes.extend(hashlib.blake2b(line.rstrip(b"\n"), digest_size=8).digest() for line in fh)
    hashes.sort()
    return len(hashes), hashlib.sha256(b"".join(hashes)).hexdigest()


def timed(argv: list[str]) -> tuple[float, dict, int]:
    t = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True)
    seconds = time.perf_counter() - t
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr}")
    return seconds, json.loads(done.stdout), done.returncode


def run(n: int, tmp: Path, master: str, partitions: int | None) -> dict:
    src = tmp / f"outputs-{n}.jsonl"
    if not src.exists():
        generate(n, src)
    cli_out, spark_dir = tmp / "cli.jsonl", tmp / f"spark-{n}"
    cli_s, cli_summary, cli_code = timed([EXE, "audit", str(src), *ARGS, "--results", str(cli_out)])
    extra = ["--partitions", str(partitions)] if partitions else []
    spark_s, spark_summary, spark_code = timed([EXE, "audit", str(src), *ARGS, "--engine", "spark", "--master", master,
                                                *extra, "--results-dir", str(spark_dir), "--results-format", "jsonl"])
    same = digest([cli_out]) == digest(sorted(spark_dir.glob("part-*.jsonl")))
    return {"n": n, "audited": cli_summary["audited"], "cli_s": cli_s, "spark_s": spark_s,
            "same_results": same, "same_summary": cli_summary == spark_summary and cli_code == spark_code,
            "parts": len(list(spark_dir.glob("part-*.jsonl")))}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, action="append", help="rows (repeatable; default 1000000)")
    ap.add_argument("--master", default="local[2]")
    ap.add_argument("--partitions", type=int, help="--partitions for the Spark run (default: Spark's split size)")
    ap.add_argument("--write", action="store_true", help="print a Markdown table for bench/RESULTS.md")
    args = ap.parse_args()
    os.environ.pop("PYSPARK_PYTHON", None)  # groundtest points local workers at its own interpreter
    rows = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        startup = run(1000, tmp, args.master, None)
        print(f"fixed cost (1,000 rows): CLI {startup['cli_s']:.1f} s, Spark {startup['spark_s']:.1f} s", flush=True)
        for n in args.n or [1_000_000]:
            r = run(n, tmp, args.master, args.partitions)
            rows.append(r)
            print(f"n={n:>9,}  audited={r['audited']:>8,}  CLI {r['cli_s']:7.1f} s {n / r['cli_s']:7,.0f} rows/s  "
                  f"Spark {r['spark_s']:7.1f} s {n / r['spark_s']:7,.0f} rows/s  x{r['cli_s'] / r['spark_s']:.2f}  "
                  f"{r['parts']} part(s)  same results: {r['same_results']}  same summary: {r['same_summary']}", flush=True)
    if args.write:
        flags = " ".join([*(f"-n {n}" for n in args.n or [1_000_000]), *(["--partitions", str(args.partitions)] if args.partitions else [])])
        print(f"\n`python bench/spark_audit.py {flags}` "
              f"(Spark `--master {args.master}`; fixed cost of a 1,000-row run: CLI {startup['cli_s']:.1f} s, "
              f"Spark {startup['spark_s']:.1f} s):\n")
        print("| rows | audited | CLI s | CLI rows/s | Spark s | Spark rows/s | speed-up | identical results |")
        print("|---|---|---|---|---|---|---|---|")
        for r in rows:
            print(f"| {r['n']:,} | {r['audited']:,} | {r['cli_s']:.1f} | {r['n'] / r['cli_s']:,.0f} | {r['spark_s']:.1f} | "
                  f"{r['n'] / r['spark_s']:,.0f} | {r['cli_s'] / r['spark_s']:.2f}x | "
                  f"{'yes' if r['same_results'] and r['same_summary'] else 'NO'} |")


if __name__ == "__main__":
    main()
