"""Detection benchmark of the offline checker on labelled cases (field ``gold``).

    python bench/detect.py ../shared/bench/dev/*.jsonl [--peer corroborate] [--workers N] [--config FILE] [--cold]

Labels (``gold``, ``gold_detail``, ``source``) are read only to measure: the cases are
loaded by ``CaseReader``, which drops them, and the checker never sees them. Prints per
file n, accuracy, balanced accuracy, precision, recall, F1 and cases/s (checking time only,
cases already in memory; wall clock, and per CPU-second of the one process, which a machine
shared with other jobs inflates less), for the checker and, with ``--peer``, for the peer on the same
cases in the same run. The positive class is a *flagged* response: ``hallucinated`` or
``uncertain`` (could not confirm: it goes to review); ``bal.acc/h`` is the balanced accuracy
when only ``hallucinated`` counts (what ``score`` counts), and ``unc%`` the share of
``uncertain`` verdicts.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from multiprocessing import get_context
from pathlib import Path
from typing import Any, Callable

from groundtest.cases import CaseReader
from groundtest.checker import CheckerConfig, ContextIndex, check_analysis, index_context, load_config
from groundtest.model import Case

LABEL_FIELDS = ("gold", "gold_detail", "source")
_STATE: dict[str, Any] = {}


def load(path: str) -> tuple[list[Case], list[bool]]:
    """The cases (labels stripped by the reader) and, separately, their gold labels."""
    reader = CaseReader(path, require_response=True, allow_fields=LABEL_FIELDS)
    cases = list(reader)
    reader.raise_if_problems()
    gold: dict[str, bool] = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                row = json.loads(line)
                gold[row["id"]] = row["gold"] == "hallucinated"
    return cases, [gold[c.id] for c in cases]


def _init(config: CheckerConfig, cold: bool = False) -> None:
    from groundtest.text.abstention import make_detector

    _STATE.update(config=config, detector=make_detector([]), cold=cold)


def ours(case: Case) -> str:
    """The checker's label for one case: clean, uncertain or hallucinated."""
    from groundtest.text.analysis import analyse

    cfg: CheckerConfig = _STATE["config"]
    analysis = analyse(case.response or "", _STATE["detector"])
    if _STATE.get("cold"):
        ctx = ContextIndex(case.context, case.query_text, cfg.structured_attributes)
    else:  # as the scorer does: a context several responses share is indexed once
        ctx = index_context(case.context, case.query_text, cfg.structured_attributes)
    return check_analysis(analysis, ctx, cfg).verdict.hallucination


def corroborate(case: Case) -> str:
    """The peer, called as its README shows: hallucinated when the report is not ok."""
    import corroborate as peer

    report = peer.check_answer(case.query_text, [{"text": c.text} for c in case.context], case.response or "")
    return "clean" if report.ok() else "hallucinated"


def run(fn: Callable[[Case], str], cases: list[Case], workers: int) -> tuple[list[str], float, float | None]:
    """Predictions in input order, the wall time they took and (one process) the CPU time."""
    from groundtest.checker.context import forget_contexts

    forget_contexts()  # each pass starts with no indexed context
    t0, c0 = time.perf_counter(), time.process_time()
    if workers <= 1:
        preds = [fn(c) for c in cases]
        return preds, time.perf_counter() - t0, time.process_time() - c0
    else:
        ctx = get_context("fork")
        with ctx.Pool(workers, initializer=_init, initargs=(_STATE["config"], _STATE["cold"])) as pool:
            preds = pool.map(fn, cases, chunksize=max(1, len(cases) // (workers * 8)))
    return preds, time.perf_counter() - t0, None


def metrics(preds: list[bool], gold: list[bool]) -> dict[str, float]:
    tp = sum(p and g for p, g in zip(preds, gold))
    tn = sum(not p and not g for p, g in zip(preds, gold))
    fp = sum(p and not g for p, g in zip(preds, gold))
    fn = sum(not p and g for p, g in zip(preds, gold))
    n = len(gold)
    tpr = tp / (tp + fn) if tp + fn else 0.0
    tnr = tn / (tn + fp) if tn + fp else 0.0
    prec = tp / (tp + fp) if tp + fp else 0.0
    f1 = 2 * prec * tpr / (prec + tpr) if prec + tpr else 0.0
    return {"n": n, "accuracy": (tp + tn) / n if n else 0.0, "balanced_accuracy": (tpr + tnr) / 2,
            "precision": prec, "recall": tpr, "f1": f1}


def print_latency(name: str, cases: list[Case]) -> None:
    """Per-response latency (one process) of the checker and of the guard, p50 and p95."""
    from groundtest.checker import guard

    for what, fn in (("check", ours), ("guard", lambda c: guard(c.response or "", c.context, c.query_text))):
        times = []
        for c in cases:
            t0 = time.perf_counter()
            fn(c)
            times.append(time.perf_counter() - t0)
        times.sort()
        p50, p95 = times[len(times) // 2], times[int(len(times) * 0.95)]
        print(f"{name:<22}{what:<13} latency p50 {p50 * 1e6:.0f} µs, p95 {p95 * 1e6:.0f} µs")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="+", metavar="DATA.jsonl")
    ap.add_argument("--peer", choices=("corroborate",), help="also run the peer on the same cases")
    ap.add_argument("--workers", type=int, default=1, help="processes (results identical, in input order)")
    ap.add_argument("--config", metavar="FILE", help="checker thresholds (TOML or JSON)")
    ap.add_argument("--repeat", type=int, default=1, help="time the best of N passes (single process)")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    ap.add_argument("--latency", action="store_true", help="also print per-response latency of check and guard")
    ap.add_argument("--cold", action="store_true",
                    help="index every case's context afresh (no reuse of a context several responses share)")
    args = ap.parse_args(argv)
    if args.peer:
        try:
            import corroborate as _peer  # noqa: F401
        except ImportError:
            ap.error("--peer corroborate needs the peer installed: pip install corroborate==0.1.0")
    _init(load_config(args.config), args.cold)
    rows = []
    print(f"{'file':<22}{'system':<13}{'n':>5}{'acc':>7}{'bal.acc':>8}{'prec':>7}{'recall':>7}{'F1':>7}{'bal.acc/h':>10}{'unc%':>6}{'cases/s':>9}{'/cpu-s':>8}")
    for path in args.data:
        cases, gold = load(path)
        systems: list[tuple[str, Callable[[Case], str]]] = [("groundtest", ours)]
        if args.peer:
            systems.append((args.peer, corroborate))
        for name, fn in systems:
            best, cpu = None, None
            for _ in range(max(1, args.repeat)):
                preds, secs, used = run(fn, cases, args.workers)
                best = secs if best is None else min(best, secs)
                cpu = used if cpu is None or (used is not None and used < cpu) else cpu
            m = metrics([p != "clean" for p in preds], gold)
            strict = metrics([p == "hallucinated" for p in preds], gold)
            m.update(file=Path(path).name, system=name, cases_per_s=len(cases) / best if best else 0.0,
                     cases_per_cpu_s=len(cases) / cpu if cpu else None,
                     workers=args.workers, balanced_accuracy_hallucinated_only=strict["balanced_accuracy"],
                     labels=dict(Counter(preds)),
                     uncertain_share=preds.count("uncertain") / len(preds) if preds else 0.0)
            rows.append(m)
            print(f"{m['file']:<22}{name:<13}{m['n']:>5}{m['accuracy']:>7.3f}{m['balanced_accuracy']:>8.3f}"
                  f"{m['precision']:>7.3f}{m['recall']:>7.3f}{m['f1']:>7.3f}"
                  f"{strict['balanced_accuracy']:>10.3f}{100 * m['uncertain_share']:>6.1f}{m['cases_per_s']:>9.0f}"
                  f"{m['cases_per_cpu_s'] or 0:>8.0f}")
        if args.peer and rows[-2]["cases_per_cpu_s"] and rows[-1]["cases_per_cpu_s"]:
            ours_rate, peer_rate = rows[-2]["cases_per_cpu_s"], rows[-1]["cases_per_cpu_s"]
            print(f"{'':<22}{'ratio':<13}groundtest/{args.peer} cases per CPU-second {ours_rate / peer_rate:.2f}×")
        if args.latency:
            print_latency(Path(path).name, cases)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
