"""Audit outputs in the review page: an audit's ``--queue`` file (each line the output with its
verdict), its ``--results`` file with the outputs it read (``--cases OUTPUTS.jsonl``), or a stored
audit run (the outputs file recorded with it)."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

from ..errors import InputError, Problem
from ..jsonin import BadJSON, loads
from ..model import Case, Result

_VERDICT = ("hallucination", "hallucinated")
_OUTPUT = ("query", "context", "response")


def _lines(path: str | Path) -> Iterator[tuple[int, Any]]:
    name = str(path)
    try:
        fh = Path(path).open("r", encoding="utf-8-sig")
    except OSError as exc:
        raise InputError(Problem(name, None, None, f"cannot read: {exc.strerror or exc}")) from None
    with fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                obj = loads(line)
            except BadJSON as exc:
                raise InputError(Problem(name, lineno, None, str(exc))) from None
            if not isinstance(obj, dict):
                raise InputError(Problem(name, lineno, None, "expected a JSON object"))
            yield lineno, obj


def is_audit_file(path: str | Path) -> bool:
    """Is ``path`` an audit file (its first line has an ``output_type``)?"""
    try:
        for _, obj in _lines(path):
            return "output_type" in obj and "type" not in obj
    except InputError:
        return False
    return False


def as_case(row: dict[str, Any]) -> Case:
    """An audited output as the page shows it: type = output type, no expectations."""
    from ..audit.rows import _chunks

    response = row.get("response")
    text = response.get("text") if isinstance(response, dict) else response
    return Case(id=str(row["id"]), type=str(row["output_type"]), expect="answer", query=row.get("query") or "",
                context=_chunks(row.get("context") or ""), response=text if isinstance(text, str) else "",
                meta=row.get("meta") or {})


def read_audit(path: str | Path) -> tuple[list[Result], dict[str, Case] | None]:
    """The results of an audit file, and its outputs when the lines carry them (a queue file)."""
    from ..audit.record import as_result

    name = str(path)
    results: list[Result] = []
    cases: dict[str, Case] = {}
    for lineno, obj in _lines(path):
        if not all(k in obj for k in ("id", "output_type")) or not any(k in obj for k in _VERDICT):
            what = "an outputs file (no verdicts): review the audit's --results or --queue file" \
                if all(k in obj for k in _OUTPUT) else "not an audit result: needs id, output_type and hallucination"
            raise InputError(Problem(name, lineno, None, what))
        hallucination = obj.get("hallucination") or ("hallucinated" if obj.get("hallucinated") else "clean")
        row = {**obj, "hallucination": hallucination, "hallucinated": hallucination == "hallucinated",
               "findings": obj.get("findings") or []}
        try:
            results.append(as_result(row))
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(Problem(name, lineno, "findings", f"not a list of findings ({exc})")) from None
        if all(k in obj for k in _OUTPUT):
            cases[str(obj["id"])] = as_case(obj)
    if not results:
        raise InputError(Problem(name, None, None, "file is empty: no results"))
    return results, (cases if len(cases) == len(results) else None)


def audit_cases(path: str | Path, results: list[Result], results_name: str) -> dict[str, Case]:
    """The outputs of ``path`` (the audited JSONL) for ``results``; an error names the ones it lacks."""
    ids = {r.id for r in results}
    cases = {str(obj["id"]): as_case(obj) for _, obj in _lines(path) if str(obj.get("id")) in ids and "output_type" in obj}
    missing = [r.id for r in results if r.id not in cases]
    if missing:
        shown = ", ".join(repr(m) for m in missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
        raise InputError(Problem(str(path), None, "id", f"{len(missing)} output(s) of {results_name} are not in this file: {shown}"))
    return cases
