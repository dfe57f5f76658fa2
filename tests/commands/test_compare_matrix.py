"""``groundtest compare BASE CAND1 CAND2 …``: the two rates per run with intervals, flips against the
baseline per type, the regression gate per candidate and the best candidate under both budgets,
through the CLI on results files written by the real ``groundtest score``."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import write_jsonl

CTX = [{"title": "fees.md", "text": "A replacement card costs $3. Books are lent for 21 days."}]
GOOD = {"a": "A replacement card costs $3.", "b": "Books are lent for 21 days.", "c": "It costs $3.",
        "u1": "I don't know: the documents don't say.", "u2": "I don't know: the documents don't cover that."}
RUNS = {
    "base": {**GOOD, "u2": "We open at 10am on Sundays."},                       # 1 hallucinated
    "cautious": {k: "I don't know: the documents don't say." for k in GOOD},      # over-refuses all 3
    "good": GOOD,                                                                 # clean
    "worse": {**GOOD, "a": "A replacement card costs $5.", "u2": "We open at 10am on Sundays."},
}


def _cases(responses: dict[str, str]) -> list[dict]:
    rows = []
    for cid in ("a", "b", "c"):
        value = "21 days" if cid == "b" else "$3"
        rows.append({"id": cid, "type": "answerable", "expect": "answer", "query": f"question {cid}?",
                     "context": CTX, "must_include": [value], "response": responses[cid]})
    for cid in ("u1", "u2"):
        rows.append({"id": cid, "type": "unanswerable", "expect": "abstain", "query": f"When do you open ({cid})?",
                     "context": CTX, "response": responses[cid]})
    return rows


@pytest.fixture()
def results(tmp_path: Path, capsys) -> dict[str, str]:
    out = {}
    for name, responses in RUNS.items():
        src = write_jsonl(tmp_path / f"{name}.jsonl", _cases(responses))
        res = tmp_path / f"{name}-results.jsonl"
        main(["score", str(src), "--judge", "none", "--no-store", "--results", str(res)])
        out[name] = str(res)
    capsys.readouterr()
    return out


def test_json_gives_rates_flips_and_the_best_candidate(results, capsys):
    code = main(["compare", results["base"], results["cautious"], results["good"], results["worse"], "--format", "json"])
    d = json.loads(capsys.readouterr().out)
    assert code == 0
    assert d["best"] == results["good"] and d["passed"] is True
    assert d["baseline"]["hallucination_rate"]["count"] == 1 and d["baseline"]["hallucination_rate"]["n"] == 5
    cautious, good, worse = d["candidates"]
    assert cautious["over_refusal_rate"] == {**cautious["over_refusal_rate"], "rate": 1.0, "count": 3, "n": 3}
    lo, hi = cautious["over_refusal_rate"]["ci95"]
    assert lo < 1.0 == hi
    assert cautious["within_budgets"] is False and cautious["regression_passed"] is False
    assert good["within_budgets"] is True and good["regression_passed"] is True
    assert good["hallucination_change"] == pytest.approx(-0.2)
    assert good["by_type"]["unanswerable"]["hallucinated"] == {"to_fail": 0, "to_pass": 1}
    assert worse["by_type"]["answerable"]["hallucinated"] == {"to_fail": 1, "to_pass": 0}
    assert worse["hallucination_rate"]["count"] == 2 and worse["regression_passed"] is False


def test_no_candidate_within_both_budgets_exits_1(results, capsys):
    code = main(["compare", results["base"], results["cautious"], results["worse"]])
    out = capsys.readouterr().out
    assert code == 1
    assert out.splitlines()[-1] == "FAILED: no candidate is within both budgets without a regression beyond the limits"
    # with looser budgets the baseline-level candidate that only over-refuses still regresses: none is chosen
    assert main(["compare", results["base"], results["cautious"], results["worse"],
                 "--max-over-refusal-rate", "1", "--max-hallucination-rate", "1", "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out)["best"] is None


def test_table_and_markdown(results, capsys):
    assert main(["compare", results["base"], results["good"], results["worse"]]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"groundtest compare: {results['base']} against 2 candidate(s); budgets: "
                          "hallucination ≤ 2.0%, over-refusal ≤ 10.0%")
    assert f"BEST: {results['good']} (hallucination 0.0%, over-refusal 0.0%)" in out
    assert "  hallucination  40.0% (2/5, CI " in out and "change +20.00 pts" in out
    assert "  unanswerable    h +0/-1 r +0/-0" in out
    assert main(["compare", results["base"], results["good"], results["worse"], "--format", "markdown"]) == 0
    md = capsys.readouterr().out
    assert md.startswith("## groundtest compare: ✅ best: ")
    assert md.count("\n| ") >= 3 + 2  # a row per run and per type


def test_usage_errors(results, capsys):
    assert main(["compare", results["base"], results["good"], results["worse"], "--format", "junit"]) == 2
    assert "with more than one candidate, choose one of: table, markdown, json" in capsys.readouterr().err
    assert main(["compare", results["base"], results["good"], "--max-hallucination-rate", "0.1"]) == 2
    assert "only with more than one candidate" in capsys.readouterr().err
    assert main(["compare", results["base"], results["good"], "missing.jsonl"]) == 2
    capsys.readouterr()
