"""Audits are runs (issue 26, item 2): ``audit`` records its outputs in the run store by output
type, and ``compare`` takes two audit runs with the same gate and flips table."""
from __future__ import annotations

import json
from pathlib import Path

from groundtest.cli import main
from tests.helpers import write_jsonl

CTX = "Either party may terminate the employment contract by written notice of thirty days after five years."
GOOD = "Either party may terminate the employment contract by written notice of thirty days after five years."
BAD = "Either party may terminate the employment contract by written notice of ninety days after five years."


def outputs(tmp_path: Path, name: str, bad: int) -> Path:
    rows = [{"id": f"r{i}", "output_type": "research" if i % 2 else "chat", "query": "notice?", "context": CTX,
             "response": BAD if i < bad else GOOD} for i in range(100)]
    return write_jsonl(tmp_path / name, rows)


def test_two_audits_are_stored_and_compared_with_the_regression_gate(tmp_path, capsys):
    store = str(tmp_path / "runs.db")
    before, after = outputs(tmp_path, "week1.jsonl", 0), outputs(tmp_path, "week2.jsonl", 2)
    assert main(["audit", str(before), "--store", store, "--target", "0.05"]) == 0
    assert main(["audit", str(after), "--store", store, "--target", "0.05"]) == 0
    capsys.readouterr()
    assert main(["runs", "--store", store]) == 0
    listed = capsys.readouterr().out
    assert listed.count(" audit ") == 2 and "week2.jsonl" in listed
    assert main(["compare", "1", "2", "--store", store]) == 1
    out = capsys.readouterr().out
    assert "change     +2.00 pts" in out
    assert "chat                50         1         0" in out and "research            50         1" in out  # by output type
    assert "  r0 [chat] now hallucinates: invented_fact: 'ninety days'" in out
    assert "  - hallucination rate rose +2.00 points (0.0% → 2.0%, 2 case(s) flipped to hallucinated, 0 back)" in out
    assert main(["compare", "1", "2", "--store", store, "--max-regression", "0.03"]) == 0
    capsys.readouterr()
    assert main(["show", "2", "--store", store, "--format", "json"]) in (0, 1)
    shown = json.loads(capsys.readouterr().out)
    assert shown["judge"] == "audit" and shown["cases"] == 100 and shown["hallucinated"] == 2
    assert {t: c["hallucinated"] for t, c in shown["by_type"].items()} == {"chat": 1, "research": 1}  # by output type


def test_no_store_records_nothing_and_a_bad_store_is_exit_2(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    src = outputs(tmp_path, "o.jsonl", 0)
    assert main(["audit", str(src), "--no-store"]) == 0
    assert not (tmp_path / ".groundtest").exists()
    bad = tmp_path / "not-a-store.db"
    bad.write_text("hello")
    capsys.readouterr()
    assert main(["audit", str(src), "--store", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "not-a-store.db" in err and "Traceback" not in err


def test_two_audits_of_different_outputs_compare_their_rates_unpaired(tmp_path, capsys):
    store = str(tmp_path / "runs.db")
    week1 = outputs(tmp_path, "week1.jsonl", 0)
    rows = [json.loads(x) for x in outputs(tmp_path, "w2.jsonl", 3).read_text().splitlines()]
    week2 = write_jsonl(tmp_path / "week2.jsonl", [{**r, "id": "w2-" + r["id"]} for r in rows])  # other outputs
    for f in (week1, week2):
        assert main(["audit", str(f), "--store", store, "--target", "0.05"]) == 0
    capsys.readouterr()
    assert main(["compare", "1", "2", "--store", store]) == 1
    out = capsys.readouterr().out
    assert out.startswith("groundtest compare: run 1 → run 2: two audits of different outputs (unpaired)\n")
    assert "  change     +3.00 pts" in out and "chat                50    0.0%       50    4.0%  +4.00 pts" in out
    assert "  - hallucination rate rose +3.00 points (0.0% → 3.0%, independent samples of 100 and 100 outputs); limit 0.50 points" in out
    assert main(["compare", "1", "2", "--store", store, "--max-regression", "0.05", "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["paired"] is False and d["by_output_type"]["research"]["candidate"]["hallucinated"] == 1
    # a score run's results are not an audit: no ids in common is still exit 2 there
    assert main(["compare", "1", str(tmp_path / "week2.jsonl"), "--store", store]) == 2
