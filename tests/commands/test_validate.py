"""``groundtest validate``: the file's validity and its composition; exit 2 only for errors."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl


def test_composition_warnings_do_not_fail(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [case(id=f"a{i}") for i in range(5)] + [
        case(id="s1", type="stale_context", must_not_include=["$5"]),
        case(id="u1", type="unanswerable", expect="abstain", must_include=[], tags=["bait"]),
    ]
    path = write_jsonl(tmp_path / "c.jsonl", rows)
    assert main(["validate", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[0] == f"{path}: 7 valid case(s)"
    assert "  types: answerable 5 (71%), unanswerable 1 (14%), stale_context 1 (14%)" in out
    assert "  bait: 1" in out
    assert "warning: only 1 of 7 cases (14%) are unanswerable or false_premise; aim for at least a third" in err
    assert "warning: stale_context case 's1' has no superseded chunk" in err
    assert "warning: no cases of type: false_premise, partial" in err


def test_balanced_set_has_no_composition_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [case(id=f"a{i}") for i in range(2)] + [
        case(id="u", type="unanswerable", expect="abstain", must_include=[]),
        case(id="f", type="false_premise"),
    ]
    assert main(["validate", str(write_jsonl(tmp_path / "c.jsonl", rows))]) == 0
    err = capsys.readouterr().err
    assert "unanswerable or false_premise" not in err


def test_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "c.jsonl", [case(), case(id="b", tags="bait")])
    assert main(["validate", str(path)]) == 2
    assert "c.jsonl:2: tags: must be a list of strings, got str" in capsys.readouterr().err


def test_example_set_is_valid_and_balanced(capsys: pytest.CaptureFixture[str]) -> None:
    examples = Path(__file__).resolve().parents[2] / "examples" / "support-assistant.jsonl"
    assert main(["validate", str(examples)]) == 0
    out, err = capsys.readouterr()
    assert "unanswerable or false_premise" not in err and "no cases of type" not in err
