"""Writing outputs atomically: a file appears whole or not at all (an interrupted write leaves the old one)."""
from __future__ import annotations

import json
import os
from glob import escape as glob_escape
import sys
import tempfile
from pathlib import Path
from typing import IO, Any, Iterable

from .errors import UsageError
from .masking import mask


class AtomicWriter:
    """Text file written to a temporary sibling and moved into place on :meth:`commit`."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        if self.path.is_dir():
            raise UsageError(f"output {self.path}: is a directory")
        self.tmp: Path | None = None
        self.fh: IO[str]
        if self.path.exists() and not self.path.is_file():
            # a device or a pipe (/dev/null, /dev/stdout, a FIFO): written in place, never replaced
            # (renaming a temporary over /dev/null would replace the device with a regular file)
            try:
                self.fh = open(self.path, "w", encoding="utf-8", errors="backslashreplace", newline="\n")
            except OSError as exc:
                raise UsageError(f"output {self.path}: cannot write: {exc.strerror or exc}") from None
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)
        except OSError as exc:  # under a regular file, a folder we may not write, a full disk
            raise UsageError(f"output {self.path}: cannot write: {exc.strerror or exc}") from None
        self.tmp = Path(tmp)
        try:  # mkstemp makes 0600; the file gets the mode open() would give it
            os.fchmod(fd, _mode_for(self.path))
        except OSError:  # pragma: no cover - a filesystem without modes
            pass
        _hold(fd)
        _remove_stale(self.path, self.tmp)
        # a lone surrogate (from a case id, say) is written as its JSON escape \\udXXX, never an error
        self.fh = os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace", newline="\n")

    def write(self, text: str) -> None:
        try:
            self.fh.write(mask(text))
        except OSError as exc:  # a full disk, a quota: an environment problem (exit 2), nothing left behind
            self.discard()
            raise UsageError(f"output {self.path}: cannot write: {exc.strerror or exc}") from None

    def write_json_line(self, obj: Any) -> None:
        self.write(json_line(obj) + "\n")

    def commit(self) -> None:
        if self.tmp is None:  # written in place
            try:
                self.fh.close()
            except OSError as exc:
                raise UsageError(f"output {self.path}: cannot write: {exc.strerror or exc}") from None
            return
        try:
            self.fh.flush()
            os.fsync(self.fh.fileno())
            self.fh.close()
            os.replace(self.tmp, self.path)
        except OSError as exc:
            self.discard()
            raise UsageError(f"output {self.path}: cannot write: {exc.strerror or exc}") from None

    def discard(self) -> None:
        try:
            if not self.fh.closed:
                self.fh.close()  # (on a full disk, closing flushes and fails again: the file goes anyway)
        except OSError:
            pass
        finally:
            if self.tmp is not None:
                self.tmp.unlink(missing_ok=True)


def _mode_for(path: Path) -> int:
    """An existing file keeps its mode; a new one gets 0666 less the umask (as ``open()`` does)."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        pass
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def refuse_overwrite(inputs: Iterable[str | Path | None], outputs: dict[str, str | Path | None]) -> None:
    """Raise :class:`UsageError` (exit 2) before anything is written when an output (``flag → path``)
    is the same file as an input or as another output: the same path, or the same file through a
    symbolic or hard link. ``-`` (stdout) and ``None`` are skipped."""
    from .errors import UsageError

    ins = [Path(p) for p in inputs if p is not None and str(p) != "-"]
    seen: list[tuple[str, Path]] = []
    for flag, out in outputs.items():
        if out is None or str(out) == "-":
            continue
        o = Path(out)
        for i in ins:
            if i.exists() and _same_file(i, o):  # (a missing input is the command's own error)
                raise UsageError(f"{flag} {out} is the same file as the input {i}: an output never overwrites an input")
        for other_flag, other in seen:
            if _same_file(other, o):
                raise UsageError(f"{flag} {out} is the same file as {other_flag} {other}: give each output its own file")
        seen.append((flag, o))


def _same_file(a: Path, b: Path) -> bool:
    try:
        if os.path.samefile(a, b):
            return True
    except OSError:  # one of them does not exist (yet)
        pass
    return os.path.abspath(a) == os.path.abspath(b)


def _hold(fd: int) -> None:
    """Lock our temporary while it is written: a lock held by no live process marks a stale one."""
    try:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (ImportError, OSError):  # no flock here: stale temporaries are then left alone
        pass


def _remove_stale(path: Path, ours: Path) -> None:
    """Delete temporaries of ``path`` (``.NAME.*.tmp``) left by a killed process: those nobody holds."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return
    for other in path.parent.glob(f".{glob_escape(path.name)}.*.tmp"):
        if other == ours or not other.is_file():
            continue
        try:
            fd = os.open(other, os.O_RDONLY)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            other.unlink(missing_ok=True)  # its writer is gone (the lock went with it)
        except OSError:
            pass  # another live run is writing it
        finally:
            os.close(fd)


def json_line(obj: Any) -> str:
    """The one serialiser of a JSONL record, without its newline: every engine writes results with it."""
    return _ENCODER.encode(obj)


_ENCODER = json.JSONEncoder(ensure_ascii=False, check_circular=False)  # == json.dumps(obj, ensure_ascii=False)


def emit(text: str, output: str | None) -> None:
    """Print a report to stdout, or write it atomically to ``output``."""
    if output is None or output == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    w = AtomicWriter(output)
    try:
        w.write(text)
        w.commit()
    except BaseException:
        w.discard()
        raise


def scratch_file(near: str | None) -> str:
    """A new empty temporary file for intermediate data (beside ``near`` when it is a file path,
    else in the system's temporary folder); the caller deletes it."""
    folder = Path(near).parent if near and near != "-" else None
    try:
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
        fd, path = tempfile.mkstemp(prefix=".groundtest-", suffix=".jsonl", dir=folder)
    except OSError as exc:  # a read-only or full folder: the output cannot be written there either
        raise UsageError(f"output {near or 'scratch file'}: cannot write in {folder or tempfile.gettempdir()}: "
                         f"{exc.strerror or exc}") from None
    os.close(fd)
    return path


def emit_pieces(pieces: Iterable[str], output: str | None) -> None:
    """:func:`emit` for a report produced in pieces (streamed: never held whole in memory)."""
    if output is None or output == "-":
        for piece in pieces:
            sys.stdout.write(piece)
        sys.stdout.flush()
        return
    w = AtomicWriter(output)
    try:
        for piece in pieces:
            w.write(piece)
        w.commit()
    except BaseException:
        w.discard()
        raise


class Progress:
    """A one-line progress counter on stderr, only when stderr is a terminal."""

    def __init__(self, label: str, enabled: bool | None = None, every: int = 200):
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self.label, self.every, self.n = label, every, 0

    def tick(self) -> None:
        self.n += 1
        if self.enabled and self.n % self.every == 0:
            sys.stderr.write(f"\r{self.label}: {self.n} cases")
            sys.stderr.flush()

    def done(self) -> None:
        if self.enabled and self.n >= self.every:
            sys.stderr.write(f"\r{self.label}: {self.n} cases\n")
            sys.stderr.flush()
