"""``groundtest run`` through the CLI: a real HTTP server on 127.0.0.1, a real subprocess target,
and interruption (SIGINT, SIGKILL) of the real ``groundtest`` entry point followed by a resume."""
from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from groundtest.cases import load_cases
from groundtest.cli import main
from groundtest.target import journal_path
from tests.fixtures.target.server import TargetServer, answer
from tests.helpers import write_jsonl

BOT = f"{sys.executable} {Path(__file__).resolve().parents[1] / 'fixtures' / 'target' / 'bot.py'}"
GROUNDTEST = str(Path(sys.executable).parent / "groundtest")
CONTEXT = [{"title": "fees.md", "text": "A replacement card costs $3.", "status": "current"}]


def cases_file(tmp_path: Path, ids: list[str]) -> Path:
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": f"What about {i}?", "context": CONTEXT,
             "must_include": ["$3"]} for i in ids]
    return write_jsonl(tmp_path / "cases.jsonl", rows)


def test_http_run_records_every_answer(tmp_path, capsys):
    src, out = cases_file(tmp_path, ["a", "b", "c"]), tmp_path / "answered.jsonl"
    with TargetServer() as srv:
        code = main(["run", str(src), "--target", srv.url, "-o", str(out)])
        assert sorted(srv.ids) == ["a", "b", "c"]
    assert code == 0
    assert capsys.readouterr() == (f"wrote {out}: 3 case(s), 3 answered\n", "")
    assert [c.response for c in load_cases(out, require_response=True)] == [
        "Answer to: What about a?", "Answer to: What about b?", "Answer to: What about c?"]
    assert main(["validate", str(out)]) == 0


def test_errors_exit_1_are_listed_and_retried_by_the_next_run(tmp_path, capsys):
    src, out = cases_file(tmp_path, ["a", "b", "c"]), tmp_path / "answered.jsonl"
    broken = {"b"}

    def handler(body, n):
        if body["id"] in broken:
            return 500, b"\x1b[31mdown\x1b[0m", {"Content-Type": "text/plain"}
        return answer(body, n)

    with TargetServer(handler) as srv:
        code = main(["run", str(src), "--target", srv.url, "-o", str(out), "--retries", "1", "--backoff", "0.01"])
        printed = capsys.readouterr().out
        assert code == 1
        assert printed.splitlines() == [
            f"wrote {out}: 3 case(s), 2 answered, 1 errored",
            "  b: HTTP 500 Internal Server Error: [31mdown [0m (after 2 attempts)",
            "run the same command again to retry the errored cases",
        ]
        assert "\x1b" not in printed  # a target's bytes never reach the terminal raw
        b = next(c for c in load_cases(out) if c.id == "b")
        assert b.response is None and b.meta["run_error"].startswith("HTTP 500")

        assert main(["score", str(out), "--judge", "none"]) == 2  # not scoreable until complete
        assert f"{out}:2: response: missing" in capsys.readouterr().err

        broken.clear()
        before = len(srv.ids)
        assert main(["run", str(src), "--target", srv.url, "-o", str(out), "--format", "json"]) == 0
        assert srv.ids[before:] == ["b"]
    rep = json.loads(capsys.readouterr().out)
    assert rep == {"output": str(out), "cases": 3, "answered": 1, "resumed": 2, "errored": 0, "pending": 0,
                   "complete": True, "errors": []}
    assert all(c.response for c in load_cases(out))


def test_command_target_with_slow_and_failing_cases(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("BOT_STATE", str(tmp_path))
    src, out = cases_file(tmp_path, ["ok", "slow", "fail", "json"]), tmp_path / "answered.jsonl"
    code = main(["run", str(src), "--target-cmd", BOT, "-o", str(out), "--timeout", "1", "--retries", "0",
                 "--concurrency", "4"])
    assert code == 1
    assert capsys.readouterr().out.splitlines() == [
        f"wrote {out}: 4 case(s), 2 answered, 2 errored",
        "  slow: timed out after 1s",
        "  fail: command failed (exit status 3): boom: database down",
        "run the same command again to retry the errored cases",
    ]  # errors listed in input order, whichever finished first
    got = {c.id: c for c in load_cases(out)}
    assert got["ok"].response == "Answer to: What about ok? (1 chunk(s))"
    assert (got["json"].response, got["json"].answerable) == ("Answer to: What about json?", True)


@pytest.mark.parametrize("args, message", [
    ([], "give exactly one of --target URL or --target-cmd 'COMMAND'"),
    (["--target", "http://127.0.0.1:9/x", "--target-cmd", "echo"], "give exactly one of"),
    (["--target", "127.0.0.1:8000"], "--target: expected an http:// or https:// URL, got '127.0.0.1:8000'"),
    (["--target-cmd", "no-such-bot-groundtest --x"], "--target-cmd: command not found: no-such-bot-groundtest"),
    (["--target", "http://127.0.0.1:9/x", "--concurrency", "0"], "argument --concurrency: must be 1 or more, got '0'"),
    (["--target", "http://127.0.0.1:9/x", "--timeout", "0"], "argument --timeout: must be more than 0 seconds, got '0'"),
    (["--target", "http://127.0.0.1:9/x", "--response-path", "a..b"], "--response-path: expected keys separated by dots"),
])
def test_usage_errors_exit_2_and_write_nothing(tmp_path, capsys, args, message):
    src, out = cases_file(tmp_path, ["a"]), tmp_path / "answered.jsonl"
    assert main(["run", str(src), "-o", str(out), *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("groundtest: error: ") and message in err, err
    assert not out.exists() and not journal_path(out).exists()


def test_bad_case_file_names_the_line(tmp_path, capsys):
    src = write_jsonl(tmp_path / "cases.jsonl", ['{"id": "a", "type": "answerable"}'])
    assert main(["run", str(src), "--target-cmd", BOT, "-o", str(tmp_path / "o.jsonl")]) == 2
    err = capsys.readouterr().err
    assert f"groundtest: error: {src}:1: expect: missing required field" in err


def test_output_that_is_not_a_case_file_is_kept(tmp_path, capsys):
    src, out = cases_file(tmp_path, ["a"]), tmp_path / "README.md"
    out.write_text("# notes\n")
    assert main(["run", str(src), "--target-cmd", BOT, "-o", str(out)]) == 2
    assert "exists and is not a valid case file" in capsys.readouterr().err
    assert out.read_text() == "# notes\n"
    assert not journal_path(out).exists()


# --- interruption of the real entry point ------------------------------------------------------


def _wait(proc: subprocess.Popen, predicate, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if proc.poll() is not None:
            raise AssertionError(f"groundtest exited early ({proc.returncode}): {proc.communicate()}")
        if time.monotonic() > deadline:
            proc.kill()
            raise AssertionError("timed out waiting")
        time.sleep(0.02)


def _blocking_after(k: int, srv_box: list):
    """Answer the first ``k`` cases, then hold every later request until released."""
    def handler(body, n):
        srv = srv_box[0]
        if len(srv.ids) > k:
            srv.release.wait(30)
        return answer(body, n)
    return handler


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL])
def test_interrupted_run_resumes_with_only_the_remaining_cases(tmp_path, sig):
    ids = [f"c{i}" for i in range(8)]
    src, out = cases_file(tmp_path, ids), tmp_path / "answered.jsonl"
    box: list = []
    with TargetServer(_blocking_after(3, box)) as srv:
        box.append(srv)
        proc = subprocess.Popen([GROUNDTEST, "run", str(src), "--target", srv.url, "-o", str(out),
                                 "--concurrency", "1", "--timeout", "60"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        _wait(proc, lambda: len(srv.ids) == 4)  # three answered, the fourth held
        _wait(proc, lambda: journal_path(out).exists() and len(journal_path(out).read_text().splitlines()) == 3)
        proc.send_signal(sig)
        stdout, stderr = proc.communicate(timeout=20)
        first = srv.ids
    if sig == signal.SIGINT:
        assert proc.returncode == 130
        assert stderr == (f"groundtest: 3 of 8 case(s) answered, written to {out}; run the same command again to resume\n"
                          "groundtest: interrupted; what was finished is kept\n")
        partial = load_cases(out)  # a valid file with every case, three of them answered
        assert [c.id for c in partial] == ids
        assert [c.id for c in partial if c.response] == ids[:3]
        assert not journal_path(out).exists()
    else:
        assert proc.returncode == -signal.SIGKILL
        assert not out.exists()  # never half-written: the journal holds the progress
        assert len(journal_path(out).read_text().splitlines()) == 3

    with TargetServer() as srv:
        proc = subprocess.run([GROUNDTEST, "run", str(src), "--target", srv.url, "-o", str(out)],
                              capture_output=True, text=True, timeout=60)
        assert sorted(srv.ids) == ids[3:]  # nothing answered before is asked again
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == f"wrote {out}: 8 case(s), 8 answered (3 kept from an earlier run)\n"
    assert first[:3] == ids[:3]
    final = load_cases(out, require_response=True)
    assert [c.id for c in final] == ids
    assert [c.response for c in final] == [f"Answer to: What about {i}?" for i in ids]
    assert not journal_path(out).exists()
