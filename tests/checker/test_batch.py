"""``check --batch`` / ``guard --batch`` (groundtest.checker.batch) through the CLI entry point:
the same verdicts as one response at a time, the same bytes on one or two workers, bad lines
named with nothing written."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest import workers
from groundtest.cli import main

HOURS = [{"title": "hours.md", "text": "The library opens at 9am on weekdays and at 10am on Saturdays. It is closed on Sundays."}]
ROWS = [
    {"id": "ok", "query": "When does it open?", "context": HOURS, "response": "It opens at 9am on weekdays."},
    {"id": "bad", "context": HOURS, "response": "It opens at 8am on Sundays."},
    {"id": 7, "context": "Returns are accepted within 30 days.", "response": "You have 30 days, and the restocking fee is $4.95."},
    {"context": HOURS, "response": "The documents don't say when the makeup class is."},
]


def write(path: Path, rows: list) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


def test_batch_verdicts_are_the_single_command_s(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write(tmp_path / "in.jsonl", ROWS)
    assert main(["check", "--batch", str(src)]) == 1  # one line is hallucinated
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [x.get("id", x.get("line")) for x in lines] == ["ok", "bad", 7, 4]
    for row, got in zip(ROWS, lines):
        (tmp_path / "ctx.json").write_text(json.dumps(row["context"]), encoding="utf-8")
        (tmp_path / "resp.txt").write_text(row["response"], encoding="utf-8")
        argv = ["check", "--context", str(tmp_path / "ctx.json"), "--response", str(tmp_path / "resp.txt")]
        main(argv + (["--query", row["query"]] if "query" in row else []))
        single = json.loads(capsys.readouterr().out)
        assert {k: v for k, v in got.items() if k not in ("id", "line")} == single
    assert [x["hallucination"] for x in lines] == ["clean", "hallucinated", "hallucinated", "clean"]


def test_batch_on_two_workers_is_byte_identical(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(workers, "BATCH_ITEMS", 5)
    rows = [dict(r, id=f"{i}-{j}") for i in range(40) for j, r in enumerate(ROWS)]
    src = write(tmp_path / "in.jsonl", rows)
    for cmd in ("check", "guard"):
        outs = []
        for n in ("1", "2"):
            out = tmp_path / f"{cmd}-{n}.jsonl"
            main([cmd, "--batch", str(src), "--workers", n, "-o", str(out)])
            outs.append(out.read_bytes())
        assert outs[0] == outs[1]
        assert outs[0].count(b"\n") == len(rows)
    guarded = [json.loads(x) for x in (tmp_path / "guard-2.jsonl").read_text().splitlines()]
    assert guarded[1]["id"] == "0-1" and "8am" not in guarded[1]["response"]
    capsys.readouterr()


def test_bad_lines_are_named_and_nothing_is_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write(tmp_path / "in.jsonl", [ROWS[0], "{nope", {"id": "x", "context": HOURS}, {"id": "ok", **{k: v for k, v in ROWS[1].items() if k != "id"}},
                                        {"id": "y", "context": [{"title": "a"}], "response": "r", "extra": 1}])
    out = tmp_path / "out.jsonl"
    assert main(["check", "--batch", str(src), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert not out.exists()
    assert f"{src}:2: " in err
    assert f"{src}:3: response: missing or not a string" in err
    assert f"{src}:4: id: duplicate id 'ok' (first on line 1)" in err
    assert f"{src}:5: extra: unknown field" in err and f"{src}:5: context[0].text: missing or not a string" in err
    assert "Traceback" not in err
    assert main(["guard", "--batch", str(write(tmp_path / "empty.jsonl", []))]) == 2
    assert "file is empty" in capsys.readouterr().err


def test_batch_and_single_flags_do_not_mix(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write(tmp_path / "in.jsonl", ROWS)
    assert main(["check", "--batch", str(src), "--response", "r.txt"]) == 2
    assert "--batch FILE replaces --context and --response" in capsys.readouterr().err
    assert main(["guard"]) == 2
    assert "give --context FILE and --response FILE, or --batch FILE.jsonl" in capsys.readouterr().err
    assert main(["check", "--batch", str(src), "-o", str(src)]) == 2  # an output never overwrites an input
    assert src.read_text().count("\n") == len(ROWS)


def test_problems_are_capped_like_a_case_file_s(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Duplicate ids count under the same cap as every other problem (500 listed, the rest counted)."""
    src = write(tmp_path / "dups.jsonl", [{"id": "same", "context": HOURS, "response": "It opens at 9am."}] * 3000)
    assert main(["check", "--batch", str(src), "--workers", "1"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 501 and err[-1] == f"groundtest: error: {src}: ... and 2499 more problem(s)"


def test_a_line_over_the_cap_is_bad_input_naming_it(tmp_path, capsys, monkeypatch):
    """Issue 23 item 10: check/guard --batch read each line under the line cap (exit 2, the line named)."""
    import json as _json

    from groundtest.cli import main as _main

    monkeypatch.setenv("GROUNDTEST_MAX_LINE_BYTES", "2000")
    path = tmp_path / "b.jsonl"
    ok = {"id": "a", "context": [{"title": "t", "text": "A card costs $3."}], "response": "A card costs $3."}
    big = {"id": "b", "context": [{"title": "t", "text": "x " * 2000}], "response": "A card costs $3."}
    path.write_text(_json.dumps(ok) + "\n" + _json.dumps(big) + "\n", encoding="utf-8")
    assert _main(["check", "--batch", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:2" in err or "line 2" in err, err
