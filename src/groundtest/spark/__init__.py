"""groundtest on Apache Spark: score cases and audit outputs as a Spark job, with identical results.

    from groundtest.spark import score_dataframe, summarize_results
    results = score_dataframe(spark.read.text("s3://bucket/cases/"), judge="local")
    summary = summarize_results(results)          # the same Summary the CLI renders

Executors run the CLI's own pure core (:func:`groundtest.scoring.score`, :func:`groundtest.audit.audit_row`)
partition by partition through ``mapInArrow``; the summary is computed with Spark aggregations and
gated by the same code. Needs ``pip install 'groundtest[spark]'`` (pyspark, pyarrow) and Java 17+;
``pyspark`` is imported only when these functions run.
"""
from __future__ import annotations

from typing import Any

__all__ = [
    "AUDIT_COLUMNS",
    "RESULT_COLUMNS",
    "Source",
    "audit_dataframe",
    "get_session",
    "read_input",
    "result_lines",
    "score_dataframe",
    "summarize_audit",
    "summarize_results",
]

_WHERE = {
    "RESULT_COLUMNS": "score", "score_dataframe": "score", "summarize_results": "score", "result_lines": "score",
    "AUDIT_COLUMNS": "audit", "audit_dataframe": "audit", "summarize_audit": "audit",
    "Source": "frames", "get_session": "session", "read_input": "io",
}


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'groundtest.spark' has no attribute {name!r}")
    import importlib

    if name != "get_session":
        from .session import require_pyspark

        require_pyspark()
    return getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
