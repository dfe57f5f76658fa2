"""Recording a score run as it streams (``runs/recorder.py``): kept as complete or interrupted,
removed when nothing was scored; batching and store failures are in test_store.py."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.model import Result
from groundtest.runs.recorder import Recorder
from groundtest.runs.store import Store
from groundtest.settings import Settings
from groundtest.summary import summarize


def res(cid: str) -> Result:
    return Result(cid, "answerable", "answer", False, False, False, [], [], "clean", [], None, {})


def test_an_interrupted_run_is_kept_with_what_was_scored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("groundtest.runs.recorder.BATCH", 2)
    rec = Recorder(tmp_path / "g.db", None, Settings())
    for i in range(3):
        rec.add(res(f"c{i}"))
    run_id = rec.finish(summarize([res("c0"), res("c1"), res("c2")]), None, status="interrupted")
    assert run_id is not None and not rec.active
    with Store.open(tmp_path / "g.db") as s:
        assert s.run(run_id).status == "interrupted" and s.run(run_id).cases_key is None
        assert [r.id for r in s.results(run_id)] == ["c0", "c1", "c2"]


def test_a_discarded_run_leaves_nothing_and_later_calls_do_nothing(tmp_path: Path) -> None:
    warnings: list[str] = []
    rec = Recorder(tmp_path / "g.db", "c.jsonl", Settings(), warn=warnings.append)
    rec.add(res("a"))
    rec.discard()
    rec.add(res("b"))
    assert rec.finish(summarize([]), None) is None and warnings == []
    with Store.open(tmp_path / "g.db") as s:
        assert s.runs() == []


def test_no_store_path_means_the_default_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    rec = Recorder(None, None, Settings())
    assert rec.finish(summarize([]), None) == 1
    assert (tmp_path / ".groundtest" / "groundtest.db").is_file()
