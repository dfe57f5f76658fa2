"""Scoring a case file end to end: stream, score, summarise, write results — no CLI concerns."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, NamedTuple

from .cases import CaseReader, _Duplicates
from .judges import make_judge
from .model import Result
from .outputs import AtomicWriter, json_line
from .scoring import CaseScorer, score
from .settings import Settings
from .summary import Summary, SummaryBuilder
from .runs.store import definition_digest
from . import workers as _workers

if TYPE_CHECKING:
    from .runs.recorder import Recorder


@dataclass(slots=True)
class ScoreOutcome:
    summary: Summary
    results: list[Result] | None
    file_sha256: str
    interrupted: bool = False
    extra: dict = field(default_factory=dict)
    keyed: bool = False  # every case's part of the set's key went to the recorder with its result


def score_file(
    path: str | Path,
    settings: Settings,
    *,
    results_path: str | Path | None = None,
    keep_results: bool = False,
    on_result: Callable[[Result], None] | None = None,
    repeat: int = 1,
    workers: int | None = 1,
    recorder: "Recorder | None" = None,
) -> ScoreOutcome:
    """Score every case of ``path``. Raises :class:`InputError` (listing every bad line) before
    anything is written if the file has problems. ``keep_results`` holds results in memory
    (for renderers that need them); otherwise memory stays flat.

    ``workers``: processes for the offline judges (``none``, ``local``); None is every usable
    CPU, or one for a small file. Results are the same, in the same order, whatever the number.
    ``on_result`` gets each :class:`Result`, or its :class:`Scored` view when the results are not
    kept and workers scored it. ``recorder``: the run store's recorder, given each result with its JSON line (and, from an
    offline judge, its case's part of the set's key, so the store need not read the file again)."""
    reader = CaseReader(path, require_response=True)
    judge = make_judge(settings.judge, settings.judge_config())  # built here first: a bad setting fails here
    offline = repeat == 1 and _workers.offline(judge)  # scored line by line, here or on workers
    n = _workers.resolve(workers) if offline else 1
    builder = SummaryBuilder(settings.budgets, judge=settings.judge)
    writer = AtomicWriter(results_path) if results_path else None
    kept: list[Result] | None = [] if keep_results else None
    interrupted = False
    stream: Any = None  # (result or Scored, its line, its digest) triples; a generator, closed below
    try:
        if repeat > 1:  # score --repeat K: judge each case K times (groundtest.runs.repeat)
            from .runs.repeat import score_repeated

            stream = ((r, None, None) for r in score_repeated(reader, judge, settings, repeat))
        elif offline:  # in this process when n is 1
            stream = _score_lines(reader, settings, n, auto=workers is None, keyed=recorder is not None,
                                  slim=not keep_results)
        else:
            stream = ((r, None, None) for r in score(reader, judge, settings))
        for r, line, digest in stream:
            builder.add(r)
            if writer:
                if line is None:
                    writer.write_json_line(r.to_dict())
                else:  # serialised by the worker that scored it
                    writer.write(line + "\n")
            if recorder is not None:
                recorder.add(r, line, digest)
            if kept is not None:
                kept.append(r)
            if on_result:
                on_result(r)
    except KeyboardInterrupt:
        interrupted = True
    except BaseException:
        if writer:
            writer.discard()
        raise
    finally:
        if stream is not None:
            stream.close()  # stops the workers now, not when the traceback of an interrupt is freed
        usage = getattr(judge, "usage", None)
        if usage:
            builder.add_usage(dict(usage))
        judge.close()
    if reader.problem_count:
        if writer:
            writer.discard()
        reader.raise_if_problems()
    if writer:
        writer.commit()
    outcome = ScoreOutcome(builder.build(), kept, reader.sha256.hexdigest(), interrupted,
                           keyed=recorder is not None and not reader.bom and offline)
    if interrupted:
        raise Interrupted(outcome)
    return outcome


class Scored(NamedTuple):
    """What the main process needs of a result a worker scored, when the results are not kept:
    the summary's fields, the reason it lists, and the whole result as its JSON line (read back
    with :meth:`to_dict`). A tenth of the :class:`Result` to send back and unpickle."""

    id: str
    type: str
    expects_answer: bool
    hallucinated: bool
    over_refused: bool
    incomplete: bool
    hallucination: str
    judge_error: bool
    excluded: bool
    judge: dict | None  # only its error, for an excluded case
    is_bait: bool
    passed: bool
    why: str
    findings: tuple  # the moderate findings of an uncertain result (summary.uncertain_reason)
    line: str
    agreement: None = None

    @classmethod
    def of(cls, r: Result, line: str) -> "Scored":
        uncertain = r.hallucination == "uncertain"
        return cls(r.id, r.type, r.expects_answer, r.hallucinated, r.over_refused, r.incomplete, r.hallucination,
                   r.judge_error, r.excluded, {"error": (r.judge or {}).get("error")} if r.excluded else None,
                   r.is_bait, r.passed, "passed" if r.passed else r.reason(),
                   tuple(f for f in r.findings if f.severity == "moderate") if uncertain else (), line)

    def reason(self) -> str:
        return self.why

    def to_dict(self) -> dict:
        return json.loads(self.line)


class LineScorer:
    """One worker's task: parse, validate and score a batch of ``(line, bytes)`` of a case file.

    Returns per line ``(line, case id, problems, problem count, result, result line, digest)``
    (``digest``: the case's part of the run store's key, when ``keyed``); the main
    process records the problems and checks ids for duplicates (:func:`_score_lines`)."""

    def __init__(self, name: str, settings: Settings, require_response: bool = True, keyed: bool = False,
                 slim: bool = False):
        self.reader = CaseReader(name, require_response=require_response)
        self.keyed, self.slim = keyed, slim
        self.scorer = CaseScorer(settings, settings.judge)

    def __call__(self, batch: list[tuple[int, bytes]]) -> list[tuple]:
        out: list[tuple] = []
        reader = self.reader
        for lineno, raw in batch:
            reader.problems, reader.problem_count = [], 0
            case = reader.parse(raw, lineno)
            if case is None:
                out.append((lineno, None, reader.problems, reader.problem_count, None, None, None))
                continue
            digest = definition_digest(reader.last_object) if self.keyed else None
            r = self.scorer.one(case)
            line = json_line(r.to_dict())
            out.append((lineno, case.id, reader.problems, reader.problem_count, Scored.of(r, line) if self.slim else r,
                        line, digest))
        return out


def _score_lines(reader: CaseReader, settings: Settings, n: int, auto: bool, keyed: bool = False,
                 slim: bool = False) -> Iterator[tuple["Result | Scored", str, bytes | None]]:
    """Score ``reader``'s file on ``n`` worker processes, results in file order; the reader ends
    with the same problems, count and hash as if it had been iterated in this process."""
    checked = settings.judge != "none"  # the checker: workers pay off sooner
    n, lines = _workers.fitted(reader.raw_lines(), n, auto, _workers.AUTO_MIN_CHECKED if checked else _workers.AUTO_MIN_LINES)
    dups = _Duplicates()
    for done in _workers.ordered(LineScorer, (reader.name, settings, reader.require_response, keyed, slim and n > 1),
                                 _workers.batches(lines), n):
        for lineno, cid, problems, count, r, line, digest in done:
            for p in problems:
                reader._problem(p.line, p.field, p.message)
            reader.problem_count += count - len(problems)
            if r is not None:
                reader.accept(cid, lineno, dups)
                yield r, line, digest
    reader.finish(dups)


def reread_results(path: str | Path) -> Iterator[Result]:
    """The results a run just wrote, read back one at a time (our own file: no validation, no id
    index, so memory stays flat however many there are)."""
    with Path(path).open("r", encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield Result.from_dict(json.loads(line))


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during scoring: the results finished so far were written; ``outcome`` has their summary."""

    def __init__(self, outcome: ScoreOutcome):
        super().__init__("interrupted")
        self.outcome = outcome
