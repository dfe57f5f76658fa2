"""Recording a ``score`` run in the store as it streams, without ever losing the report to a store failure."""
from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path
from typing import Callable

from ..model import Result
from ..settings import Settings
from .store import DEFAULT_PATH, KeySorter, Store, cases_key
from ..summary import Summary

BATCH = 1000


def _warn(message: str) -> None:
    print(f"groundtest: warning: {message}", file=sys.stderr)


def _error(message: str) -> None:
    print(f"groundtest: error: {message}", file=sys.stderr)


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


class Recorder:
    """Buffers results and inserts them in batches (memory stays flat).

    Any store error (locked, read-only, disk full, not a database) prints one warning on stderr
    and turns the recorder off: the scoring run and its report go on. With ``required`` (the
    user named the store with ``--store``) it is an error instead, and ``failed`` tells the
    command to exit 2 once the report is out.
    """

    def __init__(
        self,
        path: str | Path | None,
        cases_path: str | None,
        settings: Settings,
        repeat: int = 1,
        warn: Callable[[str], None] | None = None,
        required: bool = False,
    ):
        self.path = Path(path) if path else DEFAULT_PATH
        self.warn = warn or (_error if required else _warn)
        self.failed = False
        self.cases_path = cases_path
        self.buffer: list[Result] = []
        self.lines: list[str | None] = []
        self.digests: list[bytes] = []
        self.sorter: KeySorter | None = None
        self.keyed = 0  # results whose digest came with them
        self.position = 0
        self.store: Store | None = None
        self.run_id: int | None = None
        self._inode: tuple[int, int] | None = None
        self._guard(self._open, cases_path, settings, repeat)

    def _open(self, cases_path: str | None, settings: Settings, repeat: int) -> None:
        self.store = Store.open(self.path)
        self.run_id = self.store.start_run(cases_path, settings, repeat)
        self._inode = _identity(self.path)
        if self._inode is None:
            raise RuntimeError("the store file was deleted as the run began")

    @property
    def active(self) -> bool:
        return self.store is not None and self.run_id is not None

    def add(self, result: Result, line: str | None = None, digest: bytes | None = None) -> None:
        """Buffer a result; ``line``: its JSON line if already made; ``digest``: its case's part
        of the set's key (:func:`~groundtest.runs.store.definition_digest`), when the scoring pass
        computed it — given for every case, it saves reading the case file a second time."""
        if not self.active:
            return
        self.buffer.append(result)
        self.lines.append(line)
        if digest is not None:
            self.digests.append(digest)
            self.keyed += 1
        if len(self.buffer) >= BATCH:
            self._guard(self._flush)

    def _flush(self) -> None:
        if self.buffer:
            assert self.store is not None and self.run_id is not None
            self.store.add_results(self.run_id, self.position, self.buffer, self.lines)
            self.position += len(self.buffer)
            self.buffer, self.lines = [], []
        if self.digests:
            if self.sorter is None:
                self.sorter = KeySorter()
            self.sorter.add_many(self.digests)
            self.digests = []

    def finish(self, summary: Summary, sha256: str | None, status: str = "complete", keyed: bool = False) -> int | None:
        """Write what is buffered and the summary; returns the run id (None if not recorded).
        ``keyed``: every case of the file came with its digest (the key needs no second read)."""
        if self.active:
            self._guard(self._finish, summary, sha256, status, keyed)
        run_id = self.run_id if self.active else None
        self.close()
        return run_id

    def _finish(self, summary: Summary, sha256: str | None, status: str, keyed: bool) -> None:
        self._flush()
        assert self.store is not None and self.run_id is not None
        # a second read of a pipe or FIFO would hang (or find nothing): only a regular file has a key
        path = self.cases_path
        regular = bool(path) and Path(path or "").is_file()
        key: str | None
        if keyed and regular and status == "complete" and self.keyed == self.position and self.sorter is not None:
            key = self.sorter.key()  # the scoring pass fed every case's digest
        else:
            key = cases_key(path) if regular and path else None
        self.store.finish_run(self.run_id, summary, sha256, status, key)
        if _identity(self.path) != self._inode:  # SQLite wrote on into a deleted file: nothing is kept
            raise RuntimeError("the store file was deleted or replaced during the run")

    def discard(self) -> None:
        """Remove the run (the case file was bad: nothing was scored)."""
        if self.active:
            assert self.store is not None and self.run_id is not None
            self._guard(self.store.delete_run, self.run_id)
        self.close()

    def close(self) -> None:
        if self.sorter is not None:
            self.sorter.close()
            self.sorter = None
        if self.store is not None:
            try:
                self.store.close()
            except sqlite3.Error:
                pass
        self.store = None

    def _guard(self, fn: Callable[..., None], *args: object) -> None:
        try:
            fn(*args)
        except Exception as exc:  # sqlite3.Error, OSError, a bug: never lose the report to the store
            self.failed = True
            self.warn(f"run not recorded in store {self.path}: {exc}")
            self.close()
            self.run_id = None
