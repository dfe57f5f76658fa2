"""Getting a SparkSession: pyspark imported lazily, Java checked, local mode made quiet and usable."""
from __future__ import annotations

import os
import shutil
import signal
import sys
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from ..errors import GroundtestError, MissingExtra, UsageError

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

#: log4j2 configuration for sessions groundtest starts: silent, as the CLI reports a failed job in one
#: line (errors shown with GROUNDTEST_DEBUG=1). The root level stays at WARN (else Spark prints a
#: banner about it) and the appender drops what is below its threshold.
_LOG4J = """\
rootLogger.level = warn
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.filter.threshold.type = ThresholdFilter
appender.console.filter.threshold.level = {level}
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{yy/MM/dd HH:mm:ss} %p %c{1}: %m%n%ex
"""


class SparkJobFailed(GroundtestError):
    """A Spark job failed (unreadable input, a lost cluster): reported in one line, exit 2."""


class ExecutorError(RuntimeError):
    """groundtest's own code raised on a Spark executor: a bug (exit 3); the worker's error is its cause."""


def require_pyspark() -> Any:
    """The ``pyspark`` module, or :class:`MissingExtra` naming the ``spark`` extra."""
    try:
        import pandas  # noqa: F401  (pyspark's mapInArrow insists on it)
        import pyarrow  # noqa: F401  (every batch moves through Arrow)
        import pyspark
    except ImportError as exc:
        raise MissingExtra(exc.name or "pyspark", "spark", "--engine spark") from None
    return pyspark


def _java_present() -> bool:
    home = os.environ.get("JAVA_HOME")
    return bool(shutil.which("java") or (home and (Path(home) / "bin" / "java").exists()))


def _log4j_file() -> str:
    level = "error" if os.environ.get("GROUNDTEST_DEBUG") else "off"
    text = _LOG4J.replace("{level}", level)
    path = Path(tempfile.gettempdir()) / f"groundtest-spark-log4j2-{level}.properties"
    if not path.exists() or path.read_text() != text:
        path.write_text(text)
    return str(path)


def get_session(master: str | None = None) -> tuple["SparkSession", bool]:
    """The active session, or a new one on ``master`` (default ``local[*]``).

    Returns ``(session, created)``: stop the session only if you created it. A session started
    here runs workers on this interpreter (``PYSPARK_PYTHON``, local mode only), with the web UI,
    console progress and INFO logs off.
    """
    require_pyspark()
    from pyspark.sql import SparkSession

    active = SparkSession.getActiveSession()
    if active is not None:
        return active, False
    if not _java_present():
        raise UsageError("--engine spark needs a Java runtime (17 or later): install one "
                         "(e.g. apt-get install default-jre-headless) or set JAVA_HOME")
    master = master or "local[*]"
    if master.startswith("local"):
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = (
        SparkSession.builder.master(master).appName("groundtest")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.driver.extraJavaOptions", f"-Dlog4j2.configurationFile=file:{_log4j_file()}")
    )
    if master.startswith("local"):
        builder = builder.config("spark.sql.shuffle.partitions", "8")
    with _ctrl_c_after_start() as pressed:
        try:
            session = builder.getOrCreate()
        except Exception as exc:  # the JVM did not start: say why in one line
            raise UsageError(f"could not start Spark on {master!r}: {_first_line(exc)}") from None
    if pressed:
        session.stop()
        raise KeyboardInterrupt
    return session, True


@contextmanager
def _ctrl_c_after_start() -> Iterator[list[bool]]:
    """Hold Ctrl-C while the JVM starts (cut there, pyspark loses the handle of the JVM it launched,
    which then outlives groundtest); the list yielded is non-empty when Ctrl-C was pressed meanwhile."""
    pressed: list[bool] = []
    if threading.current_thread() is not threading.main_thread():
        yield pressed
        return

    def hold(signum: int, frame: Any) -> None:
        pressed.append(True)

    before = signal.signal(signal.SIGINT, hold)
    try:
        yield pressed
    finally:
        if signal.getsignal(signal.SIGINT) is hold:  # else pyspark has put its own handler in place: keep it
            signal.signal(signal.SIGINT, before)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:300]


def error_detail(exc: BaseException) -> str:
    """The telling line of a Spark error: a worker's Python error, else the JVM's root cause."""
    lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
    py = [ln for ln in lines if ln.split(":", 1)[0].endswith(("Error", "Exception"))
          and not ln.startswith(("at ", "org.", "java.", "scala.", "Caused by"))]
    if py:
        return py[-1][:300]
    causes = [ln.removeprefix("Caused by: ") for ln in lines if ln.startswith("Caused by: ")]
    if causes:
        name, sep, message = causes[-1].partition(": ")
        return (message if sep and "." in name and " " not in name else causes[-1])[:300]
    return (lines[0] if lines else type(exc).__name__)[:300]


def job_error(exc: BaseException) -> SparkJobFailed:
    """A one-line error for a failed Spark job."""
    return SparkJobFailed(f"the Spark job failed: {error_detail(exc)} (set GROUNDTEST_DEBUG=1 for details)")
