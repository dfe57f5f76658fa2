"""Records as output lines: audit rows (``groundtest audit``) or answerable cases (``derive``, ``run``)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .join import Record, Skipped

if TYPE_CHECKING:
    from ..text.matching import Value

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


#: what joins the two ends of a range ("5 to 7 business days", "$10-$15", "9am–5pm")
_RANGE = re.compile(r"\s*(?:-|–|—|to|through|until|or)\s*", re.I)
#: what joins the parts of a duration ("2 hours 30 minutes", "1 year and 6 months")
_DURATION = re.compile(r"\s*(?:,\s*)?(?:and\s+)?", re.I)
_TIME_UNITS = ("second", "minute", "hour", "day", "business day", "working day", "week", "month", "year")
#: "between 3 and 5 weeks": "and" is a range only after "between"
_BETWEEN = re.compile(r"\bbetween\s*$", re.I)


def _joined(text: str, a: "Value", b: "Value") -> bool:
    """Whether ``a`` and ``b``, in that order in ``text``, are one value: the two ends of a range
    (``5 to 7 business days``, ``between 3 and 5 weeks``) or the parts of a duration (``2 hours 30 minutes``)."""
    gap = text[a.end:b.start]
    numeric = ("number", "quantity")
    if _RANGE.fullmatch(gap) and (a.kind == b.kind or a.kind in numeric and b.kind in numeric):
        return True
    if gap.strip().lower() == "and" and _BETWEEN.search(text[:a.start]):
        return True
    return (a.kind == b.kind == "quantity" and a.unit in _TIME_UNITS and b.unit in _TIME_UNITS
            and bool(_DURATION.fullmatch(gap)) and (a.amount or 0) > (b.amount or 0))


def value_runs(text: str) -> list[list["Value"]]:
    """The values of ``text`` with a range's ends and a duration's parts kept together, in order."""
    from ..text.matching import extract_values

    runs: list[list[Value]] = []
    for v in extract_values(text):
        if runs and runs[-1][-1].end <= v.start and _joined(text, runs[-1][-1], v):
            runs[-1].append(v)
        else:
            runs.append([v])
    return runs


def grounded_values(response: str, context: str) -> list[str]:
    """The values (money, dates, quantities, …) the response states that the context states too,
    by meaning, each once, as the response wrote them. A range (``5 to 7 business days``), a duration
    (``2 hours 30 minutes``) and an amount with its unit are one value, kept when every part of it
    is in the context."""
    from ..text.matching import extract_values, same_value

    in_context = extract_values(context)
    out: list[str] = []
    kept: list[list[Value]] = []
    for run in value_runs(response):
        if not all(any(same_value(v, c) for c in in_context) for v in run):
            continue
        if any(len(k) == len(run) and all(same_value(a, b) for a, b in zip(k, run)) for k in kept):
            continue
        kept.append(run)
        start = run[0].start
        between = _BETWEEN.search(response[:start]) if len(run) > 1 else None
        out.append(response[between.start() if between else start:run[-1].end])
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
    bad = next((d for d in r.context if d.get("status", "current") not in ("current", "superseded")), None)
    if bad is not None:  # never silently current: a stale case needs its superseded documents marked
        return (f"document {bad['title']!r}: metadata.status must be 'current' or 'superseded', "
                f"got {bad['status']!r}")
    return None
