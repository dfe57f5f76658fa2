"""Strict JSON input (groundtest.jsonin) and every command on odd JSON: exit 2 naming the line, never an internal error."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from groundtest.cli import main
from groundtest.jsonin import BadJSON, clean_text, loads

from .helpers import case, write_jsonl

DEEP = "[" * 100_000 + "]" * 100_000
#: input class → (a JSON text of a value, the words the message must hold)
ODD = {
    "huge_int": ("1" * 5000, "too many digits"),
    "deep": (DEEP, "nested too deeply"),
    "nan": ("NaN", "NaN is not a JSON number"),
    "infinity": ("-Infinity", "-Infinity is not a JSON number"),
    "overflow": ("1e400", "out of range"),
    "surrogate": ('"a\\ud800"', "lone surrogate \\ud800"),
}


@pytest.mark.parametrize("kind", ODD)
def test_loads_names_each_problem(kind: str) -> None:
    text, words = ODD[kind]
    with pytest.raises(BadJSON) as exc:
        loads('{"meta": {"x": ' + text + "}}")
    assert words in str(exc.value)


def test_loads_accepts_ordinary_json_and_valid_pairs() -> None:
    assert loads('{"a": [1, 2.5e10, "\\ud83d\\ude00", {"b": null}]}') == {"a": [1, 2.5e10, "\U0001f600", {"b": None}]}
    assert loads("[" * 100 + "]" * 100)  # 100 deep is accepted; 101 is not
    with pytest.raises(BadJSON):
        loads("[" * 101 + "]" * 101)
    assert loads('"a\\ud800"', surrogates=True) == "a\ud800"
    assert clean_text("a\ud800b") == "a\ufffdb"


def _result(**kw: object) -> dict:
    r = {"id": "c1", "type": "answerable", "expect": "answer", "abstained": False, "hallucinated": False,
         "over_refused": False, "hallucination": "clean", "findings": []}
    r.update(kw)
    return r


def _line(obj: dict, field: str, text: str) -> str:
    """``obj`` as a JSON line with ``field`` set to the raw JSON ``text``."""
    body = json.dumps({k: v for k, v in obj.items() if k != field})
    return body[:-1] + f', "{field}": {text}}}'


def _argv(command: str, tmp: Path, text: str) -> tuple[list[str], str]:
    """The command line feeding ``text`` to ``command`` on line 2 of its input, and that file."""
    if command in ("score", "validate", "derive", "run"):
        f = write_jsonl(tmp / "cases.jsonl", [case(id="c0"), _line(case(), "meta", '{"x": ' + text + "}")])
        extra = {"score": ["--no-store"], "derive": ["-o", str(tmp / "d.jsonl")],
                 "run": ["-o", str(tmp / "o.jsonl"), "--target-cmd", f"{sys.executable} -c print(1)"]}.get(command, [])
        return [command, str(f), *extra], str(f)
    if command == "compare":
        f = write_jsonl(tmp / "r.jsonl", [_result(id="c0"), _line(_result(), "meta", '{"x": ' + text + "}")])
        return ["compare", str(f), str(f)], str(f)
    if command == "calibrate":
        r = write_jsonl(tmp / "r.jsonl", [_result()])
        f = write_jsonl(tmp / "l.jsonl", [{"id": "c0", "label": "clean"}, _line({"id": "c1", "label": "clean"}, "note", text)])
        return ["calibrate", str(r), str(f)], str(f)
    if command == "audit":
        row = {"id": "o1", "output_type": "chat", "query": "q?", "context": "A card costs $3.", "response": "A card costs $3."}
        f = write_jsonl(tmp / "out.jsonl", [dict(row, id="o0"), _line(row, "meta", '{"x": ' + text + "}")])
        return ["audit", str(f)], str(f)
    f = tmp / "ctx.json"  # check, guard: a context file of JSON chunks
    f.write_text('[{"title": "a", "text": "A card costs $3."},\n {"title": "b", "text": ' + text + "}]", encoding="utf-8")
    resp = tmp / "resp.txt"
    resp.write_text("A card costs $3.", encoding="utf-8")
    return [command, "--context", str(f), "--response", str(resp)], str(f)


COMMANDS = ["score", "validate", "compare", "calibrate", "audit", "derive", "run", "check", "guard"]


@pytest.mark.parametrize("kind", ODD)
@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_rejects_odd_json_with_exit_2(command: str, kind: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    text, words = ODD[kind]
    if command in ("check", "guard") and kind == "surrogate":
        text = '"a\\ud800"'
    argv, path = _argv(command, tmp_path, text)
    code = main(argv)
    err = capsys.readouterr().err
    if command == "compare" and kind == "surrogate":  # a results file may carry a judge's reply as it came
        assert code == 0 and "internal error" not in err, err
        return
    assert code == 2, err
    assert "internal error" not in err
    assert words in err
    located = f"{path}:2:" if command not in ("check", "guard") else f"{path}:"
    assert located in err


def test_lone_surrogate_in_a_target_reply_is_written_and_the_run_finishes(tmp_path: Path,
                                                                          capsys: pytest.CaptureFixture[str]) -> None:
    cases = write_jsonl(tmp_path / "cases.jsonl", [case(response=None), case(id="c2", response=None)])
    out = tmp_path / "answered.jsonl"
    script = tmp_path / "t.py"
    script.write_text('import json, sys\njson.load(sys.stdin)\nprint(json.dumps({"response": "A card costs $3.\\ud800"}))\n')
    code = main(["run", str(cases), "-o", str(out), "--target-cmd", f"{sys.executable} {script}"])
    assert code == 0, capsys.readouterr().err
    rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert [r["response"] for r in rows] == ["A card costs $3.\ufffd"] * 2
    assert not (tmp_path / "answered.jsonl.journal").exists()
    assert main(["score", str(out), "--no-store", "--judge", "none"]) in (0, 1)
