"""Where the time of ``groundtest score --judge none`` goes, step by step, in one process.

    python bench/score_steps.py FILE.jsonl [FILE.jsonl ...]
    python bench/score_steps.py --vs-seed-files      # the two files of score_bench.py --vs-seed

Each case goes through the steps of ``score`` one at a time, each timed on its own: read (the
file's lines, hashed), parse (UTF-8 and the strict JSON loader), validate (``CaseReader``'s
checks, building the Case), analyse (sentences and the refusal gate: ``Analysis.declines``,
which every result needs), value index (built when the case has ``must_include`` or
``must_not_include``), checks (the deterministic checks, the checker aside), checker (the
offline checker a declining response with other sentences asks for, ``_only_explains``), result
(``finish`` around the checks: whether the response abstained, the verdict, ``case_key``, the
Result), serialise
(``Result.to_dict`` and the JSON line), write (to a file) and summary (``SummaryBuilder.add``).
The work is what ``score`` does, in the same order; the split only moves where it is counted
(the analysis and the value index are forced before the checks that would build them).
Prints µs per case and the share of each step, and cases/s of the steps' sum.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from groundtest import scoring  # noqa: E402
from groundtest.cases import CaseReader, _Duplicates  # noqa: E402
from groundtest.checks import behaviour  # noqa: E402
from groundtest.outputs import json_line, mask  # noqa: E402
from groundtest.settings import Settings  # noqa: E402
from groundtest.summary import SummaryBuilder  # noqa: E402
from groundtest.text.abstention import make_detector  # noqa: E402

STEPS = ("read", "parse", "validate", "analyse", "value index", "checks", "checker", "result", "serialise", "write",
         "summary")


def profile(path: str) -> tuple[int, dict[str, float]]:
    clock = time.perf_counter
    spent = dict.fromkeys(STEPS, 0.0)
    settings = Settings()
    detector = make_detector(settings.refusals)
    builder = SummaryBuilder(settings.budgets, judge="none")
    reader = CaseReader(path, require_response=True)
    dups = _Duplicates()
    run_checks, only_explains = scoring.run_checks, behaviour._only_explains
    checker = [0.0]

    def timed_checker(case, analysis):  # type: ignore[no-untyped-def]
        t = clock()
        try:
            return only_explains(case, analysis)
        finally:
            checker[0] += clock() - t

    in_checks = [0.0]

    def timed_checks(case, analysis, settings):  # type: ignore[no-untyped-def]
        t, c = clock(), checker[0]
        try:
            return run_checks(case, analysis, settings)
        finally:
            in_checks[0] += clock() - t - (checker[0] - c)  # the checker is counted on its own

    behaviour._only_explains, scoring.run_checks = timed_checker, timed_checks
    n = 0
    with tempfile.TemporaryDirectory() as d, open(Path(d) / "results.jsonl", "w", encoding="utf-8") as out:
        lines = reader.raw_lines()
        try:
            while True:
                t0 = clock()
                try:
                    lineno, raw = next(lines)
                except StopIteration:
                    spent["read"] += clock() - t0
                    break
                t1 = clock()
                text = raw.decode("utf-8")
                from groundtest.jsonin import loads

                obj = loads(text)
                t2 = clock()
                case = reader._case(obj, lineno)
                if case is None:
                    raise SystemExit(f"{path}:{lineno}: not a valid case: {reader.problems[-1]}")
                reader.accept(case.id, lineno, dups)
                t3 = clock()
                analysis = scoring.analyse_case(case, detector)
                analysis.declines
                t4 = clock()
                if case.must_include or case.must_not_include:
                    analysis.index
                t5 = clock()
                checker[0] = in_checks[0] = 0.0
                result = scoring.finish(case, analysis, None, settings)
                t6 = clock()
                line = mask(json_line(result.to_dict())) + "\n"
                t7 = clock()
                out.write(line)
                t8 = clock()
                builder.add(result)
                t9 = clock()
                n += 1
                spent["read"] += t1 - t0
                spent["parse"] += t2 - t1
                spent["validate"] += t3 - t2
                spent["analyse"] += t4 - t3
                spent["value index"] += t5 - t4
                spent["checker"] += checker[0]
                spent["checks"] += in_checks[0]
                spent["result"] += (t6 - t5) - in_checks[0] - checker[0]
                spent["serialise"] += t7 - t6
                spent["write"] += t8 - t7
                spent["summary"] += t9 - t8
        finally:
            behaviour._only_explains, scoring.run_checks = only_explains, run_checks
    reader.finish(dups)
    return n, spent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*")
    ap.add_argument("--vs-seed-files", action="store_true", help="the short and long files of score_bench.py --vs-seed")
    ap.add_argument("--short-n", type=int, default=100_000)
    ap.add_argument("--long-n", type=int, default=50_000)
    ap.add_argument("--repeats", type=int, default=3, help="runs per file, the fastest of each step kept")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        files = list(args.files)
        if args.vs_seed_files:
            import score_bench

            short, long = Path(d) / "short.jsonl", Path(d) / "ragtruth-long.jsonl"
            score_bench.generate(args.short_n, short)
            score_bench.long_file(Path(score_bench.ROOT.parent / "shared" / "bench" / "dev" / "ragtruth.jsonl"),
                                  args.long_n, long)
            files += [str(short), str(long)]
        for path in files:
            best: dict[str, float] = {}
            n = 0
            for _ in range(args.repeats):
                n, spent = profile(path)
                best = {k: min(v, best.get(k, v)) for k, v in spent.items()}
            total = sum(best.values())
            print(f"{Path(path).name}: {n} cases, {n / total:,.0f} cases/s for the steps' sum (best of {args.repeats} per step)")
            print(f"  {'step':<12} {'µs/case':>8} {'share':>6}")
            for k in STEPS:
                print(f"  {k:<12} {best[k] / n * 1e6:>8.2f} {best[k] / total:>6.1%}")


if __name__ == "__main__":
    main()
