"""Scorer throughput and memory: generate N synthetic cases, score them, print cases/s and peak RSS.

    python bench/score_bench.py                 # N = 10k, 100k, 1M with --judge none
    python bench/score_bench.py -n 10000 --judge local
    python bench/score_bench.py --vs-seed       # groundtest vs the seed's three-regex script (issue 17)
    python bench/score_bench.py --vs-seed --workers 2 --gt-arg=--refusal --gt-arg="I can't say."

Each N runs in a fresh subprocess (`groundtest score` through its real entry point, writing
per-case results) so peak RSS is that run's own. Target (issue 2): ≥ 20,000 cases/s on one core
for 100-word responses, memory flat from 10k to 1M.

``--vs-seed`` (issue 17) times two whole processes side by side on two files: the short
synthetic cases below (100-word responses, ``--short-n``, default 100k) and RAGTruth's long
responses (``--ragtruth``, replicated with new ids to ``--long-n``, default 50k; its label
fields ``gold``/``gold_detail``/``source`` dropped, since a case file has no such fields). One
process is :data:`SEED`, a re-implementation of the method's own scoring script (``json.loads``
per line, one refusal regex, one whole-word regex per ``must_include``/``must_not_include``
value, one JSON result line per case, a printed summary); the other is ``groundtest score FILE
--judge none --no-store --results R --format json -o S`` through the installed console script.
They alternate, best of ``--repeats`` (3) each, wall-clock time of the whole process (start-up
included); the table gives cases/s of each and the ratio groundtest/seed (target ≥ 0.4).
``--workers N`` is passed on to ``groundtest score``; ``--gt-arg ARG`` (repeatable) adds a flag.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WORDS = ("the policy order refund item customer support shipping days return store account card fee "
         "member points warranty claim delivery package business week within after before standard").split()
TYPES = [("answerable", "answer"), ("unanswerable", "abstain"), ("false_premise", "answer"),
         ("stale_context", "answer"), ("partial", "partial")]


def make_case(i: int, rng: random.Random) -> dict:
    t, e = TYPES[i % 5]
    fee = rng.randint(2, 99)
    words = [rng.choice(WORDS) for _ in range(90)]
    ctx = f"The replacement fee is ${fee}. Returns are accepted within 30 days. " + " ".join(rng.choice(WORDS) for _ in range(60))
    if e == "abstain":
        response = "The documents don't say. " + " ".join(words[:80])
        must: list = []
    else:
        response = f"The replacement fee is ${fee}. " + " ".join(words) + "."
        must = [f"${fee}"]
    case = {"id": f"case-{i}", "type": t, "expect": e, "query": "How much is the replacement fee?",
            "context": [{"title": "fees.md", "text": ctx}], "response": response}
    if must:
        case["must_include"] = must
    if t == "stale_context":
        case["must_not_include"] = [f"${fee + 1}"]
    return case


def generate(n: int, path: Path) -> None:
    rng = random.Random(n)
    with path.open("w") as fh:
        for i in range(n):
            fh.write(json.dumps(make_case(i, rng)) + "\n")


CHILD = r"""
import resource, sys, time
from groundtest.cli import main
t = time.perf_counter()
code = main(sys.argv[1:])
dt = time.perf_counter() - t
print(f"__BENCH__ {dt} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss} {code}", file=sys.stderr)
"""


def run(n: int, judge: str, tmp: Path) -> tuple[float, float]:
    cases = tmp / f"cases-{n}.jsonl"
    if not cases.exists():
        generate(n, cases)
    argv = [sys.executable, "-c", CHILD, "score", str(cases), "--judge", judge, "--format", "json",
            "--results", str(tmp / "results.jsonl"), "--output", str(tmp / "summary.json"), "--no-store"]
    proc = subprocess.run(argv, capture_output=True, text=True, env={**os.environ, "GROUNDTEST_DEBUG": "1"})
    line = next((s for s in proc.stderr.splitlines() if s.startswith("__BENCH__")), None)
    if line is None:
        raise SystemExit(f"benchmark run failed:\n{proc.stderr[-2000:]}")
    _, dt, rss_kb, code = line.split()
    return n / float(dt), int(rss_kb) / 1024


# ---------------------------------------------------------------------------------- --vs-seed

#: The seed's scoring script, as lean as such a script naturally is: stdlib only, the response
#: lower-cased once and searched with one refusal regex (\b-anchored, no re.IGNORECASE: 2.5× faster
#: than the same regex with the flag), one compiled whole-word pattern per distinct value (cached),
#: one result line per case, a summary at the end.
SEED = r"""
import json, re, sys

REFUSAL = re.compile(
    r"\b(?:i\s+(?:do\s+not|don'?t)\s+know"
    r"|(?:can\s*not|can'?t|could\s+not|couldn'?t|unable\s+to|was\s+unable\s+to)\s+(?:find|locate|answer|determine|say|confirm)"
    r"|not\s+(?:mentioned|covered|specified|stated|provided|included|listed|addressed|given|available)"
    r"|no\s+(?:information|details|mention|data)"
    r"|(?:does\s+not|doesn'?t|do\s+not|don'?t|did\s+not|didn'?t)\s+(?:say|mention|specify|state|contain|cover|include|provide)"
    r"|not\s+enough\s+information|insufficient\s+information|i'?m\s+not\s+sure|there\s+is\s+no\s+information"
    r"|i\s+(?:cannot|can'?t)\s+(?:help|answer))\b"
)  # matched on the lower-cased response (faster than re.IGNORECASE)
_words = {}


def word(value):
    p = _words.get(value)
    if p is None:
        p = _words[value] = re.compile(r"(?<!\w)" + re.escape(value.strip().lower()) + r"(?!\w)")
    return p


def main(src, dst):
    n = halluc = over = answer_expected = 0
    with open(src, encoding="utf-8") as fh, open(dst, "w", encoding="utf-8") as out:
        for line in fh:
            if not line.strip():
                continue
            case = json.loads(line)
            response = case.get("response") or ""
            if isinstance(response, dict):
                response = response.get("text") or ""
            response = response.lower()
            refused = REFUSAL.search(response) is not None
            wants_answer = case["expect"] != "abstain"
            forbidden = [v for v in case.get("must_not_include", ()) if word(v).search(response)]
            missing = []
            for group in case.get("must_include", ()):
                options = [group] if isinstance(group, str) else group
                if not any(word(v).search(response) for v in options):
                    missing.append(" or ".join(options))
            hallucinated = bool(forbidden) or (wants_answer and bool(missing))
            over_refused = wants_answer and refused
            n += 1
            halluc += hallucinated
            over += over_refused
            answer_expected += wants_answer
            out.write(json.dumps({"id": case["id"], "refused": refused, "hallucinated": hallucinated,
                                  "over_refused": over_refused, "forbidden": forbidden, "missing": missing}) + "\n")
    print(json.dumps({"cases": n, "hallucinated": halluc, "over_refused": over,
                      "hallucination_rate": halluc / n if n else 0.0,
                      "over_refusal_rate": over / answer_expected if answer_expected else 0.0}))


main(sys.argv[1], sys.argv[2])
"""

#: RAGTruth's label fields: not case fields (groundtest refuses unknown top-level fields)
LABEL_FIELDS = ("gold", "gold_detail", "source")
ROOT = Path(__file__).resolve().parent.parent


def long_file(src: Path, n: int, path: Path) -> int:
    """RAGTruth's rows replicated with new ids to about ``n`` cases (whole copies of the file)."""
    rows = []
    with src.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                for k in LABEL_FIELDS:
                    row.pop(k, None)
                rows.append(row)
    copies = max(1, round(n / len(rows)))
    with path.open("w", encoding="utf-8") as out:
        for k in range(copies):
            for row in rows:
                out.write(json.dumps({**row, "id": f"{row['id']}-{k}"}, ensure_ascii=False) + "\n")
    return copies * len(rows)


def groundtest_cmd() -> list[str]:
    """The installed console script next to this interpreter (the real entry point)."""
    exe = Path(sys.executable).parent / "groundtest"
    if exe.exists():
        return [str(exe)]
    found = shutil.which("groundtest")
    if found is None:
        raise SystemExit("groundtest is not installed: pip install -e .")
    return [found]


def timed(argv: list[str]) -> float:
    t = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if proc.returncode not in (0, 1):  # 1: the gate failed, a verdict like any other
        raise SystemExit(f"{' '.join(argv[:3])} … failed (exit {proc.returncode}):\n{proc.stderr[-2000:]}")
    return dt


def vs_seed(args: argparse.Namespace, tmp: Path) -> None:
    short = tmp / f"short-{args.short_n}.jsonl"
    generate(args.short_n, short)
    long = tmp / "ragtruth-long.jsonl"
    n_long = long_file(Path(args.ragtruth), args.long_n, long)
    gt_extra = list(args.gt_arg or [])
    if args.workers:
        gt_extra += ["--workers", str(args.workers)]
    seed_py = tmp / "seed_score.py"
    seed_py.write_text(SEED, encoding="utf-8")
    out = Path(args.keep) if args.keep else tmp
    out.mkdir(parents=True, exist_ok=True)
    print(f"python={sys.version.split()[0]}  cpus={os.cpu_count()}  best of {args.repeats}, alternating, whole processes")
    print(f"groundtest args: --judge none --no-store {' '.join(gt_extra)}".rstrip())
    print(f"{'file':<28} {'cases':>7} {'seed c/s':>10} {'groundtest c/s':>15} {'gt/seed':>8}")
    for label, path, n in (("short (100-word responses)", short, args.short_n), ("RAGTruth long responses", long, n_long)):
        stem = path.stem
        seed_argv = [sys.executable, str(seed_py), str(path), str(out / f"{stem}.seed.jsonl")]
        gt_argv = groundtest_cmd() + ["score", str(path), "--judge", "none", "--no-store",
                                      "--results", str(out / f"{stem}.results.jsonl"), "--format", "json",
                                      "-o", str(out / f"{stem}.summary.json"), *gt_extra]
        best_seed = best_gt = float("inf")
        for _ in range(args.repeats):
            best_seed = min(best_seed, timed(seed_argv))
            best_gt = min(best_gt, timed(gt_argv))
        seed_rate, gt_rate = n / best_seed, n / best_gt
        print(f"{label:<28} {n:>7} {seed_rate:>10.0f} {gt_rate:>15.0f} {gt_rate / seed_rate:>8.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, action="append", help="number of cases (repeatable)")
    ap.add_argument("--judge", default="none")
    ap.add_argument("--vs-seed", action="store_true", help="groundtest vs the seed's three-regex script, side by side")
    ap.add_argument("--short-n", type=int, default=100_000, help="--vs-seed: synthetic short cases (default 100k)")
    ap.add_argument("--long-n", type=int, default=50_000, help="--vs-seed: RAGTruth rows replicated to about this many")
    ap.add_argument("--ragtruth", default=str(ROOT.parent / "shared" / "bench" / "dev" / "ragtruth.jsonl"))
    ap.add_argument("--repeats", type=int, default=3, help="--vs-seed: runs of each, the best kept (default 3)")
    ap.add_argument("--workers", help="--vs-seed: pass --workers N|auto to groundtest score (its default is auto)")
    ap.add_argument("--gt-arg", action="append", metavar="ARG", help="--vs-seed: an extra groundtest score flag (repeatable)")
    ap.add_argument("--keep", metavar="DIR", help="--vs-seed: keep the results and summaries in DIR")
    args = ap.parse_args()
    if args.vs_seed:
        with tempfile.TemporaryDirectory() as d:
            vs_seed(args, Path(d))
        return
    sizes = args.n or [10_000, 100_000, 1_000_000]
    with tempfile.TemporaryDirectory() as d:
        print(f"judge={args.judge}  python={sys.version.split()[0]}  (one process, one core)")
        print(f"{'cases':>10} {'cases/s':>10} {'peak RSS MiB':>13}")
        for n in sizes:
            rate, rss = run(n, args.judge, Path(d))
            print(f"{n:>10} {rate:>10.0f} {rss:>13.1f}")


if __name__ == "__main__":
    main()
