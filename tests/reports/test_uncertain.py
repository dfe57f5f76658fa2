"""Uncertain cases are visible in every report format, and ``--max-uncertain-rate`` gates on them
(through ``groundtest score``)."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl

WHY = "could not confirm: Cards are handled kindly. (could not confirm in the context: handled)"


@pytest.fixture()
def cases(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "c.jsonl", [
        case(id="ok"),
        case(id="unc-1", query="Are the librarians nice?", response="A replacement card costs $3. Cards are handled kindly.",
             must_include=...),
    ])


def score(capsys: pytest.CaptureFixture[str], cases: Path, *argv: str) -> tuple[int, str]:
    code = main(["score", str(cases), "--no-store", *argv])
    out, err = capsys.readouterr()
    assert err == ""
    return code, out


def test_the_table_lists_uncertain_cases(cases: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = score(capsys, cases)
    assert code == 0
    assert f"uncertain cases (1), for review (groundtest review):\n  unc-1 [answerable] {WHY}\n" in out


def test_json_lists_uncertain_ids_and_rate(cases: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = score(capsys, cases, "--format", "json")
    d = json.loads(out)
    assert code == 0 and d["uncertain"] == 1 and d["uncertain_rate"] == 0.5
    assert d["uncertain_cases"] == [{"id": "unc-1", "type": "answerable", "hallucinated": False, "over_refused": False,
                                     "hallucination": "uncertain", "reason": WHY}]
    assert d["budgets"]["max_uncertain_rate"] is None


def test_markdown_lists_uncertain_cases(cases: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out = score(capsys, cases, "--format", "markdown")
    assert "<details><summary>Uncertain cases (1), for review</summary>" in out
    assert "| unc-1 | answerable | could not confirm\\: Cards are handled kindly" in out


def test_junit_marks_uncertain_cases_skipped_with_the_reason_and_a_property(cases: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out = score(capsys, cases, "--format", "junit")
    suite = ET.fromstring(out).find("testsuite")
    assert suite is not None and (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("3", "0", "1")
    tc = {t.get("name"): t for t in suite.iter("testcase")}
    skipped = tc["unc-1"].find("skipped")
    assert skipped is not None and skipped.get("message") == f"uncertain, needs review: {WHY}"
    prop = tc["unc-1"].find("properties/property")
    assert prop is not None and (prop.get("name"), prop.get("value")) == ("groundtest.hallucination", "uncertain")
    assert tc["ok"].find("skipped") is None


def test_max_uncertain_rate_gates_on_review_load(cases: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    code, out = score(capsys, cases, "--max-uncertain-rate", "0.2")
    assert code == 1
    assert "uncertain rate      50.0%  budget 20.0%  OVER BUDGET" in out
    assert "  - uncertain rate 50.0% (1/2) exceeds budget 20.0% (review load)" in out
    assert score(capsys, cases, "--max-uncertain-rate", "0.5")[0] == 0
    monkeypatch.chdir(tmp_path)
    (tmp_path / "groundtest.toml").write_text("max_uncertain_rate = 0.1\n")
    assert score(capsys, cases)[0] == 1
