"""Scoring cases on Spark executors with the CLI's own core, and the summary from Spark aggregations."""
from __future__ import annotations

import json
import os
from collections import deque
from dataclasses import replace
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from ..cases import case_from_dict
from ..errors import Problem
from ..judges import Judge, make_judge
from ..model import ANSWER_EXPECTS, Result
from ..outputs import json_line
from ..scoring import score
from ..settings import Settings
from ..summary import MAX_EXCLUDED_LISTED, MAX_LISTED, FailingCase, Summary, SummaryBuilder, TypeCounts, uncertain_reason
from . import frames
from .frames import KIND_PROBLEM, KIND_RESULT, Out, Positions, Source

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame

#: the results JSONL fields (DESIGN §3), in ``Result.to_dict()`` order; ``judge`` and ``meta`` are JSON text
RESULT_COLUMNS = ("id", "type", "expect", "abstained", "hallucinated", "over_refused", "forbidden", "missing",
                  "hallucination", "findings", "judge", "meta", "tags", "incomplete", "judge_error", "excluded",
                  "case_key")


@lru_cache(maxsize=None)
def result_schema() -> "pa.Schema":
    """Arrow schema of the results frame (the Parquet results have it too)."""
    import pyarrow as pa

    s, b, strings = pa.string(), pa.bool_(), pa.list_(pa.string())
    types = {"abstained": b, "hallucinated": b, "over_refused": b, "incomplete": b, "judge_error": b, "excluded": b,
             "forbidden": strings, "missing": strings, "tags": strings, "findings": pa.list_(frames.finding_type())}
    return pa.schema([(c, types.get(c, s)) for c in RESULT_COLUMNS])


@lru_cache(maxsize=None)
def _internal_schema() -> "pa.Schema":
    import pyarrow as pa

    return pa.schema(list(result_schema()) + frames.internal_fields())


def _utf8(raw: bytes, exc: UnicodeDecodeError) -> str:
    return f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at column {exc.start + 1})"


def _result_row(r: Result, file: str, block: int, idx: int) -> dict[str, Any]:
    row = r.to_dict()
    row["judge"] = None if row["judge"] is None else json_line(row["judge"])
    row["meta"] = json_line(row["meta"])
    row.update(_kind=KIND_RESULT, _file=file, _block=block, _idx=idx)
    return row


def score_partition(batches: Iterable["pa.RecordBatch"], *, settings: Settings, judge: "str | Judge | None",
                    lines: bool, name: str) -> Iterator["pa.RecordBatch"]:
    """Executor side: validate and score one partition with a judge of its own (no shared state)."""
    out, positions = Out(_internal_schema()), Positions()
    waiting: deque[tuple[str, int, int]] = deque()

    def cases() -> Iterator[Any]:
        for file, block, idx, obj in frames.parsed_rows(batches, positions, lines, out, _utf8):
            case, problems = case_from_dict(obj, None, file=name, require_response=True)
            if case is None:
                cid = obj.get("id") if isinstance(obj, dict) else None
                out.problem(file, block, idx, [(p.field, p.message) for p in problems],
                            id=cid if isinstance(cid, str) else None)
                continue
            waiting.append((file, block, idx))
            yield case

    j = make_judge(settings.judge if judge is None else judge, settings.judge_config())
    try:
        for result in score(cases(), j, settings):
            out.add(_result_row(result, *waiting.popleft()))
            if out.full:
                yield out.flush()
    finally:
        j.close()
    usage = getattr(j, "usage", None)
    yield out.close(positions, dict(usage) if usage else None)


def judge_name(judge: "str | Judge | None", settings: Settings) -> str:
    if judge is None:
        return settings.judge
    return judge if isinstance(judge, str) else str(getattr(judge, "name", type(judge).__name__))


def prepare(df: "DataFrame", name: str) -> tuple["DataFrame", bool]:
    """``df`` with ``_file``/``_block`` position columns and whether its rows are raw JSON lines (a
    ``value`` column, as ``spark.read.text`` gives). :func:`~groundtest.spark.io.read_input` adds
    file splits as positions (problems then name file lines); any other frame counts rows within
    its partitions (problems name rows of the frame, in partition order)."""
    from pyspark.sql import functions as F

    lines = "id" not in df.columns and "value" in df.columns
    data = [c for c in df.columns if c not in ("_file", "_block")]
    payload = [F.col("value").cast("binary").alias("value")] if lines else [F.col(c) for c in data]
    if "_file" in df.columns and "_block" in df.columns:
        where = [F.col("_file"), F.col("_block")]
    else:
        where = [F.lit(name).alias("_file"), F.spark_partition_id().cast("long").alias("_block")]
    return df.select(*where, *payload), lines


def scored_frame(df: "DataFrame", settings: Settings, judge: "str | Judge | None", source: Source) -> "DataFrame":
    """The internal frame (results, problems, split sizes, usage), lazily."""
    prepared, lines = prepare(df, source.name)
    fn = partial(score_partition, settings=settings, judge=judge, lines=lines, name=source.name)
    return prepared.mapInArrow(fn, frames.spark_schema(_internal_schema()))


def score_dataframe(df: "DataFrame", judge: "str | Judge | None" = None, settings: Settings | None = None,
                    *, source: Source | None = None) -> "DataFrame":
    """Score every case of ``df`` on the executors; the per-case results, one row each, in input order.

    ``df`` has the case columns of DESIGN §1 (``meta`` may be JSON text; null means absent), or a
    single ``value`` column of JSONL lines (``spark.read.text``). ``judge`` is a spec (``local``,
    ``openai``, ...: built once per partition) or a picklable judge object (copied to each task).
    Runs the job now (once: the results are persisted; ``unpersist()`` them when done) and raises
    :class:`~groundtest.errors.InputError` naming every bad row, and every duplicate id, as
    ``FILE:LINE: field: message``. Columns: :data:`RESULT_COLUMNS`.
    """
    settings = _on_driver(settings or Settings())
    source = source or Source("<dataframe>")
    _preflight(judge, settings)
    internal = scored_frame(df, settings, judge, source).persist()
    try:
        st = frames.stats(internal)
        _check(internal, source, st)
        return _public(internal, st, judge_name(judge, settings))
    finally:
        internal.unpersist()


def _on_driver(settings: Settings) -> Settings:
    """Settings whose checker thresholds file is read here, once, and sent to the executors as data."""
    path = settings.judge_config().get("checker_config")
    if not isinstance(path, (str, os.PathLike)):
        return settings
    from ..checker import load_config

    return replace(settings, checker_config=None,
                   judge_options={**settings.judge_options, "checker_config": load_config(os.fspath(path))})


def _preflight(judge: "str | Judge | None", settings: Settings) -> None:
    """Build (and close) the judge once here, so a bad spec or a missing key fails now, not on every task."""
    if judge is None or isinstance(judge, str):
        make_judge(settings.judge if judge is None else judge, settings.judge_config()).close()


def _check(internal: "DataFrame", source: Source, st: frames.Stats) -> None:
    if st.problems == 0 and st.results == 0:
        frames.raise_problems(source, [Problem(source.name, None, None, "file is empty: no cases")], 1)
    starts = frames.line_starts(internal)
    listed = frames.listed_problems(internal, source, starts) if st.problems else []
    dups, n_dups = _duplicates(internal, source, starts, frames.MAX_PROBLEMS - len(listed))
    frames.raise_problems(source, listed + dups, st.problems + n_dups)


def _duplicates(internal: "DataFrame", source: Source, starts: dict, room: int) -> tuple[list[Problem], int]:
    """Every later occurrence of an id that two valid cases share (as ``CaseReader`` reports them)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    k = F.col("_kind")
    ids = internal.where(((k == KIND_RESULT) | (k == KIND_PROBLEM)) & F.col("id").isNotNull())
    suspects = ids.where(k == KIND_RESULT).groupBy("id").count().where(F.col("count") > 1).select("id")
    pos = F.struct("_file", "_block", "_idx")
    rows = (ids.join(suspects, "id").withColumn("_first", F.min(pos).over(Window.partitionBy("id")))
            .where(pos != F.col("_first")))
    total = rows.count()
    if not total:
        return [], 0
    listed = rows.orderBy("_file", "_block", "_idx").limit(max(0, room)).collect()

    def line(p: Any) -> int:
        return starts.get((p[0], p[1]), 0) + p[2] + 1

    return [Problem(source.display(r["_file"]), line((r["_file"], r["_block"], r["_idx"])), "id",
                           f"duplicate id {r['id']!r} (first on line {line(r['_first'])})") for r in listed], total


def _public(internal: "DataFrame", st: frames.Stats, judge: str) -> "DataFrame":
    meta = {"groundtest": {"kind": "score", "judge": judge, "usage": json.dumps(st.usage)}}  # JSON text keeps key order
    return frames.public(internal, RESULT_COLUMNS, meta)


# --- reading results back -----------------------------------------------------------------------

def result_of(row: dict[str, Any]) -> Result:
    """A results-frame row as the :class:`Result` it was made from."""
    d = dict(row)
    d["judge"] = None if d.get("judge") is None else json.loads(d["judge"])
    d["meta"] = json.loads(d["meta"]) if isinstance(d.get("meta"), str) else d.get("meta")
    return Result.from_dict(d)


def _lines_partition(batches: Iterable["pa.RecordBatch"]) -> Iterator["pa.RecordBatch"]:
    import pyarrow as pa

    for b in batches:
        lines = [json_line(result_of(r).to_dict()) for r in b.to_pylist()]
        yield pa.RecordBatch.from_arrays([pa.array(lines, pa.string())], names=["value"])


def result_lines(results: "DataFrame") -> "DataFrame":
    """One ``value`` column: each result as the exact line ``score --results`` writes."""
    return results.select(*RESULT_COLUMNS).mapInArrow(_lines_partition, "value string")


# --- the summary ----------------------------------------------------------------------------------

def summarize_results(results: "DataFrame", settings: Settings | None = None, *, judge: str | None = None) -> Summary:
    """The run's :class:`Summary` (rates, Wilson intervals, by type, the gate) from Spark aggregations.

    The failing cases listed are the first in the frame's order, as the CLI lists the first in the file.
    """
    from pyspark.sql import functions as F

    settings = settings or Settings()
    tag = results.schema["id"].metadata.get("groundtest", {})
    b = SummaryBuilder(settings.budgets, judge=judge or tag.get("judge") or settings.judge)
    b.add_usage(json.loads(tag.get("usage") or "{}"))
    ok = ~F.col("excluded")
    failing = ok & (F.col("hallucinated") | F.col("over_refused") | F.col("incomplete"))

    def n(cond: Any) -> Any:
        return F.sum(F.when(cond, 1).otherwise(0))

    ordered = results.withColumn("_order", F.monotonically_increasing_id())
    counts = ordered.groupBy("type").agg(
        F.min(F.when(ok, F.col("_order"))).alias("first"),
        n(ok).alias("n"), n(ok & F.col("expect").isin(*ANSWER_EXPECTS)).alias("answer_expected"),
        n(ok & F.col("hallucinated")).alias("hallucinated"), n(ok & F.col("over_refused")).alias("over_refused"),
        n(ok & F.col("incomplete")).alias("incomplete"), n(ok & (F.col("hallucination") == "uncertain")).alias("uncertain"),
        n(ok & F.array_contains("tags", "bait")).alias("bait"),
        n(ok & F.array_contains("tags", "bait") & F.col("hallucinated")).alias("bait_hallucinated"),
        n(F.col("judge_error")).alias("judge_errors"), n(F.col("excluded")).alias("excluded"), n(failing).alias("failing"),
    ).collect()
    for r in sorted(counts, key=lambda r: (r["first"] is None, r["first"] or 0)):  # types in order of first case, as the CLI
        if r["n"]:
            b.by_type[r["type"]] = TypeCounts(r["n"], r["answer_expected"], r["hallucinated"], r["over_refused"],
                                              r["incomplete"], r["uncertain"])
        b.n += r["n"]
        b.ans += r["answer_expected"]
        b.hall += r["hallucinated"]
        b.over += r["over_refused"]
        b.inc += r["incomplete"]
        b.unc += r["uncertain"]
        b.bait += r["bait"]
        b.bait_hall += r["bait_hallucinated"]
        b.judge_errors += r["judge_errors"]
        b.excluded += r["excluded"]
        b.failing_total += r["failing"]
    if b.failing_total:
        for row in ordered.where(failing).orderBy("_order").limit(MAX_LISTED).drop("_order").collect():
            res = result_of(row.asDict(recursive=True))
            b.failing.append(FailingCase(res.id, res.type, res.hallucinated, res.over_refused, res.hallucination, res.reason()))
    if b.unc:  # the uncertain cases listed, as the CLI lists them (groundtest.summary)
        for row in ordered.where(ok & (F.col("hallucination") == "uncertain")).orderBy("_order").limit(MAX_LISTED).drop("_order").collect():
            res = result_of(row.asDict(recursive=True))
            b.uncertain_cases.append(FailingCase(res.id, res.type, res.hallucinated, res.over_refused, res.hallucination,
                                                 uncertain_reason(res)))
    if b.excluded:
        for row in ordered.where(F.col("excluded")).orderBy("_order").limit(MAX_EXCLUDED_LISTED).select("id", "judge").collect():
            b.excluded_listed.append(f"{row['id']}: {json.loads(row['judge'] or '{}').get('error', 'judge error')}")
    return b.build()
