"""``A+B`` judging: the model is asked only about answering cases not already failed."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from groundtest.text.analysis import Analysis
from groundtest.cli import main
from groundtest.judges import JUDGES, make_judge
from groundtest.judges.combined import Combined
from groundtest.model import Case, Chunk, Finding, JudgeResult
from groundtest.scoring import score
from groundtest.settings import Settings
from tests.helpers import case as case_row, write_jsonl
from tests.judges.fake_server import FakeChat

CTX = [Chunk("fees.md", "The replacement card fee is $3. The loan period is 21 days.")]


class Scripted:
    """A judge returning a fixed verdict and counting its calls."""

    def __init__(self, name: str, result: JudgeResult | Exception, concurrency: int = 1):
        self.name, self.result, self.concurrency, self.calls = name, result, concurrency, 0
        self.usage = {"requests": 0}

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        self.calls += 1
        self.usage["requests"] += 1
        if isinstance(self.result, Exception):
            raise self.result
        return self.result

    def close(self) -> None:
        pass


def ok(name: str, score: float = 5.0) -> JudgeResult:
    return JudgeResult(name, score=score, label="clean", reason=f"{name} fine")


def mk(response: str, expect: str = "answer", must: list[str] | None = None, must_not: list[str] | None = None) -> Case:
    return Case("c", "answerable" if expect == "answer" else "unanswerable", expect, "How much is a card?", CTX, response,
                must_include=[[m] for m in (must or [])], must_not_include=must_not or [])


def one(case: Case, judge: Any) -> Any:
    return next(score([case], judge, Settings()))


def test_second_judge_runs_when_the_first_finds_nothing_and_worst_label_wins() -> None:
    first = Scripted("a", ok("a"))
    second = Scripted("b", JudgeResult("b", score=2.0, label="hallucinated", reason="b found one",
                                       findings=[Finding("invented_fact", "arrives in 5 days")]))
    r = one(mk("A replacement card costs $3 and arrives in 5 days.", must=["$3"]), Combined([first, second]))
    assert (first.calls, second.calls) == (1, 1)
    assert r.hallucinated and r.judge["name"] == "a+b" and r.judge["score"] == 2.0 and r.judge["label"] == "hallucinated"
    assert r.judge["reason"] == "a: a fine; b: b found one"
    assert [p["name"] for p in r.judge["parts"]] == ["a", "b"] and r.judge["parts"][1]["score"] == 2.0
    assert [f.content for f in r.findings if f.type == "invented_fact"] == ["arrives in 5 days"]


@pytest.mark.parametrize(
    ("first_result", "response", "why"),
    [
        (JudgeResult("a", score=1.0, label="hallucinated", reason="made up"), "A card costs $3.",
         "a already found the response hallucinated"),
        (ok("a"), "I'm sorry, I don't know.", "the response declines: nothing to check"),
        (ok("a"), "A card costs $3, or $7 for a rush card.", "the deterministic checks already failed the case"),
    ],
)
def test_second_judge_is_skipped_when_the_case_is_decided(first_result: JudgeResult, response: str, why: str) -> None:
    first, second = Scripted("a", first_result), Scripted("b", ok("b"))
    r = one(mk(response, must=["$3"], must_not=["$7"]), Combined([first, second]))
    assert (first.calls, second.calls) == (1, 0)
    assert r.judge["parts"][1] == {"name": "b", "skipped": why}


def test_a_failed_first_judge_fails_closed_without_calling_the_second() -> None:
    first, second = Scripted("a", RuntimeError("boom")), Scripted("b", ok("b"))
    r = one(mk("A card costs $3.", must=["$3"]), Combined([first, second]))
    assert second.calls == 0 and r.judge_error and r.hallucinated
    assert r.judge["error"] == "a: RuntimeError: boom"
    assert r.judge["parts"] == [{"name": "a", "score": None, "label": None, "reason": "", "error": "RuntimeError: boom"},
                                {"name": "b", "skipped": "a failed"}]


def test_a_failed_second_judge_fails_closed() -> None:
    second = Scripted("b", JudgeResult("b", error="openai judge: empty reply"))
    r = one(mk("A card costs $3.", must=["$3"]), Combined([Scripted("a", ok("a")), second]))
    assert r.judge_error and r.hallucinated and r.judge["error"] == "b: openai judge: empty reply"


def test_concurrency_and_usage_come_from_the_parts() -> None:
    a, b = Scripted("a", ok("a")), Scripted("b", ok("b"), concurrency=8)
    c = Combined([a, b])
    assert c.concurrency == 8 and c.name == "a+b"
    list(score([mk("A card costs $3.", must=["$3"])] * 3, c, Settings()))
    assert c.usage == {"requests": 6}


def test_make_judge_builds_combined_from_a_spec() -> None:
    j = make_judge("none+none")
    assert isinstance(j, Combined) and j.name == "none+none"
    r = one(mk("A card costs $3.", must=["$3"]), j)
    assert r.judge["parts"] == [{"name": "none", "score": None, "label": None, "reason": "deterministic checks only"},
                                {"name": "none", "score": None, "label": None, "reason": "deterministic checks only"}]


# -- local+openai against the real server ------------------------------------------------------

@pytest.fixture
def fake(fake: FakeChat, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> FakeChat:
    """The shared server (conftest), with a key set and the run store kept out of the repo."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-combined")
    monkeypatch.delenv("AZURE_OPENAI_ENDPOINT", raising=False)
    return fake


def _local_available() -> bool:
    try:
        make_judge("local").close()
    except Exception:
        return False
    return "local" in JUDGES


@pytest.mark.skipif(not _local_available(), reason="the local judge (judges/local.py) is not built yet")
def test_local_plus_openai_asks_the_model_only_for_undecided_answers(
    fake: FakeChat, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [
        case_row(id="grounded", response="A replacement card costs $3."),
        case_row(id="model-catches", response="A replacement card always costs $3."),
        case_row(id="local-catches", response="A replacement card costs $3. The Library Board set it in 2019."),
        case_row(id="forbidden", response="A replacement card costs $3 and the loan period is 21 days.",
                 must_not_include=["21 days"]),
        case_row(id="declines", type="unanswerable", expect="abstain", response="I don't know; the notes don't say.",
                 must_include=...),
        case_row(id="answers-bait", type="unanswerable", expect="abstain", response="The fee is $3.", must_include=...),
    ]
    cs, res = write_jsonl(tmp_path / "cases.jsonl", rows), tmp_path / "results.jsonl"
    code = main(["score", str(cs), "--judge", "local+openai", "--base-url", fake.url, "--no-cache",
                 "--format", "json", "--results", str(res)])
    summary = json.loads(capsys.readouterr().out)
    results = {r["id"]: r for r in map(json.loads, res.read_text().splitlines())}
    parts = {cid: r["judge"]["parts"] for cid, r in results.items()}
    assert code == 1 and summary["judge"] == "local+openai"
    assert sorted(fake.judged_responses()) == ["A replacement card always costs $3.", "A replacement card costs $3."]  # concurrent: any order
    assert summary["usage"]["requests"] == fake.count == 2
    assert {cid: r["hallucinated"] for cid, r in results.items()} == {
        "grounded": False, "model-catches": True, "local-catches": True, "forbidden": True, "declines": False,
        "answers-bait": True}
    assert [p["label"] for p in parts["model-catches"]] == ["clean", "hallucinated"]
    assert results["model-catches"]["judge"]["label"] == "hallucinated"
    assert parts["grounded"][1]["score"] == 5.0
    assert {cid: p[1].get("skipped") for cid, p in parts.items() if "skipped" in p[1]} == {
        "local-catches": "local already found the response hallucinated",
        "forbidden": "the deterministic checks already failed the case",
        "declines": "the response declines: nothing to check",
        "answers-bait": "the deterministic checks already failed the case",
    }
