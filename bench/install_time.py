"""The README's install and quick-start timings, in a fresh virtual environment (issue 25, item 11).

    python bench/install_time.py [--keep DIR]

Creates a new venv in a temporary folder (or DIR), then times, each in that venv:
``pip install --upgrade pip``, ``pip install .`` (the quick start), the quick start's
``groundtest score examples/support-assistant.jsonl``, and ``pip install -e '.[test]'``. pip's cache
is whatever this machine has (a warm cache is the best case: a machine that downloads every wheel
takes longer, by its bandwidth); the load average is printed beside the figures.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def timed(label: str, cmd: list[str], cwd: Path, env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    took = time.perf_counter() - start
    print(f"{label:<44} {took:7.1f} s  (exit {proc.returncode}; load {os.getloadavg()[0]:.1f})", flush=True)
    if proc.returncode not in (0, 1):
        print(proc.stderr[-2000:], file=sys.stderr)
    return took


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep", metavar="DIR", help="build the venv here and keep it")
    args = ap.parse_args()
    where = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="gt-install-"))
    venv = where / "venv"
    try:
        env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
        print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPU(s), repo {REPO}")
        t0 = timed("python -m venv", [sys.executable, "-m", "venv", str(venv)], REPO, env)
        py = str(venv / "bin" / "python")
        env["PATH"] = f"{venv / 'bin'}:{env.get('PATH', '')}"
        t1 = timed("pip install --upgrade pip", [py, "-m", "pip", "install", "-q", "--upgrade", "pip"], REPO, env)
        t2 = timed("pip install .", [py, "-m", "pip", "install", "-q", "."], REPO, env)
        t3 = timed("groundtest score examples/support-assistant.jsonl",
                   [str(venv / "bin" / "groundtest"), "score", "examples/support-assistant.jsonl", "--no-store"], REPO, env)
        t4 = timed("pip install -e '.[test]'", [py, "-m", "pip", "install", "-q", "-e", ".[test]"], REPO, env)
        print(f"{'quick start (venv + pip + install . + score)':<44} {t0 + t1 + t2 + t3:7.1f} s")
        print(f"{'test extra (venv + pip + -e .[test])':<44} {t0 + t1 + t4:7.1f} s")
    finally:
        if not args.keep:
            shutil.rmtree(where, ignore_errors=True)
        for leftover in REPO.glob("build"):
            shutil.rmtree(leftover, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
