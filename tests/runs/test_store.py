"""The SQLite run store: numbered migrations (including upgrading an old database), runs, results."""
from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from groundtest.runs import store as store_mod
from groundtest.errors import UsageError
from groundtest.model import Finding, Result
from groundtest.runs.recorder import Recorder
from groundtest.settings import Budgets, Settings
from groundtest.runs.store import MIGRATIONS, Store, migrate
from groundtest.summary import summarize

ALL = [fn.__name__ for fn in MIGRATIONS]  # m001, m002 and any appended since (e.g. labels)


def res(cid: str, h: bool = False) -> Result:
    findings = [Finding("forbidden_value", "$5", "critical", 0, "forbidden: $5")] if h else []
    return Result(cid, "answerable", "answer", False, h, False, ["$5"] if h else [], [],
                  "hallucinated" if h else "clean", findings, None, {"k": cid}, ["bait"] if h else [])


def record(path: Path, results: list[Result], settings: Settings | None = None) -> int:
    settings = settings or Settings(judge="none")
    rec = Recorder(path, "cases.jsonl", settings)
    for r in results:
        rec.add(r)
    run_id = rec.finish(summarize(results, settings.budgets, settings.judge), "ab" * 32)
    assert run_id is not None
    return run_id


def test_open_creates_the_schema_and_records_each_migration_once(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "gt.db"
    with Store.open(path) as s:
        assert s.applied_migrations() == ALL
        names = {r[0] for r in s.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"runs", "results", "migrations"} <= names
    with Store.open(path) as s:  # opening again applies nothing twice
        assert s.db.execute("SELECT COUNT(*) FROM migrations").fetchone()[0] == len(MIGRATIONS)


def test_an_old_database_at_migration_1_is_upgraded_and_keeps_its_data(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path)  # by hand, as a groundtest that only knew m001 left it
    db.executescript(
        """
        CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied TEXT NOT NULL);
        INSERT INTO migrations VALUES (1, 'm001_initial', '2025-01-01T00:00:00+00:00');
        CREATE TABLE runs (id INTEGER PRIMARY KEY AUTOINCREMENT, created TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'running', cases_path TEXT, cases_sha256 TEXT, judge TEXT,
            judge_config TEXT NOT NULL DEFAULT '{}', budgets TEXT NOT NULL DEFAULT '{}',
            settings TEXT NOT NULL DEFAULT '{}', summary TEXT);
        CREATE TABLE results (run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
            position INTEGER NOT NULL, case_id TEXT NOT NULL, result TEXT NOT NULL, PRIMARY KEY (run_id, position));
        """
    )
    summary = summarize([res("a"), res("b", h=True)], Budgets(), "none").to_dict()
    db.execute("INSERT INTO runs (created, status, cases_path, cases_sha256, judge, budgets, summary) VALUES "
               "('2025-01-01T00:00:00+00:00', 'complete', '/x/cases.jsonl', 'cd', 'none', ?, ?)",
               (json.dumps(Budgets().to_dict()), json.dumps(summary)))
    for i, r in enumerate([res("a"), res("b", h=True)]):
        db.execute("INSERT INTO results VALUES (1, ?, ?, ?)", (i, r.id, json.dumps(r.to_dict())))
    db.commit()
    db.close()

    with Store.open(path) as s:
        assert s.applied_migrations() == ALL
        run = s.run("last")
        assert (run.id, run.status, run.cases_sha256, run.repeat, run.version, run.passed, run.cases_key) == (
            1, "complete", "cd", 1, None, False, None)
        assert [r.to_dict() for r in s.results(1)] == [res("a").to_dict(), res("b", h=True).to_dict()]
        rebuilt, _ = s.summary(run)
        assert rebuilt.to_dict() == summary
        assert s.db.execute("SELECT name FROM sqlite_master WHERE name = 'results_case'").fetchone()
        new_id = s.start_run("c.jsonl", Settings(judge="none"), repeat=3)  # the new column works
        assert s.db.execute("SELECT repeat FROM runs WHERE id = ?", (new_id,)).fetchone()[0] == 3


def test_an_appended_migration_runs_once_and_a_failing_one_rolls_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "gt.db"
    Store.open(path).close()

    def m900_extra(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE extra (case_id TEXT, label TEXT)")

    def m901_broken(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE half (x)")
        db.execute("THIS IS NOT SQL")

    monkeypatch.setattr(store_mod, "MIGRATIONS", [*MIGRATIONS, m900_extra, m901_broken])
    with pytest.raises(UsageError, match=r"gt\.db: not a groundtest store \(near \"THIS\": syntax error\)"):
        Store.open(path)
    db = sqlite3.connect(path)
    assert [r[0] for r in db.execute("SELECT name FROM migrations ORDER BY id")] == [*ALL, "m900_extra"]
    assert db.execute("SELECT name FROM sqlite_master WHERE name = 'half'").fetchone() is None
    db.close()

    def m002_clash(db: sqlite3.Connection) -> None: ...

    with pytest.raises(ValueError, match="unique and increasing"):
        migrate(sqlite3.connect(":memory:"), [*MIGRATIONS, m002_clash])


def test_not_a_database_or_a_directory_is_a_usage_error(tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_text("hello, this is not SQLite\n" * 100)
    with pytest.raises(UsageError, match=r"junk\.db: not a groundtest store"):
        Store.open(junk)
    with pytest.raises(UsageError, match="is a directory"):
        Store.open(tmp_path)


def test_run_references(tmp_path: Path) -> None:
    path = tmp_path / "gt.db"
    with Store.open(path) as s:
        with pytest.raises(UsageError, match="has 0 complete run"):
            s.resolve("last")
    first = record(path, [res("a")])
    second = record(path, [res("a", h=True)])
    with Store.open(path) as s:
        unfinished = s.start_run("c.jsonl", Settings())  # a run still going is never "last"
        assert (s.resolve("last"), s.resolve("last~1"), s.resolve(str(first))) == (second, first, first)
        assert s.resolve(unfinished) == unfinished and s.run(unfinished).status == "running"
        for bad, msg in (("last~2", "has 2 complete run"), ("99", "no run 99"), ("latest", "not a run id")):
            with pytest.raises(UsageError, match=msg):
                s.resolve(bad)
        assert [r.id for r in s.runs()] == [unfinished, second, first]
        assert [r.id for r in s.runs(limit=1)] == [unfinished]


def test_recorder_batches_results_in_order_and_stores_the_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("groundtest.runs.recorder.BATCH", 3)
    results = [res(f"c{i}", h=i == 4) for i in range(8)]
    settings = Settings(judge="none", judge_options={"model": "m", "api_key": "sk-secret", "nested": {"token": "t"}})
    run_id = record(tmp_path / "gt.db", results, settings)
    with Store.open(tmp_path / "gt.db") as s:
        run = s.run(run_id)
        assert [r.id for r in s.results(run_id)] == [f"c{i}" for i in range(8)]
        assert [p for (p,) in s.db.execute("SELECT position FROM results ORDER BY position")] == list(range(8))
        assert run.judge_config == {"judge": "none", "options": {"model": "m", "api_key": "<redacted>", "nested": {"token": "<redacted>"}}}
        assert run.budgets == Budgets().to_dict() and run.summary["hallucinated"] == 1 and run.status == "complete"
        assert run.cases_path == str(Path("cases.jsonl").resolve()) and run.cases_sha256 == "ab" * 32
    assert b"sk-secret" not in (tmp_path / "gt.db").read_bytes()


def test_a_store_failure_warns_and_never_raises(tmp_path: Path) -> None:
    warnings: list[str] = []
    rec = Recorder(tmp_path, "c.jsonl", Settings(), warn=warnings.append)  # a directory: cannot open
    rec.add(res("a"))
    assert rec.finish(summarize([res("a")]), None) is None
    assert warnings == [f"run not recorded in store {tmp_path}: store {tmp_path}: is a directory, not a database file"]

    warnings.clear()
    rec = Recorder(tmp_path / "gt.db", "c.jsonl", Settings(), warn=warnings.append)
    assert rec.active
    rec.store.db.close()  # the database goes away mid-run
    rec.add(res("a"))
    assert rec.finish(summarize([res("a")]), None) is None
    assert len(warnings) == 1 and warnings[0].startswith(f"run not recorded in store {tmp_path / 'gt.db'}: ")


def test_cases_key_ignores_responses_meta_and_order(tmp_path: Path) -> None:
    one = {"id": "a", "type": "answerable", "expect": "answer", "query": "q?", "context": "c", "response": "r1", "meta": {"x": 1}}
    two = {**one, "id": "b"}
    write = lambda name, rows: (tmp_path / name).write_text("".join(json.dumps(r) + "\n" for r in rows))  # noqa: E731
    write("a.jsonl", [one, two])
    write("b.jsonl", [{**two, "response": "other"}, {**one, "response": {"text": "r2", "answerable": False}, "meta": {}}])
    write("c.jsonl", [{**one, "query": "q2?"}, two])
    keys = [store_mod.cases_key(tmp_path / n) for n in ("a.jsonl", "b.jsonl", "c.jsonl")]
    assert keys[0] == keys[1] != keys[2] and len(keys[0]) == 64
    assert store_mod.cases_key(tmp_path / "missing.jsonl") is None


def test_discard_removes_a_run_and_its_results(tmp_path: Path) -> None:
    rec = Recorder(tmp_path / "gt.db", "c.jsonl", Settings())
    for i in range(600):
        rec.add(res(f"c{i}"))
    rec.discard()
    with Store.open(tmp_path / "gt.db") as s:
        assert s.runs() == [] and s.db.execute("SELECT COUNT(*) FROM results").fetchone()[0] == 0


def _score_process(cases: Path, store: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "groundtest.cli", "score", str(cases), "--judge", "none",
                             "--store", str(store), *extra], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def test_processes_creating_one_new_store_at_once_are_all_recorded(tmp_path: Path) -> None:
    from tests.helpers import case, write_jsonl

    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    for round_ in range(3):
        store = tmp_path / f"new{round_}" / "gt.db"
        procs = [_score_process(cases, store) for _ in range(6)]
        errors = [p.communicate(timeout=120)[1] for p in procs]
        assert [p.returncode for p in procs] == [0] * 6, errors
        assert not any(errors), errors
        with Store.open(store) as s:
            assert len(s.runs(limit=None)) == 6
            assert [r.status for r in s.runs(limit=None)] == ["complete"] * 6


def test_after_sigkill_the_temporary_is_cleaned_and_the_run_marked_interrupted(tmp_path: Path) -> None:
    import signal
    import time

    from tests.helpers import case, write_jsonl

    big = write_jsonl(tmp_path / "big.jsonl", [case(id=f"c{i}") for i in range(200_000)])
    small = write_jsonl(tmp_path / "small.jsonl", [case()])
    store, results = tmp_path / "gt.db", tmp_path / "res.jsonl"
    with Store.open(store):
        pass
    first = _score_process(small, store)
    assert first.wait(60) == 0
    proc = _score_process(big, store, "--results", str(results))
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # killed once it is writing results and recorded as running
        tmps = [p for p in tmp_path.glob(".res.jsonl.*.tmp") if p.stat().st_size > 0]
        with Store.open(store) as s:
            running = [r for r in s.runs() if r.status == "running"]
        if tmps and running:
            break
        time.sleep(0.05)
    else:
        proc.kill()
        pytest.fail("the run never started writing")
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    assert list(tmp_path.glob(".res.jsonl.*.tmp")), "the kill left its temporary (what this test is about)"
    again = _score_process(small, store, "--results", str(results))
    assert again.wait(60) == 0
    assert not list(tmp_path.glob(".res.jsonl.*.tmp"))
    with Store.open(store) as s:
        statuses = {r.id: r.status for r in s.runs()}
        assert statuses == {1: "complete", 2: "interrupted", 3: "complete"}
        assert s.resolve("last") == 3 and s.resolve("last~1") == 1  # an interrupted run is never 'last'


@pytest.mark.parametrize("wal", [False, True], ids=["being_created", "being_migrated"])
def test_opening_a_store_another_process_is_creating_waits_for_it(tmp_path: Path, wal: bool) -> None:
    import threading
    import time

    path = tmp_path / "gt.db"
    started = threading.Event()

    def other() -> None:  # another connection in the middle of creating the schema
        db = sqlite3.connect(path, isolation_level=None)
        if wal:
            db.execute("PRAGMA journal_mode = WAL")
        db.execute("BEGIN EXCLUSIVE")
        db.execute("CREATE TABLE other_things (a)")
        started.set()
        time.sleep(1.0)
        db.execute("COMMIT")
        db.close()

    t = threading.Thread(target=other)
    t.start()
    started.wait(10)
    try:
        with Store.open(path) as s:
            assert s.applied_migrations() == [m.__name__ for m in MIGRATIONS]
    finally:
        t.join()
