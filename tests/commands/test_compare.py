"""``groundtest compare`` through the CLI: known flips, exit codes, and parseable Markdown/JSON/JUnit."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.gating_fixtures import EXPECTED_FLIPS, write_pair
from tests.helpers import write_jsonl


@pytest.fixture()
def scored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Path:
    """Score the baseline then the candidate (recorded as runs 1 and 2 in ./.groundtest, results files too)."""
    monkeypatch.chdir(tmp_path)
    base, cand = write_pair(tmp_path)
    assert main(["score", str(base), "--judge", "none", "--results", "base-results.jsonl"]) == 1
    assert main(["score", str(cand), "--judge", "none", "--results", "cand-results.jsonl"]) == 1
    capsys.readouterr()
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["compare", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def cells(row: str) -> list[str]:
    """A Markdown table row's cells (split on pipes not escaped with a backslash)."""
    return re.split(r"(?<!\\)\|", row.strip())[1:-1]


def test_json_lists_exactly_the_known_flips_and_fails_the_gate(scored: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "last~1", "last", "--format", "json")
    assert code == 1 and err == ""
    d = json.loads(out)
    assert {(f["id"], f["metric"], f["direction"]) for f in d["flips"]} == EXPECTED_FLIPS
    assert d["unstable_flips"] == [] and d["paired"] == 14 and d["only_baseline"] == d["only_candidate"] == []
    assert (d["baseline"]["label"], d["candidate"]["label"]) == ("run 1 (last~1)", "run 2 (last)")
    h = d["hallucination_rate"]
    assert (h["baseline_count"], h["candidate_count"], h["to_fail"], h["to_pass"]) == (1, 2, 2, 1)
    assert h["mcnemar_p"] == 1.0 and h["change_ci95"][0] < 1 / 14 < h["change_ci95"][1]
    o = d["over_refusal_rate"]
    assert (o["n"], o["to_fail"], o["change"]) == (13, 1, 1 / 13)
    assert d["by_type"]["unanswerable"]["hallucinated"] == {"to_fail": 1, "to_pass": 0}
    assert sorted(d["failures"]) == sorted([
        "hallucination rate rose +7.14 points (7.1% → 14.3%, 2 case(s) flipped to hallucinated, 1 back); limit 0.50 points",
        "over-refusal rate rose +7.69 points (0.0% → 7.7%, 1 case(s) flipped to over-refused, 0 back); limit 2.00 points",
        "1 bait case(s) flipped to hallucinated: bait1",
    ])
    assert d["warnings"] == []  # only the responses differ: the same cases, answered differently


def test_edited_case_definitions_are_warned_about(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    base, cand = write_pair(tmp_path, regress=False)
    cand.write_text(cand.read_text().replace("How much is a replacement card?", "How much is a new card?", 1))
    main(["score", str(base), "--judge", "none"])
    main(["score", str(cand), "--judge", "none"])
    capsys.readouterr()
    code, out, err = run(capsys, "last~1", "last", "--format", "json")
    assert code == 2 and out == ""
    assert err == ("groundtest: error: last~1 and last are not results of the same case file: 1 paired case(s) have "
                   "different definitions (query, context, type, expect or expected values): ok0 "
                   "(--allow-changed-cases compares them anyway)\n")
    code, out, _ = run(capsys, "last~1", "last", "--format", "json", "--allow-changed-cases")
    d = json.loads(out)
    assert code == 0 and len(d["warnings"]) == 2 and d["changed_cases"] == ["ok0"]
    assert d["warnings"][0].startswith("the case definitions differ (responses aside; sha256 ")
    assert d["warnings"][0].endswith("): flips may come from edited cases")
    assert d["baseline"]["cases_key"] != d["candidate"]["cases_key"]


def test_results_files_give_the_same_flips_and_the_limits_are_flags(scored: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "base-results.jsonl", "cand-results.jsonl", "--format", "json")
    d = json.loads(out)
    assert code == 1 and {(f["id"], f["metric"], f["direction"]) for f in d["flips"]} == EXPECTED_FLIPS
    assert d["warnings"] == []  # results files carry no case-file hash
    code, out, _ = run(capsys, "1", "cand-results.jsonl", "--max-regression", "10%", "--max-refusal-regression", "0.1",
                       "--format", "json")
    assert code == 1 and json.loads(out)["failures"] == ["1 bait case(s) flipped to hallucinated: bait1"]


def test_no_regression_exits_0(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    base, cand = write_pair(tmp_path, regress=False)
    main(["score", str(base), "--judge", "none"])
    main(["score", str(cand), "--judge", "none"])
    capsys.readouterr()
    code, out, _ = run(capsys, "last~1", "last")
    assert code == 0
    assert "  fixed [answerable] no longer hallucinates: forbidden_value:" in out
    assert out.rstrip().endswith("PASSED: no regression beyond the limits")


def test_table_report(scored: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "last~1", "last")
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "groundtest compare: run 1 (last~1) → run 2 (last): 14 paired case(s)"
    assert "  baseline   7.1% (1/14, CI 1.3%–31.5%)" in lines
    assert "  flips      2↑ 1↓, McNemar p=1" in lines
    assert "flips (4):" in lines
    assert any(line.startswith("  bait1 [unanswerable] [bait] now hallucinates: unexpected_answer:") for line in lines)
    assert lines[-4:] == [
        "FAILED:",
        "  - hallucination rate rose +7.14 points (7.1% → 14.3%, 2 case(s) flipped to hallucinated, 1 back); limit 0.50 points",
        "  - over-refusal rate rose +7.69 points (0.0% → 7.7%, 1 case(s) flipped to over-refused, 0 back); limit 2.00 points",
        "  - 1 bait case(s) flipped to hallucinated: bait1",
    ]


def test_markdown_is_a_valid_pr_comment_with_untrusted_text_escaped(scored: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "last~1", "last", "--format", "markdown", "--output", "comment.md")
    assert code == 1 and out == ""
    md = (scored / "comment.md").read_text(encoding="utf-8")
    assert md.startswith("## groundtest compare: ❌ regression\n")
    tables, current = [], []
    for line in md.splitlines() + [""]:
        if line.startswith("|"):
            current.append(line)
        elif current:
            tables.append(current)
            current = []
    assert len(tables) == 3  # rates, types, flips
    for t in tables:
        width = len(cells(t[0]))
        assert all(len(cells(row)) == width for row in t), t
        assert set(t[1].replace("|", "").replace(":", "")) == {"-"}
    flip_ids = {cells(row)[0].strip().replace("\\", "") for row in tables[2][2:]}
    assert flip_ids == {"flip-h", "fixed", "refuse", "bait1"}
    # the model's words are shown literally: no raw HTML, no links, no @-mentions
    assert not re.search(r"(?<!\\)<img", md) and "](http" not in md and "@here" not in md
    assert "\\<img src=x onerror=alert\\(1\\)\\> @\u200bhere the fee is \\$3 \\| \\[click\\]\\(http\\://evil\\.example\\)" in md


def test_junit_is_valid_xml_with_a_testcase_per_flip_and_gate(scored: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "last~1", "last", "--format", "junit")
    assert code == 1
    suite = ET.fromstring(out).find("testsuite")
    assert suite is not None and suite.get("name") == "groundtest.compare"
    cases = {tc.get("name"): tc for tc in suite.iter("testcase")}
    assert set(cases) == {"flip-h hallucinated", "fixed hallucinated", "refuse over_refused", "bait1 hallucinated",
                          "hallucination_rate", "over_refusal_rate", "bait"}
    failed = {n for n, tc in cases.items() if tc.find("failure") is not None}
    assert failed == {"flip-h hallucinated", "refuse over_refused", "bait1 hallucinated",
                      "hallucination_rate", "over_refusal_rate", "bait"}
    assert (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("7", "6", "0")


def test_cases_on_one_side_are_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    row = {"id": "a", "type": "answerable", "expect": "answer", "hallucinated": False, "over_refused": False}
    base = write_jsonl(tmp_path / "b.jsonl", [row, {**row, "id": "gone"}])
    cand = write_jsonl(tmp_path / "c.jsonl", [row, {**row, "id": "new"}])
    code, out, err = run(capsys, str(base), str(cand), "--format", "json", "--store", str(tmp_path / "none.db"))
    assert code == 2 and out == "" and err == (
        f"groundtest: error: {base} and {cand} are not results of the same case file: 1 case id(s) only in the "
        "baseline (gone) and 1 only in the candidate (new) (--allow-changed-cases compares them anyway)\n")
    code, out, _ = run(capsys, str(base), str(cand), "--format", "json", "--allow-changed-cases")
    d = json.loads(out)
    assert code == 0 and d["only_baseline"] == ["gone"] and d["only_candidate"] == ["new"] and d["paired"] == 1


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        (['{"id": "a", "type": "answerable", "expect": "answer", "hallucinated": false}', "{oops"], "r.jsonl:2: not valid JSON: Expecting property name enclosed in double quotes (column 2)"),
        (['{"id": "a", "type": "answerable", "expect": "answer", "hallucinated": "yes"}'], "r.jsonl:1: hallucinated: must be true or false, got 'yes'"),
        (['{"type": "answerable", "expect": "answer", "hallucinated": false}'], "r.jsonl:1: id: missing or not a string (is this a results file from score --results?)"),
        (['{"id": "a", "type": "answerable", "expect": "answer", "hallucinated": false}'] * 2, "r.jsonl:2: id: duplicate id 'a' (first on line 1)"),
        ([], "r.jsonl: file is empty: no results"),
    ],
)
def test_bad_results_files_exit_2_naming_file_line_and_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lines: list[str], message: str
) -> None:
    bad = write_jsonl(tmp_path / "r.jsonl", lines)
    good = write_jsonl(tmp_path / "g.jsonl", ['{"id": "a", "type": "answerable", "expect": "answer", "hallucinated": false}'])
    code, out, err = run(capsys, str(good), str(bad))
    assert code == 2 and out == ""
    assert err == f"groundtest: error: {bad.parent}/{message}\n"


def test_bad_references_exit_2(scored: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "last", "7") == (2, "", f"groundtest: error: no run 7 in store {Path('.groundtest/groundtest.db')} (see: groundtest runs)\n")
    assert run(capsys, "last", "nope.jsonl") == (2, "", "groundtest: error: nope.jsonl: no such file (not a run id either: use N, last or last~N)\n")
    code, _, err = run(capsys, "last", "last", "--store", "elsewhere.db")
    assert code == 2 and err == "groundtest: error: last: no run store at elsewhere.db (score records runs there; or pass a results file)\n"
    other = write_jsonl(scored / "o.jsonl", ['{"id": "zzz", "type": "answerable", "expect": "answer", "hallucinated": false}'])
    code, _, err = run(capsys, "last", str(other))
    assert code == 2 and err == f"groundtest: error: last and {other} have no case ids in common: nothing to compare\n"
    code, _, err = run(capsys, "last", "last", "--max-regression", "150%")
    assert code == 2 and "--max-regression" in err


def test_the_installed_command_gates_in_a_subprocess(scored: Path) -> None:
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.run([str(exe), "compare", "base-results.jsonl", "cand-results.jsonl", "--format", "markdown"],
                          capture_output=True, text=True, cwd=scored, timeout=60)
    assert proc.returncode == 1 and proc.stderr == ""
    assert proc.stdout.startswith("## groundtest compare: ❌ regression")


def test_html_comparison_page_escapes_model_output(scored: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "last~1", "last", "--format", "html")
    assert code == 1 and err == "" and out.lower().startswith("<!doctype html>")
    assert "<img src=x" not in out and "&lt;img src=x onerror=alert(1)&gt;" in out
    assert all(cid in out for cid in ("flip-h", "fixed", "refuse", "bait1"))
    assert "What is the fee for a lost tablet?" in out  # the cases now failing, in full from the case file


@pytest.mark.parametrize("order", ["cases-as-candidate", "cases-as-baseline"])
def test_a_case_file_given_as_results_is_exit_2(scored: Path, capsys: pytest.CaptureFixture[str], order: str) -> None:
    cases = scored / "cand.jsonl"
    pair = ("base-results.jsonl", str(cases)) if order == "cases-as-candidate" else (str(cases), "cand-results.jsonl")
    code, out, err = run(capsys, *pair)
    assert code == 2 and out == ""
    assert err == (f"groundtest: error: {cases}:1: this is a case, not a result: the file looks like a case file; "
                   "compare takes the results file that score --results wrote (or a run id)\n")


def test_results_of_different_case_files_are_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    base, cand = write_pair(tmp_path, regress=False)
    cand.write_text(cand.read_text().replace("How much is a replacement card?", "How much is a new card?", 1))
    main(["score", str(base), "--judge", "none", "--no-store", "--results", "b.jsonl"])
    main(["score", str(cand), "--judge", "none", "--no-store", "--results", "c.jsonl"])
    capsys.readouterr()
    code, out, err = run(capsys, "b.jsonl", "c.jsonl")
    assert code == 2 and out == "" and "not results of the same case file: 1 paired case(s) have different definitions" in err
    code, out, _ = run(capsys, "b.jsonl", "c.jsonl", "--allow-changed-cases", "--format", "json")
    assert code == 0 and json.loads(out)["changed_cases"] == ["ok0"]
    # every result carries the fingerprint of its case definition, responses and meta aside
    keys = [json.loads(line)["case_key"] for line in Path("b.jsonl").read_text().splitlines()]
    assert len(keys) == len(set(keys)) and all(len(k) == 16 for k in keys)


def test_old_results_without_fingerprints_stay_readable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    row = {"id": "a", "type": "answerable", "expect": "answer", "hallucinated": False, "over_refused": False}
    base = write_jsonl(tmp_path / "b.jsonl", [row])
    cand = write_jsonl(tmp_path / "c.jsonl", [{**row, "hallucinated": True}])
    code, out, _ = run(capsys, str(base), str(cand), "--format", "json", "--store", str(tmp_path / "none.db"))
    d = json.loads(out)
    assert code == 1 and d["flips"][0]["id"] == "a"
    assert d["warnings"] == ["1 paired case(s) carry no case fingerprint (results of an older groundtest): "
                             "whether both sides scored the same case definitions cannot be checked"]


def test_clean_to_uncertain_has_its_own_column_and_is_not_a_regression(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    row = {"id": "a", "type": "answerable", "expect": "answer", "hallucinated": False, "over_refused": False,
           "hallucination": "clean", "case_key": "0123456789abcdef"}
    base = write_jsonl(tmp_path / "b.jsonl", [row, {**row, "id": "b", "case_key": "1123456789abcdef"}])
    cand = write_jsonl(tmp_path / "c.jsonl", [{**row, "hallucination": "uncertain",
                                              "findings": [{"type": "invented_fact", "content": "maybe", "severity": "moderate"}]},
                                             {**row, "id": "b", "case_key": "1123456789abcdef"}])
    code, out, _ = run(capsys, str(base), str(cand), "--format", "json")
    d = json.loads(out)
    assert code == 0 and d["uncertain"] == {"to_uncertain": ["a"], "from_uncertain": []}
    assert d["by_type"]["answerable"]["to_uncertain"] == 1 and d["flips"] == []
    code, out, _ = run(capsys, str(base), str(cand))
    assert code == 0 and "→uncertain" in out and "clean → uncertain, for review, not gated (1):\n  a\n" in out
    code, out, _ = run(capsys, str(base), str(cand), "--format", "markdown")
    assert "| type | n | hallucinated +/− | over-refused +/− | unstable flips | clean → uncertain |" in out
    assert "| answerable | 2 | +0 / −0 | +0 / −0 | 0 | 1 |" in out


@pytest.mark.parametrize("field, value, message", [
    ("type", "weird", "type: must be one of answerable"),
    ("hallucination", "maybe", "hallucination: must be one of clean, hallucinated, uncertain"),
    ("judge", "x", "judge: must be an object"),
    ("expect", "sometimes", "expect: must be one of answer, abstain, partial"),
])
def test_results_with_values_outside_their_vocabulary_are_exit_2(scored: Path, capsys: pytest.CaptureFixture[str],
                                                                   field: str, value: str, message: str) -> None:
    """Issue 23 item 11: compare read these as results and exited 0."""
    lines = (scored / "cand-results.jsonl").read_text(encoding="utf-8").splitlines()
    row = json.loads(lines[0])
    row[field] = value
    bad = scored / "bad-results.jsonl"
    bad.write_text("\n".join([json.dumps(row), *lines[1:]]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "base-results.jsonl", str(bad))
    assert code == 2 and f"{bad}:1: {message}" in err


def test_a_results_line_over_the_cap_is_exit_2(scored: Path, capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23 item 10: compare's own reader has the line cap too."""
    monkeypatch.setenv("GROUNDTEST_MAX_LINE_BYTES", "1000")
    big = scored / "big-results.jsonl"
    big.write_text('{"id": "' + "x" * 5000 + '"}\n', encoding="utf-8")
    code, out, err = run(capsys, "base-results.jsonl", str(big))
    assert code == 2 and f"{big}:1: line longer than 1,000 bytes" in err
