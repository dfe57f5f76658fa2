"""Audits are runs (issue 26, item 2): ``audit`` records its outputs in the run store by output
type, and ``compare`` takes two audit runs with the same gate and flips table."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

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
