"""The GitHub Action (``action.yml``) and the script it runs (``groundtest.github_action``): one
scoring run, the HTML report, the JUnit file and the job summary written, the step failing on the
gate; and the action's own file, checked against the script's flags."""
from __future__ import annotations

import json
import shlex
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from groundtest.github_action import main, parser

REPO = Path(__file__).resolve().parents[1]
FEES = "A replacement card costs $3. Late returns cost $0.25 per day."
GOOD = [
    {"id": "fee", "type": "answerable", "expect": "answer", "query": "How much is a replacement card?",
     "context": [{"title": "fees.md", "text": FEES}], "response": "A replacement card costs $3.", "must_include": ["$3"]},
    {"id": "sunday", "type": "unanswerable", "expect": "abstain", "query": "Are you open on Sundays?",
     "context": [{"title": "fees.md", "text": FEES}],
     "response": "I don't know: the documents don't say <b>when</b> you open on Sundays."},
]
BAD_ANSWER = {"id": "late", "type": "answerable", "expect": "answer", "query": "What does a late return cost?",
              "context": [{"title": "fees.md", "text": FEES}], "response": "Late returns cost $5 per day."}


def _cases(tmp_path: Path, rows: list[dict]) -> Path:
    p = tmp_path / "cases.jsonl"
    p.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return p


def _outputs(tmp_path: Path) -> list[str]:
    return ["--html", str(tmp_path / "report.html"), "--junit", str(tmp_path / "junit.xml"),
            "--summary", str(tmp_path / "summary.md")]


def test_within_budgets_writes_every_output_and_passes(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the run store is a temporary one: nothing left in the checkout
    (tmp_path / "summary.md").write_text("## earlier step\n\n")  # GITHUB_STEP_SUMMARY is appended to
    code = main([str(_cases(tmp_path, GOOD)), "--max-hallucination-rate", "0.0", *_outputs(tmp_path)])
    assert code == 0
    out = capsys.readouterr().out
    assert "PASSED" in out or "passed" in out.lower()
    html = (tmp_path / "report.html").read_text()
    assert "<b>when</b>" not in html and "&lt;b&gt;when&lt;/b&gt;" in html  # the answer escaped
    suite = ET.parse(tmp_path / "junit.xml").getroot()
    assert {c.get("name") for c in suite.iter("testcase")} >= {"fee", "sunday"}
    summary = (tmp_path / "summary.md").read_text()
    assert summary.startswith("## earlier step\n\n") and "hallucination" in summary.lower()
    assert not (tmp_path / ".groundtest").exists()


def test_over_budget_fails_the_step_and_still_writes_the_report(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    code = main([str(_cases(tmp_path, [*GOOD, BAD_ANSWER])), "--max-hallucination-rate", "0.0",
                 "--html", str(tmp_path / "report.html"), "--junit", str(tmp_path / "junit.xml")])
    assert code == 1
    assert "late" in (tmp_path / "report.html").read_text()
    failures = [c for c in ET.parse(tmp_path / "junit.xml").getroot().iter("testcase") if c.find("failure") is not None]
    assert [c.get("name") for c in failures] == ["late", "budgets"]  # the case, and the gate
    assert "exceeds budget" in capsys.readouterr().out


def test_the_summary_goes_to_github_step_summary(tmp_path, capsys, monkeypatch):
    target = tmp_path / "step-summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(target))
    assert main([str(_cases(tmp_path, GOOD)), "--html", "", "--junit", ""]) == 0
    assert "fee" in target.read_text() or "hallucination" in target.read_text().lower()
    assert not (tmp_path / "groundtest-report.html").exists()
    capsys.readouterr()


def test_bad_input_is_exit_2_and_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "cases.jsonl"
    bad.write_text('{"id": "x", "type": "answerable"}\n')
    assert main([str(bad), *_outputs(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:1: expect: missing required field" in err and "Traceback" not in err
    assert not (tmp_path / "report.html").exists() and not (tmp_path / "junit.xml").exists()


def test_action_yml_runs_the_script_with_flags_it_accepts():
    yaml = pytest.importorskip("yaml")
    action = yaml.safe_load((REPO / "action.yml").read_text())
    assert action["runs"]["using"] == "composite"
    steps = action["runs"]["steps"]
    [script] = [s for s in steps if "groundtest.github_action" in s.get("run", "")]
    assert script["shell"] == "bash"
    # every input the step reads is declared, and the command line parses with the script's parser
    env = script["env"]
    for value in env.values():
        name = value.removeprefix("${{ inputs.").removesuffix(" }}")
        assert name in action["inputs"], name
    argv = shlex.split(script["run"])
    assert argv[:3] == ["python", "-m", "groundtest.github_action"]
    values = {f"${k}": f"value-of-{k}" for k in env}
    args = parser().parse_args([values.get(a, a) for a in argv[3:]])
    assert args.cases == "value-of-CASES" and args.max_hallucination_rate == "value-of-MAX_HALLUCINATION_RATE"
    assert args.html == "value-of-HTML" and args.junit == "value-of-JUNIT"
    install = next(s for s in steps if s.get("name") == "Install groundtest")
    assert "GITHUB_ACTION_PATH" in install["run"]  # the action installs its own checkout by default
