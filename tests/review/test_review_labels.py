"""Labels in the run store: the migration, one transaction per save, last write wins."""
from __future__ import annotations

import sqlite3

import pytest

from groundtest.errors import UsageError
from groundtest.review.labels import file_source, iter_labels, labels_for, run_source, save_label
from groundtest.runs.store import MIGRATIONS, Store, migrate


def test_store_migration_creates_the_labels_table(tmp_path):
    with Store.open(tmp_path / "gt.db") as store:
        assert "m003_labels" in store.applied_migrations()
        cols = [r[1] for r in store.db.execute("PRAGMA table_info(labels)")]
    assert cols == ["source", "case_id", "label", "note", "labelled_at", "finding_type"]  # m006: the type a reviewer picks


def test_an_older_store_is_upgraded_and_keeps_its_runs(tmp_path):
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, [m for m in MIGRATIONS if m.__name__ < "m003"])
    db.execute("INSERT INTO runs (created, status) VALUES ('2026-01-01', 'complete')")
    db.close()
    with Store.open(path) as store:
        assert "m003_labels" in store.applied_migrations()
        assert [r.id for r in store.runs()] == [1]
        save_label(store.db, run_source(1), "c1", "clean")
        assert list(labels_for(store.db, "run:1")) == ["c1"]


def test_last_write_wins_and_survives_a_new_connection(tmp_path):
    path = tmp_path / "gt.db"
    with Store.open(path) as store:
        first = save_label(store.db, "run:1", "c1", "hallucinated", "  invented a fee  ")
        assert first.note == "invented a fee"
        save_label(store.db, "run:1", "c2", "clean")
        save_label(store.db, "run:2", "c1", "uncertain")
        last = save_label(store.db, "run:1", "c1", "clean", "")
    db = sqlite3.connect(path)  # a different connection sees every committed save
    got = {(lab.source, lab.id): (lab.label, lab.note) for lab in iter_labels(db)}
    assert got == {("run:1", "c1"): ("clean", ""), ("run:1", "c2"): ("clean", ""), ("run:2", "c1"): ("uncertain", "")}
    assert [lab.id for lab in iter_labels(db, "run:1")] == ["c1", "c2"]
    assert last.labelled_at >= first.labelled_at and last.labelled_at.endswith("Z")
    db.close()


def test_bad_labels_are_refused_and_nothing_is_written(tmp_path):
    with Store.open(tmp_path / "gt.db") as store:
        with pytest.raises(UsageError, match="label must be one of clean, hallucinated, uncertain"):
            save_label(store.db, "run:1", "c1", "maybe")
        with pytest.raises(UsageError, match="at most 4000"):
            save_label(store.db, "run:1", "c1", "clean", "x" * 4001)
        with pytest.raises(sqlite3.IntegrityError):  # the table refuses it too
            store.db.execute("INSERT INTO labels (source, case_id, label, note, labelled_at) VALUES ('run:1', 'c1', 'maybe', '', 'now')")
        assert list(iter_labels(store.db)) == []
        assert not store.db.in_transaction


def test_export_line_names_the_run_or_the_results_file(tmp_path):
    with Store.open(tmp_path / "gt.db") as store:
        a = save_label(store.db, run_source(7), "c1", "hallucinated", "why")
        b = save_label(store.db, file_source(tmp_path / "r.jsonl"), "c1", "clean")
    assert a.to_dict() == {"id": "c1", "label": "hallucinated", "note": "why", "run": 7, "labelled_at": a.labelled_at}
    assert b.to_dict()["run"] == str((tmp_path / "r.jsonl").resolve())
