"""The plain data of ``groundtest.model``: chunk coercion, a case's shorthands, the one test of
whether a case wants an answer, labels and a result's reason and round trip."""
from __future__ import annotations

import pytest

from groundtest.model import (
    ANSWER_EXPECTS,
    EXPECTS,
    Case,
    Chunk,
    Finding,
    Result,
    as_chunks,
    expects_answer,
    label_of,
    query_text,
)
from groundtest.scoring import score
from groundtest.summary import summarize


def result(**kw: object) -> Result:
    base: dict = dict(id="r", type="answerable", expect="answer", abstained=False, hallucinated=False,
                      over_refused=False, forbidden=[], missing=[], hallucination="clean", findings=[],
                      judge=None, meta={})
    return Result(**{**base, **kw})


def test_answer_and_partial_want_an_answer_abstain_does_not() -> None:
    assert {e: expects_answer(e) for e in EXPECTS} == {"answer": True, "abstain": False, "partial": True}
    assert set(ANSWER_EXPECTS) < set(EXPECTS)
    for e in EXPECTS:
        case = Case("c", "answerable", e, "q?", "The fee is $3.")
        assert case.expects_answer is expects_answer(e) is result(expect=e).expects_answer


@pytest.mark.parametrize("expect,over_refused", [("answer", True), ("partial", True), ("abstain", False)])
def test_the_scorer_and_the_summary_use_it(expect: str, over_refused: bool) -> None:
    case = Case("c", "answerable" if expect != "abstain" else "unanswerable", expect, "What is the fee?",
                "The fee is $3.", response="I'm sorry, I can't help with that.")
    [r] = score([case], "none")
    assert r.abstained and r.over_refused is over_refused
    s = summarize([r])
    assert s.answer_expected == int(over_refused) and s.to_dict()["answer_expected"] == int(over_refused)


def test_as_chunks_takes_text_chunks_dicts_and_strings() -> None:
    assert as_chunks(None) == [] and as_chunks("  ") == []
    assert as_chunks("The fee is $3.") == [Chunk("context", "The fee is $3.")]
    got = as_chunks([Chunk("a", "x"), "y", {"text": "z", "status": "superseded"}, {"title": 7, "text": "w"}])
    assert got == [Chunk("a", "x"), Chunk("[2]", "y"), Chunk("[3]", "z", "superseded"), Chunk("7", "w")]
    with pytest.raises(TypeError, match=r"context\[1\]: expected a string"):
        as_chunks(["ok", {"title": "no text"}])


def test_a_case_built_in_code_accepts_the_files_shorthands() -> None:
    c = Case("c", "answerable", "answer", [{"role": "user", "content": "Fee?"}, {"role": "assistant", "content": "Which?"},
                                           {"role": "user", "content": "The card."}], "The fee is $3.",
             must_include=["$3", ["3 dollars", "$3.00"]], must_not_include="$5", tags=["bait"])
    assert c.must_include == [["$3"], ["3 dollars", "$3.00"]] and c.must_not_include == ["$5"]
    assert c.context == [Chunk("context", "The fee is $3.")] and c.context_is_text
    assert c.query_text == "Fee?\nThe card." and c.is_bait and c.context_text == "The fee is $3."
    assert query_text("plain") == "plain"


def test_label_of_and_the_reason_of_a_result() -> None:
    crit, mod = Finding("invented_fact", "3 times", "critical", 1, "not in the context"), Finding("invented_fact", "x", "moderate")
    assert (label_of([]), label_of([mod]), label_of([mod, crit])) == ("clean", "uncertain", "hallucinated")
    assert result().reason() == "passed"
    assert result(findings=[crit], hallucinated=True, over_refused=True).reason() == (
        "invented_fact: '3 times' (not in the context); over-refused: withheld the expected answer")
    assert result(incomplete=True, missing=["$3"]).reason() == "incomplete: missing $3"
    assert result(hallucination="uncertain", findings=[mod]).reason() == "uncertain: x"
    assert result(judge_error=True, judge={"error": "timeout"}).reason() == "judge error: timeout"


def test_a_result_round_trips_and_only_repeated_runs_carry_agreement() -> None:
    r = result(findings=[Finding("forbidden_value", "$5", "critical", 0)], hallucinated=True, tags=["bait"])
    assert Result.from_dict(r.to_dict()) == r and "agreement" not in r.to_dict()
    rep = result(agreement=0.5, unstable=True)
    assert rep.to_dict()["agreement"] == 0.5 and Result.from_dict(rep.to_dict()) == rep
