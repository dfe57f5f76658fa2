"""Reading inputs from any path Spark can read, and writing results as Parquet or JSONL."""
from __future__ import annotations

import os
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from ..errors import InputError, Problem, UsageError
from ..outputs import AtomicWriter
from .frames import Source
from .session import error_detail

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

FORMATS = ("jsonl", "parquet")
#: what a results directory may already hold for it to be replaced
_OURS = ("part-", "_SUCCESS", ".part-", "._SUCCESS", "_committed", "_started")


def spark_path(path: str) -> str:
    """A local path made absolute for the JVM (whose working folder may not be this process's)."""
    if "://" in path or path.startswith(("file:", "hdfs:", "s3a:", "abfss:", "gs:", "dbfs:")):
        return path
    return os.path.abspath(path)


def input_format(path: str, given: str | None = None) -> str:
    """``parquet`` for ``*.parquet`` paths (or a local folder of them), else ``jsonl``."""
    if given:
        return given
    if path.rstrip("/").endswith(".parquet"):
        return "parquet"
    if os.path.isdir(path) and any(n.endswith(".parquet") for n in os.listdir(path)):
        return "parquet"
    return "jsonl"


def read_input(spark: "SparkSession", path: str, fmt: str | None = None) -> tuple["DataFrame", Source]:
    """The rows at ``path`` (a file, folder or glob; local, HDFS, S3, ABFS...): JSONL as raw lines,
    Parquet as typed columns. A missing path is ``PATH: no such file``, as for the CLI."""
    from pyspark.errors import AnalysisException

    from pyspark.sql import functions as F

    fmt = input_format(path, fmt)
    try:
        where = spark_path(path)
        df = spark.read.parquet(where) if fmt == "parquet" else spark.read.option("lineSep", "\n").text(where)
    except Exception as exc:  # AnalysisException, or the JVM's error reading a file that is not Parquet
        if not type(exc).__module__.startswith(("pyspark", "py4j")):
            raise
        if isinstance(exc, AnalysisException) and "PATH_NOT_FOUND" in str(getattr(exc, "getCondition", lambda: "")() or exc):
            raise InputError(Problem(path, None, None, "no such file")) from None
        raise InputError(Problem(path, None, None, f"cannot read as {fmt}: {error_detail(exc)}")) from None
    cols = [F.col("_metadata.file_path").alias("_file"), F.col("_metadata.file_block_start").alias("_block")]
    return df.select(*cols, *df.columns), Source(path, single=os.path.isfile(path))


@contextmanager
def partitions(spark: "SparkSession", n: int | None) -> Iterator[None]:
    """Read files in about ``n`` splits (``--partitions``): each split is one task on an executor."""
    if not n:
        yield
        return
    keys = {"spark.sql.files.minPartitionNum": str(n), "spark.sql.files.openCostInBytes": "1"}
    before: dict[str, str | None] = {k: spark.conf.get(k, None) for k in keys}
    for k, v in keys.items():
        spark.conf.set(k, v)
    try:
        yield
    finally:
        for k, old in before.items():
            if old is None:
                spark.conf.unset(k)
            else:
                spark.conf.set(k, old)


def _fs(spark: "SparkSession", path: str) -> tuple[Any, Any, Any] | None:
    jvm = getattr(spark, "_jvm", None) or getattr(spark.sparkContext, "_jvm", None)
    if jvm is None:  # Spark Connect: no JVM at hand
        return None
    p = jvm.org.apache.hadoop.fs.Path(spark_path(path))
    return p.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration()), p, jvm


def check_results_dir(spark: "SparkSession", path: str) -> None:
    """Refuse to replace a folder that holds anything but a previous run's part files."""
    found = _fs(spark, path)
    if found is None:
        return
    fs, p, _ = found
    if not fs.exists(p):
        return
    if not fs.getFileStatus(p).isDirectory():
        raise UsageError(f"--results-dir: {path} is a file; name a folder")
    foreign = [s.getPath().getName() for s in fs.listStatus(p) if not s.getPath().getName().startswith(_OURS)]
    if foreign:
        raise UsageError(f"--results-dir: {path} holds other files ({', '.join(sorted(foreign)[:3])}); "
                         "choose a new or empty folder")


def write_dir(spark: "SparkSession", frame: "DataFrame", lines: "DataFrame", path: str, fmt: str) -> None:
    """Write results into folder ``path`` from the executors: Parquet (the typed frame) or JSONL
    (part files of exactly the lines ``--results`` writes)."""
    if fmt == "parquet":
        frame.write.mode("overwrite").parquet(spark_path(path))
        return
    lines.write.mode("overwrite").text(spark_path(path))
    found = _fs(spark, path)
    if found is not None:  # Spark names text parts *.txt; they are JSONL
        fs, p, jvm = found
        for s in fs.listStatus(p):
            name = s.getPath().getName()
            if name.startswith("part-") and name.endswith(".txt"):
                fs.rename(s.getPath(), jvm.org.apache.hadoop.fs.Path(p, name[:-4] + ".jsonl"))


def write_file(lines: "DataFrame", path: str) -> int:
    """Stream the lines to one local file on the driver, in input order, atomically; returns the count."""
    w = AtomicWriter(path)
    n = 0
    try:
        for row in lines.toLocalIterator(prefetchPartitions=True):
            w.write(row[0] + "\n")
            n += 1
    except BaseException:
        w.discard()
        raise
    w.commit()
    return n
