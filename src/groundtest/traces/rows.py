"""Records as output lines: audit rows (``groundtest audit``) or answerable cases (``derive``, ``run``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .join import Record, Skipped

#: what ``import --as`` writes
KINDS = ("audit", "cases")


def record_id(r: Record, many: bool) -> str:
    """The trace id; with the answering span's id when the trace holds several answers."""
    return f"{r.trace_id}:{r.span_id}" if many else r.trace_id


def row_of(r: Record, kind: str, rid: str, output_type: str | None = None, source: str = "otlp") -> dict[str, Any]:
    meta = {"source": source, "trace_id": r.trace_id, "span_id": r.span_id, "span": r.name,
            "retriever_spans": r.retrievers}
    if kind == "audit":
        return {"id": rid, "output_type": output_type or r.name or "answer", "query": r.query,
                "context": r.context, "response": r.response, "meta": meta}
    row = {"id": rid, "type": "answerable", "expect": "answer", "query": r.query, "context": r.context,
           "response": r.response, "meta": meta}
    values = grounded_values(r.response, "\n\n".join(c["text"] for c in r.context))
    if values:  # what lets derive find the supporting chunk and the value to change
        row["must_include"] = values
        meta["must_include_from"] = "values the traced response states that the context also states"
    return row


def grounded_values(response: str, context: str) -> list[str]:
    """The values (money, dates, quantities, …) the response states that the context states too,
    by meaning, each once, as the response wrote them."""
    from ..text.matching import extract_values, same_value

    in_context = extract_values(context)
    out: list[str] = []
    kept = []
    for v in extract_values(response):
        if any(same_value(v, c) for c in in_context) and not any(same_value(v, k) for k in kept):
            kept.append(v)
            out.append(v.raw)
    return out


@dataclass(slots=True)
class ImportReport:
    """What an import read and wrote."""

    output: str
    kind: str
    spans: int
    traces: int
    written: int = 0
    dropped: list[tuple[str, str]] = field(default_factory=list)  # (id, why): records not written
    skipped: list[Skipped] = field(default_factory=list)  # traces without an answer

    def to_dict(self) -> dict[str, Any]:
        return {"output": self.output, "as": self.kind, "spans": self.spans, "traces": self.traces,
                "written": self.written, "dropped": [{"id": i, "reason": w} for i, w in self.dropped],
                "skipped_traces": [{"trace_id": s.trace_id, "reason": s.reason} for s in self.skipped]}


def keep_reason(r: Record, kind: str) -> str | None:
    """Why a record cannot be written as ``kind`` (None when it can)."""
    if not r.query:
        return "no query (input.value) on the answering span, its retriever or its LLM"
    if kind == "cases" and not r.context:
        return "no retrieved documents: an answerable case needs the context"
    return None
