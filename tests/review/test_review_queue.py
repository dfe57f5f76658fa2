"""The review queue and where its cases come from: a results file plus cases, or a stored run."""
from __future__ import annotations

import json

import pytest

from groundtest.errors import InputError, UsageError
from groundtest.model import Result
from groundtest.review.queue import build_queue, load_review_set
from tests.review import corpus


def _r(i: int, verdict: str = "clean", judge_error: bool = False) -> Result:
    return Result(f"c{i}", "answerable", "answer", False, verdict == "hallucinated", False, [], [], verdict, [],
                  None, {}, judge_error=judge_error)


def test_queue_is_every_uncertain_case_then_a_seeded_sample_of_the_rest():
    results = [_r(i, "uncertain" if i in (3, 17) else "clean", judge_error=(i == 9)) for i in range(40)]
    q = build_queue(results, 5, seed=0)
    assert [r.id for r in q[:3]] == ["c3", "c9", "c17"]
    rest = [r.id for r in q[3:]]
    assert len(rest) == 5 and len(set(rest)) == 5
    assert rest == sorted(rest, key=lambda x: int(x[1:]))  # file order
    assert [r.id for r in build_queue(results, 5, seed=0)] == [r.id for r in q]  # deterministic
    assert [r.id for r in build_queue(results, 5, seed=1)] != [r.id for r in q]
    assert [r.id for r in build_queue(results, 0)] == ["c3", "c9", "c17"]
    assert len(build_queue(results, 1000)) == 40


def test_a_results_file_needs_the_case_file(tmp_path):
    cases_path, results_path = corpus.write(tmp_path)
    with pytest.raises(UsageError, match="needs --cases CASES.jsonl"):
        load_review_set(str(results_path), None, tmp_path / "gt.db")
    rs = load_review_set(str(results_path), str(cases_path), tmp_path / "gt.db")
    assert rs.source == "file:" + str(results_path.resolve())
    assert [r.id for r in rs.results] == [c["id"] for c in corpus.cases()]
    assert set(rs.cases) == {c["id"] for c in corpus.cases()}


def test_results_missing_from_the_case_file_are_named(tmp_path):
    cases_path, results_path = corpus.write(tmp_path)
    keep = [line for line in cases_path.read_text().splitlines() if '"bad-fee"' not in line and '"ok-fee"' not in line]
    cases_path.write_text("\n".join(keep) + "\n")
    with pytest.raises(InputError) as exc:
        load_review_set(str(results_path), str(cases_path), tmp_path / "gt.db")
    assert str(exc.value) == f"{cases_path}: id: 2 case(s) of {results_path} are not in this file: 'bad-fee', 'ok-fee'"


def test_a_bad_results_line_is_reported_with_file_line_and_field(tmp_path):
    cases_path, results_path = corpus.write(tmp_path)
    lines = results_path.read_text().splitlines()
    lines[2] = json.dumps({"id": "x", "expect": "answer", "hallucinated": False})
    results_path.write_text("\n".join(lines) + "\n")
    with pytest.raises(InputError) as exc:
        load_review_set(str(results_path), str(cases_path), tmp_path / "gt.db")
    assert [str(p) for p in exc.value.problems] == [
        f"{results_path}:3: type: missing or not a string (is this a results file from score --results?)"]


def test_a_stored_run_uses_the_case_file_recorded_with_it(tmp_path):
    cases_path, _ = corpus.write(tmp_path)
    store = tmp_path / "gt.db"
    run_id = corpus.store_run(store, cases_path)
    rs = load_review_set("last", None, store)
    assert rs.source == f"run:{run_id}" and rs.title == f"run {run_id}"
    assert len(rs.results) == len(corpus.cases()) and set(rs.cases) == {c["id"] for c in corpus.cases()}
    cases_path.rename(tmp_path / "moved.jsonl")
    with pytest.raises(UsageError, match="which is gone: pass --cases"):
        load_review_set(str(run_id), None, store)
    assert len(load_review_set(str(run_id), str(tmp_path / "moved.jsonl"), store).cases) == len(corpus.cases())


def test_a_run_needs_a_store(tmp_path):
    with pytest.raises(UsageError, match="no run store at"):
        load_review_set("last", None, tmp_path / "none.db")
    assert not (tmp_path / "none.db").exists()
