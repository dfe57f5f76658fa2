"""One local SparkSession (``local[2]``) for every Spark test: the JVM takes long to start, so it is shared."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest


def _skip_reason() -> str | None:
    for module in ("pyspark", "pyarrow"):
        try:
            __import__(module)
        except ImportError:
            return f"{module} is not installed (pip install 'groundtest[spark]')"
    home = os.environ.get("JAVA_HOME")
    if not (shutil.which("java") or (home and (Path(home) / "bin" / "java").exists())):
        return "no Java runtime (apt-get install default-jre-headless)"
    return None


@pytest.fixture(scope="session")
def spark() -> Iterator[Any]:
    reason = _skip_reason()
    if reason:
        pytest.skip(reason)
    from pyspark.sql import SparkSession

    from groundtest.spark.session import _log4j_file

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    session = (
        SparkSession.builder.master("local[2]").appName("groundtest-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "2")
        # C1 only: the JVM starts faster, and the Python workers do the heavy work here
        .config("spark.driver.extraJavaOptions", f"-XX:TieredStopAtLevel=1 -Dlog4j2.configurationFile=file:{_log4j_file()}")
        .getOrCreate()
    )
    yield session
    session.stop()
