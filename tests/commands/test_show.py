"""``groundtest show RUN``: a stored run re-rendered is what ``score`` printed."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.cli import main
from groundtest.runs.store import Store
from tests.gating_fixtures import write_pair


@pytest.fixture()
def runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Path:
    """Run 1 passes its budgets (relaxed), run 2 fails them; each report also saved as out-1.FMT / out-2.FMT."""
    monkeypatch.chdir(tmp_path)
    base, cand = write_pair(tmp_path)
    relaxed = ["--max-hallucination-rate", "0.5", "--max-over-refusal-rate", "0.5", "--max-bait-hallucinations", "1"]
    for fmt in ("table", "json", "markdown", "junit"):
        main(["score", str(base), "--judge", "none", "--no-store", "--format", fmt, "-o", f"out-1.{fmt}", *relaxed])
        main(["score", str(cand), "--judge", "none", "--no-store", "--format", fmt, "-o", f"out-2.{fmt}"])
    assert main(["score", str(base), "--judge", "none", *relaxed]) == 0
    assert main(["score", str(cand), "--judge", "none"]) == 1
    capsys.readouterr()
    return tmp_path


@pytest.mark.parametrize("fmt", ["table", "json", "markdown", "junit"])
def test_show_renders_exactly_what_score_printed(runs: Path, capsys: pytest.CaptureFixture[str], fmt: str) -> None:
    for ref, number, code in (("last", 2, 1), ("last~1", 1, 0), ("1", 1, 0), ("2", 2, 1)):
        assert main(["show", ref, "--format", fmt]) == code
        out, err = capsys.readouterr()
        assert err == "" and out == (runs / f"out-{number}.{fmt}").read_text(encoding="utf-8")


def test_show_writes_to_a_file_and_reads_another_store(runs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (runs / ".groundtest" / "groundtest.db").rename(runs / "moved.db")
    assert main(["show", "1", "--store", "moved.db", "-o", "again.md", "--format", "markdown"]) == 0
    assert capsys.readouterr() == ("", "")
    assert (runs / "again.md").read_text() == (runs / "out-1.markdown").read_text()


def test_an_unfinished_run_is_shown_with_a_warning(runs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Store.open(runs / ".groundtest" / "groundtest.db") as s:
        s.db.execute("UPDATE runs SET status = 'interrupted' WHERE id = 2")
    assert main(["show", "last"]) == 0  # last is the most recent *complete* run
    capsys.readouterr()
    assert main(["show", "2", "--format", "json"]) == 1
    out, err = capsys.readouterr()
    assert err == "groundtest: warning: run 2 is interrupted: the report covers the cases recorded\n" and '"cases": 14' in out


def test_bad_references_exit_2(runs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "9"]) == 2
    assert capsys.readouterr().err == f"groundtest: error: no run 9 in store {Path('.groundtest/groundtest.db')} (see: groundtest runs)\n"
    assert main(["show", "first"]) == 2
    assert capsys.readouterr().err == "groundtest: error: not a run id: 'first' (use a number, 'last' or 'last~N')\n"
    assert main(["show", "last", "--store", "missing.db"]) == 2
    assert capsys.readouterr().err == "groundtest: error: no run store at missing.db (groundtest score records runs there)\n"


def test_html_shows_the_cases_while_the_case_file_is_unchanged(runs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "last", "--format", "html", "-o", "page.html"]) == 1
    assert capsys.readouterr().err == ""
    page = (runs / "page.html").read_text(encoding="utf-8")
    assert "&lt;img src=x onerror=alert(1)&gt;" in page and "<img src=x" not in page  # the response, escaped
    assert "What is the fee for a lost tablet?" in page  # the query: only the case file has it
    (runs / "cand.jsonl").write_text((runs / "cand.jsonl").read_text().replace("$5", "$6"))
    assert main(["show", "last", "--format", "html", "-o", "page2.html"]) == 1
    assert capsys.readouterr().err == (f"groundtest: warning: {runs / 'cand.jsonl'} is gone or changed since run 2: "
                                       "the page shows the findings without the cases\n")
    assert "What is the fee for a lost tablet?" not in (runs / "page2.html").read_text(encoding="utf-8")
