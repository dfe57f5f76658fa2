"""Scoring a case file end to end: stream, score, summarise, write results — no CLI concerns."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from .cases import CaseReader
from .judges import make_judge
from .model import Result
from .outputs import AtomicWriter
from .scoring import score
from .settings import Settings
from .summary import Summary, SummaryBuilder


@dataclass(slots=True)
class ScoreOutcome:
    summary: Summary
    results: list[Result] | None
    file_sha256: str
    interrupted: bool = False
    extra: dict = field(default_factory=dict)


def score_file(
    path: str | Path,
    settings: Settings,
    *,
    results_path: str | Path | None = None,
    keep_results: bool = False,
    on_result: Callable[[Result], None] | None = None,
    repeat: int = 1,
) -> ScoreOutcome:
    """Score every case of ``path``. Raises :class:`InputError` (listing every bad line) before
    anything is written if the file has problems. ``keep_results`` holds results in memory
    (for renderers that need them); otherwise memory stays flat."""
    reader = CaseReader(path, require_response=True)
    judge = make_judge(settings.judge, settings.judge_config())
    builder = SummaryBuilder(settings.budgets, judge=settings.judge)
    writer = AtomicWriter(results_path) if results_path else None
    kept: list[Result] | None = [] if keep_results else None
    interrupted = False
    try:
        if repeat > 1:  # score --repeat K: judge each case K times (groundtest.runs.repeat)
            from .runs.repeat import score_repeated

            stream = score_repeated(reader, judge, settings, repeat)
        else:
            stream = score(reader, judge, settings)
        for r in stream:
            builder.add(r)
            if writer:
                writer.write_json_line(r.to_dict())
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
    outcome = ScoreOutcome(builder.build(), kept, reader.sha256.hexdigest(), interrupted)
    if interrupted:
        raise Interrupted(outcome)
    return outcome


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
