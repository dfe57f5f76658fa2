"""Labels a person gives in the review page, kept in the run store's ``labels`` table.

One row per (source, case id); the last write wins. A source is a stored run (``run:12``) or a
results file (``file:/abs/path/results.jsonl``). Every save is its own transaction, so a crash
loses nothing that was saved. Works on any ``sqlite3.Connection`` whose database has been
migrated by :class:`groundtest.runs.store.Store` (migration ``m003_labels``).
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Iterator

from ..errors import UsageError
from ..model import LABELS

MAX_NOTE = 4000


#: the finding types a reviewer can give with a ``hallucinated`` label (the rubric's, DESIGN §2)
REVIEW_TYPES = ("fabricated_citation", "misquoted_source", "invented_fact", "wrong_jurisdiction_fact")


@dataclass(frozen=True, slots=True)
class Label:
    source: str
    id: str
    label: str
    note: str
    labelled_at: str
    finding_type: str | None = None

    @property
    def run(self) -> int | str:
        """The run id for a stored run, else the results file path."""
        kind, _, rest = self.source.partition(":")
        return int(rest) if kind == "run" and rest.isdigit() else rest

    def to_dict(self) -> dict[str, Any]:
        """The export line (what ``calibrate`` reads: ``id``, ``label``, ``note``)."""
        d = {"id": self.id, "label": self.label, "note": self.note, "run": self.run, "labelled_at": self.labelled_at}
        return d | ({"finding_type": self.finding_type} if self.finding_type else {})


def run_source(run_id: int) -> str:
    return f"run:{int(run_id)}"


def file_source(path: str | Path) -> str:
    return "file:" + str(Path(path).resolve())


def save_label(db: sqlite3.Connection, source: str, case_id: str, label: str, note: str = "",
               finding_type: str | None = None) -> Label:
    """Insert or replace one label, committed before returning. ``finding_type``: what the
    reviewer found (one of :data:`REVIEW_TYPES`), only with ``hallucinated``."""
    if label not in LABELS:
        raise UsageError(f"label must be one of {', '.join(LABELS)}, got {label!r}")
    finding_type = finding_type or None
    if finding_type is not None and (finding_type not in REVIEW_TYPES or label != "hallucinated"):
        raise UsageError(f"finding type: one of {', '.join(REVIEW_TYPES)}, and only with the label hallucinated")
    note = (note or "").strip()
    if len(note) > MAX_NOTE:
        raise UsageError(f"note is {len(note)} characters; at most {MAX_NOTE}")
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute(
            "INSERT INTO labels (source, case_id, label, note, labelled_at, finding_type) VALUES (?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (source, case_id) DO UPDATE SET label = excluded.label, note = excluded.note,"
            " labelled_at = excluded.labelled_at, finding_type = excluded.finding_type",
            (source, case_id, label, note, now, finding_type),
        )
        db.execute("DELETE FROM reviewed WHERE source = ?", (source,))  # a changed label: review it again
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return Label(source, case_id, label, note, now, finding_type)


def mark_reviewed(db: sqlite3.Connection, source: str, count: int) -> str:
    """Record that every uncertain case of ``source`` has a verdict (``labels export --reviewed``)."""
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    db.execute("INSERT INTO reviewed (source, reviewed_at, labels) VALUES (?, ?, ?) ON CONFLICT (source) DO UPDATE"
               " SET reviewed_at = excluded.reviewed_at, labels = excluded.labels", (source, now, count))
    db.commit() if db.in_transaction else None
    return now


def unreviewed(results: Iterable[Any], labels: dict[str, Label]) -> list[str]:
    """Ids of the uncertain results (and judge errors) no person has given a verdict
    (clean or hallucinated): what keeps a run from being marked reviewed."""
    return [r.id for r in results if (r.hallucination == "uncertain" or r.judge_error)
            and (r.id not in labels or labels[r.id].label == "uncertain")]


def labels_for(db: sqlite3.Connection, source: str) -> dict[str, Label]:
    """Every label of one source, by case id."""
    return {lab.id: lab for lab in iter_labels(db, source)}


def iter_labels(db: sqlite3.Connection, source: str | None = None) -> Iterator[Label]:
    """Labels (of one source, or all), ordered by source then case id."""
    sql = "SELECT source, case_id, label, note, labelled_at, finding_type FROM labels"
    params: tuple = ()
    if source is not None:
        sql, params = sql + " WHERE source = ?", (source,)
    for row in db.execute(sql + " ORDER BY source, case_id", params):
        yield Label(*row)


@dataclass(slots=True)
class Reviewed:
    """Results with the reviewers' verdicts applied, and what that changed."""

    results: list[Any]
    applied: int  # results whose verdict a label gave
    remaining: int  # uncertain results (or judge errors) still without a verdict

    def note(self, what: str) -> str:
        return (f"{what}: {self.applied} reviewed verdict(s) applied; {self.remaining} uncertain case(s) remain unreviewed"
                + ("" if not self.remaining else " (groundtest review)"))


def apply_labels(results: Iterable[Any], labels: dict[str, Label]) -> Reviewed:
    """Each result a person labelled clean or hallucinated takes that verdict: hallucinated with
    a critical finding of the type the reviewer picked (``invented_fact`` when none), clean with
    no critical finding left. An ``uncertain`` label changes nothing."""
    from dataclasses import replace

    from ..model import Finding

    out, applied, remaining = [], 0, 0
    for r in results:
        lab = labels.get(r.id)
        if lab is None or lab.label == "uncertain":
            if r.hallucination == "uncertain" or r.judge_error:
                remaining += 1
            out.append(r)
            continue
        applied += 1
        if lab.label == "hallucinated":
            found = Finding(lab.finding_type or "invented_fact", lab.note or "judged hallucinated by a reviewer", "critical",
                            None, "reviewed by a person", rule="review")
            out.append(replace(r, hallucination="hallucinated", hallucinated=True, judge_error=False, excluded=False,
                               findings=[found, *(f for f in r.findings if f.severity != "critical")]))
        else:
            out.append(replace(r, hallucination="clean", hallucinated=False, judge_error=False, excluded=False,
                               findings=[f for f in r.findings if f.severity != "critical"]))
    return Reviewed(out, applied, remaining)
