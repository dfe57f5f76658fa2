"""Issue 23 item 5: SIGTERM is handled as Ctrl-C is -- what was finished is kept, temporary files are
removed, exit 143 -- and ``audit`` keeps its finished results on either. Real signals are sent to a
real ``groundtest`` process."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.fixtures.target.server import TargetServer
from tests.helpers import case, write_jsonl

CMD = [sys.executable, "-c", "import sys; from groundtest.cli import main; sys.exit(main())"]


def _start(args: list[str], cwd: Path) -> subprocess.Popen:
    env = {**os.environ, "GROUNDTEST_PROGRESS": "0"}
    env.pop("GROUNDTEST_DEBUG", None)
    return subprocess.Popen(CMD + args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_for(proc: subprocess.Popen, ready, timeout: float = 60.0) -> None:
    """Until ``ready()`` holds (the command has finished some work); fails if the process ends first."""
    end = time.monotonic() + timeout
    while not ready():
        assert proc.poll() is None, f"ended early ({proc.returncode}): {proc.stderr.read() if proc.stderr else ''}"
        assert time.monotonic() < end, "no progress"
        time.sleep(0.02)


def _stop(proc: subprocess.Popen, sig: int) -> tuple[int, str, str]:
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=60)
    return proc.returncode, out, err


def _tmp_files(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


def _growing(folder: Path, name: str, lines: int = 2):
    """Whether the hidden temporary file of output ``name`` holds ``lines`` lines yet."""
    def ready() -> bool:
        for p in folder.glob(f".{name}.*.tmp"):
            try:
                if p.read_bytes().count(b"\n") >= lines:
                    return True
            except OSError:
                pass
        return False
    return ready


def _many_cases(path: Path, n: int) -> Path:
    return write_jsonl(path, [case(id=f"c{k}", response=f"A replacement card costs ${k % 9 + 1}.") for k in range(n)])


@pytest.mark.parametrize("workers", ["1", "2"])
def test_sigterm_during_score_keeps_the_finished_results_and_exits_143(tmp_path: Path, workers: str) -> None:
    cases = _many_cases(tmp_path / "cases.jsonl", 60_000)
    proc = _start(["score", str(cases), "--results", "res.jsonl", "--workers", workers, "--format", "json"], tmp_path)
    _wait_for(proc, _growing(tmp_path, "res.jsonl", 200))
    code, out, err = _stop(proc, signal.SIGTERM)
    assert code == 143, err
    assert "terminated" in err and "Traceback" not in err
    lines = (tmp_path / "res.jsonl").read_text(encoding="utf-8").splitlines()
    assert 200 <= len(lines) < 60_000
    assert [json.loads(line)["id"] for line in lines] == [f"c{k}" for k in range(len(lines))]
    assert _tmp_files(tmp_path) == []


def test_sigterm_during_run_keeps_the_answers_paid_for(tmp_path: Path) -> None:
    def slow(body: dict, n: int):
        time.sleep(0.05)
        return 200, {"response": f"Answer to {body['id']}"}, {}

    cases = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{k}", response=None) for k in range(400)])
    with TargetServer(slow) as server:
        proc = _start(["run", str(cases), "-o", "answers.jsonl", "--target", server.url, "--concurrency", "1"], tmp_path)
        _wait_for(proc, lambda: len(server.requests) >= 6)  # (one at a time: five answered)
        code, out, err = _stop(proc, signal.SIGTERM)
        asked = len(server.requests)
    assert code == 143, err
    assert "run the same command again to resume" in err and "Traceback" not in err
    rows = [json.loads(line) for line in (tmp_path / "answers.jsonl").read_text(encoding="utf-8").splitlines()]
    answered = [r for r in rows if r.get("response")]
    assert 5 <= len(answered) <= asked
    assert all(r["response"] == f"Answer to {r['id']}" for r in answered)
    assert _tmp_files(tmp_path) == []


def _audit_rows(path: Path, n: int) -> Path:
    return write_jsonl(path, [{"id": f"o{k}", "output_type": "chat", "query": "How much is a replacement card?",
                               "context": [{"title": "fees.md", "text": "A replacement card costs $3."}],
                               "response": f"A replacement card costs ${k % 9 + 1}."} for k in range(n)])


@pytest.mark.parametrize("sig, expected", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_audit_interrupted_keeps_the_finished_results(tmp_path: Path, sig: int, expected: int) -> None:
    rows = _audit_rows(tmp_path / "outputs.jsonl", 60_000)
    proc = _start(["audit", str(rows), "--results", "audited.jsonl", "--workers", "1"], tmp_path)
    _wait_for(proc, _growing(tmp_path, "audited.jsonl", 200))
    code, out, err = _stop(proc, sig)
    assert code == expected, err
    assert "what was finished is kept" in err and "Traceback" not in err
    lines = (tmp_path / "audited.jsonl").read_text(encoding="utf-8").splitlines()
    assert 200 <= len(lines) < 60_000 and all(json.loads(line)["id"] for line in lines)
    assert _tmp_files(tmp_path) == []


def test_sigterm_during_score_target_keeps_the_answers(tmp_path: Path) -> None:
    def slow(body: dict, n: int):
        time.sleep(0.05)
        return 200, {"response": f"Answer to {body['id']}"}, {}

    cases = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{k}", response=None) for k in range(400)])
    with TargetServer(slow) as server:
        proc = _start(["score", str(cases), "--target", server.url, "--target-concurrency", "1", "--answers", "answers.jsonl",
                       "--judge", "none", "--no-store"], tmp_path)
        _wait_for(proc, lambda: len(server.requests) >= 6)
        code, out, err = _stop(proc, signal.SIGTERM)
    assert code == 143, err
    assert "Traceback" not in err and "internal error" not in err
    rows = [json.loads(line) for line in (tmp_path / "answers.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len([r for r in rows if r.get("response")]) >= 5
    assert _tmp_files(tmp_path) == []


@pytest.mark.parametrize(("command", "sig", "expected"), [("check", signal.SIGTERM, 143), ("guard", signal.SIGINT, 130)])
def test_batch_interrupted_keeps_the_finished_lines(tmp_path: Path, command: str, sig: int, expected: int) -> None:
    """check/guard --batch -o keep what was finished on Ctrl-C or SIGTERM, as the message promises."""
    rows = tmp_path / "batch.jsonl"
    ctx = [{"title": "fees.md", "text": "A replacement card costs $3. Printing costs 10p a page."}]
    with rows.open("w", encoding="utf-8") as fh:
        for i in range(40_000):
            fh.write(json.dumps({"id": f"b{i}", "context": ctx, "response": f"A replacement card costs ${i % 7}."}) + "\n")
    proc = _start([command, "--batch", str(rows), "-o", "out.jsonl", "--workers", "1"], tmp_path)
    _wait_for(proc, _growing(tmp_path, "out.jsonl", 200))
    code, _, err = _stop(proc, sig)
    assert code == expected, err
    lines = (tmp_path / "out.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) >= 200
    assert [json.loads(line)["id"] for line in lines] == [f"b{i}" for i in range(len(lines))]  # in order, no gap
    assert _tmp_files(tmp_path) == []
