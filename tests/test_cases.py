"""Case loading (DESIGN §1): every bad-input class is reported as FILE:LINE: field: problem, through the CLI."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.cases import CaseReader, load_cases
from groundtest.cli import main
from groundtest.errors import InputError

from tests.helpers import case, write_jsonl


def errors_of(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str]:
    code = main(["validate", str(path)])
    return code, capsys.readouterr().err


def test_valid_file_loads_all_shapes(tmp_path: Path) -> None:
    rows = [
        case(id="a"),
        case(id="b", context="plain text context", response={"text": "I can't answer.", "answerable": False}),
        case(id="c", query=[{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}, {"role": "user", "content": "fee?"}]),
        case(id="d", type="unanswerable", expect="abstain", must_include=..., context=[]),
        case(id="e", must_include=[["$3", "three dollars"]], tags=["bait"], meta={"x": 1}),
    ]
    cases = load_cases(write_jsonl(tmp_path / "c.jsonl", rows))
    assert [c.id for c in cases] == ["a", "b", "c", "d", "e"]
    assert cases[1].answerable is False and cases[1].context[0].text == "plain text context"
    assert cases[2].query_text == "hi\nfee?"
    assert cases[3].context == []
    assert cases[4].must_include == [["$3", "three dollars"]] and cases[4].is_bait


BAD = [
    ("{not json", "c.jsonl:2: not valid JSON"),
    (json.dumps(case(id="x", type="answerble")), "c.jsonl:2: type: unknown type 'answerble'"),
    (json.dumps(case(id="x", expect="refuse")), "c.jsonl:2: expect: unknown expect 'refuse'"),
    (json.dumps({k: v for k, v in case(id="x").items() if k != "query"}), "c.jsonl:2: query: missing required field"),
    (json.dumps(case(id="x", query=5)), "c.jsonl:2: query: must be a string or a non-empty list"),
    (json.dumps(case(id="x", context=[{"title": "t"}])), "c.jsonl:2: context[0].text: missing or not a string"),
    (json.dumps(case(id="x", context=[{"title": "t", "text": "x", "status": "old"}])), "c.jsonl:2: context[0].status: must be 'current' or 'superseded'"),
    (json.dumps(case(id="x", must_inlcude=["$3"])), "c.jsonl:2: must_inlcude: unknown field; did you mean 'must_include'?"),
    (json.dumps(case(id="x", type="unanswerable", expect="abstain")), "c.jsonl:2: must_include: must be empty when expect is 'abstain'"),
    (json.dumps(case(id="x", must_include="$3")), "c.jsonl:2: must_include: must be a list"),
    (json.dumps(case(id="x", must_not_include=[3])), "c.jsonl:2: must_not_include[0]: must be a non-empty string"),
    (json.dumps(case(id=7)), "c.jsonl:2: id: must be a non-empty string"),
    (json.dumps(case(id="c1")), "c.jsonl:2: id: duplicate id 'c1' (first on line 1)"),
    (json.dumps(case(id="x", response={"text": "hi", "answerable": "no"})), "c.jsonl:2: response.answerable: must be true or false"),
    ("[1, 2]", "c.jsonl:2: expected a JSON object, got list"),
]


@pytest.mark.parametrize("line,message", BAD, ids=[m.split(": ", 1)[1][:40] for _, m in BAD])
def test_each_bad_input_class_exits_2_naming_file_line_field(tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, message: str) -> None:
    path = write_jsonl(tmp_path / "c.jsonl", [case(), line])
    code, err = errors_of(capsys, path)
    assert code == 2
    assert message in err.replace(str(tmp_path) + "/", "")
    assert "Traceback" not in err


def test_all_errors_are_reported_not_just_the_first(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "c.jsonl", [case(id="a", type="x"), "{", case(id="b", expect="y"), case(id="c")])
    code, err = errors_of(capsys, path)
    assert code == 2
    assert [line.split(": ")[2].rsplit("/", 1)[-1] for line in err.strip().splitlines()] == ["c.jsonl:1", "c.jsonl:2", "c.jsonl:3"]


def test_non_utf8_bytes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "c.jsonl"
    path.write_bytes(json.dumps(case()).encode() + b"\n" + b'{"id": "\xff\xfe"}\n')
    code, err = errors_of(capsys, path)
    assert code == 2 and "c.jsonl:2: not valid UTF-8 (byte 0xff at column 9)" in err


def test_empty_file_and_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n")
    code, err = errors_of(capsys, empty)
    assert code == 2 and "empty.jsonl: file is empty: no cases" in err
    code, err = errors_of(capsys, tmp_path / "nope.jsonl")
    assert code == 2 and "nope.jsonl: no such file" in err


def test_score_requires_recorded_responses(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_jsonl(tmp_path / "c.jsonl", [case(response=...)])
    code = main(["score", str(path), "--judge", "none"])
    err = capsys.readouterr().err
    assert code == 2 and "c.jsonl:1: response: missing" in err


def test_reader_streams_and_keeps_problems_apart(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "c.jsonl", [case(id="a"), "{", case(id="b")])
    reader = CaseReader(path)
    assert [c.id for c in reader] == ["a", "b"]
    assert reader.problem_count == 1
    with pytest.raises(InputError):
        reader.raise_if_problems()


def test_bom_and_blank_lines_are_accepted(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(case()).encode() + b"\n\n   \n")
    assert [c.id for c in load_cases(path)] == ["c1"]


def test_duplicates_found_in_one_pass_among_many_ids() -> None:
    from groundtest.cases import _Duplicates

    d = _Duplicates()
    for i in range(150_000):
        d.add(f"case-{i}", i + 1)
    d.add("case-3", 150_001)
    d.add("case-140000", 150_002)
    d.add("case-140000", 150_003)
    assert d.found() == [(150_001, "case-3", 4), (150_002, "case-140000", 140_001), (150_003, "case-140000", 140_001)]
    clean = _Duplicates()
    for i in range(100_000):
        clean.add(str(i), i + 1)
    assert clean.found() == []


def test_chunks_fast_and_slow_paths_agree(tmp_path: Path) -> None:
    """A chunk of known keys and valid values is taken at once (issue 17: no per-key loop); any
    other goes through every check, each problem named in file order, then the next field's."""
    rows = [
        case(id="a", context=[{"title": "t", "text": "x", "status": "superseded", "id": "1", "url": "u", "source": "s",
                               "score": 0.5, "meta": {}}, {"text": "untitled"}, "plain"]),
        case(id="b", context=[{"txt": "x", "title": 3, "status": None, "extra": 1}], query="  ", tags=[""]),
        case(id="c", context=[{"title": "t", "text": "x", "status": "current"}], must_not_include=None, tags=None),
    ]
    reader = CaseReader(write_jsonl(tmp_path / "c.jsonl", rows), require_response=True)
    cases = list(reader)
    assert [c.id for c in cases] == ["a"]
    a = cases[0]
    assert [(c.title, c.text, c.status) for c in a.context] == [("t", "x", "superseded"), ("[2]", "untitled", "current"),
                                                              ("[3]", "plain", "current")]
    assert [str(p) for p in reader.problems] == [
        f"{tmp_path / 'c.jsonl'}:2: query: must not be empty",
        f"{tmp_path / 'c.jsonl'}:2: context[0].txt: unknown chunk field; did you mean 'text'?",
        f"{tmp_path / 'c.jsonl'}:2: context[0].extra: unknown chunk field; did you mean 'text'?",
        f"{tmp_path / 'c.jsonl'}:2: context[0].text: missing or not a string",
        f"{tmp_path / 'c.jsonl'}:2: context[0].title: must be a string",
        f"{tmp_path / 'c.jsonl'}:2: context[0].status: must be 'current' or 'superseded', got None",
        f"{tmp_path / 'c.jsonl'}:2: tags[0]: must be a non-empty string",
        f"{tmp_path / 'c.jsonl'}:3: must_not_include: must be a list of strings, got NoneType",
        f"{tmp_path / 'c.jsonl'}:3: tags: must be a list of strings, got NoneType",
    ]
