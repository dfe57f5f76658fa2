"""Auditing a file of production outputs end to end: stream, validate, sample, audit, write."""
from __future__ import annotations

import hashlib
import pickle
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from ..cases import _Duplicates
from ..errors import InputError, Problem
from ..infile import lines as read_lines, open_input
from ..jsonin import BadJSON, loads
from ..outputs import AtomicWriter
from .. import workers as _workers
from .rows import AuditConfig, audit_row, dumps, in_sample, queue_entry, row_problems
from .summary import AuditBuilder, AuditSummary

MAX_PROBLEMS = 500


@dataclass(slots=True)
class AuditOutcome:
    summary: AuditSummary
    file_sha256: str
    queued: int


class RowReader:
    """Valid rows of an outputs JSONL file, one at a time; ``problems`` collects the bad lines."""

    def __init__(self, path: str | Path):
        self.path, self.name = Path(path), str(path)
        self.problems: list[Problem] = []
        self.problem_count = 0
        self.sha256 = hashlib.sha256()
        self.count = 0
        self.unreadable = False

    def _problem(self, p: Problem) -> None:
        self.problem_count += 1
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(p)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        dups = _Duplicates()
        for lineno, raw in self.raw_lines():
            obj = self.parse(raw, lineno)
            if obj is not None:
                self.accept(str(obj["id"]), lineno, dups)
                yield obj
        self.finish(dups)

    def raw_lines(self) -> Iterator[tuple[int, bytes]]:
        """The non-blank lines as ``(line number, bytes)``, hashing every byte read."""
        try:
            fh = open_input(self.name, "outputs file")
        except InputError as exc:
            for p in exc.problems:
                self._problem(p)
            self.unreadable = True
            return
        with fh:
            for lineno, raw in read_lines(fh, self.name):
                self.sha256.update(raw)
                if lineno == 1:
                    raw = raw.removeprefix(b"\xef\xbb\xbf")
                if raw.strip():
                    yield lineno, raw

    def parse(self, raw: bytes, lineno: int) -> dict[str, Any] | None:
        """One line's row, or None with its problems recorded."""
        try:
            obj = loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            self._problem(Problem(self.name, lineno, None, f"not valid UTF-8 (byte {exc.start + 1})"))
            return None
        except BadJSON as exc:
            self._problem(Problem(self.name, lineno, None, str(exc)))
            return None
        problems = row_problems(obj, lineno, self.name)
        for p in problems:
            self._problem(p)
        return None if problems else obj

    def accept(self, ident: str, lineno: int, dups: _Duplicates) -> None:
        dups.add(ident, lineno)
        self.count += 1

    def finish(self, dups: _Duplicates) -> None:
        """Whole-file problems once every line is read: duplicate ids, an empty file."""
        if self.unreadable:
            return
        for line, ident, first in dups.found():  # reported at the end: the run fails, nothing is written
            self._problem(Problem(self.name, line, "id", f"duplicate id {ident!r} (first on line {first})"))
        if self.count == 0 and self.problem_count == 0:
            self._problem(Problem(self.name, None, None, "file is empty: no outputs"))

    def raise_if_problems(self) -> None:
        if self.problem_count:
            extra = self.problem_count - len(self.problems)
            more = [Problem(self.name, None, None, f"... and {extra} more problem(s)")] if extra > 0 else []
            raise InputError(self.problems + more)


class RowAuditor:
    """One worker's task: parse, validate, sample and audit a batch of ``(line, bytes)``. Per line
    ``(line, id, problems, problem count, output type, result, result line, queue line)``; the
    result is None for a row out of the sample, the id None for a bad line."""

    def __init__(self, name: str, config: AuditConfig):
        self.reader = RowReader(name)
        self.config = config

    def __call__(self, batch: list[tuple[int, bytes]]) -> list[tuple]:
        out: list[tuple] = []
        reader, config = self.reader, self.config
        for lineno, raw in batch:
            reader.problems, reader.problem_count = [], 0
            row = reader.parse(raw, lineno)
            if row is None:
                out.append((lineno, None, reader.problems, reader.problem_count, None, None, None, None))
                continue
            kind = row["output_type"]
            if not in_sample(row["id"], config.rate_for(kind)):
                out.append((lineno, str(row["id"]), [], 0, kind, None, None, None))
                continue
            result = audit_row(row, config)
            queued = dumps(queue_entry(row, result)) if result["hallucination"] == "uncertain" else None
            out.append((lineno, str(row["id"]), [], 0, kind, result, dumps(result), queued))
        return out


def _audited(reader: RowReader, config: AuditConfig, n: int, auto: bool) -> Iterator[tuple]:
    """``(output type, result, result line, queue line)`` per valid row, in file order, from
    ``n`` worker processes (or this one); the reader ends as if iterated here."""
    n, lines = _workers.fitted(reader.raw_lines(), n, auto, _workers.AUTO_MIN_CHECKED)
    dups = _Duplicates()
    for done in _workers.ordered(RowAuditor, (reader.name, config), _workers.batches(lines), n):
        for lineno, ident, problems, count, kind, result, line, queued in done:
            for p in problems:
                reader._problem(p)
            reader.problem_count += count - len(problems)
            if ident is not None:
                reader.accept(ident, lineno, dups)
                yield kind, result, line, queued
    reader.finish(dups)


def _picklable(config: AuditConfig) -> bool:
    try:
        pickle.dumps(config)
        return True
    except Exception:  # a checker given as a local function: audit in this process
        return False


def audit_file(path: str | Path, config: AuditConfig, *, results_path: str | Path | None = None,
               queue_path: str | Path | None = None,
               on_result: Callable[[dict[str, Any]], None] | None = None,
               workers: int | None = 1) -> AuditOutcome:
    """Audit every sampled output of ``path``; memory stays flat however large the file.
    A bad line anywhere raises :class:`InputError` listing every problem, and no file is written.
    ``workers``: processes (None: every usable CPU, one for a small file); the files written are
    the same whatever the number."""
    reader = RowReader(path)
    builder = AuditBuilder(config)
    results = AtomicWriter(results_path) if results_path else None
    queue = AtomicWriter(queue_path) if queue_path else None
    writers = [w for w in (results, queue) if w]
    queued = 0
    n = _workers.resolve(workers) if _picklable(config) else 1
    stream = None
    try:
        stream = _audited(reader, config, n, auto=workers is None)  # in this process when n is 1
        for kind, result, line, queue_line in stream:
            if result is None:
                builder.skip(kind)
                continue
            builder.add(result)
            if results:
                results.write(line + "\n")
            if queue and queue_line is not None:
                queue.write(queue_line + "\n")
                queued += 1
            if on_result:
                on_result(result)
        reader.raise_if_problems()
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM: what was finished is kept (no bad line seen so far)
        if stream is not None:
            stream.close()  # type: ignore[attr-defined]  # a generator: the workers stop now
        for w in writers:
            w.commit() if not reader.problem_count else w.discard()
        raise
    except BaseException:
        for w in writers:
            w.discard()
        raise
    for w in writers:
        w.commit()
    summary = builder.build(registry=config.registry, queue=str(queue_path) if queue_path else None)
    return AuditOutcome(summary, reader.sha256.hexdigest(), queued)

