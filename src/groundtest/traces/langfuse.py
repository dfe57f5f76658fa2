"""Reading a JSONL export of Langfuse observations (``--from langfuse``): one observation per line
(or a JSON array, or the API's ``{"data": [...]}``) with ``id``, ``traceId``, ``parentObservationId``,
``type``, ``name``, ``startTime``, ``input`` and ``output``, mapped onto the same spans the OTLP
reader gives: GENERATION → LLM, RETRIEVER → RETRIEVER (so is a SPAN whose output is a list of
documents), CHAIN/AGENT as they are, any other SPAN → CHAIN."""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any, Iterator

from ..errors import InputError, Problem
from .otlp import Span, json_documents

KINDS = {"GENERATION": "LLM", "RETRIEVER": "RETRIEVER", "CHAIN": "CHAIN", "AGENT": "AGENT", "SPAN": "CHAIN"}


def _observations(path: Path) -> Iterator[tuple[int | None, Any]]:
    """The observations of an export: a JSON value (the API's ``{"data": [...]}`` or a list) or JSONL."""
    return json_documents(path, "Langfuse observations", _data)


def _data(whole: Any) -> Any:
    """The observations of the API's ``{"data": [...]}`` page; anything else as it is."""
    return whole["data"] if isinstance(whole, dict) and isinstance(whole.get("data"), list) else whole


def _nanos(value: Any) -> int:
    if not isinstance(value, str):
        return 0
    try:
        return int(datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp() * 1e9)
    except ValueError:
        return 0


def _docs(output: Any) -> list[Any] | None:
    """A retriever's output as a list of documents, or None when it does not look like one."""
    if isinstance(output, dict):
        output = next((output[k] for k in ("documents", "docs", "context", "nodes") if isinstance(output.get(k), list)), None)
    if not isinstance(output, list) or not output:
        return None
    if all(isinstance(d, str) or isinstance(d, dict) and any(isinstance(d.get(k), str) for k in
           ("page_content", "content", "text")) for d in output):
        return output
    return None


def _text(value: Any) -> str | None:
    if value is None:
        return None
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def _span(o: dict[str, Any]) -> Span:
    otype = str(o.get("type") or "SPAN").upper() if isinstance(o.get("type"), (str, type(None))) else "SPAN"
    docs = _docs(o.get("output")) if otype in ("RETRIEVER", "SPAN") else None
    kind = "RETRIEVER" if docs is not None else KINDS.get(otype, otype)
    attrs: dict[str, Any] = {"openinference.span.kind": kind}
    if _text(o.get("input")) is not None:
        attrs["input.value"] = _text(o.get("input"))
    if docs is not None:
        for i, d in enumerate(docs):
            prefix = f"retrieval.documents.{i}.document."
            if isinstance(d, str):
                attrs[prefix + "content"] = d
                continue
            attrs[prefix + "content"] = next(d[k] for k in ("page_content", "content", "text") if isinstance(d.get(k), str))
            meta = d.get("metadata", d.get("meta"))
            if isinstance(meta, dict):
                attrs[prefix + "metadata"] = json.dumps(meta, ensure_ascii=False)
            if isinstance(d.get("id"), (str, int)):
                attrs[prefix + "id"] = str(d["id"])
    elif _text(o.get("output")) is not None:
        attrs["output.value"] = _text(o.get("output"))
    return Span(o["traceId"], o["id"], o.get("parentObservationId") or "", str(o.get("name") or ""),
                _nanos(o.get("startTime")), attrs)


def read_langfuse(path: str | Path) -> list[Span]:
    """Every observation of a Langfuse export as a span; InputError naming file, line and field."""
    p = Path(path)
    if not p.is_file():
        raise InputError(Problem(str(p), None, None, "no such file"))
    spans, problems = [], []
    for k, (line, o) in enumerate(_observations(p)):
        where = None if line else f"{k}"
        if not isinstance(o, dict):
            problems.append(Problem(str(p), line, where, f"expected an observation object, got {type(o).__name__}"))
            continue
        bad = [f for f in ("id", "traceId") if not isinstance(o.get(f), str) or not o[f]]
        if bad:
            field = bad[0] if where is None else f"{where}.{bad[0]}"
            problems.append(Problem(str(p), line, field, "missing or not a string (expected Langfuse observations)"))
            continue
        parent = o.get("parentObservationId")
        if parent is not None and not isinstance(parent, str):
            field = "parentObservationId" if where is None else f"{where}.parentObservationId"
            problems.append(Problem(str(p), line, field, "must be a string or null"))
            continue
        spans.append(_span(o))
    if problems:
        raise InputError(problems)
    return spans
