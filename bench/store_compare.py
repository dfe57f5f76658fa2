"""Benchmark of the run store and ``compare`` (issue 5) on synthetic results.

    .venv/bin/python bench/store_compare.py [--cases 100000] [--write]

Measures: recording a run into the store (results/s, database size), rebuilding a stored run's
summary (``show``), comparing two stored runs and two results files (wall time, peak memory of
the compare step), and ``score`` end to end with and without the store (store overhead).
``--write`` appends the figures to bench/RESULTS.md under ``## Run store and compare (issue 5)``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
import time
import tracemalloc
from pathlib import Path

from groundtest.compare import compare
from groundtest.compare.report import render
from groundtest.model import Finding, Result
from groundtest.runs.recorder import Recorder
from groundtest.settings import Settings
from groundtest.compare.sides import load_side
from groundtest.runs.store import Store
from groundtest.summary import summarize

TYPES = ("answerable", "unanswerable", "false_premise", "stale_context", "partial")


def synthetic(n: int, seed: int) -> list[Result]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        t = TYPES[i % 5]
        h = rng.random() < 0.03
        expect = "abstain" if t in ("unanswerable", "false_premise") else "answer"
        o = expect == "answer" and rng.random() < 0.05
        f = [Finding("invented_fact", f"the fee is ${i}", "critical", 0, "not in the context")] if h else []
        out.append(Result(f"case-{i:07d}", t, expect, o, h, o, [], [], "hallucinated" if h else "clean", f,
                          {"name": "local", "score": 1 if h else 5, "label": None, "reason": ""}, {"i": i},
                          ["bait"] if i % 50 == 0 else []))
    return out


def timed(fn):  # type: ignore[no-untyped-def]
    t0 = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - t0


def record(db: Path, results: list[Result]) -> int:
    settings = Settings(judge="local")
    rec = Recorder(db, "cases.jsonl", settings)
    for r in results:
        rec.add(r)
    run_id = rec.finish(summarize(results, settings.budgets, "local"), "0" * 64)
    assert run_id is not None
    return run_id


def score_e2e(tmp: Path, n: int, judge: str) -> tuple[float, float] | None:
    """``score`` of an n-case file with ``judge``, without and with the store (seconds)."""
    try:
        from groundtest.cli import main
    except ImportError:
        return None
    cases = tmp / "cases.jsonl"
    with cases.open("w") as fh:
        for i in range(n):
            fh.write(json.dumps({"id": f"c{i}", "type": "answerable", "expect": "answer", "query": "How much?",
                                 "context": "The replacement card fee is $3.", "response": "It costs $3.",
                                 "must_include": ["$3"]}) + "\n")
    import contextlib
    import io

    def run(*extra: str) -> float:
        with contextlib.redirect_stdout(io.StringIO()):
            _, s = timed(lambda: main(["score", str(cases), "--judge", judge, *extra]))
        return s

    run("--no-store")  # warm up
    return min(run("--no-store") for _ in range(2)), min(run("--store", str(tmp / f"e2e{i}.db")) for i in range(2))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=100_000)
    ap.add_argument("--e2e-cases", type=int, default=20_000)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    n = args.cases
    base, cand = synthetic(n, 1), synthetic(n, 2)
    lines = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        db = tmp / "gt.db"
        _, t_rec = timed(lambda: record(db, base))
        record(db, cand)
        lines.append(f"- record a run of {n:,} results: {t_rec:.2f} s ({n / t_rec:,.0f} results/s); "
                     f"database with two runs: {db.stat().st_size / 2**20:.1f} MiB")
        with Store.open(db) as s:
            run = s.run("last")
            _, t_sum = timed(lambda: s.summary(run))
        lines.append(f"- rebuild a stored run's summary (`show`): {t_sum:.2f} s")
        for label, a, b in (("two stored runs", "last~1", "last"), ("two results files", None, None)):
            if a is None:
                for name, rs in (("a.jsonl", base), ("b.jsonl", cand)):
                    with (tmp / name).open("w") as fh:
                        fh.writelines(json.dumps(r.to_dict()) + "\n" for r in rs)
                a, b = str(tmp / "a.jsonl"), str(tmp / "b.jsonl")
            def step():  # type: ignore[no-untyped-def]
                (sa, ia), (sb, ib) = load_side(a, db), load_side(b, db)
                c = compare(ia, ib, None, sa, sb)
                return c, {fmt: render(c, fmt) for fmt in ("table", "markdown", "json", "junit")}

            (c, reports), t_cmp = timed(step)
            tracemalloc.start()  # a second pass for memory (tracing slows it down)
            step()
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            lines.append(f"- compare {label} of {n:,} cases ({len(c.flips):,} flips) and render 4 formats: "
                         f"{t_cmp:.2f} s, peak Python memory {peak / 2**20:.0f} MiB; McNemar p = "
                         f"{c.hallucination.mcnemar_p:.3g}; markdown {len(reports['markdown']) / 1024:.0f} KiB")
        for judge in ("none", "local"):
            e2e = score_e2e(tmp, args.e2e_cases, judge)
            if e2e:
                off, on = e2e
                lines.append(f"- `score` of {args.e2e_cases:,} cases, `--judge {judge}` (best of 2): {off:.2f} s with "
                             f"`--no-store`, {on:.2f} s recording the run (store overhead {on - off:+.2f} s, "
                             f"{100 * (on - off) / off:+.0f}%)")
    text = "\n".join(lines)
    print(text)
    if args.write:
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        write_section(
            f"`.venv/bin/python bench/store_compare.py --cases {n} --e2e-cases {args.e2e_cases} --write` on the "
            f"2-core machine, shared with other jobs (load average {load} at the end: expect noise of ±50%):\n\n"
            + text + "\n"
        )


def write_section(body: str) -> None:
    """Replace this benchmark's section of bench/RESULTS.md (or append it); other sections are left alone."""
    path = Path(__file__).with_name("RESULTS.md")
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    header = "## Run store and compare (issue 5)\n"
    section = header + "\n" + body
    if header in old:
        start = old.index(header)
        end = old.find("\n## ", start + len(header))
        new = old[:start] + section + (old[end:] if end != -1 else "")
    else:
        new = old.rstrip("\n") + "\n\n" + section
    path.write_text(new, encoding="utf-8")


if __name__ == "__main__":
    main()
