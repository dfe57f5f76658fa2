"""Errors and the exit codes they map to (DESIGN §4): 0 passed, 1 gate failed, 2 bad input or usage,
3 internal error (a bug: its traceback goes to a log file, see :func:`log_internal_error`), 130 interrupted,
143 terminated (SIGTERM)."""
from __future__ import annotations

import os
import platform
import tempfile
import traceback
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

EXIT_OK = 0
EXIT_GATE = 1
EXIT_INPUT = 2
EXIT_INTERNAL = 3
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143  # SIGTERM, handled as Ctrl-C

#: where internal-error logs go (relative to the working directory, beside the run store); the
#: temp directory when that is not writable
LOG_DIR = Path(".groundtest") / "logs"


@dataclass(frozen=True, slots=True)
class Problem:
    """One located input problem: rendered as ``FILE:LINE: field: message``."""

    file: str
    line: int | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


class GroundtestError(Exception):
    """Base of every error groundtest reports without a traceback."""

    exit_code = EXIT_INPUT


class UsageError(GroundtestError):
    """The command line or a setting is wrong."""


class InputError(GroundtestError):
    """One or more problems in an input file; ``problems`` lists all of them."""

    def __init__(self, problems: list[Problem] | Problem | str):
        if isinstance(problems, str):
            self.problems: list[Problem] = []
            super().__init__(problems)
            return
        if isinstance(problems, Problem):
            problems = [problems]
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class MissingExtra(GroundtestError):
    """An optional dependency is not installed."""

    def __init__(self, module: str, extra: str, what: str):
        super().__init__(
            f"{what} needs the '{module}' package: pip install 'groundtest[{extra}]'"
        )


def log_internal_error(exc: BaseException, what: str = "", append_to: Path | None = None) -> Path | None:
    """Write ``exc``'s traceback to a new log file (or at the end of ``append_to``, the log of an
    earlier bug of the same run); its path, or None when nothing could be written.

    The file is ``.groundtest/logs/internal-error-<UTC time>-<random>.log`` (else the same name in
    the temp directory), created fresh (never overwriting a file). ``what`` names the command; arguments
    are not written (they can hold URLs and paths the user did not mean to keep).
    """
    from . import __version__

    stamp = datetime.now(timezone.utc)
    text = (f"groundtest {__version__} internal error at {stamp:%Y-%m-%dT%H:%M:%SZ}"
            f"{f' in {what}' if what else ''}\n"
            f"python {platform.python_version()} on {platform.platform()}\n\n"
            + "".join(traceback.format_exception(exc)))
    if append_to is not None:
        try:
            with open(append_to, "a", encoding="utf-8") as f:
                f.write("\n" + text)
            return append_to
        except OSError:
            pass
    for folder in (LOG_DIR, Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(prefix=f"internal-error-{stamp:%Y%m%d-%H%M%S}-", suffix=".log", dir=folder)
        except OSError:
            continue
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError:
            continue
        return Path(name).absolute()
    return None


def internal_error_line(exc: BaseException, log: Path | None, cut: "Callable[[str, int], str] | None" = None) -> str:
    """The one line that reports a bug: what was raised, and where its traceback is. ``cut``
    shortens the message (``masking.cut``: secrets masked before the cut); default a plain slice."""
    lines = str(exc).strip().splitlines()
    told = f"{type(exc).__name__}: {cut(lines[0], 300) if cut else lines[0][:300]}" if lines else type(exc).__name__
    where = f"the traceback is in {log}" if log else "the traceback could not be written; set GROUNDTEST_DEBUG=1 to see it"
    return f"groundtest: internal error (a bug in groundtest, not in your input; please report it): {told} ({where})"
