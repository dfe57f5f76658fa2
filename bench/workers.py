"""Whole-process wall-clock speed-up of ``--workers auto`` over ``--workers 1`` (issue 17).

    python bench/workers.py                       # the three dev sets, score --judge local, 3 alternations
    python bench/workers.py --copies 20 --repeat 3 --commands score,score-none,audit,check-batch,fit

Each dev file (../shared/bench/dev/*.jsonl, labels moved under ``meta``) is repeated ``--copies``
times with new ids, so a run lasts seconds, not milliseconds. Every command runs through the real
entry point in a fresh subprocess (``python -m groundtest.cli``-style: ``groundtest.cli.main``),
once with ``--workers 1`` and once with ``--workers auto``, alternating, best of ``--repeat``; the
results files of both are compared byte for byte, and the speed-up is printed with the usable
CPUs. Timings are wall clock of the whole process (start-up, reading, writing included), since
that is what a user waits for; on a machine shared with other jobs, run it when it is idle.
"""
from __future__ import annotations

import argparse
import filecmp
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEV = ROOT.parent / "shared" / "bench" / "dev"
KEEP = ("id", "type", "expect", "query", "context", "response", "must_include", "must_not_include", "tags", "meta")

CHILD = "import sys; from groundtest.cli import main; sys.exit(main(sys.argv[1:]))"


def replicate(src: Path, copies: int, out: Path, labels: Path | None = None) -> int:
    n = 0
    with out.open("w", encoding="utf-8") as fh, (labels.open("w", encoding="utf-8") if labels else open(os.devnull, "w")) as lf:
        rows = [json.loads(line) for line in src.read_text(encoding="utf-8").splitlines() if line.strip()]
        for k in range(copies):
            for row in rows:
                case = {key: v for key, v in row.items() if key in KEEP}
                case["id"] = f"{row['id']}-{k}"
                case["meta"] = {**case.get("meta", {}), "gold": row.get("gold")}
                fh.write(json.dumps(case, ensure_ascii=False) + "\n")
                if labels and k == 0:
                    lf.write(json.dumps({"id": row["id"], "gold": row.get("gold")}) + "\n")  # the fit reads the file itself
                n += 1
    return n


def as_outputs(cases: Path, out: Path) -> None:
    """The same cases as production outputs for ``audit`` (output_type chat)."""
    with cases.open(encoding="utf-8") as src, out.open("w", encoding="utf-8") as fh:
        for line in src:
            c = json.loads(line)
            q = c["query"] if isinstance(c["query"], str) else c["query"][-1]["content"]
            fh.write(json.dumps({"id": c["id"], "output_type": "chat", "query": q, "context": c["context"],
                                 "response": c["response"]}) + "\n")


def as_batch(cases: Path, out: Path) -> None:
    with cases.open(encoding="utf-8") as src, out.open("w", encoding="utf-8") as fh:
        for line in src:
            c = json.loads(line)
            q = c["query"] if isinstance(c["query"], str) else None
            fh.write(json.dumps({"id": c["id"], "query": q, "context": c["context"], "response": c["response"]}) + "\n")


def argv_for(command: str, files: dict[str, Path], out: Path) -> list[str]:
    if command == "score":
        return ["score", str(files["cases"]), "--judge", "local", "--no-store", "--results", str(out),
                "--format", "json", "-o", str(out.with_suffix(".summary"))]
    if command == "score-none":
        return ["score", str(files["cases"]), "--judge", "none", "--no-store", "--results", str(out),
                "--format", "json", "-o", str(out.with_suffix(".summary"))]
    if command == "audit":
        return ["audit", str(files["outputs"]), "--results", str(out), "--format", "json", "-o", str(out.with_suffix(".summary"))]
    if command == "check-batch":
        return ["check", "--batch", str(files["batch"]), "-o", str(out)]
    if command == "fit":
        return ["calibrate", str(files["labels"]), "--fit", str(files["fit"]), "--write-config", str(out),
                "--format", "json", "-o", str(out.with_suffix(".summary"))]
    raise SystemExit(f"unknown command {command}")


def timed(argv: list[str]) -> float:
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, *argv], capture_output=True, text=True)
    dt = time.perf_counter() - t
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(argv)} exited {done.returncode}:\n{done.stderr[-2000:]}")
    return dt


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("data", nargs="*", default=sorted(str(p) for p in DEV.glob("*.jsonl")))
    ap.add_argument("--copies", type=int, default=20, help="times each file is repeated (new ids)")
    ap.add_argument("--repeat", type=int, default=3, help="alternations; the best of each side is kept")
    ap.add_argument("--commands", default="score", help="comma-separated: score, score-none, audit, check-batch, fit")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args()
    from groundtest.workers import usable_cpus

    cpus = usable_cpus()
    print(f"usable CPUs {cpus}; python {sys.version.split()[0]}; wall clock of the whole process, best of {args.repeat}")
    print(f"{'file':<18} {'command':<12} {'cases':>7} {'1 worker s':>11} {'auto s':>8} {'speed-up':>9}  identical")
    rows = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for data in args.data:
            name = Path(data).stem
            files = {"cases": tmp / f"{name}.jsonl", "labels": tmp / f"{name}.labels.jsonl"}
            n = replicate(Path(data), args.copies, files["cases"], files["labels"])
            files["fit"] = Path(data)
            files["outputs"], files["batch"] = tmp / f"{name}.outputs.jsonl", tmp / f"{name}.batch.jsonl"
            as_outputs(files["cases"], files["outputs"])
            as_batch(files["cases"], files["batch"])
            for command in args.commands.split(","):
                best = {"1": float("inf"), "auto": float("inf")}
                outs = {w: tmp / f"{name}.{command}.{w}.out" for w in best}
                for _ in range(args.repeat):
                    for w in ("1", "auto"):
                        best[w] = min(best[w], timed(argv_for(command, files, outs[w]) + ["--workers", w]))
                same = filecmp.cmp(outs["1"], outs["auto"], shallow=False)
                cases = n if command != "fit" else sum(1 for _ in open(data))
                ratio = best["1"] / best["auto"]
                print(f"{name:<18} {command:<12} {cases:>7} {best['1']:>11.2f} {best['auto']:>8.2f} {ratio:>8.2f}x  {same}")
                rows.append({"file": name, "command": command, "cases": cases, "one_worker_s": round(best["1"], 3),
                             "auto_s": round(best["auto"], 3), "speedup": round(ratio, 3), "identical": same, "cpus": cpus})
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
