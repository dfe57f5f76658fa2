"""``groundtest runs`` and how ``score`` records runs (``--store``, ``--no-store``, store failures)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.gating_fixtures import write_pair

ROW = re.compile(r"^\s+(\d+)  \d{4}-\d\d-\d\d \d\d:\d\d:\d\d  (\S+)\s+(\d+)\s+(\S+)\s+(\S+)  (\S+)\s+(\S+)$")


@pytest.fixture()
def cases(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    monkeypatch.chdir(tmp_path)
    return write_pair(tmp_path)


def test_runs_lists_recorded_runs_newest_first(cases: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    base, cand = cases
    assert main(["score", str(base), "--judge", "none", "--max-hallucination-rate", "0.1"]) == 0
    assert main(["score", str(cand), "--judge", "none"]) == 1
    capsys.readouterr()
    assert main(["runs"]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert err == "" and lines[0].split() == ["id", "created", "(UTC)", "status", "cases", "halluc", "refuse", "judge", "case", "file"]
    rows = [ROW.match(line).groups() for line in lines[1:]]  # type: ignore[union-attr]
    assert rows == [("2", "FAILED", "14", "14.3%", "7.7%", "none", str(cand)),
                    ("1", "passed", "14", "7.1%", "0.0%", "none", str(base))]
    assert main(["runs", "-n", "1", "--format", "json"]) == 0
    [run] = json.loads(capsys.readouterr().out)
    assert (run["id"], run["status"], run["repeat"], run["cases_path"]) == (2, "complete", 1, str(cand))
    assert run["summary"]["hallucinated"] == 2 and run["budgets"]["max_hallucination_rate"] == 0.02
    assert run["judge_config"] == {"judge": "none", "options": {}} and len(run["cases_sha256"]) == len(run["cases_key"]) == 64


def test_no_store_and_a_custom_store(cases: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    base, _ = cases
    main(["score", str(base), "--judge", "none", "--no-store"])
    assert not Path(".groundtest").exists()
    main(["score", str(base), "--judge", "none", "--store", "runs/my.db"])
    capsys.readouterr()
    assert main(["runs"]) == 2
    assert capsys.readouterr() == ("", f"groundtest: error: no run store at {Path('.groundtest/groundtest.db')} (groundtest score records runs there)\n")
    assert main(["runs", "--store", "runs/my.db"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2


def test_a_failure_of_an_explicit_store_keeps_the_report_and_exits_2(cases: tuple[Path, Path],
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    base, _ = cases
    assert main(["score", str(base), "--judge", "none", "--no-store"]) == 1
    expected = capsys.readouterr().out
    Path("adir").mkdir()
    Path("junk.db").write_text("not a database\n" * 50)
    for store, why in (("adir", "store adir: is a directory, not a database file"),
                       ("junk.db", "store junk.db: not a groundtest store (file is not a database)")):
        assert main(["score", str(base), "--judge", "none", "--store", store]) == 2  # asked for: CI must notice
        out, err = capsys.readouterr()
        assert out == expected
        assert err == f"groundtest: error: run not recorded in store {store}: {why}\n"


def test_a_failure_of_the_default_store_warns_and_keeps_the_gate(cases: tuple[Path, Path],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    base, _ = cases
    Path(".groundtest").write_text("a file where the store's folder would be")
    assert main(["score", str(base), "--judge", "none"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("groundtest: warning: run not recorded in store .groundtest/groundtest.db: ")


def test_a_bad_case_file_leaves_no_run(cases: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    base, _ = cases
    with base.open("a") as fh:
        fh.write("{oops\n")
    assert main(["score", str(base), "--judge", "none"]) == 2
    capsys.readouterr()
    assert main(["runs", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
