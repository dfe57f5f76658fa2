"""What to review: the results of a run joined with their cases, and the queue a person labels."""
from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from ..cases import CaseReader
from ..errors import InputError, Problem, UsageError
from ..model import Case, Result
from ..compare.sides import read_results
from ..runs.store import DEFAULT_PATH, Store, is_run_ref
from .audits import audit_cases, is_audit_file, read_audit
from .labels import file_source, run_source

AUDIT_JUDGE = "audit"  # groundtest.audit.record.AUDIT_JUDGE (the store's judge name of an audit run)


@dataclass(slots=True)
class ReviewSet:
    """A run's results, the cases they came from, and the label source they are saved under."""

    source: str
    title: str
    results: list[Result]
    cases: dict[str, Case]


def build_queue(results: Sequence[Result], sample: int, seed: int = 0) -> list[Result]:
    """Every uncertain case (and judge error) first, then ``sample`` of the rest, drawn with ``seed``
    (the same inputs always give the same queue); both parts keep file order."""
    needs = [r for r in results if r.hallucination == "uncertain" or r.judge_error]
    rest = [r for r in results if not (r.hallucination == "uncertain" or r.judge_error)]
    picked = set(random.Random(seed).sample(range(len(rest)), min(max(sample, 0), len(rest))))
    return needs + [r for i, r in enumerate(rest) if i in picked]


def join_cases(results: Sequence[Result], cases_path: str | Path, results_name: str) -> dict[str, Case]:
    """The cases of ``cases_path`` for ``results``; an error names every result the file lacks."""
    ids = {r.id for r in results}
    reader = CaseReader(cases_path)
    cases = {c.id: c for c in reader if c.id in ids}
    if not reader.count and reader.problems:
        reader.raise_if_problems()
    missing = [r.id for r in results if r.id not in cases]
    if missing:
        shown = ", ".join(repr(m) for m in missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
        raise InputError(Problem(str(cases_path), None, "id", f"{len(missing)} case(s) of {results_name} are not in this file: {shown}"))
    return cases


def load_review_set(target: str, cases_path: str | None, store_path: str | Path = DEFAULT_PATH) -> ReviewSet:
    """A results file (needs ``cases_path``) or a stored run (``12``, ``last``; uses the case file
    recorded with the run unless ``cases_path`` is given)."""
    path = Path(target)
    if path.is_file() or not is_run_ref(target):
        if not path.exists():
            raise UsageError(f"{target}: no such file (not a run id either: use N, last or last~N)")
        if path.is_file() and not path.read_bytes().strip():
            raise UsageError(f"{target}: the file is empty: nothing to review")
        if is_audit_file(path):  # an audit's --queue (outputs with verdicts) or --results (with --cases OUTPUTS)
            results, cases = read_audit(path)
            if cases is None:
                if not cases_path:
                    raise UsageError("review of audit results needs --cases OUTPUTS.jsonl (the file audit read), "
                                     "or review the audit's --queue file, which holds the outputs")
                cases = audit_cases(cases_path, results, str(path))
            return ReviewSet(file_source(path), path.name, results, cases)
        if not cases_path:
            raise UsageError("review of a results file needs --cases CASES.jsonl: results hold no query, context or response")
        results = list(read_results(path))
        return ReviewSet(file_source(path), path.name, results, join_cases(results, cases_path, str(path)))
    if not Path(store_path).is_file():
        raise UsageError(f"{target}: no run store at {store_path} (score records runs there; or pass a results file)")
    with Store.open(store_path) as store:
        run = store.run(target)
        results = list(store.results(run.id))
    cases_path = cases_path or run.cases_path
    if not cases_path:
        raise UsageError(f"run {run.id} has no case file recorded: pass --cases CASES.jsonl")
    if not Path(cases_path).is_file():
        raise UsageError(f"run {run.id} was scored from {cases_path}, which is gone: pass --cases CASES.jsonl")
    if not results:
        raise UsageError(f"run {run.id} has no stored results")
    if run.judge == AUDIT_JUDGE:  # a stored audit: its outputs file holds query, context and response
        return ReviewSet(run_source(run.id), f"audit run {run.id}", results, audit_cases(cases_path, results, f"run {run.id}"))
    return ReviewSet(run_source(run.id), f"run {run.id}", results, join_cases(results, cases_path, f"run {run.id}"))
