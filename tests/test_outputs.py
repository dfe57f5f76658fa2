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


def _no_temporaries(folder: Path) -> bool:
    return not [p for p in folder.rglob("*.tmp")]


@pytest.mark.parametrize("where", ["directory", "under_a_file"])
def test_an_output_that_cannot_be_a_file_is_exit_2_and_leaves_no_tmp(where: str, tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    from groundtest.cli import main

    from .helpers import case, write_jsonl

    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    (tmp_path / "dir").mkdir()
    (tmp_path / "file").write_text("x")
    out = tmp_path / "dir" if where == "directory" else tmp_path / "file" / "out.jsonl"
    for argv in (["score", str(cases), "--no-store", "--results", str(out)],
                 ["score", str(cases), "--no-store", "--output", str(out)],
                 ["derive", str(cases), "-o", str(out)],
                 ["run", str(cases), "-o", str(out), "--target-cmd", "echo hi"]):
        code = main(argv)
        err = capsys.readouterr().err
        assert code == 2, (argv, err)
        assert "internal error" not in err and f"{out}" in err
    assert _no_temporaries(tmp_path) and (tmp_path / "file").read_text() == "x"


def test_an_output_in_a_folder_we_cannot_write_is_exit_2_and_leaves_no_tmp(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    import os

    from groundtest.cli import main

    from .helpers import case, write_jsonl

    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    if os.geteuid() == 0:  # root writes any folder; /sys is a read-only file system even for root
        locked = Path("/sys")
        if os.access(locked, os.W_OK) and not locked.is_dir():
            pytest.skip("no folder this user cannot write")
    else:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o555)
    before = set(locked.iterdir())
    out = locked / "results.jsonl"
    code = main(["score", str(cases), "--no-store", "--judge", "none", "--results", str(out)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert "internal error" not in err and f"output {out}: cannot write" in err
    code = main(["run", str(cases), "-o", str(out), "--target-cmd", "echo hi"])
    err = capsys.readouterr().err
    assert code == 2 and "internal error" not in err and f"-o {out}: cannot write" in err, err
    assert set(locked.iterdir()) == before


def test_an_output_that_is_a_device_is_written_in_place_never_replaced(tmp_path):
    """``--results /dev/null`` must not replace the device with a regular file (as root it could)."""
    import os
    import stat

    from groundtest.outputs import AtomicWriter

    before = os.stat("/dev/null")
    w = AtomicWriter("/dev/null")
    w.write("thrown away\n")
    w.commit()
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_ino == before.st_ino
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    import threading

    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo, encoding="utf-8").read()))
    reader.start()
    w = AtomicWriter(fifo)
    w.write("line\n")
    w.commit()
    reader.join(5)
    assert got == ["line\n"] and stat.S_ISFIFO(os.stat(fifo).st_mode)
