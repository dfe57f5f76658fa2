"""Issue 23 items 6 and 9: a full disk, a read-only folder and a file in another encoding are the
machine's or the input's problem (exit 2 naming the file), never a bug (exit 3), and a failed output
leaves no temporary file behind. A small tmpfs is mounted for the full and the read-only disk where
the machine allows it (root); elsewhere writes under the folder fail with a simulated ``ENOSPC``.
Standard output on a full disk is ``/dev/full``."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Iterator

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl


def _mount(where: Path, options: str) -> bool:
    if os.geteuid() != 0 or not sys.platform.startswith("linux"):
        return False
    where.mkdir()
    return subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)],
                          capture_output=True).returncode == 0



def _simulate_full(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Writes to files under ``folder`` fail with ENOSPC (no tmpfs here)."""
    real_fdopen = os.fdopen

    def fdopen(fd: int, *args, **kwargs):
        fh = real_fdopen(fd, *args, **kwargs)
        try:
            where = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            return fh
        if not where.startswith(str(folder)):
            return fh
        write = fh.write
        written = [0]

        def full(text: str) -> int:
            written[0] += len(text)
            if written[0] > 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return write(text)

        fh.write = full  # type: ignore[method-assign]
        return fh

    monkeypatch.setattr(os, "fdopen", fdopen)


@pytest.fixture
def full_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    where = tmp_path / "small"
    if _mount(where, "size=16k"):
        try:
            with (where / "filler").open("wb", buffering=0) as fh:
                while True:  # until the disk is full
                    fh.write(b"x" * 512)
        except OSError:
            pass
        yield where
        subprocess.run(["umount", str(where)], check=False)
    else:
        where.mkdir(exist_ok=True)
        _simulate_full(monkeypatch, where)
        yield where


@pytest.fixture
def cases(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{k}-{uuid.uuid4().hex}") for k in range(300)])


def _no_temporaries(folder: Path) -> None:
    assert [p.name for p in folder.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("flag", ["--results", "--output"])
def test_a_full_disk_under_an_output_is_exit_2_and_leaves_nothing(full_dir: Path, cases: Path, flag: str,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    out = full_dir / "out.jsonl"
    argv = ["score", str(cases), "--judge", "none", "--format", "json", flag, str(out)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "No space left on device" in err and str(out) in err
    assert "internal error" not in err
    assert not out.exists()
    _no_temporaries(full_dir)


@pytest.mark.parametrize("command", ["check", "guard"])
def test_a_full_disk_under_batch_output_is_exit_2(full_dir: Path, tmp_path: Path, command: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    rows = write_jsonl(tmp_path / "rows.jsonl", [{"id": f"r{k}", "context": "A card costs $3. " * 5, "response": "A card costs $3."}
                                                  for k in range(300)])
    out = full_dir / "out.jsonl"
    assert main([command, "--batch", str(rows), "-o", str(out), "--workers", "1"]) == 2
    err = capsys.readouterr().err
    assert "No space left on device" in err and "internal error" not in err
    _no_temporaries(full_dir)


def test_standard_output_on_a_full_disk_is_exit_2(tmp_path: Path, cases: Path) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-c", "import sys; from groundtest.cli import main; sys.exit(main())",
                               "score", str(cases), "--judge", "none", "--format", "json"],
                              stdout=full, stderr=subprocess.PIPE, text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "standard output: cannot write: No space left on device" in done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr


def test_a_report_into_a_read_only_folder_is_exit_2(tmp_path: Path, cases: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ro = tmp_path / "ro"
    if not _mount(ro, "ro,size=16k"):
        pytest.skip("no read-only mount here (needs root); a chmod folder is writable by root")
    try:
        for fmt in ("html", "json", "markdown", "junit"):
            assert main(["score", str(cases), "--judge", "none", "--format", fmt, "--output", str(ro / f"r.{fmt}")]) == 2
            err = capsys.readouterr().err
            assert "Read-only file system" in err and str(ro) in err and "internal error" not in err
    finally:
        subprocess.run(["umount", str(ro)], check=False)


@pytest.mark.parametrize("data, message", [
    ('{"resourceSpans": []}\n'.encode("utf-16"), "the file is UTF-16; save it as UTF-8"),
    (b'{"resourceSpans": []}\n{"a": "\xff"}\n', ":2: not UTF-8 (byte 0xff)"),
    (b"", "file is empty"),
])
@pytest.mark.parametrize("source", ["otlp", "langfuse"])
def test_import_of_a_file_not_in_utf8_or_empty_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          data: bytes, message: str, source: str) -> None:
    traces = tmp_path / "traces.json"
    traces.write_bytes(data)
    assert main(["import", str(traces), "--from", source, "-o", str(tmp_path / "rows.jsonl")]) == 2
    err = capsys.readouterr().err
    assert f"{traces}" in err and message in err and "internal error" not in err
    assert not (tmp_path / "rows.jsonl").exists()
