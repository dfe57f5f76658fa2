"""``groundtest derive`` through the CLI entry point."""
from __future__ import annotations

import json
import subprocess
from collections import Counter
import sys
from pathlib import Path

import pytest

from groundtest.cases import load_cases
from groundtest.cli import main
from groundtest.derive import derive, report
from tests.helpers import write_jsonl

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "derive" / "corpus.jsonl"
GROUNDTEST = str(Path(sys.executable).parent / "groundtest")


def test_derive_writes_a_valid_set_and_reports_what_it_did(tmp_path, capsys):
    out = tmp_path / "derived.jsonl"
    assert main(["derive", str(CORPUS), "-o", str(out), "--seed", "4"]) == 0
    printed, err = capsys.readouterr()
    cases, skipped = derive(load_cases(CORPUS), 4)
    rep = report(cases, skipped)
    assert [c.to_dict() for c in load_cases(out)] == [c.to_dict() for c in cases]
    expected = [
        f"wrote {out}: {rep['cases']} case(s)",
        "  types: " + ", ".join(f"{t} {n}" for t, n in rep["by_type"].items()),
        "  derived: " + ", ".join(f"{p} {n}" for p, n in rep["by_perturbation"].items()),
        f"  unanswerable or false_premise: {rep['hard']} ({rep['hard_share']:.0%})",
        "skipped:",
        *(f"  {name}: " + ", ".join(f"{r} {n}" for r, n in reasons.items()) for name, reasons in skipped.items()),
    ]
    assert printed.splitlines() == expected
    assert err == ""
    assert rep["hard"] * 3 >= rep["cases"]


def test_every_derived_case_passes_validate_with_its_composition(tmp_path, capsys):
    out = tmp_path / "derived.jsonl"
    mix = "near_miss=1,false_premise=1,stale_context=1,stale_only=1,partial=1"
    assert main(["derive", str(CORPUS), "-o", str(out), "--mix", mix, "--min-hard-share", "0"]) == 0
    capsys.readouterr()
    assert main(["validate", str(out)]) == 0
    printed = capsys.readouterr().out
    n = len(out.read_text().splitlines())
    assert f"{out}: {n} valid case(s)" in printed
    cases = load_cases(out)
    perts = Counter(c.meta["perturbation"] for c in cases if "perturbation" in c.meta)
    assert set(perts) == {"near_miss", "false_premise", "stale_context", "stale_only", "partial"}
    derived, near = sum(perts.values()), perts["near_miss"]
    assert f"  derived: {derived} ({derived / n:.0%}); near misses {near} ({near / n:.0%}); " + ", ".join(
        f"{k} {v} ({v / n:.0%})" for k, v in sorted(perts.items())) in printed.splitlines()


def test_json_report_and_no_originals(tmp_path, capsys):
    out = tmp_path / "derived.jsonl"
    assert main(["derive", str(CORPUS), "-o", str(out), "--no-originals", "--format", "json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    cases = load_cases(out)
    assert all("derived_from" in c.meta for c in cases)
    assert rep["output"] == str(out) and rep["seed"] == 0 and rep["cases"] == len(cases)
    assert rep["skipped"]["near_miss"]["single_chunk"] == 2
    assert rep["skipped"]["source"] == {"not_answerable": 1}
    assert rep["hard_share"] >= 1 / 3


def test_same_seed_same_bytes_other_seed_other_values(tmp_path, capsys):
    a, b, c = (tmp_path / f"{n}.jsonl" for n in "abc")
    for path, seed in ((a, "1"), (b, "1"), (c, "2")):
        assert main(["derive", str(CORPUS), "-o", str(path), "--seed", seed]) == 0
    assert a.read_bytes() == b.read_bytes()
    assert a.read_bytes() != c.read_bytes()


def test_few_hard_cases_warn(tmp_path, capsys):
    out = tmp_path / "d.jsonl"
    assert main(["derive", str(CORPUS), "-o", str(out), "--mix", "partial=1"]) == 0
    err = capsys.readouterr().err
    assert err == "warning: only 1 of 10 cases (10%) are unanswerable or false_premise; aim for at least a third\n"


@pytest.mark.parametrize("args, message", [
    (["--mix", "nearmiss=1"], "groundtest: error: --mix: unknown perturbation 'nearmiss'; expected any of near_miss, "
                              "false_premise, stale_context, stale_only, partial"),
    (["--mix", "partial=3"], "groundtest: error: --mix: partial: a share of source cases between 0 and 1, got 3"),
    (["--seed", "x"], "groundtest: error: groundtest derive: argument --seed: invalid int value: 'x'"),
])
def test_bad_flags_exit_2(tmp_path, capsys, args, message):
    out = tmp_path / "d.jsonl"
    assert main(["derive", str(CORPUS), "-o", str(out), *args]) == 2
    assert capsys.readouterr().err.strip() == message
    assert not out.exists()


def test_bad_input_names_file_line_and_field(tmp_path, capsys):
    src = write_jsonl(tmp_path / "in.jsonl", [
        {"id": "a", "type": "answerable", "expect": "answer", "query": "Q?", "context": []},
        {"id": "b", "type": "answerable", "expect": "answr", "query": "Q?", "context": []},
    ])
    out = tmp_path / "d.jsonl"
    assert main(["derive", str(src), "-o", str(out)]) == 2
    assert capsys.readouterr().err == (
        f"groundtest: error: {src}:2: expect: unknown expect 'answr'; expected one of answer, abstain, partial\n")
    assert not out.exists()
    assert main(["derive", str(tmp_path / "missing.jsonl"), "-o", str(out)]) == 2
    assert capsys.readouterr().err == f"groundtest: error: {tmp_path / 'missing.jsonl'}: no such file\n"


def test_entry_point_smoke(tmp_path):
    out = tmp_path / "d.jsonl"
    proc = subprocess.run([GROUNDTEST, "derive", str(CORPUS), "-o", str(out), "--format", "json"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["cases"] == len(out.read_text().splitlines())
