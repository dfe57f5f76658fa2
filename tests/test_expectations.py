"""Contradictory expectations are caught by validation (through ``groundtest validate`` and ``score``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.cli import main
from groundtest.expectations import ERROR, OK, WARNING, pairing
from groundtest.model import CASE_TYPES, EXPECTS
from tests.helpers import case, write_jsonl


@pytest.mark.parametrize(("must", "must_not", "shown"), [
    (["$3"], ["3 dollars"], "'$3' (must_include) is '3 dollars' (must_not_include)"),
    (["30 days"], ["thirty days"], "'30 days' (must_include) is 'thirty days' (must_not_include)"),
    (["Two-day"], ["two day"], "'Two-day' (must_include) is 'two day' (must_not_include)"),
    (["$3"], ["$3"], "'$3'"),
    ([["$3", "three dollars"]], ["$3.00"], "'$3' (must_include) is '$3.00' (must_not_include), "
                                           "'three dollars' (must_include) is '$3.00' (must_not_include)"),
])
@pytest.mark.parametrize("command", ["validate", "score"])
def test_a_value_both_required_and_forbidden_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, must: list, must_not: list, shown: str
) -> None:
    f = write_jsonl(tmp_path / "c.jsonl", [case(id="ok"), case(id="bad", must_include=must, must_not_include=must_not)])
    argv = [command, str(f)] + (["--judge", "none", "--no-store"] if command == "score" else [])
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"groundtest: error: {f}:2: must_not_include: contradicts must_include: {shown}; no response can pass\n"


def test_values_that_differ_by_meaning_are_not_a_contradiction(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = write_jsonl(tmp_path / "c.jsonl", [
        case(id="a", must_include=["$3"], must_not_include=["$30", "$0.30", "3%"]),
        case(id="b", must_include=[["$3", "$4"]], must_not_include=["$3"]),  # $4 still passes
    ])
    assert main(["validate", str(f)]) == 0
    assert capsys.readouterr().out.startswith(f"{f}: 2 valid case(s)")


@pytest.mark.parametrize(("ctype", "expect", "why"), [
    ("unanswerable", "answer", "an unanswerable case passes by abstaining; expecting an answer asks the system to invent one"),
    ("answerable", "abstain", "an answerable case's context answers it, so declining cannot be what passes"),
])
def test_a_type_and_expect_that_contradict_are_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], ctype: str, expect: str, why: str
) -> None:
    f = write_jsonl(tmp_path / "c.jsonl", [case(id="x", type=ctype, expect=expect, must_include=...)])
    assert main(["validate", str(f)]) == 2
    natural = {"unanswerable": "abstain", "answerable": "answer"}[ctype]
    assert capsys.readouterr().err == (f"groundtest: error: {f}:1: expect: type {ctype!r} with expect {expect!r}: {why} "
                                       f"(use expect {natural!r}, or another type)\n")


def test_an_unusual_type_and_expect_is_a_warning_naming_the_cases(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [case(id=f"fp{i}", type="false_premise", expect="abstain", must_include=...) for i in range(7)]
    f = write_jsonl(tmp_path / "c.jsonl", rows + [case(id="p", type="partial", expect="answer")])
    assert main(["validate", str(f)]) == 0
    err = capsys.readouterr().err
    assert ("warning: type 'false_premise' with expect 'abstain': a false_premise case usually expects 'answer' "
            "(use expect 'answer', or another type): 7 case(s): 'fp0', 'fp1', 'fp2', 'fp3', 'fp4' and 2 more\n") in err
    assert "warning: type 'partial' with expect 'answer': a partial case usually expects 'partial'" in err


def test_the_pairing_table_covers_every_type_and_expect() -> None:
    table = {(t, e): pairing(t, e) for t in CASE_TYPES for e in EXPECTS}
    assert [p for p, v in table.items() if v == OK] == [("answerable", "answer"), ("unanswerable", "abstain"),
        ("false_premise", "answer"), ("stale_context", "answer"), ("partial", "partial")]
    assert sorted(p for p, v in table.items() if v == ERROR) == [("answerable", "abstain"), ("unanswerable", "answer")]
    assert sum(v == WARNING for v in table.values()) == 8
