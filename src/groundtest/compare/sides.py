"""Reading one side of a comparison: a stored run (``12``, ``last``, ``last~1``) or a results JSONL file."""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

from .core import Outcome, Side, index
from ..errors import InputError, Problem, UsageError
from ..infile import lines as read_lines
from ..jsonin import BadJSON, loads
from ..model import CASE_TYPES, EXPECTS, LABELS, Result
from ..runs.store import DEFAULT_PATH, Store, is_run_ref

_REQUIRED = ("id", "type", "expect")
#: what makes a line a result rather than a case: the verdict fields score --results writes
_RESULT_FIELDS = ("hallucinated",)
_CASE_FIELDS = ("query", "context", "response", "must_include")


class _NotResults(Exception):
    """The file is a case file (or something else), not results: stop at its first line."""
_BOOLS = ("abstained", "hallucinated", "over_refused", "incomplete", "judge_error", "excluded", "unstable")


def read_results(path: str | Path) -> Iterator[Result]:
    """Stream the results of a ``score --results`` file; bad lines raise :class:`InputError`
    (``FILE:LINE: field: message``, every problem listed) once the file has been read."""
    name = str(path)
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    try:
        fh = Path(path).open("r", encoding="utf-8-sig")
    except FileNotFoundError:
        raise InputError(Problem(name, None, None, "no such file (not a run id either: use N, last or last~N)")) from None
    except OSError as exc:
        raise InputError(Problem(name, None, None, f"cannot read: {exc.strerror or exc}")) from None
    with fh:
        try:
            for lineno, line in read_lines(fh, name):  # (a line over the cap is exit 2 naming it)
                if not line.strip():
                    continue
                try:
                    r = _result(name, lineno, line, problems, seen)
                except _NotResults:
                    break
                if r is not None:
                    yield r
        except UnicodeDecodeError as exc:
            problems.append(Problem(name, None, None, f"not valid UTF-8: {exc.reason}"))
    if not seen and not problems:
        problems.append(Problem(name, None, None, "file is empty: no results"))
    if problems:
        raise InputError(problems)


def _result(name: str, lineno: int, line: str, problems: list[Problem], seen: dict[str, int]) -> Result | None:
    def bad(field: str | None, message: str) -> None:
        problems.append(Problem(name, lineno, field, message))

    try:
        obj = loads(line, surrogates=True)
    except BadJSON as exc:
        bad(None, str(exc))
        return None
    if not isinstance(obj, dict):
        bad(None, f"expected a JSON object (a result), got {type(obj).__name__}")
        return None
    before = len(problems)
    if not any(k in obj for k in _RESULT_FIELDS):
        if any(k in obj for k in _CASE_FIELDS):
            bad(None, "this is a case, not a result: the file looks like a case file; compare takes the "
                      "results file that score --results wrote (or a run id)")
            raise _NotResults
        bad("hallucinated", "missing: not a result (is this a results file from score --results?)")
    for key in _REQUIRED:
        if not isinstance(obj.get(key), str) or not obj[key]:
            bad(key, "missing or not a string (is this a results file from score --results?)")
    for key in _BOOLS:
        if key in obj and not isinstance(obj[key], bool):
            bad(key, f"must be true or false, got {obj[key]!r}")
    if "tags" in obj and not (isinstance(obj["tags"], list) and all(isinstance(t, str) for t in obj["tags"])):
        bad("tags", "must be a list of strings")
    if "findings" in obj and not isinstance(obj["findings"], list):
        bad("findings", "must be a list")
    # the closed vocabularies of a result (issue 23: "type": "weird" or "hallucination": "maybe" was compared)
    for key, allowed in (("type", CASE_TYPES), ("expect", EXPECTS), ("hallucination", LABELS)):
        if isinstance(obj.get(key), str) and obj[key] and obj[key] not in allowed:
            bad(key, f"must be one of {', '.join(allowed)}, got {obj[key]!r}")
        elif key == "hallucination" and key in obj and not isinstance(obj[key], str):
            bad(key, f"must be one of {', '.join(allowed)}, got {obj[key]!r}")
    if obj.get("judge") is not None and not isinstance(obj["judge"], dict):
        bad("judge", f"must be an object (the judge's verdict) or null, got {obj['judge']!r}")
    if len(problems) > before:
        return None
    cid = obj["id"]
    if cid in seen:
        bad("id", f"duplicate id {cid!r} (first on line {seen[cid]})")
        return None
    seen[cid] = lineno
    try:
        return Result.from_dict(obj)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        bad(None, f"not a result: {exc}")
        return None


def _store_path(spec: str, store_path: str | Path | None) -> Path:
    path = Path(store_path) if store_path else DEFAULT_PATH
    if not path.is_file():
        raise UsageError(f"{spec}: no run store at {path} (score records runs there; or pass a results file)")
    return path


def _is_run(spec: str) -> bool:
    return is_run_ref(spec) and not Path(spec).is_file()


def side_results(spec: str, store_path: str | Path | None = None) -> Iterator[Result]:
    """Stream the full results of one side (for reports that show cases in full)."""
    if _is_run(spec):
        with Store.open(_store_path(spec, store_path)) as store:
            yield from store.results(store.resolve(spec))
    else:
        yield from read_results(spec)


def load_side(spec: str, store_path: str | Path | None = None, *,
              labels: list[str] | None = None) -> tuple[Side, dict[str, Outcome]]:
    """One side of a comparison, read into compact outcomes by id. A run reference (``N``,
    ``last``, ``last~N``) is looked up in the store unless a file has that name; anything else is a file.
    ``labels`` (a list): apply the verdicts given in ``groundtest review`` and append a note on
    what they changed to it (``compare --with-labels``)."""
    from ..review.labels import apply_labels, file_source, labels_for, run_source

    if _is_run(spec):
        with Store.open(_store_path(spec, store_path)) as store:
            run = store.run(spec)
            label = f"run {run.id}" + (f" ({spec})" if spec != str(run.id) else "")
            if labels is None:
                outcomes = index(store.results(run.id))
            else:
                reviewed = apply_labels(store.results(run.id), labels_for(store.db, run_source(run.id)))
                outcomes = index(reviewed.results)
                labels.append(reviewed.note(label))
        return Side(label, run.cases_sha256, run.cases_path, key=run.cases_key), outcomes
    if labels is None:
        return Side(spec), index(read_results(spec))
    path = Path(store_path) if store_path else DEFAULT_PATH
    given = {}
    if path.is_file():
        with Store.open(path) as store:
            given = labels_for(store.db, file_source(spec))
    reviewed = apply_labels(read_results(spec), given)
    labels.append(reviewed.note(spec))
    return Side(spec), index(reviewed.results)
