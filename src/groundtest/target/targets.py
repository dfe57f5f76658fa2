"""Targets: the system under test behind one small protocol.

A target takes the payload ``{id, query, context}`` and returns an :class:`Answer`, or raises
:class:`TargetError` (``retryable`` for connection errors, 429, 5xx and failed commands):
an HTTP endpoint (:class:`HttpTarget`), a command reading the payload on stdin
(:class:`CommandTarget`), or a plain Python function (:class:`FunctionTarget`).
"""
from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import threading
from typing import Any, Callable, Sequence
from urllib.parse import urlsplit

from ..errors import UsageError
from ..masking import register, register_url

from .answers import DEFAULT_PATH, Answer, Target, TargetError, _keys, _short, _show, extract, parse_output, parse_path, to_answer  # noqa: F401  (re-exported)


#: the largest reply or command output read by default (--max-reply-bytes)
MAX_REPLY_BYTES = 10_000_000


# --- targets ------------------------------------------------------------------------------


class HttpTarget:
    """POST the payload as JSON to ``url``; read the answer at ``response_path`` of the JSON reply
    (a ``text/plain`` reply is the answer itself)."""

    def __init__(self, url: str, *, headers: dict[str, str] | None = None, response_path: Sequence[str] | None = None,
                 context_path: Sequence[str] | None = None, max_reply_bytes: int = MAX_REPLY_BYTES):
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError("--target: expected an http:// or https:// URL"
                             + ("" if "@" in url else f", got {url!r}"))  # (never echo what may be a password)
        self.max_reply_bytes = max_reply_bytes
        headers = dict(headers or {})
        register_url(url)  # its query values (?key=...) are secrets too
        if parts.username is not None or parts.password is not None:
            # user:password@host is sent as HTTP Basic auth (urllib would drop it silently), taken out
            # of the URL, and masked in every output like a ${VAR} header
            import base64
            from urllib.parse import unquote

            user, password = unquote(parts.username or ""), unquote(parts.password or "")
            token = base64.b64encode(f"{user}:{password}".encode()).decode()
            for secret in (password, token, f"{user}:{password}"):
                register(secret)
            if not any(k.lower() == "authorization" for k in headers):
                headers["Authorization"] = f"Basic {token}"
            netloc = parts.netloc.rpartition("@")[2]
            url = parts._replace(netloc=netloc).geturl()
        import urllib.request

        self.url = url
        port = f":{parts.port}" if parts.port else ""
        self.shown = f"{parts.scheme}://{parts.hostname}{port}{parts.path}"  # no userinfo or query: no secrets
        self.headers = {"Content-Type": "application/json", "Accept": "application/json", **(headers or {})}
        self.path = tuple(response_path or DEFAULT_PATH)
        self.context_path = tuple(context_path) if context_path else None
        local = parts.hostname in ("127.0.0.1", "localhost", "::1")
        self._opener = urllib.request.build_opener(*([urllib.request.ProxyHandler({})] if local else []), *_watched_handlers())

    def call(self, payload: dict[str, Any], timeout: float) -> Answer:
        import http.client
        import urllib.error
        import urllib.request

        req = urllib.request.Request(self.url, json.dumps(payload).encode(), self.headers, method="POST")
        watch = _Watch(timeout)  # --timeout is the whole call: a server trickling a byte at a time is cut off
        with watch:  # (an error body is read under the deadline too)
            try:
                with self._opener.open(req, timeout=timeout) as resp:
                    body, ctype = _read_capped(resp, self.max_reply_bytes, watch), resp.headers.get_content_type()
            except ReplyTooLarge:
                raise TargetError(f"reply larger than {self.max_reply_bytes:,} bytes (--max-reply-bytes)") from None
            except urllib.error.HTTPError as exc:
                if watch.fired:
                    raise TargetError(f"timed out after {timeout:g}s") from None
                head = exc.read(401) if exc.fp else b""
                detail = _short(head[:400].decode("utf-8", "replace"), cut_after=len(head) > 400)
                retryable = exc.code == 429 or exc.code >= 500
                raise TargetError(f"HTTP {exc.code} {exc.reason}" + (f": {detail}" if detail else ""), retryable,
                                  _retry_after(exc.headers.get("Retry-After"))) from None
            except TimeoutError:
                raise TargetError(f"timed out after {timeout:g}s") from None
            except urllib.error.URLError as exc:
                if isinstance(exc.reason, TimeoutError) or watch.fired:
                    raise TargetError(f"timed out after {timeout:g}s") from None
                raise TargetError(f"cannot connect to {self.shown}: {exc.reason}", retryable=True) from None
            except (ConnectionError, http.client.HTTPException, OSError) as exc:
                if watch.fired:
                    raise TargetError(f"timed out after {timeout:g}s") from None
                raise TargetError(f"connection failed: {type(exc).__name__}: {exc}", retryable=True) from None
        from .retrieved import read_plain, read_reply

        if ctype == "text/plain":
            return read_plain(body.decode("utf-8", "replace").strip(), self.context_path)
        try:
            data = json.loads(body)
        except RecursionError:
            raise TargetError(f"reply is not JSON we read ({ctype}): nested too deeply") from None
        except ValueError:
            raise TargetError(f"reply is not JSON ({ctype}): {_short(body.decode('utf-8', 'replace'))}") from None
        return read_reply(data, self.path, self.context_path)

    def close(self) -> None:
        pass


class ReplyTooLarge(Exception):
    pass


_watching = threading.local()


class _Watch:
    """A total deadline for one HTTP call on this thread: when it passes, the call's socket is shut
    down, so a blocked read (however slowly the server trickles) ends at once."""

    def __init__(self, seconds: float):
        self.seconds, self.fired, self.sock = seconds, False, None
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self.fire)
        self._timer.daemon = True

    def __enter__(self) -> "_Watch":
        _watching.current = self
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()
        _watching.current = None

    def attach(self, sock: Any) -> None:
        with self._lock:
            self.sock = sock
            fired = self.fired
        if fired:
            _shut(sock)

    def fire(self) -> None:
        with self._lock:
            self.fired = True
            sock = self.sock
        if sock is not None:
            _shut(sock)


def _shut(sock: Any) -> None:
    import socket

    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


def _watched_handlers() -> list:
    """urllib handlers whose connections report their socket to the call's :class:`_Watch`."""
    import http.client
    import urllib.request

    def watched(base: type) -> type:
        class Connection(base):  # type: ignore[misc, valid-type]
            def connect(self) -> None:
                super().connect()
                watch = getattr(_watching, "current", None)
                if watch is not None:
                    watch.attach(self.sock)
        return Connection

    plain, secure = watched(http.client.HTTPConnection), watched(http.client.HTTPSConnection)

    class Http(urllib.request.HTTPHandler):
        def http_open(self, req):  # type: ignore[no-untyped-def]
            return self.do_open(plain, req)

    class Https(urllib.request.HTTPSHandler):
        def https_open(self, req):  # type: ignore[no-untyped-def]
            return self.do_open(secure, req, context=self._context)

    return [Http(), Https()]


def _read_capped(resp: Any, limit: int, watch: _Watch) -> bytes:
    """The reply's body, at most ``limit`` bytes (:class:`ReplyTooLarge` beyond)."""
    chunks, size = [], 0
    while True:
        chunk = resp.read(min(1 << 16, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            raise ReplyTooLarge
    if watch.fired:
        raise TimeoutError
    return b"".join(chunks)


def _retry_after(value: str | None) -> float | None:
    try:
        return max(0.0, float(value)) if value else None
    except ValueError:
        return None


class CommandTarget:
    """Run ``command`` once per case with the payload as JSON on stdin; its stdout is the answer:
    plain text, or JSON (``{"response": ...}`` or ``response_path``). No shell is involved: the
    command line is split like a shell would (wrap it in ``sh -c '...'`` for pipes)."""

    def __init__(self, command: str | Sequence[str], *, response_path: Sequence[str] | None = None,
                 context_path: Sequence[str] | None = None, max_reply_bytes: int = MAX_REPLY_BYTES):
        self.max_reply_bytes = max_reply_bytes
        argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not argv:
            raise UsageError("--target-cmd: empty command")
        if not (shutil.which(argv[0]) or (os.sep in argv[0] and os.access(argv[0], os.X_OK))):
            raise UsageError(f"--target-cmd: command not found: {argv[0]}")
        self.argv = argv
        self.path = tuple(response_path) if response_path else None
        self.context_path = tuple(context_path) if context_path else None
        self._live: set[subprocess.Popen] = set()
        self._lock = threading.Lock()

    def call(self, payload: dict[str, Any], timeout: float) -> Answer:
        try:
            proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, start_new_session=True)
        except OSError as exc:
            raise TargetError(f"cannot start {self.argv[0]}: {exc.strerror}", retryable=False) from None
        with self._lock:
            self._live.add(proc)
        try:
            out, err, how = _communicate(proc, (json.dumps(payload) + "\n").encode(), timeout, self.max_reply_bytes)
        finally:
            with self._lock:
                self._live.discard(proc)
        if how == "timeout":
            raise TargetError(f"timed out after {timeout:g}s")
        if how == "too large":
            raise TargetError(f"output larger than {self.max_reply_bytes:,} bytes (--max-reply-bytes)")
        if proc.returncode != 0:
            how = f"killed by signal {-proc.returncode}" if proc.returncode < 0 else f"exit status {proc.returncode}"
            tail = _short(err[-400:].decode("utf-8", "replace"), cut_before=len(err) > 400)
            raise TargetError(f"command failed ({how})" + (f": {tail}" if tail else ""), retryable=True)
        from .retrieved import read_output

        return read_output(out.decode("utf-8", "replace"), self.path, self.context_path)

    def close(self) -> None:
        """Kill commands still running (an interrupted run)."""
        with self._lock:
            live = list(self._live)
        for proc in live:
            _kill(proc)


def _communicate(proc: subprocess.Popen, data: bytes, timeout: float, limit: int) -> tuple[bytes, bytes, str]:
    """``proc.communicate`` with a total deadline and at most ``limit`` bytes of standard output
    (the process is killed beyond; ``yes`` no longer fills the memory): (stdout, the last 64 KB
    of stderr, "" or "timeout" or "too large")."""
    import selectors
    import time

    end = time.monotonic() + timeout
    out, err = bytearray(), bytearray()
    how = ""
    sel = selectors.DefaultSelector()
    pending = memoryview(data)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    for f in (proc.stdin, proc.stdout, proc.stderr):
        os.set_blocking(f.fileno(), False)
    sel.register(proc.stdin, selectors.EVENT_WRITE)
    sel.register(proc.stdout, selectors.EVENT_READ)
    sel.register(proc.stderr, selectors.EVENT_READ)
    try:
        while sel.get_map():
            left = end - time.monotonic()
            if left <= 0:
                how = "timeout"
                break
            for key, _ in sel.select(min(left, 1.0)):
                f = key.fileobj  # type: ignore[assignment]
                if f is proc.stdin:
                    try:
                        n = os.write(proc.stdin.fileno(), pending[:1 << 16])
                        pending = pending[n:]
                    except BlockingIOError:
                        continue
                    except (BrokenPipeError, OSError):  # the command does not read its input: fine
                        pending = pending[:0]
                    if not pending:
                        sel.unregister(f)
                        proc.stdin.close()
                    continue
                try:
                    chunk = os.read(f.fileno(), 1 << 16)
                except BlockingIOError:
                    continue
                if not chunk:
                    sel.unregister(f)
                    continue
                if f is proc.stdout:
                    out += chunk
                    if len(out) > limit:
                        how = "too large"
                        break
                else:
                    err += chunk
                    del err[:-65536]  # only the tail is shown
            if how:
                break
    finally:
        sel.close()
        for f in (proc.stdin, proc.stdout, proc.stderr):
            try:
                f.close()
            except OSError:
                pass
    if how:
        _kill(proc)
        proc.wait()
        return bytes(out), bytes(err), how
    try:
        proc.wait(max(0.0, end - time.monotonic()) + 0.05)
    except subprocess.TimeoutExpired:  # its output closed but it runs on
        _kill(proc)
        proc.wait()
        return bytes(out), bytes(err), "timeout"
    return bytes(out), bytes(err), ""


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, AttributeError):
        proc.kill()


class FunctionTarget:
    """A plain function ``fn(payload) -> str | {text, answerable} | {response: ...}``. A call that
    overruns the timeout is recorded as timed out (the function's thread cannot be stopped and is
    left to finish). Exceptions are recorded; ConnectionError and TimeoutError are retried."""

    def __init__(self, fn: Callable[[dict[str, Any]], Any]):
        self.fn = fn

    def call(self, payload: dict[str, Any], timeout: float) -> Answer:
        box: dict[str, Any] = {}

        def work() -> None:
            try:
                box["value"] = self.fn(payload)
            except BaseException as exc:  # recorded for the case, never fatal
                box["error"] = exc

        t = threading.Thread(target=work, daemon=True, name="groundtest-target")
        t.start()
        t.join(timeout)
        if t.is_alive():
            raise TargetError(f"timed out after {timeout:g}s")
        if "error" in box:
            exc = box["error"]
            if isinstance(exc, TargetError):  # the function said why (e.g. a framework adapter)
                raise exc
            raise TargetError(f"{type(exc).__name__}: {exc}", isinstance(exc, (ConnectionError, TimeoutError)))
        from .retrieved import read_value

        return read_value(box["value"])

    def close(self) -> None:
        pass


def make_target(url: str | None = None, command: str | None = None, *, response_path: str | None = None,
                headers: Sequence[str] = (), context_path: str | None = None,
                max_reply_bytes: int = MAX_REPLY_BYTES) -> Target:
    """The target the command line names (``--target URL`` or ``--target-cmd CMD``)."""
    if bool(url) == bool(command):
        raise UsageError("give exactly one of --target URL or --target-cmd 'COMMAND'")
    path = parse_path(response_path) if response_path else None
    ctx = parse_path(context_path, "--context-path") if context_path else None
    if command:
        if headers:
            raise UsageError("--header applies to --target URL only")
        return CommandTarget(command, response_path=path, context_path=ctx, max_reply_bytes=max_reply_bytes)
    return HttpTarget(url or "", headers=parse_headers(headers), response_path=path, context_path=ctx,
                      max_reply_bytes=max_reply_bytes)


def parse_headers(items: Sequence[str]) -> dict[str, str]:
    """``Name: value`` pairs; ``${VAR}`` in a value is read from the environment (keep keys out of
    shell history and files)."""
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition(":")
        if not sep or not name.strip():
            raise UsageError(f"--header: expected 'Name: value', got {item.split(':')[0]!r}...")

        def env(m: re.Match) -> str:
            if m.group(1) not in os.environ:
                raise UsageError(f"--header {name.strip()}: environment variable {m.group(1)} is not set")
            register(os.environ[m.group(1)])  # masked wherever it might be echoed back
            return os.environ[m.group(1)]

        out[name.strip()] = re.sub(r"\$\{(\w+)\}", env, value.strip())
    return out
