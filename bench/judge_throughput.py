"""Throughput of the openai judge against a local Chat Completions server with fixed latency.

Targets (issue 4): 1,000 cases at concurrency 32 against a 100 ms server within 1.1x the
ideal (1000 / 32 x 0.1 s = 3.125 s); a rerun from the cache makes zero requests at
>= 5,000 cases/s. The server (tests/judges/fake_server.py) runs in its own process so it
does not share the scorer's interpreter lock.

    .venv/bin/python bench/judge_throughput.py [--cases 1000] [--concurrency 32] [--latency 0.1] [--write]

``--write`` records the figures in bench/RESULTS.md under "## LLM judge (issue 4)".
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SECTION = "## LLM judge (issue 4)"

from groundtest.judges import make_judge  # noqa: E402
from groundtest.model import Case, Chunk  # noqa: E402
from groundtest.scoring import score  # noqa: E402
from groundtest.settings import Settings  # noqa: E402


def make_cases(n: int) -> list[Case]:
    ctx = [Chunk("fees.md", "The replacement card fee is $3. Late returns cost $0.25 per day. The loan period is 21 days.")]
    words = ["Cards", "Fees", "Loans", "Returns", "Renewals"]
    return [
        Case(f"c{i}", "answerable", "answer", f"Question {i}: how much is a replacement card?", ctx,
             f"A replacement card costs $3. {words[i % 5]} are handled at the desk.", must_include=[["$3"]])
        for i in range(n)
    ]


def start_server(latency: float) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "judges" / "fake_server.py"), "--latency", str(latency)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    return proc, proc.stdout.readline().strip()


def timed_run(cases: list[Case], options: dict[str, object]) -> tuple[float, dict[str, float], int]:
    judge = make_judge("openai", options)
    try:
        t0 = time.perf_counter()
        n = sum(1 for _ in score(cases, judge, Settings()))
        elapsed = time.perf_counter() - t0
        return elapsed, judge.usage, n
    finally:
        judge.close()


def judge_only(cases: list[Case], options: dict[str, object]) -> float:
    """Cases/s of ``judge.judge`` served from the cache, outside the scorer (best of 3)."""
    from groundtest.text.abstention import make_detector
    from groundtest.scoring import analyse_case

    detector = make_detector([])
    analysed = [(c, analyse_case(c, detector)) for c in cases]
    judge = make_judge("openai", {**options, "concurrency": 1})
    try:
        best = float("inf")
        for _ in range(3):
            t0 = time.perf_counter()
            for c, a in analysed:
                judge.judge(c, a)
            best = min(best, time.perf_counter() - t0)
        assert judge.usage["requests"] == 0
        return len(cases) / best
    finally:
        judge.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--concurrency", type=int, default=32)
    ap.add_argument("--latency", type=float, default=0.1)
    ap.add_argument("--repeat", type=int, default=5, help="runs of each kind (best and median are reported)")
    ap.add_argument("--write", action="store_true", help="record the figures in bench/RESULTS.md")
    args = ap.parse_args(argv)
    os.environ.setdefault("OPENAI_API_KEY", "sk-bench-not-a-real-key")
    cases = make_cases(args.cases)
    proc, url = start_server(args.latency)
    cold: list[float] = []
    warm: list[float] = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            opts = {"base_url": url, "concurrency": args.concurrency}
            timed_run(cases[: args.concurrency], {**opts, "no_cache": True})  # warm-up: imports, connections
            for i in range(args.repeat):
                db = str(Path(tmp) / f"cache{i}.db")
                elapsed, usage, n = timed_run(cases, {**opts, "cache": db})
                assert n == args.cases and usage["requests"] == args.cases, usage
                cold.append(elapsed)
            for _ in range(args.repeat):
                elapsed, usage, n = timed_run(cases, {**opts, "cache": db})
                assert n == args.cases and usage["requests"] == 0 and usage["cache_hits"] == args.cases, usage
                warm.append(elapsed)
            lookup = judge_only(cases, {**opts, "cache": db})
    finally:
        proc.terminate()
        proc.communicate()
    ideal = args.cases / args.concurrency * args.latency
    best, med = min(cold), statistics.median(cold)
    rate_best, rate_med = args.cases / min(warm), args.cases / statistics.median(warm)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [
        f"- cold run, {args.cases} cases = {args.cases} requests at concurrency {args.concurrency} against a "
        f"{args.latency * 1000:.0f} ms server: best {best:.3f} s, median {med:.3f} s of {args.repeat}; ideal "
        f"{ideal:.3f} s; ratio best {best / ideal:.3f}x, median {med / ideal:.3f}x "
        f"(target <= 1.1x: {'met' if best / ideal <= 1.1 else 'MISSED'})",
        f"- rerun from cache: 0 requests, {args.cases} cache hits; best {rate_best:,.0f} cases/s, median "
        f"{rate_med:,.0f} cases/s of {args.repeat} (target >= 5,000 cases/s: {'met' if rate_best >= 5000 else 'MISSED'})",
        f"- the judge alone answering from the cache (no scorer, no checks): {lookup:,.0f} cases/s",
        f"- 1-minute load average when it finished: {load:.2f} (the machine is shared; figures vary with load)",
    ]
    print("\n".join(lines))
    if args.write:
        write_results(lines, args)
    return 0


def write_results(lines: list[str], args: argparse.Namespace) -> None:
    path = ROOT / "bench" / "RESULTS.md"
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmark results\n"
    flags = [f"--{k} {v}" for k, v, d in (("cases", args.cases, 1000), ("concurrency", args.concurrency, 32),
                                          ("latency", args.latency, 0.1), ("repeat", args.repeat, 5)) if v != d]
    cmd = "`" + " ".join([".venv/bin/python bench/judge_throughput.py", *flags, "--write"]) + "`"
    machine = f"{platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} CPU(s), {platform.machine()}"
    body = "\n".join([SECTION, "", f"Command: {cmd} ({time.strftime('%Y-%m-%d')}, {machine}).", "", *lines, ""])
    start = text.find(SECTION)
    if start == -1:
        text = text.rstrip("\n") + "\n\n" + body
    else:  # replace only this section, up to the next "## " heading
        end = text.find("\n## ", start + len(SECTION))
        text = text[:start] + body + ("" if end == -1 else text[end:])
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
