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
from ..masking import register

from .answers import DEFAULT_PATH, Answer, Target, TargetError, _keys, _short, _show, extract, parse_output, parse_path, to_answer  # noqa: F401  (re-exported)


# --- targets ------------------------------------------------------------------------------


class HttpTarget:
    """POST the payload as JSON to ``url``; read the answer at ``response_path`` of the JSON reply
    (a ``text/plain`` reply is the answer itself)."""

    def __init__(self, url: str, *, headers: dict[str, str] | None = None, response_path: Sequence[str] | None = None,
                 context_path: Sequence[str] | None = None):
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError(f"--target: expected an http:// or https:// URL, got {url!r}")
        import urllib.request

        self.url = url
        port = f":{parts.port}" if parts.port else ""
        self.shown = f"{parts.scheme}://{parts.hostname}{port}{parts.path}"  # no userinfo or query: no secrets
        self.headers = {"Content-Type": "application/json", "Accept": "application/json", **(headers or {})}
        self.path = tuple(response_path or DEFAULT_PATH)
        self.context_path = tuple(context_path) if context_path else None
        local = parts.hostname in ("127.0.0.1", "localhost", "::1")
        self._opener = urllib.request.build_opener(*([urllib.request.ProxyHandler({})] if local else []))

    def call(self, payload: dict[str, Any], timeout: float) -> Answer:
        import http.client
        import urllib.error
        import urllib.request

        req = urllib.request.Request(self.url, json.dumps(payload).encode(), self.headers, method="POST")
        try:
            with self._opener.open(req, timeout=timeout) as resp:
                body, ctype = resp.read(), resp.headers.get_content_type()
        except urllib.error.HTTPError as exc:
            head = exc.read(401) if exc.fp else b""
            detail = _short(head[:400].decode("utf-8", "replace"), cut_after=len(head) > 400)
            retryable = exc.code == 429 or exc.code >= 500
            raise TargetError(f"HTTP {exc.code} {exc.reason}" + (f": {detail}" if detail else ""), retryable,
                              _retry_after(exc.headers.get("Retry-After"))) from None
        except TimeoutError:
            raise TargetError(f"timed out after {timeout:g}s") from None
        except urllib.error.URLError as exc:
            if isinstance(exc.reason, TimeoutError):
                raise TargetError(f"timed out after {timeout:g}s") from None
            raise TargetError(f"cannot connect to {self.shown}: {exc.reason}", retryable=True) from None
        except (ConnectionError, http.client.HTTPException) as exc:
            raise TargetError(f"connection failed: {type(exc).__name__}: {exc}", retryable=True) from None
        from .retrieved import read_plain, read_reply

        if ctype == "text/plain":
            return read_plain(body.decode("utf-8", "replace").strip(), self.context_path)
        try:
            data = json.loads(body)
        except ValueError:
            raise TargetError(f"reply is not JSON ({ctype}): {_short(body.decode('utf-8', 'replace'))}") from None
        return read_reply(data, self.path, self.context_path)

    def close(self) -> None:
        pass


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
                 context_path: Sequence[str] | None = None):
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
            out, err = proc.communicate((json.dumps(payload) + "\n").encode(), timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill(proc)
            proc.communicate()
            raise TargetError(f"timed out after {timeout:g}s") from None
        finally:
            with self._lock:
                self._live.discard(proc)
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
                headers: Sequence[str] = (), context_path: str | None = None) -> Target:
    """The target the command line names (``--target URL`` or ``--target-cmd CMD``)."""
    if bool(url) == bool(command):
        raise UsageError("give exactly one of --target URL or --target-cmd 'COMMAND'")
    path = parse_path(response_path) if response_path else None
    ctx = parse_path(context_path, "--context-path") if context_path else None
    if command:
        if headers:
            raise UsageError("--header applies to --target URL only")
        return CommandTarget(command, response_path=path, context_path=ctx)
    return HttpTarget(url or "", headers=parse_headers(headers), response_path=path, context_path=ctx)


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
