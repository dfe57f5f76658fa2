"""Every scoring path of DESIGN §3, on the pure core (cases in, results out)."""
from __future__ import annotations

from typing import Any

import pytest

from groundtest.text.analysis import Analysis
from groundtest.model import Case, Chunk, Finding, JudgeResult, Result
from groundtest.scoring import score
from groundtest.settings import Settings

CTX = [Chunk("fees.md", "The replacement card fee is $3. The loan period is 21 days.")]


def mk(response: str | None, expect: str = "answer", type: str = "answerable", must: list[str] | None = None,
       must_not: list[str] | None = None, answerable: bool | None = None, tags: list[str] | None = None) -> Case:
    return Case(id="c", type=type, expect=expect, query="q?", context=CTX, response=response, answerable=answerable,
                must_include=[[m] for m in (must or [])], must_not_include=must_not or [], tags=tags or [])


def one(case: Case, judge: Any = "none", **settings: Any) -> Result:
    return next(score([case], judge, Settings(**settings)))


class FakeJudge:
    """A judge returning a fixed result, or raising."""

    concurrency = 1

    def __init__(self, result: JudgeResult | Exception):
        self.name = "fake"
        self.result = result

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        if isinstance(self.result, Exception):
            raise self.result
        return self.result

    def close(self) -> None:
        pass


def test_expected_answer_stated_is_clean() -> None:
    r = one(mk("A replacement card costs $3.", must=["$3"]))
    assert (r.hallucinated, r.over_refused, r.abstained, r.hallucination) == (False, False, False, "clean")


def test_expected_abstain_and_answered_is_hallucinated() -> None:
    r = one(mk("The library opens at 10am on Sundays.", expect="abstain", type="unanswerable"))
    assert r.hallucinated and not r.over_refused and not r.abstained
    assert [f.type for f in r.findings] == ["unexpected_answer"]


def test_expected_abstain_and_abstained_is_clean() -> None:
    r = one(mk("The documents don't mention Sunday opening hours.", expect="abstain", type="unanswerable"))
    assert r.abstained and not r.hallucinated and not r.over_refused


def test_forbidden_value_is_hallucinated_and_listed() -> None:
    r = one(mk("A replacement card costs $5.00.", must=["$3"], must_not=["$5"], type="stale_context"))
    assert r.hallucinated and r.forbidden == ["$5"]
    assert {f.type for f in r.findings} == {"forbidden_value", "missing_value"}


def test_missing_value_when_answering_is_hallucinated() -> None:
    r = one(mk("A replacement card is cheap.", must=["$3"]))
    assert r.hallucinated and r.missing == ["$3"] and not r.over_refused


def test_missing_value_counts_as_incomplete_when_asked() -> None:
    r = one(mk("A replacement card is cheap.", must=["$3"]), missing_counts_as="incomplete")
    assert not r.hallucinated and r.incomplete and r.missing == ["$3"] and r.hallucination == "uncertain"


def test_expected_answer_and_abstained_is_over_refused_not_hallucinated() -> None:
    r = one(mk("Sorry, I couldn't find that in the documents.", must=["$3"]))
    assert r.over_refused and r.abstained and not r.hallucinated and r.missing == []


def test_gap_named_with_expected_values_has_answered() -> None:
    r = one(mk("The card fee is $3. The notes don't cover the loan period.", must=["$3"], expect="partial", type="partial"))
    assert not r.abstained and not r.over_refused and not r.hallucinated


def test_partial_refusing_everything_is_over_refused() -> None:
    r = one(mk("I don't know.", must=["$3"], expect="partial", type="partial"))
    assert r.over_refused and not r.hallucinated


def test_declines_but_states_forbidden_value_is_hallucinated_too() -> None:
    r = one(mk("I can't find the current fee, but it used to be $5.", must_not=["$5"], expect="abstain", type="unanswerable"))
    assert r.hallucinated and r.forbidden == ["$5"]


def test_structured_flag_decides_abstention() -> None:
    r = one(mk("Here is everything about it.", answerable=False, must=["$3"]))
    assert r.abstained and r.over_refused
    r = one(mk("I don't know, but it is $3.", answerable=True, must=["$3"]))
    assert not r.abstained and not r.over_refused


def test_pinned_refusal_replaces_patterns() -> None:
    pinned = ["I cannot answer that from the knowledge base."]
    r = one(mk("I cannot answer that from the knowledge base.", expect="abstain", type="unanswerable"), refusals=pinned)
    assert r.abstained and not r.hallucinated
    r = one(mk("I don't know.", expect="abstain", type="unanswerable"), refusals=pinned)
    assert not r.abstained and r.hallucinated


def test_judge_critical_finding_makes_case_hallucinated() -> None:
    j = FakeJudge(JudgeResult("fake", 1, "hallucinated", "invented", [Finding("invented_fact", "Friday", "critical", 1, "not in context")]))
    r = one(mk("The fee is $3.", must=["$3"]), j)
    assert r.hallucinated and r.hallucination == "hallucinated"
    assert r.judge == {"name": "fake", "score": 1, "label": "hallucinated", "reason": "invented"}


def test_judge_label_without_findings_still_counts() -> None:
    r = one(mk("The fee is $3.", must=["$3"]), FakeJudge(JudgeResult("fake", 2, "hallucinated", "made up a date")))
    assert r.hallucinated and r.findings[-1].content == "made up a date"


def test_judge_moderate_only_is_uncertain_not_hallucinated() -> None:
    j = FakeJudge(JudgeResult("fake", 3, "uncertain", "weak", [Finding("invented_fact", "x", "moderate", 0, "")]))
    r = one(mk("The fee is $3.", must=["$3"]), j)
    assert not r.hallucinated and r.hallucination == "uncertain"


@pytest.mark.parametrize("judge", [FakeJudge(JudgeResult("fake", error="unparseable score")), FakeJudge(RuntimeError("boom"))])
def test_judge_error_fails_closed(judge: FakeJudge) -> None:
    r = one(mk("The fee is $3.", must=["$3"]), judge)
    assert r.hallucinated and r.judge_error and r.hallucination == "hallucinated" and not r.excluded


def test_judge_error_can_be_excluded_visibly() -> None:
    r = one(mk("The fee is $3.", must=["$3"]), FakeJudge(JudgeResult("fake", error="timeout")), judge_errors="exclude")
    assert r.excluded and r.judge_error and not r.hallucinated


def test_empty_response_is_an_abstention() -> None:
    r = one(mk("", must=["$3"]))
    assert r.abstained and r.over_refused


def test_concurrent_judge_keeps_input_order() -> None:
    class Slow(FakeJudge):
        concurrency = 4

        def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
            import time

            time.sleep(0.01 * (5 - int(case.id) % 5))
            return JudgeResult("slow", 5, "clean", "ok")

    cases = [Case(str(i), "answerable", "answer", "q", CTX, "The fee is $3.") for i in range(20)]
    assert [r.id for r in score(cases, Slow(JudgeResult("x")), Settings())] == [str(i) for i in range(20)]


def test_result_round_trips_through_dict() -> None:
    r = one(mk("A replacement card costs $5.", must=["$3"], must_not=["$5"]))
    assert Result.from_dict(r.to_dict()) == r


def test_checker_config_setting_reaches_the_local_judge(tmp_path) -> None:
    strict = tmp_path / "checker.toml"
    strict.write_text('[checker]\nunconfirmed_severity = "critical"\n')
    case = mk("A replacement card costs $3, nicely wrapped.", must=["$3"])
    lenient = one(case, "local")
    assert not lenient.hallucinated and lenient.hallucination == "uncertain"
    # a library user sets the field only; no need to copy it into judge_options
    assert next(score([case], None, Settings(judge="local", checker_config=str(strict)))).hallucinated


def test_cases_built_in_code_take_the_file_shorthands() -> None:
    c = Case("c", "false_premise", "answer", "Why was my refund rejected at 60 days if the policy allows 90?",
             [{"title": "returns.md", "text": "Items can be returned within 30 days."}],
             "The policy allows 90 days.", must_include=["30 days", ["thirty days", "one month"]], must_not_include="90 days")
    assert c.must_include == [["30 days"], ["thirty days", "one month"]]
    assert c.must_not_include == ["90 days"]
    assert c.context == [Chunk("returns.md", "Items can be returned within 30 days.")]
    (r,) = score([c], "none")
    assert (r.missing, r.forbidden, r.hallucinated) == (["30 days", "thirty days or one month"], ["90 days"], True)
    text = Case("t", "answerable", "answer", "q?", "Items can be returned within 30 days.", "Within 30 days.")
    assert text.context == [Chunk("context", "Items can be returned within 30 days.")] and text.context_is_text
