"""An output never overwrites an input (same path or same file through a link), and output files
get the mode ``open()`` would give them (the umask), through the commands' real entry point."""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Callable

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl


def _same_path(p: Path) -> str:
    return str(p)


def _relative(p: Path) -> str:
    return os.path.relpath(p)


def _symlink(p: Path) -> str:
    link = p.with_name("link.jsonl")
    link.symlink_to(p)
    return str(link)


def _hardlink(p: Path) -> str:
    link = p.with_name("hard.jsonl")
    os.link(p, link)
    return str(link)


AUDIT_ROW = '{"id": "o1", "output_type": "chat", "query": "Fee?", "context": "The fee is $3.", "response": "The fee is $3."}'

COMMANDS: dict[str, Callable[[str, str], list[str]]] = {
    "score --results": lambda i, o: ["score", i, "--judge", "none", "--no-store", "--results", o],
    "score -o": lambda i, o: ["score", i, "--judge", "none", "--no-store", "-o", o],
    "audit --results": lambda i, o: ["audit", i, "--results", o],
    "derive -o": lambda i, o: ["derive", i, "-o", o],
    "run -o": lambda i, o: ["run", i, "--target-cmd", "cat", "-o", o],
}


@pytest.mark.parametrize("how", [_same_path, _relative, _symlink, _hardlink], ids=["path", "relative", "symlink", "hardlink"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_an_output_that_is_an_input_is_exit_2_and_the_input_is_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    command: str, how: Callable[[Path], str],
) -> None:
    monkeypatch.chdir(tmp_path)
    src = tmp_path / "g.jsonl"
    if command.startswith("audit"):
        src.write_text(AUDIT_ROW + "\n")
    else:
        write_jsonl(src, [case(id="a"), case(id="b")])
    before = src.read_bytes()
    out = how(src)
    code = main(COMMANDS[command](str(src), out))
    o, err = capsys.readouterr()
    flag = command.split()[1].replace("-o", "--output")
    assert code == 2 and o == ""
    assert err == f"groundtest: error: {flag} {out} is the same file as the input {src}: an output never overwrites an input\n"
    assert src.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".groundtest")) == sorted(
        {"g.jsonl", Path(out).name})


def test_two_outputs_that_are_one_file_are_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_jsonl(tmp_path / "g.jsonl", [case(id="a")])
    out = tmp_path / "r.jsonl"
    code = main(["score", str(src), "--judge", "none", "--no-store", "--results", str(out), "-o", str(out)])
    assert code == 2 and not out.exists()
    assert capsys.readouterr().err == (f"groundtest: error: --output {out} is the same file as --results {out}: "
                                       "give each output its own file\n")


def test_compare_output_that_is_a_side_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    row = '{"id": "a", "type": "answerable", "expect": "answer", "hallucinated": false}'
    b = write_jsonl(tmp_path / "b.jsonl", [row])
    c = write_jsonl(tmp_path / "c.jsonl", [row])
    assert main(["compare", str(b), str(c), "-o", str(c)]) == 2
    assert "is the same file as the input" in capsys.readouterr().err and c.read_text() == row + "\n"


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_outputs_honour_the_umask(tmp_path: Path, capsys: pytest.CaptureFixture[str], umask: int) -> None:
    src = write_jsonl(tmp_path / "g.jsonl", [case(id="a")])
    old = os.umask(umask)
    try:
        main(["score", str(src), "--judge", "none", "--no-store", "--results", str(tmp_path / "r.jsonl"),
              "--format", "json", "-o", str(tmp_path / "report.json")])
        main(["derive", str(src), "-o", str(tmp_path / "d.jsonl")])
    finally:
        os.umask(old)
    capsys.readouterr()
    for name in ("r.jsonl", "report.json", "d.jsonl"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o666 & ~umask, name


def test_an_existing_output_keeps_its_mode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = write_jsonl(tmp_path / "g.jsonl", [case(id="a")])
    out = tmp_path / "r.jsonl"
    out.write_text("old\n")
    out.chmod(0o640)
    assert main(["score", str(src), "--judge", "none", "--no-store", "--results", str(out)]) == 0
    capsys.readouterr()
    assert stat.S_IMODE(out.stat().st_mode) == 0o640 and out.read_text() != "old\n"
