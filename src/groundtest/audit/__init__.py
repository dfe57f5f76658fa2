"""``groundtest audit``: rubric-only scoring of production outputs that carry no expectations.

Each output (``id, output_type, query, context, response``) gets the rubric verdict of DESIGN §2
from the offline checker, plus citation verification against a source registry when one is
given. Per output type: the hallucination rate with its 95% Wilson interval against a target.

For other engines (Spark): validate with :func:`row_problems`, sample with
``in_sample(row["id"], config.rate_for(row["output_type"]))``, audit with :func:`audit_row`,
serialise with :func:`dumps`, and aggregate :class:`TypeCounts` into :func:`build_summary`.
"""
from __future__ import annotations

from .rows import AuditConfig, audit_row, dumps, in_sample, parse_rates, queue_entry, row_problems
from .run import AuditOutcome, RowReader, audit_file
from .summary import AuditBuilder, AuditSummary, TypeCounts, TypeStats, build_summary

__all__ = [
    "AuditBuilder",
    "AuditConfig",
    "AuditOutcome",
    "AuditSummary",
    "RowReader",
    "TypeCounts",
    "TypeStats",
    "audit_file",
    "audit_row",
    "build_summary",
    "dumps",
    "in_sample",
    "parse_rates",
    "queue_entry",
    "row_problems",
]
