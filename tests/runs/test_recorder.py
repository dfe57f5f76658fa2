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


@pytest.mark.parametrize("bom", [False, True], ids=["plain", "bom"])
def test_the_scoring_pass_gives_the_store_the_same_key_and_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str], bom: bool) -> None:
    """The offline scorers hand the store each result's JSON line and its case's digest, so the
    store neither serialises again nor reads the case file a second time: the stored key is the
    one a second read computes (a BOM'd first line is skipped by that read: the scorer then lets
    it read), and the stored rows are the results file's lines, on one worker or two."""
    import json

    from groundtest import workers
    from groundtest.cli import main
    from groundtest.runs.store import Store, cases_key
    from tests.helpers import case, write_jsonl

    monkeypatch.setattr(workers, "BATCH_ITEMS", 7)
    rows = [case(id=f"c{i}", response=f"It costs ${i}. The café's sign says “open”.") for i in range(300)]
    path = write_jsonl(tmp_path / "cases.jsonl", rows)
    if bom:
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    else:  # the key comes from the scoring pass: no second read
        monkeypatch.setattr("groundtest.runs.recorder.cases_key", lambda p: pytest.fail("read the case file again"))
    for n in ("1", "2"):
        results = tmp_path / f"r{n}.jsonl"
        assert main(["score", str(path), "--judge", "local", "--store", str(tmp_path / "gt.db"), "--workers", n,
                     "--results", str(results)]) in (0, 1)
    capsys.readouterr()
    with Store.open(tmp_path / "gt.db") as s:
        runs = sorted(s.runs(), key=lambda r: r.id)
        assert [r.cases_key for r in runs] == [cases_key(path)] * 2 and runs[0].cases_key
        rows_stored = [[row["result"] for row in s._rows("SELECT result FROM results WHERE run_id = ? ORDER BY position",
                                                         (r.id,))] for r in runs]
    assert rows_stored[0] == rows_stored[1] == (tmp_path / "r1.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(x)["id"] for x in rows_stored[1]] == [f"c{i}" for i in range(300)]
