"""A small OpenTelemetry SpanExporter writing the OTLP JSON file format (the SDK ships no file
exporter): one ``{"resourceSpans": [...]}`` document per export call, one per line, as the
collector's file exporter writes them."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult


def any_value(v: Any) -> dict[str, Any]:
    if isinstance(v, bool):
        return {"boolValue": v}
    if isinstance(v, int):
        return {"intValue": str(v)}
    if isinstance(v, float):
        return {"doubleValue": v}
    if isinstance(v, (list, tuple)):
        return {"arrayValue": {"values": [any_value(x) for x in v]}}
    return {"stringValue": str(v)}


def span_json(s: ReadableSpan) -> dict[str, Any]:
    ctx = s.get_span_context()
    return {
        "traceId": f"{ctx.trace_id:032x}",
        "spanId": f"{ctx.span_id:016x}",
        "parentSpanId": f"{s.parent.span_id:016x}" if s.parent else "",
        "name": s.name,
        "kind": s.kind.value + 1,  # OTLP's SpanKind numbering starts at UNSPECIFIED = 0
        "startTimeUnixNano": str(s.start_time),
        "endTimeUnixNano": str(s.end_time),
        "attributes": [{"key": k, "value": any_value(v)} for k, v in (s.attributes or {}).items()],
        "status": {"code": s.status.status_code.value},
    }


def request_json(spans: Sequence[ReadableSpan]) -> dict[str, Any]:
    resource = spans[0].resource if spans else None
    attrs = [{"key": k, "value": any_value(v)} for k, v in (resource.attributes if resource else {}).items()]
    return {"resourceSpans": [{"resource": {"attributes": attrs},
                               "scopeSpans": [{"scope": {"name": "tests"}, "spans": [span_json(s) for s in spans]}]}]}


class OtlpJsonFileExporter(SpanExporter):
    def __init__(self, path: Path):
        self.path = path

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(request_json(spans)) + "\n")
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass
