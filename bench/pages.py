"""Benchmark of the HTML report and the review page (issue 7) on synthetic runs.

    .venv/bin/python bench/pages.py [--cases 10000] [--saves 300] [--write]

Measures: rendering the HTML report of N results (a fifth failing or uncertain; the report
lists at most 500 in full) with the case file, its size; loading the review set of N results
and building the queue; the review server's round trip for one case page (GET) and one label
save (POST, one SQLite transaction, committed before the answer) through uvicorn on 127.0.0.1.
``--write`` appends the figures to bench/RESULTS.md under ``## Report and review pages (issue 7)``.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from groundtest.model import Finding, Result
from groundtest.reports import html
from groundtest.review.app import Review, create_app
from groundtest.review.queue import build_queue, load_review_set
from groundtest.review.server import ReviewServer
from groundtest.runs.store import Store
from groundtest.summary import summarize

WORDS = "the policy order refund item customer support shipping days return store account card fee member".split()


def make(n: int, tmp: Path) -> tuple[Path, Path, list[Result]]:
    rng = random.Random(7)
    cases, results = [], []
    for i in range(n):
        fee = rng.randint(2, 99)
        ctx = " ".join(rng.choice(WORDS) for _ in range(60)) + f". The fee is ${fee}."
        bad = i % 5 == 0
        resp = " ".join(rng.choice(WORDS) for _ in range(40)) + f". The fee is ${fee + 1 if bad else fee}."
        cases.append({"id": f"c{i}", "type": "answerable", "expect": "answer", "query": "What is the fee?",
                      "context": [{"title": f"doc{i}.md", "text": ctx}], "response": resp, "must_include": [f"${fee}"]})
        findings = [Finding("invented_fact", f"${fee + 1}", "critical" if i % 10 == 0 else "moderate", None, "not in context")] if bad else []
        label = "hallucinated" if i % 10 == 0 else ("uncertain" if bad else "clean")
        results.append(Result(f"c{i}", "answerable", "answer", False, label == "hallucinated", False, [], [], label,
                              findings, None, {}))
    cp, rp = tmp / "cases.jsonl", tmp / "results.jsonl"
    cp.write_text("".join(json.dumps(c) + "\n" for c in cases))
    rp.write_text("".join(json.dumps(r.to_dict()) + "\n" for r in results))
    return cp, rp, results


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - t


def bench(n: int, saves: int) -> list[str]:
    tmp = Path(tempfile.mkdtemp())
    cp, rp, results = make(n, tmp)
    page, t_report = timed(lambda: html.render(summarize(results), results, case_file=cp))
    db = tmp / "gt.db"
    Store.open(db).close()
    rs, t_load = timed(lambda: load_review_set(str(rp), str(cp), db))
    queue, t_queue = timed(lambda: build_queue(rs.results, 20))
    review = Review(rs, queue, db)
    gets, posts = [], []
    with ReviewServer(create_app(review)) as server, httpx.Client(base_url=server.url.rstrip("/")) as client:
        client.get("/case/0")
        for i in range(saves):
            k = i % len(queue)
            _, t = timed(lambda: client.get(f"/case/{k}").raise_for_status())
            gets.append(t)
            body = {"id": queue[k].id, "label": ("clean", "hallucinated", "uncertain")[i % 3], "note": f"n{i}"}
            _, t = timed(lambda: client.post("/api/labels", json=body, headers={"X-Groundtest-Token": review.token}).raise_for_status())
            posts.append(t)
    ms = lambda xs, q: statistics.quantiles(xs, n=100)[q - 1] * 1000  # noqa: E731
    return [
        f"- report of {n:,} results ({sum(1 for r in results if r.hallucination != 'clean'):,} failing or uncertain, "
        f"{html.MAX_CASES} listed in full) with the case file: {t_report:.2f} s, {len(page.encode()) / 1e6:.1f} MB",
        f"- review set of {n:,} results + cases loaded in {t_load:.2f} s; queue of {len(queue):,} built in {t_queue * 1000:.0f} ms",
        f"- review page GET /case/N: median {ms(gets, 50):.1f} ms, p95 {ms(gets, 95):.1f} ms ({saves} requests, queue of {len(queue):,})",
        f"- label save POST /api/labels (one committed SQLite transaction): median {ms(posts, 50):.1f} ms, "
        f"p95 {ms(posts, 95):.1f} ms ({saves} saves)",
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=10_000)
    ap.add_argument("--saves", type=int, default=300)
    ap.add_argument("--write", action="store_true", help="append the figures to bench/RESULTS.md")
    args = ap.parse_args()
    lines = bench(args.cases, args.saves)
    print("\n".join(lines))
    if args.write:
        section = ["", "## Report and review pages (issue 7)", "",
                   f"`.venv/bin/python bench/pages.py --cases {args.cases} --saves {args.saves}` on the 2-core dev machine:", "", *lines, ""]
        with (Path(__file__).parent / "RESULTS.md").open("a", encoding="utf-8") as fh:
            fh.write("\n".join(section))


if __name__ == "__main__":
    sys.exit(main())
