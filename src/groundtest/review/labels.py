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
from typing import Any, Iterator

from ..errors import UsageError
from ..model import LABELS

MAX_NOTE = 4000


@dataclass(frozen=True, slots=True)
class Label:
    source: str
    id: str
    label: str
    note: str
    labelled_at: str

    @property
    def run(self) -> int | str:
        """The run id for a stored run, else the results file path."""
        kind, _, rest = self.source.partition(":")
        return int(rest) if kind == "run" and rest.isdigit() else rest

    def to_dict(self) -> dict[str, Any]:
        """The export line (what ``calibrate`` reads: ``id``, ``label``, ``note``)."""
        return {"id": self.id, "label": self.label, "note": self.note, "run": self.run, "labelled_at": self.labelled_at}


def run_source(run_id: int) -> str:
    return f"run:{int(run_id)}"


def file_source(path: str | Path) -> str:
    return "file:" + str(Path(path).resolve())


def save_label(db: sqlite3.Connection, source: str, case_id: str, label: str, note: str = "") -> Label:
    """Insert or replace one label, committed before returning."""
    if label not in LABELS:
        raise UsageError(f"label must be one of {', '.join(LABELS)}, got {label!r}")
    note = (note or "").strip()
    if len(note) > MAX_NOTE:
        raise UsageError(f"note is {len(note)} characters; at most {MAX_NOTE}")
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute(
            "INSERT INTO labels (source, case_id, label, note, labelled_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (source, case_id) DO UPDATE SET label = excluded.label, note = excluded.note,"
            " labelled_at = excluded.labelled_at",
            (source, case_id, label, note, now),
        )
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return Label(source, case_id, label, note, now)


def labels_for(db: sqlite3.Connection, source: str) -> dict[str, Label]:
    """Every label of one source, by case id."""
    return {lab.id: lab for lab in iter_labels(db, source)}


def iter_labels(db: sqlite3.Connection, source: str | None = None) -> Iterator[Label]:
    """Labels (of one source, or all), ordered by source then case id."""
    sql = "SELECT source, case_id, label, note, labelled_at FROM labels"
    params: tuple = ()
    if source is not None:
        sql, params = sql + " WHERE source = ?", (source,)
    for row in db.execute(sql + " ORDER BY source, case_id", params):
        yield Label(*row)
