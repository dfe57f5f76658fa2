"""Opening an input for one streaming pass: a file, ``-`` (standard input), a FIFO or ``/dev/stdin``.

Every reader reads its input once, front to back, so a pipe works like a file. A FIFO nobody
writes to would block ``open`` forever; :func:`open_input` opens it without blocking and waits
at most :data:`FIFO_WAIT` seconds for a writer, then reports it as bad input.
"""
from __future__ import annotations

import io
import os
import select
import stat
import sys
from typing import BinaryIO

from .errors import InputError, Problem

#: seconds to wait for a writer on a FIFO before giving up (``GROUNDTEST_FIFO_WAIT`` overrides)
FIFO_WAIT = 10.0


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
