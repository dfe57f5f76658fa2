"""Issue 23 items 3, 4 and 11 through ``groundtest run`` and ``score``: ``--timeout`` is a total
deadline per call (a server trickling one byte at a time is cut off), replies and command output
have a size cap (``--max-reply-bytes``), a deeply nested reply is "not JSON" (no internal error),
and credentials in a URL are neither stored nor echoed (a target's user:password is sent as Basic
auth). Real servers on 127.0.0.1 and real commands."""
from __future__ import annotations

import base64
import json
import socket
import sqlite3
import sys
import threading
import time
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.fixtures.target.server import TargetServer
from tests.helpers import case, write_jsonl
from tests.judges.fake_server import FakeChat


class TrickleServer:
    """Answers every request with a 200 whose body arrives one byte every ``gap`` seconds."""

    def __init__(self, gap: float = 0.3, body: bytes = b'{"response": "' + b"x" * 200 + b'"}'):
        self.gap, self.body = gap, body
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/answer"
        self.stop = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while not self.stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self._answer, args=(conn,), daemon=True).start()

    def _answer(self, conn: socket.socket) -> None:
        try:
            conn.recv(65536)
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                         + str(len(self.body)).encode() + b"\r\n\r\n")
            for k in range(len(self.body)):
                if self.stop.is_set():
                    break
                conn.sendall(self.body[k:k + 1])
                time.sleep(self.gap)
        except OSError:
            pass
        finally:
            conn.close()

    def close(self) -> None:
        self.stop.set()
        self.sock.close()


def _run(tmp_path: Path, target: list[str], *extra: str, n: int = 1) -> tuple[int, list[dict], float]:
    cases = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{k}", response=None) for k in range(n)])
    out = tmp_path / "answers.jsonl"
    t = time.monotonic()
    code = main(["run", str(cases), "-o", str(out), *target, "--retries", "0", "--restart", *extra])
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return code, rows, time.monotonic() - t


def test_a_trickling_server_is_cut_off_at_the_total_deadline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    server = TrickleServer(gap=0.3)
    try:
        code, rows, took = _run(tmp_path, ["--target", server.url], "--timeout", "1")
    finally:
        server.close()
    assert code == 1 and rows[0]["meta"]["run_error"].startswith("timed out after 1s")
    assert took < 5  # each byte came within the timeout: only a total deadline stops it (200 bytes: 60 s)


def test_a_reply_over_the_size_cap_is_an_error_for_that_case(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    big = {"response": "y" * 3_000_000}
    with TargetServer(lambda body, n: (200, big if body["id"] == "c0" else {"response": "short"}, {})) as server:
        code, rows, _ = _run(tmp_path, ["--target", server.url], "--max-reply-bytes", "1000000", n=2)
    assert code == 1
    assert rows[0]["meta"]["run_error"].startswith("reply larger than 1,000,000 bytes (--max-reply-bytes)")
    assert rows[1]["response"] == "short"


def test_a_command_printing_forever_is_stopped_at_the_size_cap(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, rows, took = _run(tmp_path, ["--target-cmd", "yes"], "--timeout", "20", "--max-reply-bytes", "2000000")
    assert code == 1 and rows[0]["meta"]["run_error"].startswith("output larger than 2,000,000 bytes")
    assert took < 10


def test_a_command_that_hangs_is_stopped_at_the_deadline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, rows, took = _run(tmp_path, ["--target-cmd", f"{sys.executable} -c 'import time; time.sleep(30)'"], "--timeout", "1")
    assert code == 1 and rows[0]["meta"]["run_error"].startswith("timed out after 1s") and took < 8


def test_a_deeply_nested_reply_is_not_json_not_an_internal_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = b"[" * 200_000 + b"]" * 200_000
    with TargetServer(lambda body, n: (200, deep, {})) as server:
        code, rows, _ = _run(tmp_path, ["--target", server.url])
    error = rows[0]["meta"]["run_error"]
    assert code == 1 and "not JSON" in error and "internal error" not in error and "RecursionError" not in error


def test_a_target_url_with_user_and_password_is_sent_as_basic_auth_and_never_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with TargetServer(lambda body, n: (500, {"error": "echo " + server.requests[-1]["headers"].get("Authorization", "")}, {})) as server:
        url = server.url.replace("http://", "http://bob:Pw-sekrit-123@") + "?key=Query-sekrit-456"
        code, rows, _ = _run(tmp_path, ["--target", url])
        sent = server.requests[0]["headers"]["Authorization"]
    assert sent == "Basic " + base64.b64encode(b"bob:Pw-sekrit-123").decode()
    out, err = capsys.readouterr()
    written = (tmp_path / "answers.jsonl").read_text(encoding="utf-8")
    assert code == 1 and "HTTP 500" in rows[0]["meta"]["run_error"]
    for text in (out, err, written):
        for secret in ("Pw-sekrit-123", "Query-sekrit-456", sent.split()[1]):
            assert secret not in text


def test_a_judge_base_url_with_credentials_is_stored_without_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-key-000000")
    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    with FakeChat() as fake:
        url = fake.url.replace("http://", "http://bob:Pw-sekrit-123@") + "?key=Query-sekrit-456"
        main(["score", str(cases), "--judge", "openai", "--base-url", url, "--store", str(tmp_path / "runs.db"),
              "--no-cache", "--format", "json"])
        main(["show", "last", "--store", str(tmp_path / "runs.db"), "--format", "json"])
    out, err = capsys.readouterr()
    db = sqlite3.connect(tmp_path / "runs.db")
    stored = " ".join(str(row) for row in db.execute("SELECT judge_config, settings FROM runs"))
    db.close()
    assert "base_url" in stored and "key=***" in stored
    for text in (stored, out, err):
        assert "Pw-sekrit-123" not in text and "Query-sekrit-456" not in text and "bob:" not in text
