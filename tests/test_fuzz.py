"""bench/fuzz.py at a small size, so CI keeps every input class of it (issue 15) free of internal errors,
hangs, leftover temporaries and leaked keys. Bigger runs: ``python bench/fuzz.py cli SEED N``."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

FUZZ = Path(__file__).resolve().parents[1] / "bench" / "fuzz.py"


@pytest.mark.parametrize("mode, iterations", [("cli", 4), ("checker", 40)])
def test_fuzz_finds_no_bug_at_a_small_size(mode: str, iterations: int, tmp_path: Path) -> None:
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    env.pop("GROUNDTEST_DEBUG", None)
    proc = subprocess.run([sys.executable, str(FUZZ), mode, "15", str(iterations)], capture_output=True, text=True,
                          timeout=300, cwd=tmp_path, env=env)  # a hang (a FIFO nobody writes) fails here
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert proc.stdout.strip().endswith(f"{mode}: {iterations} iterations, 0 bug(s)")
