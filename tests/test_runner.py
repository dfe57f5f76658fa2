"""Scoring a case file end to end (``runner.py``): results written whole or not at all, a bad file
writing nothing, Ctrl-C keeping what finished."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from groundtest.errors import InputError
from groundtest.runner import Interrupted, score_file
from groundtest.settings import Settings
from tests.helpers import case, write_jsonl


def test_results_summary_and_the_files_hash(tmp_path: Path) -> None:
    src = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(3)] +
                      [case(id="bad", response="It costs $5.", must_not_include=["$5"])])
    seen: list[str] = []
    out = score_file(src, Settings(judge="none"), results_path=tmp_path / "r.jsonl", keep_results=True,
                     on_result=lambda r: seen.append(r.id))
    assert seen == [r.id for r in out.results] == ["c0", "c1", "c2", "bad"]
    assert out.summary.cases == 4 and out.summary.hallucinated == 1 and not out.summary.passed
    assert out.file_sha256 == hashlib.sha256(src.read_bytes()).hexdigest() and not out.interrupted
    lines = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert [r["id"] for r in lines] == seen and lines[3]["hallucinated"] is True
    assert score_file(src, Settings(judge="none")).results is None  # flat memory unless asked


def test_a_bad_file_raises_every_problem_and_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "r.jsonl").write_text("previous results\n")
    src = write_jsonl(tmp_path / "cases.jsonl", [case(id="a"), case(id="b", type="nonsense"), case(id="a")])
    with pytest.raises(InputError) as exc:
        score_file(src, Settings(judge="none"), results_path=tmp_path / "r.jsonl")
    assert len(exc.value.problems) == 2 and all(str(p).startswith(f"{src}:") for p in exc.value.problems)
    assert (tmp_path / "r.jsonl").read_text() == "previous results\n"


def test_ctrl_c_writes_what_finished_and_carries_its_summary(tmp_path: Path) -> None:
    src = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(5)])

    def stop_after_two(r: object) -> None:
        if getattr(r, "id") == "c1":
            raise KeyboardInterrupt

    with pytest.raises(Interrupted) as exc:
        score_file(src, Settings(judge="none"), results_path=tmp_path / "r.jsonl", on_result=stop_after_two)
    assert exc.value.outcome.interrupted and exc.value.outcome.summary.cases == 2
    assert [json.loads(line)["id"] for line in (tmp_path / "r.jsonl").read_text().splitlines()] == ["c0", "c1"]


def test_a_bug_mid_run_discards_the_partial_results(tmp_path: Path) -> None:
    src = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(3)])

    def boom(r: object) -> None:
        raise RuntimeError("bug")

    with pytest.raises(RuntimeError):
        score_file(src, Settings(judge="none"), results_path=tmp_path / "r.jsonl", on_result=boom)
    assert not (tmp_path / "r.jsonl").exists() and list(tmp_path.iterdir()) == [src]
