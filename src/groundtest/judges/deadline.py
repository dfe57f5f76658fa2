"""A total deadline per judge request: connect + send + every read, as ``--timeout`` reads.

The HTTP stack under the SDK applies its timeouts to each socket operation, so a server that
trickles a byte every 0.4 s never trips a 1 s timeout. :func:`install` wraps the network backend
of an SDK client's connection pools so that every connect, read and write waits at most what
is left of the deadline of the request running on this thread (:func:`deadline`), and fails
with the stack's own timeout error once it has passed (retried, then failed closed, like any
timeout).
"""
from __future__ import annotations

import contextlib
import sys
import threading
import time
from typing import Any, Iterator

_local = threading.local()


@contextlib.contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Requests made on this thread inside the block end within ``seconds`` in total."""
    _local.until = time.monotonic() + seconds
    try:
        yield
    finally:
        _local.until = None


def _left(timeout: float | None, error: type[Exception]) -> float | None:
    until = getattr(_local, "until", None)
    if until is None:
        return timeout
    left = until - time.monotonic()
    if left <= 0:
        raise error("the request's total deadline passed")
    return left if timeout is None else min(timeout, left)


class _Stream:
    def __init__(self, stream: Any, errors: Any):
        self._stream, self._errors = stream, errors

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._stream.read(max_bytes, _left(timeout, self._errors.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        return self._stream.write(buffer, _left(timeout, self._errors.WriteTimeout))

    def start_tls(self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None) -> "_Stream":
        return _Stream(self._stream.start_tls(ssl_context, server_hostname, _left(timeout, self._errors.ConnectTimeout)),
                       self._errors)

    def close(self) -> None:
        self._stream.close()

    def get_extra_info(self, info: str) -> Any:
        return self._stream.get_extra_info(info)


class _Backend:
    def __init__(self, backend: Any, errors: Any):
        self._backend, self._errors = backend, errors

    def connect_tcp(self, host: str, port: int, timeout: float | None = None, local_address: str | None = None,
                    socket_options: Any = None) -> _Stream:
        stream = self._backend.connect_tcp(host, port, _left(timeout, self._errors.ConnectTimeout), local_address, socket_options)
        return _Stream(stream, self._errors)

    def connect_unix_socket(self, path: str, timeout: float | None = None, socket_options: Any = None) -> _Stream:
        stream = self._backend.connect_unix_socket(path, _left(timeout, self._errors.ConnectTimeout), socket_options)
        return _Stream(stream, self._errors)

    def sleep(self, seconds: float) -> None:
        self._backend.sleep(seconds)


def install(http_client: Any) -> bool:
    """Wrap the network backend of every connection pool of an (SDK's) httpx client; False when
    its layout is not the one known (the per-operation timeouts then still apply)."""
    transports = [getattr(http_client, "_transport", None), *getattr(http_client, "_mounts", {}).values()]
    done = False
    for transport in transports:
        pool = getattr(transport, "_pool", None)
        backend = getattr(pool, "_network_backend", None)
        if backend is None or isinstance(backend, _Backend):
            continue
        errors = sys.modules[type(pool).__module__.split(".")[0]]
        if not all(hasattr(errors, n) for n in ("ReadTimeout", "WriteTimeout", "ConnectTimeout")):
            continue
        setattr(pool, "_network_backend", _Backend(backend, errors))
        done = True
    return done
