"""What executors emit besides results, and how the driver turns it back into located problems.

An executor reads the rows of its partition in order and knows, for each, the file and the
split (``_file``, ``_block``: the split's start offset) it came from and its ordinal in that split
(``_idx``). Besides one row per result it emits one row per bad input row (its problems), one per
split (how many rows the split held, blank lines included) and one for the judge's token usage.
The driver adds up the split counts per file to turn ``(_file, _block, _idx)`` into a line number,
so problems read ``FILE:LINE: field: message`` exactly as the single-process reader writes them.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator
from urllib.parse import unquote

from ..errors import InputError, Problem

if TYPE_CHECKING:
    import pyarrow as pa
    from pyspark.sql import DataFrame

KIND_RESULT, KIND_PROBLEM, KIND_SKIPPED, KIND_USAGE, KIND_SPLIT, KIND_DROPPED = range(6)
#: problems listed in an error (as the single-process readers); the rest are counted
MAX_PROBLEMS = 500
#: output rows per Arrow batch sent back from an executor
BATCH_ROWS = 1000
BOM = b"\xef\xbb\xbf"


@lru_cache(maxsize=None)
def finding_type() -> "pa.DataType":
    import pyarrow as pa

    return pa.struct([("type", pa.string()), ("content", pa.string()), ("severity", pa.string()),
                      ("sentence", pa.int64()), ("notes", pa.string()), ("rule", pa.string()),
                      ("span", pa.list_(pa.int64()))])


def internal_fields() -> list["pa.Field"]:
    """Columns every internal frame carries after its result columns."""
    import pyarrow as pa

    problem = pa.struct([("field", pa.string()), ("message", pa.string())])
    return [pa.field("_kind", pa.int8()), pa.field("_file", pa.string()), pa.field("_block", pa.int64()),
            pa.field("_idx", pa.int64()), pa.field("_problems", pa.list_(problem)), pa.field("_extra", pa.string())]


def spark_schema(schema: "pa.Schema") -> Any:
    from pyspark.sql.pandas.types import from_arrow_schema

    return from_arrow_schema(schema)


# --- executor side ----------------------------------------------------------------------------

class Positions:
    """Ordinals of rows within their split, and the size of every split seen."""

    def __init__(self) -> None:
        self.counts: dict[tuple[str, int], int] = {}

    def next(self, file: str, block: int) -> int:
        key = (file, block)
        i = self.counts.get(key, 0)
        self.counts[key] = i + 1
        return i

    def rows(self) -> list[dict[str, Any]]:
        return [{"_kind": KIND_SPLIT, "_file": f, "_block": b, "_idx": n} for (f, b), n in self.counts.items()]


class Out:
    """Output rows of one partition, sent back in Arrow batches; problem rows beyond
    :data:`MAX_PROBLEMS` are only counted (the driver lists the first ones)."""

    def __init__(self, schema: "pa.Schema"):
        self.schema = schema
        self.rows: list[dict[str, Any]] = []
        self.problem_rows = 0
        self.dropped = 0

    def add(self, row: dict[str, Any]) -> None:
        self.rows.append(row)

    def problem(self, file: str, block: int, idx: int, problems: list[tuple[str | None, str]], **extra: Any) -> None:
        if self.problem_rows >= MAX_PROBLEMS:
            self.dropped += len(problems)
            return
        self.problem_rows += 1
        self.rows.append({"_kind": KIND_PROBLEM, "_file": file, "_block": block, "_idx": idx,
                          "_problems": [{"field": f, "message": m} for f, m in problems], **extra})

    @property
    def full(self) -> bool:
        return len(self.rows) >= BATCH_ROWS

    def flush(self) -> "pa.RecordBatch":
        import pyarrow as pa

        batch = pa.RecordBatch.from_pylist(self.rows, schema=self.schema)
        self.rows = []
        return batch

    def close(self, positions: Positions, usage: dict[str, Any] | None = None) -> "pa.RecordBatch":
        if usage:
            self.rows.append({"_kind": KIND_USAGE, "_extra": json.dumps(usage)})
        if self.dropped:
            self.rows.append({"_kind": KIND_DROPPED, "_idx": self.dropped})
        self.rows.extend(positions.rows())
        return self.flush()


Payload = tuple[str, int, int, Any]


def input_rows(batches: Iterable["pa.RecordBatch"], positions: Positions, lines: bool) -> Iterator[Payload]:
    """``(file, block, idx, payload)`` per input row: raw bytes of a line, or the row as a dict."""
    for batch in batches:
        cols = batch.schema.names
        files = batch.column(cols.index("_file")).to_pylist()
        blocks = batch.column(cols.index("_block")).to_pylist()
        if lines:
            payloads: list[Any] = batch.column(cols.index("value")).to_pylist()
        else:
            keep = [c for c in cols if c not in ("_file", "_block")]
            payloads = batch.select(keep).to_pylist()
        for f, b, p in zip(files, blocks, payloads, strict=True):
            yield f, b, positions.next(f, b), p


def decode_line(raw: bytes | None, first: bool, utf8_message: Callable[[bytes, UnicodeDecodeError], str]) -> tuple[Any, str | None] | None:
    """A JSONL line as the single-process readers see it: None when blank, else ``(obj, problem)``.

    Spark hands over the line without its newline; it is put back so JSON error columns match.
    """
    raw = raw or b""
    if first and raw.startswith(BOM):
        raw = raw[3:]
    if not raw.strip():
        return None
    raw += b"\n"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return None, utf8_message(raw, exc)
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, f"not valid JSON: {exc.msg} (column {exc.colno})"


def parsed_rows(batches: Iterable["pa.RecordBatch"], positions: Positions, lines: bool, out: "Out",
                utf8_message: Callable[[bytes, UnicodeDecodeError], str]) -> Iterator[tuple[str, int, int, Any]]:
    """``(file, block, idx, obj)`` per input row, JSONL lines decoded (blank ones skipped, bad
    ones recorded as problems in ``out``) and typed rows cleaned to the case format."""
    for file, block, idx, payload in input_rows(batches, positions, lines):
        if not lines:
            yield file, block, idx, clean_row(payload)
            continue
        parsed = decode_line(payload, block == 0 and idx == 0, utf8_message)
        if parsed is None:
            continue
        obj, bad = parsed
        if bad:
            out.problem(file, block, idx, [(None, bad)])
            continue
        yield file, block, idx, obj


def clean_row(row: dict[str, Any]) -> dict[str, Any]:
    """A typed row as the case format: null means absent, maps become objects, ``meta`` may be JSON text."""
    out = {k: _clean(v) for k, v in row.items() if v is not None}
    meta = out.get("meta")
    if isinstance(meta, str):
        try:
            out["meta"] = json.loads(meta)
        except json.JSONDecodeError:
            pass  # left a string: validation says meta must be an object
    return out


def _clean(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _clean(x) for k, x in v.items() if x is not None}
    if isinstance(v, list):
        if v and all(isinstance(x, tuple) and len(x) == 2 for x in v):  # an Arrow map
            return {k: _clean(x) for k, x in v}
        return [_clean(x) for x in v]
    return v


# --- driver side ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Source:
    """Where rows came from: ``name`` heads problems about the input as a whole; ``single`` is
    True when ``name`` is one file (its problems then carry that name as given)."""

    name: str
    single: bool = False

    def display(self, file: str) -> str:
        if self.single:
            return self.name
        return unquote(file[5:]) if file.startswith("file:") else file


@dataclass
class Stats:
    """What the first pass over an internal frame found."""

    results: int
    problems: int
    skipped: dict[str, int]
    usage: dict[str, float]


def stats(internal: "DataFrame", key: str | None = None) -> Stats:
    """Counts by kind (and by ``key`` for skipped rows) and the summed usage; runs the job."""
    from pyspark.sql import functions as F

    k = F.col("_kind")
    group = [k, F.col(key) if key else F.lit(None).alias("_key")]
    rows = internal.groupBy(*group).agg(
        F.count(F.lit(1)).alias("n"),
        F.sum(F.when(k == KIND_PROBLEM, F.size("_problems")).when(k == KIND_DROPPED, F.col("_idx")).otherwise(0)).alias("p"),
        F.collect_list(F.when(k == KIND_USAGE, F.col("_extra"))).alias("u"),
    ).collect()
    s = Stats(0, 0, {}, {})
    for r in rows:
        s.problems += int(r["p"] or 0)
        if r["_kind"] == KIND_RESULT:
            s.results += r["n"]
        elif r["_kind"] == KIND_SKIPPED:
            s.skipped[r[1]] = s.skipped.get(r[1], 0) + r["n"]
        for u in r["u"]:
            for name, v in json.loads(u).items():
                s.usage[name] = s.usage.get(name, 0) + v
    return s


def line_starts(internal: "DataFrame") -> dict[tuple[str, int], int]:
    """Lines before each split of each file (from the split rows the executors emitted)."""
    from pyspark.sql import functions as F

    splits = internal.where(F.col("_kind") == KIND_SPLIT).select("_file", "_block", "_idx").collect()
    starts: dict[tuple[str, int], int] = {}
    seen: dict[str, int] = {}
    for f, b, n in sorted((r[0], r[1], r[2]) for r in splits):
        starts[(f, b)] = seen.get(f, 0)
        seen[f] = seen.get(f, 0) + n
    return starts


def listed_problems(internal: "DataFrame", source: Source, starts: dict[tuple[str, int], int]) -> list[Problem]:
    """The first :data:`MAX_PROBLEMS` problems in input order."""
    from pyspark.sql import functions as F

    rows = (internal.where(F.col("_kind") == KIND_PROBLEM).select("_file", "_block", "_idx", "_problems")
            .orderBy("_file", "_block", "_idx").limit(MAX_PROBLEMS).collect())
    out: list[Any] = []
    for f, b, i, problems in rows:
        line = starts.get((f, b), 0) + i + 1
        out.extend(Problem(source.display(f), line, p["field"], p["message"]) for p in problems)
    return out[:MAX_PROBLEMS]


def raise_problems(source: Source, listed: list[Problem], total: int) -> None:
    """Raise :class:`InputError` as the single-process readers do: the first problems, then a count."""
    if not total:
        return
    problems = listed[:MAX_PROBLEMS]
    if total > len(problems):
        problems.append(Problem(source.name, None, None, f"... and {total - len(problems)} more problem(s)"))
    raise InputError(problems)


def public(internal: "DataFrame", columns: tuple[str, ...], meta: dict[str, Any]) -> "DataFrame":
    """The result rows with exactly ``columns``, persisted on their own (so ``unpersist()`` frees
    them); ``meta`` rides on the ``id`` column's metadata for the summary."""
    from pyspark.sql import functions as F

    cols = [F.col(columns[0]).alias(columns[0], metadata=meta), *[F.col(c) for c in columns[1:]]]
    out = internal.where(F.col("_kind") == KIND_RESULT).select(*cols).persist()
    out.count()
    return out
