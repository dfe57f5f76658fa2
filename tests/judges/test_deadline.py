"""``--timeout`` is a total deadline per judge request (connect + read), against a real server on
127.0.0.1 that trickles its reply one byte every 0.4 s (each read alone is well inside the timeout)."""
from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path
from typing import Iterator

import pytest

from groundtest.model import Case, Chunk
from groundtest.scoring import score
from groundtest.settings import Settings

REPLY = json.dumps({"choices": [{"message": {"content": json.dumps({"score": 5, "reason": "ok", "unsupported_claims": []})}}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1}}).encode()


class Trickle:
    """Answers every request with a valid completion, ``step`` seconds per byte (headers first, or too)."""

    def __init__(self, step: float = 0.4, headers_too: bool = False):
        self.step, self.headers_too = step, headers_too
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/v1"
        self.requests = 0
        self.done = threading.Event()
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while not self.done.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            threading.Thread(target=self._answer, args=(conn,), daemon=True).start()

    def _answer(self, conn: socket.socket) -> None:
        with conn:
            data = b""
            while b"\r\n\r\n" not in data:
                data += conn.recv(65536)
            head, _, body = data.partition(b"\r\n\r\n")
            length = int([h for h in head.split(b"\r\n") if h.lower().startswith(b"content-length")][0].split(b":")[1])
            while len(body) < length:
                body += conn.recv(65536)
            self.requests += 1
            headers = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(REPLY)
            slow = headers + REPLY if self.headers_too else REPLY
            try:
                if not self.headers_too:
                    conn.sendall(headers)
                for i in range(len(slow)):
                    if self.done.is_set():
                        return
                    conn.sendall(slow[i:i + 1])
                    time.sleep(self.step)
            except OSError:
                return

    def close(self) -> None:
        self.done.set()
        self.sock.close()


@pytest.fixture(params=[False, True], ids=["body", "headers_and_body"])
def trickle(request: pytest.FixtureRequest) -> Iterator[Trickle]:
    server = Trickle(headers_too=request.param)
    yield server
    server.close()


def test_a_trickling_reply_is_cut_at_the_total_timeout_and_fails_closed(trickle: Trickle, monkeypatch: pytest.MonkeyPatch,
                                                                        tmp_path: Path) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-deadline")
    monkeypatch.chdir(tmp_path)
    settings = Settings(judge="openai", judge_options={"base_url": trickle.url, "no_cache": True, "timeout": 1,
                                                       "max_retries": 1, "retry_base": 0.01})
    case = Case("c", "answerable", "answer", "How much is a card?", [Chunk("fees.md", "A card costs $3.")], "A card costs $3.")
    t = time.monotonic()
    [result] = list(score([case], "openai", settings))
    took = time.monotonic() - t
    assert result.judge_error and result.hallucinated, result  # failed closed
    assert "timeout" in json.dumps(result.to_dict()).lower()
    assert trickle.requests == 2  # tried, retried once, then failed closed
    assert took < 2 * 1 + 2.0, f"{took:.1f}s for two 1 s deadlines (a whole trickled reply takes {len(REPLY) * 0.4:.0f}s)"
