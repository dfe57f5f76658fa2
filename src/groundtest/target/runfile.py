"""Running a case file against a target, with resume and atomic output.

The output file is only ever replaced whole (a temporary sibling moved into place), so it is
always a valid case file, in input order. During a run every finished case is also appended to
``OUT.journal`` (flushed per line, fsynced about once a second). When the run ends — finished, or
interrupted with Ctrl-C — the output is rewritten and the journal deleted; if the process is
killed, the output keeps its previous state and the journal keeps the progress. The next run with
the same output reads both and calls only the cases not yet answered with the same query and
context; cases that errored are called again.
"""
from __future__ import annotations

import json
import os
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any, Callable

from ..cases import CaseReader, load_cases
from ..errors import UsageError
from ..masking import mask
from ..model import Case
from ..outputs import AtomicWriter
from .calls import CallOptions, as_target, iter_answers
from .retrieved import keep, retrieval_stats, same_source
from .targets import Target


@dataclass(slots=True)
class RunOutcome:
    """What a run did: cases answered now, answers kept from before, errors, cases never called."""

    output: str
    cases: int
    answered: int = 0
    resumed: int = 0
    errors: list[tuple[str, str]] = field(default_factory=list)
    pending: int = 0
    #: per case type, for cases answered with a retrieved context (target/retrieved.py)
    retrieval: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        """Every case has an answer."""
        return not self.errors and not self.pending

    def to_dict(self) -> dict[str, Any]:
        return {"output": self.output, "cases": self.cases, "answered": self.answered, "resumed": self.resumed,
                "errored": len(self.errors), "pending": self.pending, "complete": self.complete,
                "errors": [{"id": i, "error": e} for i, e in self.errors],
                **({"retrieval": self.retrieval} if self.retrieval else {})}


class RunInterrupted(KeyboardInterrupt):
    """Ctrl-C during a run: the output was written with what finished; ``outcome`` says how much."""

    def __init__(self, outcome: RunOutcome):
        super().__init__("interrupted")
        self.outcome = outcome


def journal_path(out: str | Path) -> Path:
    out = Path(out)
    return out.with_name(out.name + ".journal")


class _Journal:
    """Append-only log of finished cases, locked against a second run on the same output."""

    def __init__(self, path: Path, out: Path):
        self.path = path
        self.fh: IO[str] = path.open("a+", encoding="utf-8", newline="\n")
        try:
            import fcntl

            fcntl.flock(self.fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:  # pragma: no cover - no flock (Windows): no lock
            pass
        except OSError:
            self.fh.close()
            raise UsageError(f"another groundtest run is writing {out} (it holds {path})") from None
        self.fh.seek(0, os.SEEK_END)
        if self.fh.tell():  # a killed run may have torn its last line: start ours on a fresh one
            self.fh.seek(self.fh.tell() - 1)
            if self.fh.read(1) != "\n":
                self.fh.write("\n")
        self.synced = time.monotonic()

    def reset(self) -> None:
        self.fh.truncate(0)
        self.fh.seek(0)

    def add(self, case: Case) -> None:
        self.fh.write(mask(json.dumps(case.to_dict(), ensure_ascii=True)) + "\n")
        self.fh.flush()
        if time.monotonic() - self.synced > 1.0:
            os.fsync(self.fh.fileno())
            self.synced = time.monotonic()

    def close(self, delete: bool) -> None:
        """Close; delete the file when the output holds everything (or nothing was logged)."""
        self.fh.flush()
        if delete or os.fstat(self.fh.fileno()).st_size == 0:
            self.path.unlink(missing_ok=True)
        self.fh.close()


def _prior(out: Path, journal: Path) -> dict[str, Case]:
    """Cases recorded by earlier runs: the output file, then the journal (later entries win)."""
    found: dict[str, Case] = {}
    if out.exists() and out.stat().st_size:
        reader = CaseReader(out)
        found.update((c.id, c) for c in reader)
        if reader.problem_count:
            raise UsageError(f"{out} exists and is not a valid case file ({reader.problems[0]}); "
                             "choose another -o, or pass --restart to overwrite it")
    if journal.exists():
        found.update((c.id, c) for c in CaseReader(journal))  # a torn last line is skipped
    return found


def _clean(case: Case) -> dict[str, Any]:
    return {k: v for k, v in case.meta.items() if k != "run_error"}


def _plan(cases: list[Case], prior: dict[str, Case], send: str = "all") -> tuple[list[Case], list[int]]:
    """Each case with an earlier answer kept where its query and context are unchanged; the rest
    stripped of any response, and their indices to call."""
    out, todo = [], []
    for i, c in enumerate(cases):
        p = prior.get(c.id)
        if p is not None and p.response is not None and same_source(p, c) and p.meta.get("sent", "all") == send:
            out.append(keep(c, p))
        else:
            out.append(replace(c, response=None, answerable=None, response_is_object=False, meta=_clean(c)))
            todo.append(i)
    return out, todo


def run_file(cases_path: str | Path, out_path: str | Path, target: Target | Callable[[dict[str, Any]], Any],
             opts: CallOptions | None = None, *, resume: bool = True,
             on_done: Callable[[Case], None] | None = None) -> RunOutcome:
    """Answer every case of ``cases_path`` with ``target`` and write them to ``out_path`` (see the
    module docstring for resume and atomicity). Raises :class:`InputError` for a bad case file,
    :class:`RunInterrupted` on Ctrl-C (after writing the output)."""
    cases = load_cases(cases_path)
    out = Path(out_path)
    if out.is_dir():
        raise UsageError(f"-o {out}: is a directory")
    tgt, opts = as_target(target), opts or CallOptions()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        journal = _Journal(journal_path(out), out)
    except OSError as exc:  # under a regular file, a folder we may not write
        raise UsageError(f"-o {out}: cannot write: {exc.strerror or exc}") from None
    finished = False
    try:
        if not resume:
            journal.reset()
        final, todo = _plan(cases, _prior(out, journal.path) if resume else {}, opts.send)
        outcome = RunOutcome(str(out), len(cases), resumed=len(cases) - len(todo), pending=len(todo))
        interrupted = _call_all(final, todo, tgt, opts, journal, outcome, on_done)
        order = {c.id: i for i, c in enumerate(cases)}
        outcome.errors.sort(key=lambda e: order[e[0]])
        outcome.retrieval = retrieval_stats(final)
        _write(out, final)
        finished = True
    finally:
        journal.close(delete=finished)
    if interrupted:
        raise RunInterrupted(outcome)
    return outcome


def _call_all(final: list[Case], todo: list[int], target: Target, opts: CallOptions, journal: _Journal,
              outcome: RunOutcome, on_done: Callable[[Case], None] | None) -> bool:
    """Fill ``final`` in place as calls finish; return True when interrupted by Ctrl-C."""
    stop = threading.Event()
    try:
        for k, case in iter_answers([final[i] for i in todo], target, opts, stop):
            final[todo[k]] = case
            journal.add(case)
            outcome.pending -= 1
            if "run_error" in case.meta:
                outcome.errors.append((case.id, str(case.meta["run_error"])))
            else:
                outcome.answered += 1
            if on_done:
                on_done(case)
    except KeyboardInterrupt:
        return True
    finally:
        stop.set()
        target.close()
    return False


def _write(out: Path, cases: list[Case]) -> None:
    w = AtomicWriter(out)
    try:
        for c in cases:
            w.write_json_line(c.to_dict())
        w.commit()
    except BaseException:
        w.discard()
        raise
