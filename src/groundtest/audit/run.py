"""Auditing a file of production outputs end to end: stream, validate, sample, audit, write."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from ..cases import _Duplicates
from ..errors import InputError, Problem
from ..infile import open_input
from ..jsonin import BadJSON, loads
from ..outputs import AtomicWriter
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

    def _problem(self, p: Problem) -> None:
        self.problem_count += 1
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(p)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        try:
            fh = open_input(self.name, "outputs file")
        except InputError as exc:
            for p in exc.problems:
                self._problem(p)
            return
        dups = _Duplicates()
        with fh:
            for lineno, raw in enumerate(fh, 1):
                self.sha256.update(raw)
                if lineno == 1:
                    raw = raw.removeprefix(b"\xef\xbb\xbf")
                if not raw.strip():
                    continue
                try:
                    obj = loads(raw.decode("utf-8"))
                except UnicodeDecodeError as exc:
                    self._problem(Problem(self.name, lineno, None, f"not valid UTF-8 (byte {exc.start + 1})"))
                    continue
                except BadJSON as exc:
                    self._problem(Problem(self.name, lineno, None, str(exc)))
                    continue
                problems = row_problems(obj, lineno, self.name)
                for p in problems:
                    self._problem(p)
                if not problems:
                    dups.add(str(obj["id"]), lineno)
                    self.count += 1
                    yield obj
        for line, ident, first in dups.found():  # reported at the end: the run fails, nothing is written
            self._problem(Problem(self.name, line, "id", f"duplicate id {ident!r} (first on line {first})"))
        if self.count == 0 and self.problem_count == 0:
            self._problem(Problem(self.name, None, None, "file is empty: no outputs"))

    def raise_if_problems(self) -> None:
        if self.problem_count:
            extra = self.problem_count - len(self.problems)
            more = [Problem(self.name, None, None, f"... and {extra} more problem(s)")] if extra > 0 else []
            raise InputError(self.problems + more)


def audit_file(path: str | Path, config: AuditConfig, *, results_path: str | Path | None = None,
               queue_path: str | Path | None = None,
               on_result: Callable[[dict[str, Any]], None] | None = None) -> AuditOutcome:
    """Audit every sampled output of ``path``; memory stays flat however large the file.
    A bad line anywhere raises :class:`InputError` listing every problem, and no file is written."""
    reader = RowReader(path)
    builder = AuditBuilder(config)
    results = AtomicWriter(results_path) if results_path else None
    queue = AtomicWriter(queue_path) if queue_path else None
    writers = [w for w in (results, queue) if w]
    queued = 0
    try:
        for row in reader:
            if not in_sample(row["id"], config.rate_for(row["output_type"])):
                builder.skip(row["output_type"])
                continue
            result = audit_row(row, config)
            builder.add(result)
            if results:
                results.write(dumps(result) + "\n")
            if queue and result["hallucination"] == "uncertain":
                queue.write(dumps(queue_entry(row, result)) + "\n")
                queued += 1
            if on_result:
                on_result(result)
        reader.raise_if_problems()
    except BaseException:
        for w in writers:
            w.discard()
        raise
    for w in writers:
        w.commit()
    summary = builder.build(registry=config.registry, queue=str(queue_path) if queue_path else None)
    return AuditOutcome(summary, reader.sha256.hexdigest(), queued)
