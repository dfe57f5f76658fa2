"""Outputs: atomic files and the progress line (stderr, only on a terminal)."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.outputs import AtomicWriter, Progress


def test_atomic_writer_publishes_whole_file_or_nothing(tmp_path: Path) -> None:
    target = tmp_path / "out.jsonl"
    target.write_text("old\n")
    w = AtomicWriter(target)
    w.write_json_line({"id": "a"})
    assert target.read_text() == "old\n"  # nothing visible before commit
    w.discard()
    assert target.read_text() == "old\n" and list(tmp_path.iterdir()) == [target]
    w = AtomicWriter(target)
    w.write_json_line({"id": "é"})
    w.commit()
    assert target.read_text(encoding="utf-8") == '{"id": "é"}\n'


def test_progress_writes_to_stderr_only_when_enabled(capsys: pytest.CaptureFixture[str]) -> None:
    p = Progress("scoring", enabled=True, every=2)
    for _ in range(5):
        p.tick()
    p.done()
    out, err = capsys.readouterr()
    assert out == "" and err == "\rscoring: 2 cases\rscoring: 4 cases\rscoring: 5 cases\n"
    q = Progress("scoring", enabled=False, every=1)
    q.tick()
    q.done()
    assert capsys.readouterr() == ("", "")


def test_progress_is_off_when_stderr_is_not_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    assert Progress("scoring").enabled is False  # capsys replaces stderr with a non-TTY
