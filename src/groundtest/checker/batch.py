"""``check --batch`` / ``guard --batch``: the verdict (or the guarded response) of every line of a
JSONL file ``{id?, query?, context, response}``, one JSON line out per line in, in input order,
spread over process workers (:mod:`groundtest.workers`).

A bad line anywhere is an :class:`InputError` naming file, line and field, and nothing is
written; the output is built in a temporary file and only then moved into place (or copied to
standard output), so memory stays flat however large the input.
"""
from __future__ import annotations

import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from typing import Any, Iterator

from ..cases import MAX_PROBLEMS, _Duplicates, parse_chunks
from ..errors import InputError, Problem
from ..infile import lines as infile_lines, open_input
from ..jsonin import BadJSON, loads
from ..model import Chunk
from ..outputs import AtomicWriter, json_line
from .. import workers as _workers

FIELDS = ("id", "query", "context", "response", "meta")
MODES = ("check", "guard")


@dataclass(frozen=True)
class BatchOptions:
    """What every line is checked with (picklable: sent once to each worker)."""

    mode: str = "check"
    config: Any = None  # a CheckerConfig
    query: str | None = None  # the default query, for lines without one
    require_citations: bool | None = None
    refusals: tuple[str, ...] = ()
    refusal: str | None = None  # guard: the answer that replaces a whole response
    max_critical_share: float | None = None
    drop_uncertain: bool = False


@dataclass
class BatchOutcome:
    lines: int = 0
    hallucinated: int = 0
    uncertain: int = 0
    clean: int = 0
    problems: list[Problem] = field(default_factory=list)


def _row(obj: Any, name: str, lineno: int) -> tuple[dict[str, Any] | None, list[Problem]]:
    """A line's ``{id, query, chunks, response}``, or None with its problems."""
    def bad(fld: str | None, message: str) -> Problem:
        return Problem(name, lineno, fld, message)

    if not isinstance(obj, dict):
        return None, [bad(None, f"expected a JSON object {{id?, query?, context, response}}, got {type(obj).__name__}")]
    problems = [bad(k, f"unknown field (expected {', '.join(FIELDS)})") for k in obj if k not in FIELDS]
    ident = obj.get("id")
    if ident is not None and not (isinstance(ident, (str, int)) and not isinstance(ident, bool)):
        problems.append(bad("id", "must be a string or a whole number"))
    query = obj.get("query")
    if query is not None and not isinstance(query, str):
        problems.append(bad("query", "must be a string"))
    response = obj.get("response")
    if not isinstance(response, str):
        problems.append(bad("response", "missing or not a string"))
    ctx = obj.get("context")
    chunks: list[Chunk] = []
    if isinstance(ctx, str):
        chunks = [Chunk("context", ctx)] if ctx.strip() else []
    elif isinstance(ctx, list):
        chunks, found = parse_chunks(ctx, "context")
        problems += [bad(where, message) for where, message in found]
    else:
        problems.append(bad("context", "missing, or not a string or a list of {title, text, status?} chunks"))
    if problems:
        return None, problems
    return {"id": ident, "query": query, "chunks": chunks, "response": response}, []


class BatchTask:
    """One worker's task: parse, validate and check (or guard) a batch of ``(line, bytes)``.
    Per line ``(line, id, problems, output line, hallucination)``."""

    def __init__(self, name: str, options: BatchOptions):
        self.name, self.options = name, options

    def __call__(self, batch: list[tuple[int, bytes]]) -> list[tuple]:
        from . import check, guard
        from .guard import DEFAULT_REFUSAL

        o = self.options
        out: list[tuple[int, str | None, list[Problem], str | None, str | None]] = []
        for lineno, raw in batch:
            try:
                obj = loads(raw.decode("utf-8"))
            except UnicodeDecodeError as exc:
                out.append((lineno, None, [Problem(self.name, lineno, None, f"not valid UTF-8 (byte {exc.start + 1})")], None, None))
                continue
            except BadJSON as exc:
                out.append((lineno, None, [Problem(self.name, lineno, None, str(exc))], None, None))
                continue
            row, problems = _row(obj, self.name, lineno)
            if row is None:
                out.append((lineno, None, problems, None, None))
                continue
            query = row["query"] if row["query"] is not None else o.query
            head = {"id": row["id"]} if row["id"] is not None else {"line": lineno}
            if o.mode == "check":
                verdict = check(row["response"], row["chunks"], query, o.config, require_citations=o.require_citations,
                                refusals=list(o.refusals))
                body, label = verdict.to_dict(), verdict.hallucination
            else:
                kept = guard(row["response"], row["chunks"], query, refusal=o.refusal or DEFAULT_REFUSAL, max_critical_share=o.max_critical_share,
                             drop_uncertain=o.drop_uncertain, config=o.config, refusals=list(o.refusals))
                body, label = kept.to_dict(), kept.verdict.hallucination if kept.verdict else "clean"
            ident = None if row["id"] is None else str(row["id"])
            out.append((lineno, ident, [], json_line({**head, **body}), label))
        return out


def _lines(name: str) -> Iterator[tuple[int, bytes]]:
    with open_input(name, "batch file") as fh:
        for lineno, raw in infile_lines(fh, name):  # each line at most --max-line-bytes long (issue 23)
            if lineno == 1:
                raw = raw.removeprefix(b"\xef\xbb\xbf")
            if raw.strip():
                yield lineno, raw


def run_batch(path: str, options: BatchOptions, output: str | None = None, workers: int | None = None) -> BatchOutcome:
    """Check (or guard) every line of ``path``; write JSON lines to ``output`` (standard output
    when None). Raises :class:`InputError` listing every bad line, with nothing written."""
    outcome = BatchOutcome()
    n, lines = _workers.fitted(_lines(path), _workers.resolve(workers), workers is None, _workers.AUTO_MIN_CHECKED)
    scratch = None
    if output is None:
        scratch = tempfile.NamedTemporaryFile("w+", encoding="utf-8", prefix="groundtest-batch-", suffix=".jsonl")
    writer = AtomicWriter(output) if output else None
    write = writer.write if writer else scratch.write  # type: ignore[union-attr]
    count = 0
    dups = _Duplicates()

    def problem(p: Problem) -> None:  # every one counted, the first MAX_PROBLEMS kept
        nonlocal count
        count += 1
        if len(outcome.problems) < MAX_PROBLEMS:
            outcome.problems.append(p)

    try:
        for done in _workers.ordered(BatchTask, (path, options), _workers.batches(lines, max_items=64), n):
            for lineno, ident, problems, line, label in done:
                for p in problems:
                    problem(p)
                if line is None:
                    continue
                if ident is not None:
                    dups.add(ident, lineno)
                if count:  # a bad line was seen: nothing will be written, but every line is still checked
                    continue
                outcome.lines += 1
                setattr(outcome, label, getattr(outcome, label) + 1)
                write(line + "\n")
        for line, ident, first in dups.found():
            problem(Problem(path, line, "id", f"duplicate id {ident!r} (first on line {first})"))
        if not count and not outcome.lines:
            problem(Problem(path, None, None, "file is empty: nothing to check"))
        if count:
            if count > len(outcome.problems):
                outcome.problems.append(Problem(path, None, None, f"... and {count - len(outcome.problems)} more problem(s)"))
            raise InputError(outcome.problems)
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM: what was finished is kept, as the message promises
        if writer:
            writer.commit() if not count else writer.discard()
        elif scratch:
            if not count:
                scratch.seek(0)
                shutil.copyfileobj(scratch, sys.stdout)
            scratch.close()
        raise
    except BaseException:
        if writer:
            writer.discard()
        if scratch:
            scratch.close()
        raise
    if writer:
        writer.commit()
    else:
        assert scratch is not None  # no output file: the scratch file holds the lines
        scratch.seek(0)
        shutil.copyfileobj(scratch, sys.stdout)
        sys.stdout.flush()
        scratch.close()
    return outcome
