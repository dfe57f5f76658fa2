"""``--abstention-judge openai``: a model decides which sentences decline; cached, fail closed."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from groundtest.cli import main
from groundtest.judges import make_judge
from groundtest.judges.abstention import WithAbstention
from groundtest.model import Case, Chunk
from groundtest.scoring import score
from groundtest.settings import Settings
from tests.helpers import case as case_row, write_jsonl
from tests.judges.fake_server import FakeChat

CTX = [Chunk("hours.md", "The library opens at 9am on weekdays.")]
#: a refusal no pattern list is likely to know
ODD_REFUSAL = "That lies beyond what these pages tell me. Perhaps ask at the front desk."


@pytest.fixture
def fake(fake: FakeChat, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> FakeChat:
    """The shared server (conftest), with a key set and the run store kept out of the repo."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-abstention")
    monkeypatch.delenv("AZURE_OPENAI_ENDPOINT", raising=False)
    return fake


def mk(response: str, expect: str = "abstain", answerable: bool | None = None, id: str = "c") -> Case:
    return Case(id, "unanswerable" if expect == "abstain" else "answerable", expect, "Is it open on Sundays?", CTX,
                response, answerable=answerable)


def run(cs: list[Case], fake: FakeChat, db: Path | None = None, judge: str = "none", **kw: Any) -> tuple[list[Any], Any]:
    options = {"base_url": fake.url, "abstention_judge": "openai", "retry_base": 0.01, **kw}
    options.update({"cache": str(db)} if db else {"no_cache": True})
    j = make_judge(judge, options)
    try:
        return list(score(cs, j, Settings())), j
    finally:
        j.close()


def test_model_recognises_a_refusal_patterns_may_miss_and_it_is_cached(fake: FakeChat, tmp_path: Path) -> None:
    db = tmp_path / "cache.db"
    (r,), j = run([mk(ODD_REFUSAL)], fake, db)
    assert isinstance(j, WithAbstention) and j.name == "abstention"
    assert (r.abstained, r.hallucinated, r.judge_error) == (True, False, False)
    assert r.judge["abstention"] == {"declines": True, "answering": [], "reason": "declines"}
    body = fake.requests[0].body
    assert "[0] That lies beyond what these pages tell me.\n[1] Perhaps ask at the front desk." in body["messages"][1]["content"]
    (r2,), j2 = run([mk(ODD_REFUSAL)], fake, db)
    assert fake.count == 1 and r2.to_dict() == r.to_dict() and j2.usage["cache_hits"] == 1


def test_model_says_it_answers_so_an_abstain_case_fails(fake: FakeChat) -> None:
    (r,), _ = run([mk("Yes, it opens at 9am on Sundays.")], fake)
    assert r.hallucinated and not r.abstained and r.judge["abstention"]["declines"] is False
    assert [f.type for f in r.findings] == ["unexpected_answer"]


def test_answer_expected_but_model_says_declines_is_over_refusal(fake: FakeChat) -> None:
    (r,), _ = run([mk(ODD_REFUSAL, expect="answer")], fake)
    assert r.over_refused and not r.hallucinated


def test_structured_flag_wins_and_no_request_is_made(fake: FakeChat) -> None:
    (r,), _ = run([mk("Whatever the text says.", answerable=False)], fake)
    assert r.abstained and fake.count == 0 and "abstention" not in (r.judge or {})


def test_unusable_reply_is_a_judge_error_on_the_case(fake: FakeChat) -> None:
    fake.default = "garbage"
    (r,), _ = run([mk(ODD_REFUSAL)], fake)
    assert r.judge_error and r.hallucinated
    assert r.judge["error"].startswith("abstention judge: no JSON object with 'declines'")


def test_with_the_openai_judge_both_calls_are_made_and_usage_is_summed(fake: FakeChat) -> None:
    (r,), j = run([mk("It opens at 9am on weekdays.", expect="answer")], fake, judge="openai")
    assert j.name == "openai" and r.judge["score"] == 5.0 and r.judge["abstention"]["declines"] is False
    assert fake.count == 2 and j.usage["requests"] == 2


def test_cli_flag(fake: FakeChat, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cs = write_jsonl(tmp_path / "cases.jsonl", [
        case_row(id="odd", type="unanswerable", expect="abstain", response=ODD_REFUSAL, must_include=...),
        case_row(id="answers", type="unanswerable", expect="abstain", response="It opens at noon.", must_include=...),
    ])
    code = main(["score", str(cs), "--judge", "none", "--abstention-judge", "openai", "--base-url", fake.url,
                 "--no-cache", "--format", "json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 1 and summary["hallucinated"] == 1
    assert [f["id"] for f in summary["failing_cases"]] == ["answers"]
    assert summary["usage"]["requests"] == 2 and fake.count == 2


def test_partial_answer_naming_a_gap_keeps_its_answer(fake: FakeChat) -> None:
    case = Case("p", "partial", "partial", "When does it open on weekdays and Sundays?", CTX,
                "It opens at 9am on weekdays. Sunday hours are not covered in these notes.", must_include=[["9am"]])
    (r,), _ = run([case], fake)
    assert r.judge["abstention"] == {"declines": True, "answering": [0], "reason": "declines"}
    assert (r.abstained, r.hallucinated, r.over_refused) == (False, False, False)
