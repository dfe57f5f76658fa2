"""Reading the OTLP JSON file format: ``{"resourceSpans": [{"scopeSpans": [{"spans": [...]}]}]}``
as one document, a JSON array of them, or one per line (what the OpenTelemetry collector's file
exporter writes). Attributes are ``{key, value: {stringValue | intValue | doubleValue | boolValue |
arrayValue | kvlistValue}}`` objects; only the fields the join needs are kept."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from ..jsonin import loads
from ..errors import InputError, Problem


@dataclass(slots=True)
class Span:
    """One span: ids, name, start time and its attributes as plain values."""

    trace_id: str
    span_id: str
    parent_id: str
    name: str
    start: int
    attributes: dict[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        """The OpenInference span kind (CHAIN, RETRIEVER, LLM, …), upper case; '' when unset."""
        return str(self.attributes.get("openinference.span.kind", "")).upper()


def any_value(v: Any) -> Any:
    """An OTLP ``AnyValue`` object as a plain value."""
    if not isinstance(v, dict):
        return v
    for key in ("stringValue", "boolValue", "doubleValue"):
        if key in v:
            return v[key]
    if "intValue" in v:
        try:
            return int(v["intValue"])
        except (TypeError, ValueError):
            return v["intValue"]
    if "arrayValue" in v:
        values = v["arrayValue"].get("values") if isinstance(v["arrayValue"], dict) else None
        return [any_value(x) for x in values] if isinstance(values, list) else []
    if "kvlistValue" in v:
        values = v["kvlistValue"].get("values") if isinstance(v["kvlistValue"], dict) else None
        return {str(kv.get("key")): any_value(kv.get("value")) for kv in values if isinstance(kv, dict)} \
            if isinstance(values, list) else {}
    if "bytesValue" in v:
        return v["bytesValue"]
    return None


_WIDE_BOMS = ((b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"), (b"\xff\xfe", "UTF-16"),
               (b"\xfe\xff", "UTF-16"))


def _read_utf8(path: Path) -> str:
    """The file's text: UTF-8 (a BOM allowed); another encoding, or an empty file, is bad input
    naming the file (and the line of the first byte that is not UTF-8)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(Problem(str(path), None, None, f"cannot read: {exc.strerror or exc}")) from None
    for bom, name in _WIDE_BOMS:
        if data.startswith(bom):
            raise InputError(Problem(str(path), None, None, f"the file is {name}; save it as UTF-8"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputError(Problem(str(path), line, None, f"not UTF-8 (byte 0x{data[exc.start]:02x}); save the file as UTF-8")) from None
    if not text.strip():
        raise InputError(Problem(str(path), None, None, "file is empty: no traces to import"))
    return text


def json_documents(path: Path, expected: str,
                   items: Callable[[Any], Any] | None = None) -> Iterator[tuple[int | None, Any]]:
    """(line, parsed document): the whole file when it is one JSON value (``items`` picks the list of
    documents out of it, and a one-line file's list then has no line of its own), else one per line;
    a line that is not JSON is an :class:`InputError` saying ``expected``."""
    text = _read_utf8(path)
    try:
        whole = loads(text)
    except ValueError:
        whole = None
    if whole is not None:
        docs = whole if items is None else items(whole)
        one_line = "\n" not in text.strip()
        line = 1 if one_line and not (items is not None and isinstance(docs, list)) else None
        for doc in docs if isinstance(docs, list) else [docs]:
            yield line, doc
        return
    for n, row in enumerate(text.splitlines(), 1):
        if not row.strip():
            continue
        try:
            yield n, loads(row)
        except ValueError as exc:
            raise InputError(Problem(str(path), n, None, f"not JSON ({getattr(exc, 'msg', exc)}); expected {expected}")) from None


def read_otlp(path: str | Path) -> list[Span]:
    """Every span of an OTLP JSON file. Raises :class:`InputError` naming the file, line and field
    of every span it cannot read (missing ids), and for a file that is not OTLP JSON at all."""
    p = Path(path)
    if not p.is_file():
        raise InputError(Problem(str(p), None, None, "no such file"))
    spans: list[Span] = []
    problems: list[Problem] = []
    for line, doc in json_documents(p, "the OTLP JSON file format"):
        if not isinstance(doc, dict) or "resourceSpans" not in doc:
            keys = ", ".join(list(doc)[:5]) if isinstance(doc, dict) else type(doc).__name__
            problems.append(Problem(str(p), line, "resourceSpans",
                                    f"missing: expected the OTLP JSON file format (found {keys or 'nothing'})"))
            continue
        for i, rs in _list(doc, "resourceSpans", "resourceSpans", str(p), line, problems):
            scopes = "scopeSpans" if "scopeSpans" in rs else "instrumentationLibrarySpans"
            for j, ss in _list(rs, scopes, f"resourceSpans.{i}.{scopes}", str(p), line, problems):
                for k, s in _list(ss, "spans", f"resourceSpans.{i}.{scopes}.{j}.spans", str(p), line, problems):
                    span = _span(s, f"resourceSpans.{i}.{scopes}.{j}.spans.{k}", str(p), line, problems)
                    if span is not None:
                        spans.append(span)
    if problems:
        raise InputError(problems)
    return spans


def _list(obj: Any, key: str, where: str, file: str, line: int | None,
          problems: list[Problem]) -> list[tuple[int, dict[str, Any]]]:
    """``obj[key]`` as (index, object) pairs (absent or null: none); anything else is a problem."""
    value = obj.get(key) if isinstance(obj, dict) else None
    if value is None:
        return []
    if not isinstance(value, list):
        problems.append(Problem(file, line, where, f"expected a list, got {type(value).__name__}"))
        return []
    out = []
    for n, item in enumerate(value):
        if isinstance(item, dict):
            out.append((n, item))
        else:
            problems.append(Problem(file, line, f"{where}.{n}", f"expected an object, got {type(item).__name__}"))
    return out


def _span(s: Any, where: str, file: str, line: int | None, problems: list[Problem]) -> Span | None:
    if not isinstance(s, dict):
        problems.append(Problem(file, line, where, f"expected a span object, got {type(s).__name__}"))
        return None
    for key in ("traceId", "spanId"):
        if not isinstance(s.get(key), str) or not s[key]:
            problems.append(Problem(file, line, f"{where}.{key}", "missing or not a string"))
            return None
    attrs = {}
    listed = s.get("attributes")
    for a in listed if isinstance(listed, list) else []:
        if isinstance(a, dict) and isinstance(a.get("key"), str):
            attrs[a["key"]] = any_value(a.get("value"))
    if s.get("parentSpanId") is not None and not isinstance(s.get("parentSpanId"), str):
        problems.append(Problem(file, line, f"{where}.parentSpanId", "must be a string"))
        return None
    try:
        start = int(s.get("startTimeUnixNano") or 0)
    except (TypeError, ValueError):
        start = 0
    return Span(s["traceId"], s["spanId"], s.get("parentSpanId") or "", str(s.get("name") or ""), start, attrs)
