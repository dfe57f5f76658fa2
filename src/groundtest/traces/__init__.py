"""Traces in (``groundtest import traces.json --from otlp``): OpenTelemetry spans following the
OpenInference semantic conventions, joined per trace into one record per answer (query, the
documents its retriever spans returned, response), written as audit rows or answerable cases.

Reading needs no OpenTelemetry package: the OTLP JSON file format is plain JSON.
"""
from __future__ import annotations

from .join import Record, records
from .langfuse import read_langfuse
from .otlp import Span, read_otlp

#: ``--from`` formats → reader of a file into spans
READERS = {"otlp": read_otlp, "langfuse": read_langfuse}

__all__ = ["READERS", "Record", "Span", "read_langfuse", "read_otlp", "records"]
