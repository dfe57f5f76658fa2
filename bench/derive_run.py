"""Benchmark ``derive`` and ``run`` (issue 6): derivation speed, and the overhead ``run`` adds
around the system under test (an instant HTTP target in another process, a command target).

    .venv/bin/python bench/derive_run.py [--cases 2000] [--http-cases 2000] [--cmd-cases 100]

Prints a Markdown table; the figures go in bench/RESULTS.md under "## Derive and run (issue 6)".
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

from groundtest.cases import load_cases
from groundtest.derive import derive, report
from groundtest.target import CallOptions, CommandTarget, HttpTarget, run_file

TOPICS = [
    ("loan period for {x}", "The loan period for {x} is {n} days.", "{n} days"),
    ("late fee for {x}", "Late returns of {x} cost ${m:.2f} per day.", "${m:.2f}"),
    ("borrowing limit for {x}", "Members may borrow up to {n} {x} at a time.", "{n} {x}"),
    ("deposit for {x}", "A refundable deposit of ${n} is required for {x}.", "${n}"),
    ("discount on {x}", "Students get {p}% off {x}.", "{p}%"),
]
ITEMS = ["books", "DVDs", "laptops", "maps", "magazines", "games", "cameras", "tablets", "scores", "kits"]

SERVER = """
import json, sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
class H(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        data = json.dumps({"response": "Answer to " + body["id"]}).encode()
        self.send_response(200); self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data))); self.end_headers(); self.wfile.write(data)
    def log_message(self, *a): pass
s = ThreadingHTTPServer(("127.0.0.1", 0), H); s.daemon_threads = True
print(s.server_address[1], flush=True); s.serve_forever()
"""
BOT = "import json,sys; p=json.load(sys.stdin); print('Answer to ' + p['id'])"


def corpus(n: int, path: Path) -> Path:
    rng = random.Random(0)
    with path.open("w") as fh:
        for i in range(n):
            facts = []
            for _ in range(3):
                q, text, want = rng.choice(TOPICS)
                x = f"{rng.choice(ITEMS)}"
                v = {"x": x, "n": rng.randint(2, 60), "m": rng.randint(5, 200) / 100, "p": rng.choice((10, 15, 20, 25))}
                facts.append((q.format(**v), text.format(**v), want.format(**v)))
            q, _, want = facts[0]
            chunks = [{"title": f"doc-{i}-{k}.md", "text": t} for k, (_, t, _) in enumerate(facts)]
            fh.write(json.dumps({"id": f"q{i}", "type": "answerable", "expect": "answer",
                                 "query": f"What is the {q}?", "context": chunks, "must_include": [want]}) + "\n")
    return path


def timed(fn):
    t0 = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--http-cases", type=int, default=2000)
    ap.add_argument("--cmd-cases", type=int, default=100)
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        src = corpus(args.cases, tmp / "answerable.jsonl")
        cases = load_cases(src)
        (out, skipped), s = timed(lambda: derive(cases, seed=0))
        rep = report(out, skipped)
        rows.append(("derive (default mix)", f"{args.cases} sources → {len(out)} cases", s, args.cases / s))
        print("derive:", json.dumps({k: rep[k] for k in ("by_type", "hard_share", "skipped")}), file=sys.stderr)

        http_src = corpus(args.http_cases, tmp / "http.jsonl")
        server = subprocess.Popen([sys.executable, "-c", SERVER], stdout=subprocess.PIPE, text=True)
        try:
            url = f"http://127.0.0.1:{server.stdout.readline().strip()}/answer"
            for conc in (1, 4, 8):
                dest = tmp / f"http-{conc}.jsonl"
                o, s = timed(lambda: run_file(http_src, dest, HttpTarget(url), CallOptions(concurrency=conc)))
                assert o.complete, o.errors[:3]
                rows.append((f"run, HTTP target, concurrency {conc}", f"{args.http_cases} cases", s, args.http_cases / s))
            o, s = timed(lambda: run_file(http_src, tmp / "http-8.jsonl", HttpTarget(url), CallOptions(concurrency=8)))
            assert o.resumed == args.http_cases
            rows.append(("run, resume of a finished file", f"{args.http_cases} cases", s, args.http_cases / s))
        finally:
            server.kill()
        cmd_src = corpus(args.cmd_cases, tmp / "cmd.jsonl")
        for conc in (1, 2):
            o, s = timed(lambda: run_file(cmd_src, tmp / f"cmd-{conc}.jsonl", CommandTarget([sys.executable, "-c", BOT]),
                                          CallOptions(concurrency=conc)))
            assert o.complete, o.errors[:3]
            rows.append((f"run, command target (python), concurrency {conc}", f"{args.cmd_cases} cases", s, args.cmd_cases / s))
    print("| what | size | seconds | cases/s |\n|---|---|---|---|")
    for what, size, s, rate in rows:
        print(f"| {what} | {size} | {s:.2f} | {rate:,.0f} |")


if __name__ == "__main__":
    main()
