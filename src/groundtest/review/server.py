"""Serving the review app with uvicorn on 127.0.0.1 only, on a given or a free port."""
from __future__ import annotations

import errno
import socket
import threading
import time
from typing import Any

from ..errors import MissingExtra, UsageError

HOST = "127.0.0.1"


class ReviewServer:
    """An ASGI app on ``127.0.0.1:port`` (0: a free port, bound before serving, so no race)."""

    def __init__(self, app: Any, port: int = 0):
        try:
            import uvicorn
        except ImportError:
            raise MissingExtra("uvicorn", "review", "groundtest review") from None
        if not 0 <= port <= 65535:
            raise UsageError(f"--port must be between 0 and 65535, got {port}")
        # proto=IPPROTO_TCP: asyncio sets TCP_NODELAY on accepted connections only then (else
        # Nagle + delayed ACK add ~40 ms to every response)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.sock.bind((HOST, port))
        except OSError as exc:
            self.sock.close()
            why = "is in use" if exc.errno == errno.EADDRINUSE else f"cannot be used ({exc.strerror})"
            raise UsageError(f"port {port} on {HOST} {why}; pick another with --port, or 0 for a free one") from None
        # listening from now on: the "open URL" line is printed before uvicorn starts, and a
        # browser (or a test) that connects at once waits in the backlog instead of being refused
        self.sock.listen(128)
        self.port = self.sock.getsockname()[1]
        config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
        self.server = uvicorn.Server(config)
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/"

    def serve_forever(self) -> None:
        """Serve until Ctrl-C (uvicorn then re-raises KeyboardInterrupt)."""
        try:
            self.server.run(sockets=[self.sock])
        finally:
            self.sock.close()

    def start(self, timeout: float = 10.0) -> "ReviewServer":
        """Serve in a background thread; returns once the server answers."""
        self._thread = threading.Thread(target=self.serve_forever, name="groundtest-review", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the review server did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=10)

    def __enter__(self) -> "ReviewServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
