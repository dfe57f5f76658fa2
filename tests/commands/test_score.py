"""``groundtest score`` through its real entry point: reports, results, exit codes."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "support-assistant.jsonl"


def cases_file(tmp_path: Path, bad: bool = False) -> Path:
    rows = [case(id=f"ok{i}") for i in range(60)]
    if bad:
        rows.append(case(id="stale", type="stale_context", response="It costs $5.00.", must_not_include=["$5"]))
    return write_jsonl(tmp_path / "cases.jsonl", rows)


def test_passing_run_exits_0_and_prints_the_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["score", str(cases_file(tmp_path)), "--judge", "none", "--no-store"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[0] == "groundtest: 60 case(s), judge none"
    assert "hallucination rate   0.0%  (95% CI 0.0%–6.0%)  budget 2.0%  ok" in out
    assert out.rstrip().endswith("PASSED: every budget held")


def test_failing_run_exits_1_and_names_the_case(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["score", str(cases_file(tmp_path, bad=True)), "--judge", "none", "--no-store", "--max-hallucination-rate", "0.01"])
    out = capsys.readouterr().out
    assert code == 1
    assert "  stale [stale_context] forbidden_value: '$5.00' (forbidden: $5); missing_value: '$3'" in out
    assert "  - hallucination rate 1.6% (1/61) exceeds budget 1.0%" in out


def test_json_output_and_results_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_file, results = tmp_path / "s.json", tmp_path / "r.jsonl"
    code = main(["score", str(cases_file(tmp_path, bad=True)), "--judge", "none", "--no-store",
                 "--format", "json", "--output", str(out_file), "--results", str(results)])
    assert code == 0 and capsys.readouterr().out == ""
    summary = json.loads(out_file.read_text())
    assert summary["cases"] == 61 and summary["hallucinated"] == 1 and summary["passed"] is True
    rows = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(rows) == 61 and rows[-1]["id"] == "stale" and rows[-1]["forbidden"] == ["$5"]
    assert set(rows[0]) >= {"id", "type", "expect", "abstained", "hallucinated", "over_refused", "forbidden",
                            "missing", "hallucination", "findings", "judge", "meta"}


def test_bad_input_writes_no_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "c.jsonl", [case(), "{oops"])
    results = tmp_path / "r.jsonl"
    assert main(["score", str(path), "--judge", "none", "--no-store", "--results", str(results)]) == 2
    assert not results.exists() and list(tmp_path.iterdir()) == [path]
    assert "c.jsonl:2: not valid JSON" in capsys.readouterr().err


def test_usage_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score"]) == 2
    assert "the following arguments are required: CASES.jsonl" in capsys.readouterr().err
    assert main(["score", str(cases_file(tmp_path)), "--max-hallucination-rate", "2"]) == 2
    assert "a rate between 0 and 1" in capsys.readouterr().err
    assert main(["score", str(cases_file(tmp_path)), "--max-failures", "weird=1"]) == 2
    assert "expected TYPE=N" in capsys.readouterr().err
    assert main(["score", str(cases_file(tmp_path)), "--judge", "nonsense"]) == 2
    assert "unknown judge 'nonsense'" in capsys.readouterr().err
    assert main(["frobnicate"]) == 2


def test_budgets_from_pyproject_and_flags_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.groundtest]\nmax_hallucination_rate = 0.5\njudge = 'none'\n")
    monkeypatch.chdir(tmp_path)
    path = cases_file(tmp_path, bad=True)
    assert main(["score", str(path), "--no-store", "--max-hallucination-rate", "0.01"]) == 1
    capsys.readouterr()
    assert main(["score", str(path), "--no-store"]) == 0
    (tmp_path / "pyproject.toml").write_text("[tool.groundtest]\nmax_halucination_rate = 0.5\n")
    assert main(["score", str(path), "--no-store"]) == 2
    assert "pyproject.toml: max_halucination_rate: unknown setting" in capsys.readouterr().err


def test_example_set_reports_real_failures(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    results = tmp_path / "r.jsonl"
    code = main(["score", str(EXAMPLES), "--judge", "none", "--no-store", "--results", str(results)])
    assert code == 1
    by_id = {r["id"]: r for r in map(json.loads, results.read_text().splitlines())}
    assert by_id["ans-over-refused"]["over_refused"] and not by_id["ans-over-refused"]["hallucinated"]
    assert by_id["stale-old-price"]["hallucinated"] and by_id["stale-old-price"]["forbidden"] == ["$15"]
    assert by_id["una-answered-bait"]["hallucinated"] and by_id["part-refuses-all"]["over_refused"]
    assert not by_id["stale-express"]["hallucinated"] and not by_id["part-return-and-exchange"]["over_refused"]


def test_console_script_entry_point(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.run([str(exe), "score", str(cases_file(tmp_path)), "--judge", "none", "--no-store", "--format", "json"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["passed"] is True
    proc = subprocess.run([str(exe), "validate", str(tmp_path / "missing.jsonl")], capture_output=True, text=True)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_settings_from_groundtest_toml(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "groundtest.toml").write_text("judge = 'none'\nrefusals = ['No comment.']\n[budgets]\nmax_hallucination_rate = 0.5\n")
    monkeypatch.chdir(tmp_path)
    rows = [case(id=f"ok{i}") for i in range(3)] + [
        case(id="u", type="unanswerable", expect="abstain", must_include=..., response="I don't know."),
    ]
    path = write_jsonl(tmp_path / "c.jsonl", rows)
    # the pinned refusal replaces the patterns: "I don't know." now counts as an answer
    assert main(["score", str(path), "--no-store", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["hallucinated"] == 1 and data["budgets"]["max_hallucination_rate"] == 0.5 and data["judge"] == "none"
    assert main(["score", str(path), "--no-store", "--format", "json", "--max-hallucination-rate", "0.1"]) == 1
    assert json.loads(capsys.readouterr().out)["failures"] == ["hallucination rate 25.0% (1/4) exceeds budget 10.0%"]


def test_judge_option_reaches_the_judge(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "cases.jsonl", [case()])
    assert main(["score", str(path), "--no-store", "--format", "json"]) == 0
    capsys.readouterr()
    # the local judge with require_citations: a sentence that names no retrieved title is unsupported
    code = main(["score", str(path), "--no-store", "--format", "json", "--judge-option", "require_citations=true"])
    summary = json.loads(capsys.readouterr().out)
    assert (code, summary["by_type"]["answerable"]["hallucinated"]) == (1, 1)


@pytest.mark.parametrize("flag, message", [
    ("hf_treshold=0.7", "unknown judge option 'hf_treshold' (did you mean 'hf_threshold'?)"),
    ("hf_threshold", "expected KEY=VALUE, got 'hf_threshold'"),
    ("=3", "expected KEY=VALUE, got '=3'"),
])
def test_bad_judge_option_is_a_usage_error(flag: str, message: str, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "cases.jsonl", [case()])
    assert main(["score", str(path), "--no-store", "--judge-option", flag]) == 2
    assert message in capsys.readouterr().err


def test_judge_option_values_are_typed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from groundtest.commands._options import _judge_option

    assert [_judge_option(t) for t in ("hf_threshold=0.7", "hf-windows=2", "hf_trust_remote_code=True", "hf_task=token")] == [
        ("hf_threshold", 0.7), ("hf_windows", 2), ("hf_trust_remote_code", True), ("hf_task", "token")]
