"""The pytest plugin (entry point ``pytest11``), run in a throwaway pytest with ``pytester``; and ``assert_grounded``."""
from __future__ import annotations

import importlib.metadata
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import groundtest
from groundtest import assert_grounded

pytest_plugins = ["pytester"]

OK = {"type": "answerable", "expect": "answer", "query": "How much is a replacement card?",
      "context": "The replacement card fee is $3.", "response": "A replacement card costs $3.", "must_include": ["$3"]}


def write_cases(pytester: pytest.Pytester, rows: list[dict], name: str = "cases.jsonl") -> str:
    pytester.path.joinpath(name).write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return name


def suite(pytester: pytest.Pytester, bad: int = 1) -> str:
    rows = [{**OK, "id": f"ok{i}"} for i in range(4)]
    rows += [{**OK, "id": f"bad{i}", "response": "It costs $5.", "must_not_include": ["$5"]} for i in range(bad)]
    return write_cases(pytester, rows)


def test_the_entry_point_is_registered() -> None:
    eps = importlib.metadata.entry_points(group="pytest11")
    assert [ep.value for ep in eps if ep.name == "groundtest"] == ["groundtest.pytest_plugin"]


def test_one_item_per_case_named_by_id_plus_budgets(pytester: pytest.Pytester) -> None:
    name = suite(pytester)
    result = pytester.runpytest("--groundtest", name, "--groundtest-judge", "none", "--collect-only", "-q")
    assert result.ret == 0
    ids = [line for line in result.outlines if "::" in line]
    assert ids == [f"cases.jsonl::{i}" for i in ("ok0", "ok1", "ok2", "ok3", "bad0", "budgets")]


def test_a_failing_case_fails_with_its_reason_and_the_budgets_fail(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_plain="def test_plain():\n    assert True\n")
    result = pytester.runpytest("--groundtest", suite(pytester), "--groundtest-judge", "none", "-rf")
    result.assert_outcomes(passed=5, failed=2)
    lines = result.outlines
    start = lines.index("bad0 [answerable] hallucinated: forbidden_value: '$5' (forbidden: $5); "
                        "missing_value: '$3' (the expected value is not stated)")
    assert lines[start + 1:start + 3] == ["  - critical forbidden_value: '$5'", "  - critical missing_value: '$3'"]
    start = lines.index("budgets exceeded:")
    assert lines[start + 1] == "  - hallucination rate 20.0% (1/5) exceeds budget 2.0%"
    assert [line.split(" - ")[0] for line in lines if line.startswith("FAILED")] == [
        "FAILED cases.jsonl::bad0", "FAILED cases.jsonl::budgets"]
    assert "Traceback" not in result.stdout.str()


def test_all_passing_within_budgets_config_from_pyproject(pytester: pytest.Pytester) -> None:
    pytester.makepyprojecttoml("[tool.groundtest]\nmax_hallucination_rate = 0.25\njudge = \"none\"\n")
    result = pytester.runpytest("--groundtest", suite(pytester))
    result.assert_outcomes(passed=5, failed=1)  # bad0 still fails; the budget of 25% holds
    assert pytester.runpytest("--groundtest", suite(pytester), "-k", "budgets").ret == 0


def test_k_selects_cases_and_budgets_still_score_all(pytester: pytest.Pytester) -> None:
    result = pytester.runpytest("--groundtest", suite(pytester), "--groundtest-judge", "none", "-k", "ok1 or budgets")
    result.assert_outcomes(passed=1, failed=1, deselected=4)


def test_without_the_option_the_plugin_does_nothing(pytester: pytest.Pytester) -> None:
    suite(pytester)
    pytester.makepyfile(test_plain="def test_plain():\n    assert True\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert "collected 1 item" in result.stdout.str() and "cases.jsonl" not in result.stdout.str()


def test_a_bad_case_file_is_a_collection_error_naming_the_line(pytester: pytest.Pytester) -> None:
    name = write_cases(pytester, [{**OK, "id": "a"}, {**OK, "id": "b", "type": "nonsense"}])
    result = pytester.runpytest("--groundtest", name, "--groundtest-judge", "none")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines([
        "*ERROR collecting cases.jsonl*",
        "groundtest: bad case file:",
        f"{pytester.path / name}:2: type: unknown type 'nonsense'; expected one of *",
    ])
    result = pytester.runpytest("--groundtest", "missing.jsonl", "--groundtest-judge", "none")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines([f"{pytester.path / 'missing.jsonl'}: no such file"])


def test_a_bad_judge_or_config_is_a_usage_error(pytester: pytest.Pytester) -> None:
    name = suite(pytester)
    result = pytester.runpytest("--groundtest", name, "--groundtest-judge", "nonsense")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "ERROR: groundtest: unknown judge 'nonsense'; choose one of: " in result.stderr.str()
    pytester.makepyprojecttoml("[tool.groundtest]\nmax_hallucination_rate = 7\n")
    result = pytester.runpytest("--groundtest", name)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "max_hallucination_rate: a rate between 0 and 1, got 7" in result.stderr.str()



BUG = re.compile(r"groundtest: internal error \(a bug in groundtest, not in your input; please report it\): "
                 r"ZeroDivisionError: division by zero \(the traceback is in (?P<log>/\S+\.log)\)")


def _boom(*args: object, **kwargs: object) -> None:
    1 / 0  # noqa: B018  (the injected bug)


def _bug_log(pytester: pytest.Pytester, text: str) -> str:
    m = BUG.search(text)
    assert m, text
    log = Path(m["log"])
    assert log.parent == pytester.path / ".groundtest" / "logs"
    body = log.read_text(encoding="utf-8")
    assert " in pytest --groundtest\n" in body and "in _boom" in body
    return m[0]


def test_a_bug_while_scoring_fails_the_items_in_one_line_and_exits_3(pytester: pytest.Pytester,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("groundtest.scoring.score_case", _boom)
    result = pytester.runpytest("--groundtest", suite(pytester, bad=0), "--groundtest-judge", "none")
    assert result.ret == 3  # not 1: CI can tell a crash from a failing case
    result.assert_outcomes(failed=5)
    line = _bug_log(pytester, result.stdout.str())
    assert [ln for ln in result.outlines if ln.startswith("groundtest: internal error")] == [line] * 5  # one log
    assert Path(BUG.search(line)["log"]).read_text().count("ZeroDivisionError: division by zero") == 5
    assert "Traceback" not in result.stdout.str() and "ZeroDivisionError" not in result.stdout.str().replace(line, "")


def test_a_bug_while_reading_the_file_or_configuring_exits_3(pytester: pytest.Pytester,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    name = suite(pytester)
    with monkeypatch.context() as m:
        m.setattr("groundtest.cases.CaseReader.__iter__", _boom)
        result = pytester.runpytest("--groundtest", name, "--groundtest-judge", "none")
    assert result.ret == 3
    result.stdout.fnmatch_lines(["*ERROR collecting cases.jsonl*"])
    _bug_log(pytester, result.stdout.str())
    with monkeypatch.context() as m:
        m.setattr("groundtest.judges.make_judge", _boom)
        result = pytester.runpytest("--groundtest", name, "--groundtest-judge", "none")
    assert result.ret == 3
    assert result.stderr.str().startswith("Exit: groundtest: internal error") and "Traceback" not in result.stderr.str()
    _bug_log(pytester, result.stderr.str())


def test_ctrl_c_exits_130_with_groundtest_and_2_without(pytester: pytest.Pytester) -> None:
    """A real pytest process sent SIGINT while a test runs, with and without ``--groundtest``."""
    name = suite(pytester, bad=0)
    started = pytester.path / "started"
    pytester.makepyfile(test_slow=f"import pathlib, time\ndef test_slow():\n"
                                  f"    pathlib.Path({str(started)!r}).write_text('x')\n    time.sleep(60)\n")
    for argv, code in ((["--groundtest", name, "--groundtest-judge", "none"], 130), ([], 2)):
        started.unlink(missing_ok=True)
        proc = subprocess.Popen([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *argv, "test_slow.py"],
                                cwd=pytester.path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env={**os.environ, "PYTEST_ADDOPTS": ""})
        deadline = time.monotonic() + 60
        while not started.exists() and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        out, _ = proc.communicate(timeout=30)
        assert proc.returncode == code, out
        assert "KeyboardInterrupt" in out

def test_assert_grounded_is_exported_and_raises_with_the_findings() -> None:
    assert groundtest.assert_grounded is assert_grounded
    ctx = [{"title": "fees.md", "text": "The replacement card fee is $3."}]
    r = assert_grounded("A replacement card costs $3.", ctx, "How much?", judge="none", must_include=["$3"])
    assert r.hallucination == "clean" and r.passed
    with pytest.raises(AssertionError) as exc:
        assert_grounded("It costs $5.", "The fee is $3.", judge="none", must_not_include=["$5"])
    assert str(exc.value) == (
        "response is not grounded (hallucinated): forbidden_value: '$5' (forbidden: $5)\n"
        "  - critical forbidden_value: '$5' (forbidden: $5)"
    )
    with pytest.raises(AssertionError, match="unexpected_answer"):
        assert_grounded("The fee is $3.", "Nothing relevant.", judge="none", expect="abstain")
    with pytest.raises(TypeError, match=r"context\[0\]"):
        assert_grounded("x", [42], judge="none")


def test_the_default_local_judge_catches_an_invented_fact(pytester: pytest.Pytester) -> None:
    ctx = [{"title": "fees.md", "text": "The replacement card fee is $3. Late returns cost $0.25 per day."}]
    assert assert_grounded("A replacement card costs $3.", ctx, "How much is a replacement card?").judge["name"] == "local"
    invented = "A replacement card costs $3, and you can call us at 555-0100 on Sundays."
    with pytest.raises(AssertionError, match=r"^response is not grounded \(hallucinated\): invented_fact: "):
        assert_grounded(invented, ctx, "How much is a replacement card?")
    name = write_cases(pytester, [{**OK, "id": "clean"}, {**OK, "id": "invents", "response": invented}])
    result = pytester.runpytest("--groundtest", name)  # no --groundtest-judge: the default, local
    result.assert_outcomes(passed=1, failed=2)
    assert any(line.startswith("invents [answerable] hallucinated: invented_fact: ") for line in result.outlines)


def test_an_over_refused_case_names_its_kind_once(pytester: pytest.Pytester) -> None:
    rows = [{**OK, "id": "ok"}, {**OK, "id": "shy", "response": "I don't know. The documents do not cover this."}]
    result = pytester.runpytest("--groundtest", write_cases(pytester, rows), "--groundtest-judge", "none")
    out = result.stdout.str()
    assert "shy [answerable] over-refused: withheld the expected answer" in out
    assert "over-refused: over-refused" not in out


def test_a_failing_assert_grounded_shows_the_callers_frame_not_the_librarys(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_answer=(
        "from groundtest import assert_grounded\n\n"
        "def test_answer():\n"
        "    assert_grounded('It costs $5.', 'The fee is $3.', judge='none', must_not_include=['$5'])\n"))
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "test_answer.py:4: AssertionError" in out
    assert "assertions.py" not in out and "raise AssertionError" not in out
    assert "response is not grounded (hallucinated)" in out
