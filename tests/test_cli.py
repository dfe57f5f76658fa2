"""The one error handler of ``groundtest.cli.main`` (DESIGN §4): a bug exits 3 with one line and a
log file holding the traceback; Ctrl-C exits 130; bad input stays 2. Through the real entry point."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl

LINE = re.compile(r"groundtest: internal error \(a bug in groundtest, not in your input; please report it\): "
                  r"ZeroDivisionError: division by zero \(the traceback is in (?P<log>/\S+\.log)\)")


def _boom(*args: object, **kwargs: object) -> None:
    1 / 0  # noqa: B018  (the injected bug)


def test_a_bug_exits_3_with_one_line_and_the_traceback_in_a_log_under_dot_groundtest(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GROUNDTEST_DEBUG", raising=False)
    monkeypatch.setattr("groundtest.commands.score.score_file", _boom)
    src = write_jsonl(tmp_path / "cases.jsonl", [case()])
    code = main(["score", str(src), "--judge", "none", "--no-store", "--base-url", "http://user:pw@example.invalid"])
    out, err = capsys.readouterr()
    assert (code, out) == (3, "")
    m = LINE.fullmatch(err.rstrip("\n"))
    assert m and err.count("\n") == 1 and "Traceback" not in err, err
    log = Path(m["log"])
    assert log.parent == tmp_path / ".groundtest" / "logs" and log.name.startswith("internal-error-")
    text = log.read_text(encoding="utf-8")
    assert text.startswith("groundtest 0.1.0 internal error at ") and " in groundtest score\n" in text
    assert "Traceback (most recent call last):" in text and "in _boom" in text and "ZeroDivisionError" in text
    assert "user:pw" not in text and str(src) not in text  # arguments are not written


def test_each_bug_gets_its_own_log_and_none_is_overwritten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("groundtest.commands.validate.run", _boom)  # before the parser is built
    logs = []
    for _ in range(3):
        assert main(["validate", "x.jsonl"]) == 3
        m = LINE.fullmatch(capsys.readouterr().err.rstrip("\n"))
        assert m
        logs.append(Path(m["log"]))
    assert len(set(logs)) == 3 and all(p.exists() for p in logs)
    assert all(" in groundtest validate\n" in p.read_text() for p in logs)


def test_without_a_writable_dot_groundtest_the_log_goes_to_the_temp_dir(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".groundtest").write_text("a file where the folder would be")
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(tmp))
    monkeypatch.setattr("groundtest.commands.validate.run", _boom)
    assert main(["validate", "x.jsonl"]) == 3
    m = LINE.fullmatch(capsys.readouterr().err.rstrip("\n"))
    assert m and Path(m["log"]).parent == tmp and "ZeroDivisionError" in Path(m["log"]).read_text()
    assert (tmp_path / ".groundtest").read_text() == "a file where the folder would be"


def test_with_nowhere_to_write_the_line_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".groundtest").write_text("")
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "missing" / "tmp"))
    (tmp_path / "missing").write_text("")  # so the temp dir cannot be made either
    monkeypatch.setattr("groundtest.commands.validate.run", _boom)
    assert main(["validate", "x.jsonl"]) == 3
    err = capsys.readouterr().err
    assert err == ("groundtest: internal error (a bug in groundtest, not in your input; please report it): "
                   "ZeroDivisionError: division by zero (the traceback could not be written; set GROUNDTEST_DEBUG=1 "
                   "to see it)\n")


def test_ctrl_c_exits_130_and_bad_input_still_exits_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.chdir(tmp_path)
    assert main(["validate", "missing.jsonl"]) == 2
    assert capsys.readouterr().err.startswith("groundtest: error: ")
    monkeypatch.setattr("groundtest.commands.validate.run", interrupted)
    assert main(["validate", "missing.jsonl"]) == 130
    assert capsys.readouterr().err == "groundtest: interrupted; what was finished is kept\n"
    assert not (tmp_path / ".groundtest").exists()  # an interrupt is no bug: no log


def test_the_console_script_sent_sigint_exits_130(tmp_path: Path) -> None:
    """``groundtest validate`` reading from a FIFO nobody writes to, interrupted by a real SIGINT."""
    fifo = tmp_path / "cases.jsonl"
    os.mkfifo(fifo)
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.Popen([str(exe), "validate", str(fifo)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=tmp_path)
    deadline, writer = time.monotonic() + 30, None
    while writer is None and time.monotonic() < deadline and proc.poll() is None:
        try:  # succeeds once the command has the FIFO open for reading (it then waits for lines)
            writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            time.sleep(0.02)
    assert writer is not None, proc.communicate(timeout=5)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    os.close(writer)
    assert (proc.returncode, out, err) == (130, "", "groundtest: interrupted; what was finished is kept\n")

