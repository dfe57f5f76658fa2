"""Auditing production outputs on Spark executors with the CLI's per-row audit, summarised by aggregation."""
from __future__ import annotations

import json
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from ..audit import AuditConfig, AuditSummary, TypeCounts, audit_row, build_summary, dumps, in_sample, queue_entry, row_problems
from ..errors import Problem
from . import frames
from .frames import KIND_RESULT, KIND_SKIPPED, Out, Positions, Source
from .score import prepare

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame

#: the fields of an audit results line, in ``audit_row`` order; ``citations`` and ``meta`` are JSON text
AUDIT_COLUMNS = ("id", "output_type", "hallucination", "hallucinated", "findings", "citations", "meta")
_JSON_COLUMNS = ("citations", "meta")


@lru_cache(maxsize=None)
def audit_schema() -> "pa.Schema":
    """Arrow schema of the audit results frame."""
    import pyarrow as pa

    types = {"hallucinated": pa.bool_(), "findings": pa.list_(frames.finding_type())}
    return pa.schema([(c, types.get(c, pa.string())) for c in AUDIT_COLUMNS])


@lru_cache(maxsize=None)
def _internal_schema() -> "pa.Schema":
    import pyarrow as pa

    return pa.schema(list(audit_schema()) + frames.internal_fields())


def _utf8(raw: bytes, exc: UnicodeDecodeError) -> str:
    return f"not valid UTF-8 (byte {exc.start + 1})"


def audit_partition(batches: Iterable["pa.RecordBatch"], *, config: AuditConfig, lines: bool, name: str,
                    queue: bool) -> Iterator["pa.RecordBatch"]:
    """Executor side: validate, sample and audit one partition."""
    out, positions = Out(_internal_schema()), Positions()
    for file, block, idx, row in frames.parsed_rows(batches, positions, lines, out, _utf8):
        problems = row_problems(row, None, name)
        if problems:
            out.problem(file, block, idx, [(p.field, p.message) for p in problems])
            continue
        if not in_sample(row["id"], config.rate_for(row["output_type"])):
            out.add({"_kind": KIND_SKIPPED, "output_type": row["output_type"]})
            continue
        result = audit_row(row, config)
        wanted = queue and result["hallucination"] == "uncertain"
        out.add({**result, **{c: dumps(result[c]) for c in _JSON_COLUMNS}, "_kind": KIND_RESULT, "_file": file,
                 "_block": block, "_idx": idx, "_extra": dumps(queue_entry(row, result)) if wanted else None})
        if out.full:
            yield out.flush()
    yield out.close(positions)


def audited_frame(df: "DataFrame", config: AuditConfig, source: Source, queue: bool = False) -> "DataFrame":
    """The internal frame (results, skipped rows, problems, split sizes), lazily."""
    prepared, lines = prepare(df, source.name)
    fn = partial(audit_partition, config=config, lines=lines, name=source.name, queue=queue)
    return prepared.mapInArrow(fn, frames.spark_schema(_internal_schema()))


def check(internal: "DataFrame", source: Source) -> frames.Stats:
    """Run the job; raise :class:`~groundtest.errors.InputError` naming every bad row, as the CLI does."""
    st = frames.stats(internal, key="output_type")
    if st.problems:
        listed = frames.listed_problems(internal, source, frames.line_starts(internal))
        frames.raise_problems(source, listed, st.problems)
    if not st.results and not st.skipped:
        frames.raise_problems(source, [Problem(source.name, None, None, "file is empty: no outputs")], 1)
    return st


def public(internal: "DataFrame", st: frames.Stats) -> "DataFrame":
    return frames.public(internal, AUDIT_COLUMNS, {"groundtest": {"kind": "audit", "skipped": st.skipped}})


def queue_lines(internal: "DataFrame") -> "DataFrame":
    """The review-queue lines (uncertain outputs, as they came) of a frame audited with ``queue=True``."""
    from pyspark.sql import functions as F

    return internal.where((F.col("_kind") == KIND_RESULT) & F.col("_extra").isNotNull()).select(F.col("_extra").alias("value"))


def audit_dataframe(df: "DataFrame", config: AuditConfig | None = None, *, source: Source | None = None) -> "DataFrame":
    """Audit every sampled output of ``df`` on the executors; one row per audited output, in input order.

    ``df`` has the columns ``id, output_type, query, context, response[, meta]`` (``meta`` may be JSON
    text), or a single ``value`` column of JSONL lines. Runs the job now (the results are persisted;
    ``unpersist()`` them when done) and raises :class:`~groundtest.errors.InputError` naming every bad
    row. Columns: :data:`AUDIT_COLUMNS`; outputs left out by sampling are counted for the summary.
    """
    config = config or AuditConfig()
    source = source or Source("<dataframe>")
    internal = audited_frame(df, config, source).persist()
    try:
        return public(internal, check(internal, source))
    finally:
        internal.unpersist()


def _line(row: dict[str, Any]) -> str:
    out = {c: json.loads(row[c]) if c in _JSON_COLUMNS else row[c] for c in AUDIT_COLUMNS}
    if out.get("findings"):  # as Finding.to_dict writes them: no rule or span keys when there are none
        out["findings"] = [{k: v for k, v in f.items() if v is not None or k not in ("rule", "span")} for f in out["findings"]]
    return dumps(out)


def _lines_partition(batches: Iterable["pa.RecordBatch"]) -> Iterator["pa.RecordBatch"]:
    import pyarrow as pa

    for b in batches:
        yield pa.RecordBatch.from_arrays([pa.array([_line(r) for r in b.to_pylist()], pa.string())], names=["value"])


def result_lines(results: "DataFrame") -> "DataFrame":
    """One ``value`` column: each result as the exact line ``audit --results`` writes."""
    return results.select(*AUDIT_COLUMNS).mapInArrow(_lines_partition, "value string")


def summarize_audit(results: "DataFrame", config: AuditConfig | None = None, *, registry: str | None = None,
                    queue: str | None = None) -> AuditSummary:
    """The :class:`AuditSummary` (per output type: rate, Wilson interval, target, gate) from Spark aggregations."""
    from pyspark.sql import functions as F

    config = config or AuditConfig()
    skipped = results.schema["id"].metadata.get("groundtest", {}).get("skipped", {})
    counts = {t: TypeCounts(skipped=n) for t, n in skipped.items()}
    h = F.col("hallucination")
    for r in results.groupBy("output_type").agg(
        F.count(F.lit(1)).alias("n"), F.sum(F.when(h == "hallucinated", 1).otherwise(0)).alias("hallucinated"),
        F.sum(F.when(h == "uncertain", 1).otherwise(0)).alias("uncertain"),
    ).collect():
        c = counts.setdefault(r["output_type"], TypeCounts())
        c.n, c.hallucinated, c.uncertain = r["n"], r["hallucinated"], r["uncertain"]
    return build_summary(counts, config, registry=registry, queue=queue)
