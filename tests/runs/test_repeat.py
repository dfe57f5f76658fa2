"""``score --repeat K``: per-case agreement, unstable cases, and how compare treats them."""
from __future__ import annotations

import json
import threading
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from groundtest import judges
from groundtest.cases import load_cases
from groundtest.cli import main
from groundtest.model import JudgeResult
from groundtest.runs.repeat import combine, score_repeated
from groundtest.settings import Settings
from tests.helpers import case, write_jsonl

#: case id → the label the flaky judge gives on its 1st, 2nd, 3rd... call for that case
SCRIPT = {
    "wobbly": ["hallucinated", "clean", "clean"],
    "tie": ["hallucinated", "clean"],
    "always-bad": ["hallucinated"] * 3,
}


class FlakyJudge:
    """A scripted non-deterministic judge (thread-safe, counts its calls per case)."""

    name = "flaky"

    def __init__(self, options: dict[str, Any]):
        self.options = options
        self.concurrency = int(options.get("concurrency", 1))
        self.calls: Counter[str] = Counter()
        self.lock = threading.Lock()

    def judge(self, case: Any, analysis: Any) -> JudgeResult:
        with self.lock:
            n = self.calls[case.id]
            self.calls[case.id] += 1
        script = SCRIPT.get(case.id, ["clean"])
        label = script[n % len(script)]
        return JudgeResult("flaky", 1 if label == "hallucinated" else 5, label, f"scripted {label}")

    def close(self) -> None:
        pass


@pytest.fixture()
def flaky(monkeypatch: pytest.MonkeyPatch) -> list[FlakyJudge]:
    made: list[FlakyJudge] = []

    def factory(options: dict[str, Any]) -> FlakyJudge:
        made.append(FlakyJudge(options))
        return made[-1]

    monkeypatch.setitem(judges._BUILTIN, "flaky", __name__)
    monkeypatch.setitem(judges.JUDGES, "flaky", factory)
    return made


def cases_file(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "cases.jsonl", [case(id=i) for i in ("ok1", "wobbly", "ok2", "always-bad", "ok3")])


def test_repeats_keep_the_majority_verdict_in_order_with_agreement(tmp_path: Path, flaky: list[FlakyJudge]) -> None:
    results = list(score_repeated(load_cases(cases_file(tmp_path)), "flaky", Settings(), 3))
    assert [(r.id, r.hallucinated, r.agreement, r.unstable) for r in results] == [
        ("ok1", False, 1.0, False), ("wobbly", False, 0.6667, True), ("ok2", False, 1.0, False),
        ("always-bad", True, 1.0, False), ("ok3", False, 1.0, False),
    ]
    assert flaky[0].calls == Counter({"ok1": 3, "wobbly": 3, "ok2": 3, "always-bad": 3, "ok3": 3})


def test_repeats_with_a_concurrent_judge_stay_grouped(tmp_path: Path, flaky: list[FlakyJudge]) -> None:
    rows = [case(id=f"c{i}") for i in range(40)] + [case(id="wobbly")]
    path = write_jsonl(tmp_path / "many.jsonl", rows)
    results = list(score_repeated(load_cases(path), "flaky", Settings(judge_options={"concurrency": 4}), 3))
    assert [r.id for r in results] == [f"c{i}" for i in range(40)] + ["wobbly"]
    assert [r.id for r in results if r.unstable] == ["wobbly"]


def test_a_tie_goes_to_the_failing_verdict(tmp_path: Path, flaky: list[FlakyJudge]) -> None:
    path = write_jsonl(tmp_path / "t.jsonl", [case(id="tie")])
    [r] = list(score_repeated(load_cases(path), "flaky", Settings(), 2))
    assert (r.hallucinated, r.agreement, r.unstable) == (True, 0.5, True)
    assert combine([r]).agreement == 1.0


def test_score_repeat_reports_and_stores_unstable_cases(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], flaky: list[FlakyJudge]
) -> None:
    monkeypatch.chdir(tmp_path)
    path = cases_file(tmp_path)
    code = main(["score", str(path), "--judge", "flaky", "--repeat", "3", "--results", "r.jsonl",
                 "--max-hallucination-rate", "0.5"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert flaky[-1].options["no_cache"] is True  # the judge cache would answer every repeat with the first verdict
    assert "warning: repeat 3: mean per-case agreement 93.3%; 1 unstable case(s) (verdict changed across repeats)" in out
    assert "warning: unstable: wobbly (agreement 67%)" in out
    rows = {r["id"]: r for r in map(json.loads, Path("r.jsonl").read_text().splitlines())}
    assert (rows["wobbly"]["unstable"], rows["wobbly"]["agreement"]) == (True, 0.6667)
    assert (rows["ok1"]["unstable"], rows["ok1"]["agreement"]) == (False, 1.0)
    assert main(["show", "last"]) == 0
    assert capsys.readouterr().out == out  # the stored run carries the instability
    assert main(["runs", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["repeat"] == 3


def test_without_repeat_results_have_no_agreement_keys(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["score", str(cases_file(tmp_path)), "--judge", "none", "--no-store", "--results", "r.jsonl"]) == 0
    assert "repeat" not in capsys.readouterr().out
    assert all("agreement" not in json.loads(line) for line in Path("r.jsonl").read_text().splitlines())


def test_compare_sets_unstable_flips_apart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], flaky: list[FlakyJudge]
) -> None:
    monkeypatch.chdir(tmp_path)
    path = cases_file(tmp_path)
    monkeypatch.setitem(SCRIPT, "wobbly", ["clean"])
    main(["score", str(path), "--judge", "flaky", "--repeat", "3"])  # baseline: wobbly stable and clean
    monkeypatch.setitem(SCRIPT, "wobbly", ["hallucinated", "hallucinated", "clean"])
    main(["score", str(path), "--judge", "flaky", "--repeat", "3"])  # candidate: wobbly 2 of 3 hallucinated
    capsys.readouterr()
    assert main(["compare", "last~1", "last", "--format", "json"]) == 0  # +20 points, but only from an unstable case
    d = json.loads(capsys.readouterr().out)
    assert d["flips"] == [] and [(f["id"], f["direction"], f["unstable"]) for f in d["unstable_flips"]] == [("wobbly", "to_fail", True)]
    assert d["hallucination_rate"]["change"] == 0.2 and d["hallucination_rate"]["gated_change"] == 0.0
    assert main(["compare", "last~1", "last", "--format", "junit"]) == 0
    suite = ET.fromstring(capsys.readouterr().out).find("testsuite")
    assert suite is not None and (suite.get("failures"), suite.get("skipped")) == ("0", "1")
    assert main(["compare", "last~1", "last"]) == 0
    out = capsys.readouterr().out
    assert "flips on unstable cases (not gated) (1):\n  wobbly [answerable] now hallucinates: " in out


def test_repeat_must_be_positive(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(cases_file(tmp_path)), "--repeat", "0", "--no-store"]) == 2
    assert "--repeat: must be 1 or more, got '0'" in capsys.readouterr().err
