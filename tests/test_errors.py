"""Errors and exit codes (``errors.py``): located problems, and the log of an internal error."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from groundtest.errors import (
    EXIT_INPUT,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    InputError,
    MissingExtra,
    Problem,
    UsageError,
    internal_error_line,
    log_internal_error,
)


def test_a_problem_names_file_line_and_field() -> None:
    assert str(Problem("c.jsonl", 3, "type", "unknown type 'x'")) == "c.jsonl:3: type: unknown type 'x'"
    assert str(Problem("c.jsonl", None, None, "no such file")) == "c.jsonl: no such file"
    err = InputError([Problem("a", 1, None, "x"), Problem("a", 2, "id", "y")])
    assert str(err) == "a:1: x\na:2: id: y" and len(err.problems) == 2
    assert InputError("plain").problems == [] and InputError(Problem("a", 1, None, "x")).problems == [Problem("a", 1, None, "x")]


def test_exit_codes() -> None:
    assert (EXIT_INPUT, EXIT_INTERNAL, EXIT_INTERRUPTED) == (2, 3, 130)
    assert UsageError("x").exit_code == InputError("x").exit_code == 2
    assert str(MissingExtra("pyspark", "spark", "--engine spark")) == (
        "--engine spark needs the 'pyspark' package: pip install 'groundtest[spark]'")


def _raise() -> ValueError:
    try:
        raise ValueError("first line\nsecond line")
    except ValueError as exc:
        return exc


def test_the_log_holds_the_traceback_and_appends_later_bugs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    exc = _raise()
    log = log_internal_error(exc, "groundtest score")
    assert log is not None and log.is_absolute() and log.parent == tmp_path / ".groundtest" / "logs"
    assert oct(os.stat(log).st_mode & 0o777) == "0o600"  # the traceback can quote private text
    assert "in _raise" in log.read_text() and log.read_text().count("ValueError: first line") == 1
    assert log_internal_error(exc, "again", append_to=log) == log
    assert log.read_text().count("ValueError: first line") == 2 and len(list(log.parent.iterdir())) == 1
    line = internal_error_line(exc, log)
    assert line.endswith(f"ValueError: first line (the traceback is in {log})") and "\n" not in line
    assert internal_error_line(RuntimeError(), None).endswith(
        "RuntimeError (the traceback could not be written; set GROUNDTEST_DEBUG=1 to see it)")
