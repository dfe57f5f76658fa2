"""Inputs read once, front to back: ``-``, ``/dev/stdin``, pipes and FIFOs work like files and never hang."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from .helpers import case

DUPS = "".join(json.dumps(case(id="same")) + "\n" for _ in range(3))


def _groundtest(*argv: str, stdin: str | None = None, env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "groundtest.cli", *argv], input=stdin, capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


@pytest.mark.parametrize("path", ["-", "/dev/stdin"])
def test_duplicates_through_a_pipe_are_found(path: str) -> None:
    proc = _groundtest("validate", path, stdin=DUPS)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert f"{path}:2: id: duplicate id 'same' (first on line 1)" in proc.stderr
    assert f"{path}:3: id: duplicate id 'same' (first on line 1)" in proc.stderr


def test_score_reads_cases_from_standard_input() -> None:
    proc = _groundtest("score", "-", "--no-store", "--judge", "none", "--format", "json", stdin=json.dumps(case()) + "\n")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["cases"] == 1


def test_a_fifo_with_a_writer_is_read_once_and_duplicates_found(tmp_path: Path) -> None:
    fifo = tmp_path / "cases.fifo"
    os.mkfifo(fifo)

    def writer() -> None:
        with open(fifo, "w", encoding="utf-8") as fh:  # blocks until the reader opens it
            fh.write(DUPS)

    t = threading.Thread(target=writer, daemon=True)
    t.start()
    proc = _groundtest("validate", str(fifo), timeout=30)
    t.join(5)
    assert proc.returncode == 2, proc.stderr
    assert f"{fifo}:3: id: duplicate id 'same' (first on line 1)" in proc.stderr


@pytest.mark.parametrize("argv", [["validate", "{f}"], ["score", "{f}", "--no-store"], ["audit", "{f}"],
                                  ["check", "--context", "{f}", "--response", "{f}"]])
def test_a_fifo_with_no_writer_is_exit_2_not_a_hang(argv: list[str], tmp_path: Path) -> None:
    fifo = tmp_path / "nobody.fifo"
    os.mkfifo(fifo)
    proc = _groundtest(*[a.format(f=fifo) for a in argv], env={"GROUNDTEST_FIFO_WAIT": "0.3"}, timeout=30)
    assert proc.returncode == 2, proc.stderr
    assert f"{fifo}: a FIFO with no writer" in proc.stderr


# -- issue 23 item 10: a line has a size cap (exit 2 naming the line), raised by --max-line-bytes
def test_a_line_over_the_cap_is_exit_2_naming_it(tmp_path, capsys, monkeypatch):
    import json as _json

    from groundtest.cli import main
    from tests.helpers import case

    monkeypatch.chdir(tmp_path)
    long_case = case(id="big", response="A replacement card costs $3. " * 40_000)  # about 1.2 MB
    path = tmp_path / "cases.jsonl"
    path.write_text(_json.dumps(case()) + "\n" + _json.dumps(long_case) + "\n", encoding="utf-8")
    assert main(["score", str(path), "--judge", "none", "--max-line-bytes", "1000000"]) == 2
    err = capsys.readouterr().err
    assert f"{path}:2: line longer than 1,000,000 bytes" in err and "internal error" not in err
    assert main(["score", str(path), "--judge", "none", "--max-line-bytes", "2000000", "--format", "json"]) in (0, 1)
    monkeypatch.setenv("GROUNDTEST_MAX_LINE_BYTES", "1000000")
    rows = tmp_path / "rows.jsonl"
    rows.write_text(_json.dumps({"id": "o1", "output_type": "chat", "query": "q", "context": [{"title": "t", "text": "x"}],
                                 "response": "y" * 1_200_000}) + "\n", encoding="utf-8")
    assert main(["audit", str(rows)]) == 2
    assert f"{rows}:1: line longer than 1,000,000 bytes" in capsys.readouterr().err


def test_an_endless_line_is_stopped_at_the_cap(tmp_path):
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", "import sys; from groundtest.cli import main; sys.exit(main())",
                           "score", "/dev/zero", "--judge", "none", "--max-line-bytes", "5000000"],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 2 and "/dev/zero:1: line longer than 5,000,000 bytes" in done.stderr
