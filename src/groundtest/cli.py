"""The command line: ``main(argv) -> int`` dispatches to one module per command in ``commands/``.

One error handler maps exceptions to exit codes (DESIGN §4): 0 passed, 1 gate failed,
2 bad input or usage, 3 internal error (a bug: one line, the traceback in a log file), 130
interrupted (Ctrl-C), 143 terminated (SIGTERM, handled as Ctrl-C is: what was finished is kept,
temporary files are removed). Nothing escapes as a traceback.
"""
from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import os
import signal
import sys
import threading
import traceback
from typing import Any, Sequence

from . import __version__
from .errors import (
    EXIT_INPUT,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_TERMINATED,
    GroundtestError,
    InputError,
    UsageError,
    internal_error_line,
    log_internal_error,
)
from .masking import cut, masked_streams

#: command name → module in groundtest.commands (explicit; no discovery)
COMMANDS: dict[str, str] = {
    "score": "score",
    "check": "check",
    "guard": "guard",
    "validate": "validate",
    "compare": "compare",
    "runs": "runs",
    "show": "show",
    "derive": "derive",
    "run": "run",
    "calibrate": "calibrate",
    "review": "review",
    "labels": "labels",
    "registry": "registry",
    "audit": "audit",
    "import": "import_",
}


class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of exiting, so one handler owns exit codes."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")

    def exit(self, status: int = 0, message: str | None = None) -> None:  # type: ignore[override]
        if message:
            sys.stderr.write(message)
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, code: int):
        self.code = code


def build_parser() -> _Parser:
    parser = _Parser(prog="groundtest", description="Test grounded assistants for hallucination and over-refusal.")
    parser.add_argument("--version", action="version", version=f"groundtest {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module_name in COMMANDS.items():
        try:
            module = importlib.import_module(f"groundtest.commands.{module_name}")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("groundtest.commands"):
                continue  # a command whose module is not built yet
            raise
        p = sub.add_parser(name, help=module.HELP, description=module.HELP, epilog=getattr(module, "EPILOG", None))
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def _dispatch(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help(sys.stderr)
        return EXIT_INPUT
    return int(args._run(args))


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised in the main thread like Ctrl-C's KeyboardInterrupt: every command keeps
    what it keeps on Ctrl-C (finished results, answers already paid for) and cleans up."""


_terminated = threading.Event()


def _on_sigterm(signum: int, frame: object) -> None:
    _terminated.set()
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a second SIGTERM ends the process at once
    raise Terminated()


@contextlib.contextmanager
def _sigterm_as_interrupt():
    """SIGTERM handled as SIGINT while the command runs (only in the main thread, and only when
    nobody else handles SIGTERM: an application that calls ``main`` keeps its own handler)."""
    _terminated.clear()
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGTERM) != signal.SIG_DFL:
        yield
        return
    signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


def main(argv: Sequence[str] | None = None) -> int:
    """Run groundtest with ``argv`` (default ``sys.argv[1:]``) and return the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    with _sigterm_as_interrupt():
        code = _main(argv)
    return EXIT_TERMINATED if code == EXIT_INTERRUPTED and _terminated.is_set() else code


def _main(argv: list[str]) -> int:
    try:
        with masked_streams():  # a key echoed by a target or judge is never printed
            code = _dispatch(argv)
            sys.stdout.flush()  # (a full disk under "> file" is an error here, not a failure at exit)
            return code
    except _Exit as exc:
        return exc.code
    except InputError as exc:
        problems: list[Any] = list(exc.problems) or [str(exc)]
        for p in problems:
            print(f"groundtest: error: {p}", file=sys.stderr)
        return exc.exit_code
    except GroundtestError as exc:
        print(f"groundtest: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        how = "terminated (SIGTERM)" if _terminated.is_set() else "interrupted"
        print(f"groundtest: {how}; what was finished is kept", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return 0
    except OSError as exc:
        if exc.errno not in _ENVIRONMENT_ERRNOS:
            return _internal(exc, argv)
        if exc.filename:
            where = f"{exc.filename}: "
        elif getattr(exc, "stream", None) is not None:
            _drop_output(exc.stream)  # type: ignore[attr-defined]
            where = f"{'standard error' if exc.stream == '<stderr>' else 'standard output'}: cannot write: "  # type: ignore[attr-defined]
        else:
            where = ""
        print(f"groundtest: error: {where}{exc.strerror or exc}", file=sys.stderr)
        return EXIT_INPUT
    except Exception as exc:  # a bug: say so in one line, the traceback in a log file
        return _internal(exc, argv)


#: errors of the machine, not of groundtest: a full disk, a quota, a read-only or forbidden place
_ENVIRONMENT_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EACCES, errno.EPERM})


def _drop_output(name: object) -> None:
    """Point the stream that failed (a full disk) at /dev/null, so that closing it at exit does not
    fail again: what could not be written is lost, and the error says so."""
    stream = sys.stderr if name == "<stderr>" else sys.stdout
    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, stream.fileno())
        os.close(fd)
    except (OSError, ValueError, AttributeError):
        pass


def _internal(exc: BaseException, argv: list[str]) -> int:
    if os.environ.get("GROUNDTEST_DEBUG"):
        traceback.print_exc()
    log = log_internal_error(exc, next((f"groundtest {a}" for a in argv[:1] if a in COMMANDS), "groundtest"))
    print(internal_error_line(exc, log, cut), file=sys.stderr)
    return EXIT_INTERNAL


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
