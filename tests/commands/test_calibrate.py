"""``groundtest calibrate``: agreement report and kappa gate; ``--fit`` writes checker thresholds that ``score`` reads."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from groundtest.checker import CheckerConfig
from groundtest.cli import main
from groundtest.calibrate.fit import fitted_fields
from tests.helpers import write_jsonl

CONTEXT = [{"title": "fees.md", "text": "The replacement card fee is $3. Late returns cost $0.25 per day. "
            "The loan period is 21 days. Renewals can be done online or at the front desk."}]


def _result(ident: str, label: str, reason: str = "") -> dict[str, Any]:
    findings = [{"type": "invented_fact", "content": reason, "severity": "critical", "sentence": 0, "notes": ""}] if reason else []
    return {"id": ident, "type": "answerable", "expect": "answer", "abstained": False, "hallucinated": label == "hallucinated",
            "over_refused": False, "forbidden": [], "missing": [], "hallucination": label, "findings": findings,
            "judge": {"name": "local", "score": 5.0, "label": label, "reason": ""}, "meta": {}}


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    judged = [("a", "hallucinated", "ships free"), ("b", "clean", ""), ("c", "clean", ""), ("d", "hallucinated", "waives it"),
              ("e", "uncertain", ""), ("f", "clean", ""), ("extra", "clean", "")]
    human = [("a", "hallucinated", "invented shipping"), ("b", "clean", ""), ("c", "hallucinated", "missed the fee"),
             ("d", "hallucinated", ""), ("e", "uncertain", "unclear"), ("f", "clean", ""), ("unjudged", "clean", "")]
    results = write_jsonl(tmp_path / "results.jsonl", [_result(i, lab, why) for i, lab, why in judged])
    labels = write_jsonl(tmp_path / "labels.jsonl", [{"id": i, "label": lab, "note": note} for i, lab, note in human])
    return results, labels


def test_table_report_and_gate(files: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    results, labels = files
    assert main(["calibrate", str(results), str(labels)]) == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert out.out == (
        "cases compared     6 (1 only in results, 1 only in labels, 0 excluded)\n"
        "human \\ judge               clean     uncertain  hallucinated\n"
        "clean                           2             0             0\n"
        "uncertain                       0             1             0\n"
        "hallucinated                    1             0             2\n"
        "hallucinated or not:\n"
        "  accuracy         0.833\n"
        "  cohen's kappa    0.667 (min 0.6)\n"
        "  precision        1.000, recall 0.667\n"
        "  balanced acc.    0.833\n"
        "kappa (3 labels)   0.739\n"
        "disagreements (1)\n"
        "  c: human hallucinated, judge clean - note: missed the fee\n"
        "only in results (1): extra\n"
        "only in labels (1): unjudged\n"
        "PASSED\n")
    assert main(["calibrate", str(results), str(labels), "--min-kappa", "0.7"]) == 1
    assert capsys.readouterr().out.endswith("FAILED: Cohen's kappa 0.667 is below --min-kappa 0.7\n")


def test_json_report(files: tuple[Path, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    results, labels = files
    out_file = tmp_path / "agreement.json"
    assert main(["calibrate", str(results), str(labels), "--format", "json", "-o", str(out_file)]) == 0
    assert capsys.readouterr().out == ""
    data = json.loads(out_file.read_text())
    assert data["n"] == 6 and data["passed"] is True and data["failures"] == [] and data["min_kappa"] == 0.6
    assert data["kappa"] == pytest.approx(2 / 3) and data["accuracy"] == pytest.approx(5 / 6)
    assert data["kappa_labels"] == pytest.approx(0.7391, abs=1e-4) and data["label_differences"] == []
    assert data["hallucinated"] == {"precision": 1.0, "recall": pytest.approx(2 / 3)}
    assert data["matrix"]["hallucinated"] == {"clean": 1, "uncertain": 0, "hallucinated": 2}
    assert data["disagreements"] == [{"id": "c", "human": "hallucinated", "judge": "clean", "note": "missed the fee", "reason": ""}]
    assert data["only_in_results"] == ["extra"] and data["only_in_labels"] == ["unjudged"]


def test_bad_input_and_usage(files: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results, labels = files
    bad = write_jsonl(tmp_path / "bad.jsonl", [{"id": "a", "label": "hallucinated"}, {"id": "b", "label": "halucinated"}])
    assert main(["calibrate", str(results), str(bad)]) == 2
    assert capsys.readouterr().err == f"groundtest: error: {bad}:2: label: expected one of clean, hallucinated, uncertain, got 'halucinated'\n"
    other = write_jsonl(tmp_path / "other.jsonl", [{"id": "zzz", "label": "clean"}])
    assert main(["calibrate", str(results), str(other)]) == 2
    assert capsys.readouterr().err == f"groundtest: error: no case id is in both {results} and {other}\n"
    assert main(["calibrate", str(labels)]) == 2
    assert capsys.readouterr().err == "groundtest: error: groundtest calibrate: expected RESULTS.jsonl LABELS.jsonl\n"
    assert main(["calibrate", str(results), str(labels), "--min-kappa", "2"]) == 2
    assert "argument --min-kappa: kappa is from -1 to 1, got '2'" in capsys.readouterr().err
    assert main(["calibrate", str(labels), "--fit", str(results), "--write-config", "c.toml", "--holdout", "1"]) == 2
    assert "argument --holdout: a share between 0 and 1 (1 not included), got '1'" in capsys.readouterr().err
    assert main(["calibrate", str(labels), "--fit", str(results)]) == 2
    assert capsys.readouterr().err == "groundtest: error: groundtest calibrate: --fit needs --write-config FILE\n"
    assert main(["calibrate", str(results), str(labels), "--write-config", "x.toml"]) == 2
    assert capsys.readouterr().err == "groundtest: error: groundtest calibrate: --write-config needs --fit CASES.jsonl\n"
    assert main(["calibrate", str(results), str(tmp_path / "nope.jsonl")]) == 2
    assert capsys.readouterr().err == f"groundtest: error: {tmp_path / 'nope.jsonl'}: no such file\n"


# ---------------------------------------------------------------------------------------------
# --fit

#: (id, response, human label). The labeller's rule: one detail beyond the notes is fine,
#: two or more invented details are a hallucination. The default thresholds flag only the
#: extra clauses (marked *) and leave the two-detail sentences uncertain.
SLICE = [
    ("s1", "A replacement card costs $3.", "clean"),
    ("s2", "Late returns cost $0.25 per day.", "clean"),
    ("s3", "The loan period is 21 days.", "clean"),
    ("s4", "You can renew online or at the front desk.", "clean"),
    ("o1", "The loan period is 21 days for students.", "clean"),
    ("o2", "Late returns cost $0.25 per day on weekdays.", "clean"),
    ("o3", "A replacement card costs $3 at any branch.", "clean"),
    ("t1", "Late returns cost $0.25 per day, including holidays and weekends.", "hallucinated"),
    ("t2", "The loan period is 21 days for visiting scholars and alumni.", "hallucinated"),
    ("t3", "A replacement card costs $3, payable by cheque or voucher.", "hallucinated"),
    ("x1", "A replacement card costs $3 and the library waives it for students.", "hallucinated"),  # *
    ("x2", "The loan period is 21 days, and members get priority parking.", "hallucinated"),  # *
]


def _slice(tmp_path: Path) -> tuple[Path, Path]:
    cases = write_jsonl(tmp_path / "cases.jsonl", [
        {"id": i, "type": "answerable", "expect": "answer", "query": "What are the library's rules?", "context": CONTEXT,
         "response": text} for i, text, _ in SLICE])
    labels = write_jsonl(tmp_path / "labels.jsonl", [{"id": i, "label": lab} for i, _, lab in SLICE])
    return cases, labels


def _predicted(tmp_path: Path, cases: Path, *extra: str) -> dict[str, bool]:
    results = tmp_path / "results.jsonl"
    main(["score", str(cases), "--results", str(results), *extra])
    return {r["id"]: r["hallucinated"] for r in map(json.loads, results.read_text().splitlines())}


def _agreement(pred: dict[str, bool]) -> tuple[float, float]:
    from groundtest.calibrate import binary_scores

    b = binary_scores((lab == "hallucinated", pred[i]) for i, _, lab in SLICE)
    return b["balanced_accuracy"], b["kappa"]


def test_fit_writes_thresholds_that_score_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases, labels = _slice(tmp_path)
    # start from thresholds that flag no unsupported wording at all
    base = tmp_path / "base.toml"
    base.write_text("[checker]\ncritical_novel_words = 50\ncritical_novel_share = 1.0\n"
                    "clause_novel_words = 50\nclause_novel_share = 1.0\nclaim_novel_words = 50\nshort_critical_words = 0\n")
    before = _predicted(tmp_path, cases, "--checker-config", str(base))
    assert not any(before[i] for i in ("t1", "t2", "t3"))
    capsys.readouterr()
    config = tmp_path / "checker.toml"
    code = main(["calibrate", str(labels), "--fit", str(cases), "--write-config", str(config), "--checker-config", str(base)])
    out = capsys.readouterr()
    assert code == 0, out.out
    assert out.err == f"groundtest: wrote the fitted checker thresholds to {config}\n"  # and no warning of a mismatch
    fitted = CheckerConfig.load(config)
    changed = {k for k, v in fitted.to_dict().items() if v != CheckerConfig.load(base).to_dict()[k]}
    assert changed and changed <= set(fitted_fields(fitted))  # only numeric thresholds move, never a switch
    lines = out.out.splitlines()
    assert lines[0].startswith("fitted on          12 labelled case(s), ") and lines[-1] == "PASSED"
    before_ba, before_kappa = map(float, lines[2].split()[1:3])
    after_ba, after_kappa = map(float, lines[3].split()[1:3])
    assert (before_ba, before_kappa) == pytest.approx(_agreement(before), abs=1e-3)
    assert after_ba > before_ba and after_kappa > before_kappa
    # the real scorer, reading the written file, reproduces the fitted figures
    after = _predicted(tmp_path, cases, "--checker-config", str(config))
    assert (after_ba, after_kappa) == pytest.approx(_agreement(after), abs=1e-3)
    assert lines[4].split()[3:5] == lines[3].split()[1:3]  # "scored (all cases)" = "after" (no holdout)
    # and calibrate on those results reports the same kappa
    capsys.readouterr()
    assert main(["calibrate", str(tmp_path / "results.jsonl"), str(labels), "--min-kappa", "0"]) == 0
    assert f"  cohen's kappa    {after_kappa:.3f} (min 0)\n" in capsys.readouterr().out


def test_fit_json_holdout_and_bench_style_labels(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # a bench file holds cases and labels in one: {..., "gold": "clean" | "hallucinated"}
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "q", "context": CONTEXT, "response": text,
             "gold": lab, "source": "unit"} for i, text, lab in SLICE]
    bench = write_jsonl(tmp_path / "bench.jsonl", rows)
    config = tmp_path / "checker.json"
    code = main(["calibrate", str(bench), "--fit", str(bench), "--write-config", str(config), "--format", "json",
                 "--objective", "kappa", "--holdout", "0.4", "--min-kappa", "-1"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["passed"] is True
    assert data["n_fit"] + data["n_holdout"] == 12 and data["n_holdout"] == 4  # s3, s4, o1, t1 by id hash
    assert data["holdout_after"]["kappa"] is not None
    assert data["after"]["kappa"] >= data["before"]["kappa"]
    assert json.loads(config.read_text()) == data["config"]
    assert set(data["changed"]) <= set(CheckerConfig().to_dict())


def test_fit_problems(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases, labels = _slice(tmp_path)
    none = write_jsonl(tmp_path / "none.jsonl", [{"id": "s1", "label": "uncertain"}])
    assert main(["calibrate", str(none), "--fit", str(cases), "--write-config", str(tmp_path / "c.toml")]) == 2
    assert capsys.readouterr().err == f"groundtest: error: no case of {cases} has a clean or hallucinated label in {none}\n"
    broken = write_jsonl(tmp_path / "broken.jsonl", [{"id": "s1", "type": "answerable", "expect": "answer", "query": "q", "context": []}])
    assert main(["calibrate", str(labels), "--fit", str(broken), "--write-config", str(tmp_path / "c.toml")]) == 2
    assert capsys.readouterr().err.startswith(f"groundtest: error: {broken}:1: response: ")
    assert not (tmp_path / "c.toml").exists()
    assert main(["calibrate", str(labels), str(labels), "--fit", str(cases), "--write-config", "c.toml"]) == 2
    assert capsys.readouterr().err == "groundtest: error: groundtest calibrate: with --fit, give only LABELS.jsonl\n"
    assert main(["calibrate", str(labels), "--fit", str(cases), "--write-config", str(tmp_path / "no" / "dir" / "c.toml")]) == 2
    assert "--write-config: cannot write" in capsys.readouterr().err


def test_console_script_smoke(files: tuple[Path, Path]) -> None:
    results, labels = files
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.run([str(exe), "calibrate", str(results), str(labels), "--min-kappa", "0.9"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and proc.stderr == ""
    assert proc.stdout.endswith("FAILED: Cohen's kappa 0.667 is below --min-kappa 0.9\n")


def test_per_rule_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The report counts each checker rule's critical findings on the cases a person labelled hallucinated and
    clean, and names the rules that fired as often on clean cases: what a rule_severity table would send to review."""
    def row(ident: str, label: str, *rules: str) -> dict[str, Any]:
        r = _result(ident, label)
        r["findings"] = [{"type": "invented_fact", "content": ident, "severity": "critical", "sentence": 0, "notes": "",
                          "rule": rule} for rule in rules] + [
            {"type": "invented_fact", "content": "x", "severity": "moderate", "sentence": 1, "notes": "", "rule": "unconfirmed"}]
        return r
    judged = [row("a", "hallucinated", "value"), row("b", "hallucinated", "frame_swap", "value"),
              row("c", "hallucinated", "frame_swap"), row("d", "hallucinated", "frame_swap"),
              row("e", "hallucinated", "extra_sentence"), row("f", "clean"), row("g", "hallucinated", "value", "value")]
    human = [("a", "hallucinated"), ("b", "hallucinated"), ("c", "clean"), ("d", "clean"), ("e", "clean"),
             ("f", "clean"), ("g", "uncertain")]
    results = write_jsonl(tmp_path / "results.jsonl", judged)
    labels = write_jsonl(tmp_path / "labels.jsonl", [{"id": i, "label": lab} for i, lab in human])
    assert main(["calibrate", str(results), str(labels), "--min-kappa", "-1"]) == 0
    out = capsys.readouterr().out
    assert ("checker rules (critical findings on cases labelled hallucinated / clean; clean where it was the only one)\n"
            "  frame_swap             1 / 2         2 alone\n"
            "  extra_sentence         0 / 1         1 alone\n"
            "  value                  2 / 0         0 alone\n"
            "  on at least as many clean cases as hallucinated ones here (and 2 or more): frame_swap (a checker config's "
            "[checker.rule_severity] can send them to review: docs/checker.md)\n") in out
    assert "unconfirmed" not in out  # moderate findings are not counted
    assert main(["calibrate", str(results), str(labels), "--min-kappa", "-1", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"] == {"frame_swap": {"hallucinated": 1, "clean": 2, "only_on_clean": 2},
                             "extra_sentence": {"hallucinated": 0, "clean": 1, "only_on_clean": 1},
                             "value": {"hallucinated": 2, "clean": 0, "only_on_clean": 0}}
