"""Joining a trace's spans into answers: each outermost CHAIN/AGENT/LLM span with an output is one
answer; its query is that span's input (else its retriever's, else the LLM's last user message), its
context the documents of every RETRIEVER span under it (``retrieval.documents.N.document.content``,
titled from ``.document.metadata`` or ``.document.id``), in start order."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from ..jsonin import loads
from ..model import TITLE_KEYS
from .otlp import Span

#: OpenInference attribute names (openinference-semantic-conventions)
INPUT_VALUE = "input.value"
OUTPUT_VALUE = "output.value"
RETRIEVAL_DOCUMENTS = "retrieval.documents"
DOCUMENT_CONTENT = "document.content"
DOCUMENT_ID = "document.id"
DOCUMENT_METADATA = "document.metadata"
LLM_INPUT_MESSAGES = "llm.input_messages"
LLM_OUTPUT_MESSAGES = "llm.output_messages"
MESSAGE_ROLE = "message.role"
MESSAGE_CONTENT = "message.content"
#: span kinds that answer
ANSWERING = ("CHAIN", "AGENT", "LLM")
#: keys a JSON input or output value carries its text under, in this order
QUERY_KEYS = ("input", "query", "question", "query_str", "user_input")
ANSWER_KEYS = ("output", "answer", "response", "result", "text", "content", "output_text")


@dataclass(slots=True)
class Record:
    """One answer read from a trace."""

    trace_id: str
    span_id: str
    name: str
    query: str
    context: list[dict[str, str]]
    response: str
    retrievers: int = 0
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Skipped:
    """A trace with no answer in it, and why."""

    trace_id: str
    reason: str


def records(spans: Iterable[Span]) -> tuple[list[Record], list[Skipped]]:
    """Every answer of every trace (in the order traces first appear), and the traces without one."""
    traces: dict[str, list[Span]] = {}
    for s in spans:
        traces.setdefault(s.trace_id, []).append(s)
    out: list[Record] = []
    skipped: list[Skipped] = []
    for tid, group in traces.items():
        found = list(_trace_records(tid, group))
        if found:
            out.extend(found)
        else:
            skipped.append(Skipped(tid, _why(group)))
    return out, skipped


def _why(group: list[Span]) -> str:
    if not any(s.kind for s in group):
        return "no OpenInference spans (openinference.span.kind)"
    if not any(s.kind in ANSWERING for s in group):
        return "no CHAIN, AGENT or LLM span"
    return "no answering span with an output"


def _trace_records(tid: str, group: list[Span]) -> Iterator[Record]:
    by_id = {s.span_id: s for s in group}
    children: dict[str, list[Span]] = {}
    for s in group:
        children.setdefault(s.parent_id if s.parent_id in by_id else "", []).append(s)
    for kids in children.values():
        kids.sort(key=lambda s: s.start)
    for span in _answering(children.get("", []), children):
        under = list(_subtree(span, children))
        retrievers = [s for s in under if s.kind == "RETRIEVER"]
        llms = [s for s in [span, *under] if s.kind == "LLM"]
        response = _answer_text(span) or next((t for t in (_answer_text(s) for s in llms) if t), "")
        query = (_query_text(span) or next((q for q in (_query_text(s) for s in retrievers) if q), "")
                 or next((q for q in (_last_user(s) for s in llms) if q), ""))
        context = _dedupe(doc for r in retrievers for doc in _docs(r))
        yield Record(tid, span.span_id, span.name, query, context, response, len(retrievers))


def _answering(spans: list[Span], children: dict[str, list[Span]]) -> Iterator[Span]:
    """The outermost answering spans with an output, depth first."""
    for s in spans:
        if s.kind in ANSWERING and _answer_text(s):
            yield s
        else:
            yield from _answering(children.get(s.span_id, []), children)


def _subtree(span: Span, children: dict[str, list[Span]]) -> Iterator[Span]:
    for c in children.get(span.span_id, []):
        yield c
        yield from _subtree(c, children)


def _unwrap(value: Any, keys: tuple[str, ...]) -> str:
    """A JSON-looking string value's text under the first of ``keys``; the value itself otherwise."""
    if not isinstance(value, str):
        return "" if value is None else str(value)
    text = value.strip()
    if text[:1] in "{[\"":
        try:
            data = loads(text)
        except ValueError:
            return value
        return _from_json(data, keys, value)
    return value


def _from_json(data: Any, keys: tuple[str, ...], raw: str) -> str:
    if isinstance(data, str):
        return data
    if isinstance(data, dict):
        for k in keys:
            if isinstance(data.get(k), str):
                return data[k]
            if isinstance(data.get(k), (dict, list)):
                inner = _from_json(data[k], keys, "")
                if inner:
                    return inner
        if isinstance(data.get("messages"), list):
            return _from_json(data["messages"], keys, raw)
    if isinstance(data, list):  # chat messages: the last user one (input) or the last one (output)
        texts: list[str] = [m["content"] for m in data if isinstance(m, dict) and isinstance(m.get("content"), str)]
        users: list[str] = [m["content"] for m in data if isinstance(m, dict) and m.get("role") in ("user", "human")
                 and isinstance(m.get("content"), str)]
        pick = users or texts
        if pick:
            return pick[-1]
    return raw


def _query_text(s: Span) -> str:
    return _unwrap(s.attributes.get(INPUT_VALUE), QUERY_KEYS).strip()


def _answer_text(s: Span) -> str:
    text = _unwrap(s.attributes.get(OUTPUT_VALUE), ANSWER_KEYS).strip()
    if text:
        return text
    return _messages(s, LLM_OUTPUT_MESSAGES, None)


def _last_user(s: Span) -> str:
    return _messages(s, LLM_INPUT_MESSAGES, "user")


def _indexed(attrs: dict[str, Any], prefix: str) -> dict[int, dict[str, Any]]:
    """``prefix.N.rest`` attributes as {N: {rest: value}} (flattened lists, as OpenInference writes them)."""
    out: dict[int, dict[str, Any]] = {}
    pat = re.compile(re.escape(prefix) + r"\.(\d+)\.(.+)")
    for key, value in attrs.items():
        m = pat.fullmatch(key)
        if m:
            out.setdefault(int(m.group(1)), {})[m.group(2)] = value
    if isinstance(attrs.get(prefix), list):  # a list-valued attribute of kvlists
        for i, item in enumerate(attrs[prefix]):
            if isinstance(item, dict):
                out.setdefault(i, {}).update(item)
    return dict(sorted(out.items()))


def _messages(s: Span, prefix: str, role: str | None) -> str:
    msgs = [m for m in _indexed(s.attributes, prefix).values() if isinstance(m.get(MESSAGE_CONTENT), str)]
    if role:
        msgs = [m for m in msgs if str(m.get(MESSAGE_ROLE, "")).lower() in (role, "human")]
    return msgs[-1][MESSAGE_CONTENT].strip() if msgs else ""


def _docs(s: Span) -> Iterator[dict[str, str]]:
    for i, d in _indexed(s.attributes, RETRIEVAL_DOCUMENTS).items():
        text = d.get(DOCUMENT_CONTENT)
        if not isinstance(text, str) or not text.strip():
            continue
        meta = _meta(d)
        doc = {"title": _title(d, meta, i), "text": text}
        if "status" in meta:  # a superseded document stays superseded (checked by keep_reason)
            doc["status"] = meta["status"]
        yield doc


def _meta(d: dict[str, Any]) -> dict[str, Any]:
    meta = d.get(DOCUMENT_METADATA)
    if isinstance(meta, str):
        try:
            meta = loads(meta)
        except ValueError:
            meta = {}
    return meta if isinstance(meta, dict) else {}


def _title(d: dict[str, Any], meta: dict[str, Any], i: int) -> str:
    for key in TITLE_KEYS:
        if isinstance(meta.get(key), (str, int)) and str(meta[key]).strip():
            return str(meta[key])
    if isinstance(d.get(DOCUMENT_ID), (str, int)) and str(d[DOCUMENT_ID]).strip():
        return str(d[DOCUMENT_ID])
    return f"[{i + 1}]"


def _dedupe(docs: Iterable[dict[str, str]]) -> list[dict[str, str]]:
    seen, out = set(), []
    for d in docs:
        if d["text"] not in seen:
            seen.add(d["text"])
            out.append(d)
    return out
