"""Opening an input for one streaming pass: a file, ``-`` (standard input), a FIFO or ``/dev/stdin``.

Every reader reads its input once, front to back, so a pipe works like a file. A FIFO nobody
writes to would block ``open`` forever; :func:`open_input` opens it without blocking and waits
at most :data:`FIFO_WAIT` seconds for a writer, then reports it as bad input.
"""
from __future__ import annotations

import contextlib
import io
import os
import select
import stat
import sys
from typing import Any, BinaryIO, Iterator, TextIO

from .errors import InputError, Problem

#: seconds to wait for a writer on a FIFO before giving up (``GROUNDTEST_FIFO_WAIT`` overrides)
FIFO_WAIT = 10.0


#: the longest line read from an input (``--max-line-bytes`` or ``GROUNDTEST_MAX_LINE_BYTES``
#: raise it): a line beyond is bad input naming its line, not gigabytes of memory (``/dev/zero``)
MAX_LINE_BYTES = 64 * 1024 * 1024


def max_line_bytes() -> int:
    value = os.environ.get("GROUNDTEST_MAX_LINE_BYTES", "")
    return int(value) if value.isdigit() and int(value) > 0 else MAX_LINE_BYTES


@contextlib.contextmanager
def line_limit(n: int | None) -> "Iterator[None]":
    """``--max-line-bytes N`` while a command runs: the cap for this process and the worker
    processes it starts (through the environment, restored after)."""
    if not n:
        yield
        return
    before = os.environ.get("GROUNDTEST_MAX_LINE_BYTES")
    os.environ["GROUNDTEST_MAX_LINE_BYTES"] = str(int(n))
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("GROUNDTEST_MAX_LINE_BYTES", None)
        else:
            os.environ["GROUNDTEST_MAX_LINE_BYTES"] = before


def lines(fh: "BinaryIO | TextIO", name: str) -> "Iterator[tuple[int, Any]]":
    """``enumerate(fh, 1)`` with each line at most :func:`max_line_bytes` long (:class:`InputError`
    beyond; a text stream counts characters)."""
    limit = max_line_bytes()
    lineno = 0
    while True:
        raw = fh.readline(limit + 1)
        if not raw:
            return
        lineno += 1
        if len(raw) > limit:
            raise InputError(Problem(name, lineno, None, f"line longer than {limit:,} bytes "
                                                         "(raise the limit with --max-line-bytes N)"))
        yield lineno, raw


def open_input(path: str, what: str = "file") -> BinaryIO:
    """A binary stream of ``path`` (``-`` is standard input); :class:`InputError` if it cannot be read."""
    if str(path) == "-":
        return _stdin()
    name = str(path)
    try:
        mode = os.stat(name).st_mode
        if stat.S_ISDIR(mode):
            raise InputError(Problem(name, None, None, f"is a directory, not a {what}"))
        if stat.S_ISFIFO(mode):
            return _open_fifo(name, what)
        return open(name, "rb")
    except FileNotFoundError:
        raise InputError(Problem(name, None, None, "no such file")) from None
    except IsADirectoryError:
        raise InputError(Problem(name, None, None, f"is a directory, not a {what}")) from None
    except OSError as exc:
        raise InputError(Problem(name, None, None, f"cannot read: {exc.strerror or exc}")) from None


def _open_fifo(name: str, what: str) -> BinaryIO:
    fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK)
    try:
        wait = float(os.environ.get("GROUNDTEST_FIFO_WAIT", FIFO_WAIT))
        poller = select.poll()
        poller.register(fd, select.POLLIN | select.POLLHUP)
        if not poller.poll(int(wait * 1000)):
            raise InputError(Problem(name, None, None, f"a FIFO with no writer (waited {wait:g} s for one to write the {what})"))
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _stdin() -> BinaryIO:
    """Standard input as bytes; closing it leaves the process's stdin open."""
    try:
        return open(sys.stdin.fileno(), "rb", closefd=False)
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        buffer = getattr(sys.stdin, "buffer", None)
        return buffer if buffer is not None else io.BytesIO(sys.stdin.read().encode("utf-8"))
