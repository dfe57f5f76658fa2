"""One side of a comparison (``compare/sides.py``): a results file read with every bad line named,
or a stored run by reference."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.compare.sides import load_side, read_results, side_results
from groundtest.errors import InputError, UsageError
from groundtest.model import Result
from groundtest.runs.store import Store
from groundtest.settings import Settings
from groundtest.summary import summarize


def res(cid: str, **kw: object) -> Result:
    base: dict = dict(id=cid, type="answerable", expect="answer", abstained=False, hallucinated=False,
                      over_refused=False, forbidden=[], missing=[], hallucination="clean", findings=[], judge=None, meta={})
    return Result(**{**base, **kw})


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_a_results_file_streams_its_results(tmp_path: Path) -> None:
    rows = [res("a"), res("b", hallucinated=True, hallucination="hallucinated", tags=["bait"])]
    path = write(tmp_path / "r.jsonl", [json.dumps(r.to_dict()) for r in rows] + [""])
    assert list(read_results(path)) == rows
    side, outcomes = load_side(str(path))
    assert side.label == str(path) and sorted(outcomes) == ["a", "b"]
    assert outcomes["b"].hallucinated and outcomes["b"].bait and not outcomes["a"].hallucinated


def test_every_bad_line_is_named(tmp_path: Path) -> None:
    good = res("a").to_dict()
    path = write(tmp_path / "r.jsonl", [
        json.dumps(good), "{not json", "[1]", json.dumps({**good, "id": ""}),
        json.dumps({**good, "id": "x", "hallucinated": "yes"}), json.dumps({**good, "tags": "bait"}), json.dumps(good),
    ])
    with pytest.raises(InputError) as exc:
        list(read_results(path))
    assert [str(p) for p in exc.value.problems] == [
        f"{path}:2: not valid JSON: Expecting property name enclosed in double quotes (column 2)",
        f"{path}:3: expected a JSON object (a result), got list",
        f"{path}:4: id: missing or not a string (is this a results file from score --results?)",
        f"{path}:5: hallucinated: must be true or false, got 'yes'",
        f"{path}:6: tags: must be a list of strings",
        f"{path}:7: id: duplicate id 'a' (first on line 1)",
    ]


def test_missing_and_empty_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file \\(not a run id either"):
        list(read_results(tmp_path / "nope.jsonl"))
    with pytest.raises(InputError, match="file is empty: no results"):
        list(read_results(write(tmp_path / "e.jsonl", [""])))


def test_a_run_reference_reads_the_store_unless_a_file_has_that_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "g.db"
    monkeypatch.chdir(tmp_path)
    with pytest.raises(UsageError, match="last: no run store at"):
        load_side("last", db)
    results = [res("a"), res("b", over_refused=True, abstained=True)]
    with Store.open(db) as store:
        run = store.start_run("cases.jsonl", Settings(), 1)
        store.add_results(run, 0, results)
        store.finish_run(run, summarize(results), "f" * 64, "complete", None)
    side, outcomes = load_side("last", db)
    assert side.label == f"run {run} (last)" and side.sha256 == "f" * 64 and outcomes["b"].over_refused
    assert [r.id for r in side_results(str(run), db)] == ["a", "b"]
    write(tmp_path / "last", [json.dumps(res("z").to_dict())])  # a file named like a reference wins
    assert list(load_side("last", db)[1]) == ["z"]
