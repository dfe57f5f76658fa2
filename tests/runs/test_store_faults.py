"""Issue 23 item 9: a store on a full disk is "cannot write" (exit 2) and leaves no empty database
behind; a store deleted while a run writes to it is reported (the run could not be kept), not a
silent exit 1. A small tmpfs where the machine allows it (root); real processes."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl


@pytest.fixture
def full_dir(tmp_path: Path):
    where = tmp_path / "small"
    where.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(where)],
                                          capture_output=True).returncode != 0:
        pytest.skip("no tmpfs here (needs root)")
    try:
        with (where / "filler").open("wb", buffering=0) as fh:
            while True:
                fh.write(b"x" * 512)
    except OSError:
        pass
    yield where
    subprocess.run(["umount", str(where)], check=False)


def test_a_store_on_a_full_disk_is_cannot_write_and_leaves_nothing(full_dir: Path, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    store = full_dir / "runs.db"
    assert main(["score", str(cases), "--judge", "none", "--store", str(store)]) == 2
    err = capsys.readouterr().err
    assert f"store {store}: cannot write" in err and "not a groundtest store" not in err
    assert sorted(p.name for p in full_dir.iterdir()) == ["filler"]


def test_a_store_deleted_during_the_run_is_reported(tmp_path: Path) -> None:
    cases = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{k}") for k in range(40_000)])
    store = tmp_path / "runs.db"
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from groundtest.cli import main; sys.exit(main())",
                             "score", str(cases), "--judge", "none", "--store", str(store), "--workers", "1"],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    end = time.monotonic() + 60
    while not (store.exists() and store.with_name("runs.db-wal").exists()):
        assert proc.poll() is None and time.monotonic() < end
        time.sleep(0.02)
    time.sleep(0.3)  # (the run has begun writing)
    for name in ("runs.db", "runs.db-wal", "runs.db-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 2, err
    assert "deleted or replaced during the run" in err or "deleted as the run began" in err
