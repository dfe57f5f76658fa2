"""``groundtest score`` in the legal setup (issue 26): strict budgets ("< 1%"), refusal wordings
added to the usual detection, and the registry and jurisdiction policies in the eval gate."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "registry"


def hundred(tmp_path: Path, bad: int = 1) -> Path:
    rows = [case(id=f"ok{i}") for i in range(100 - bad)]
    rows += [case(id=f"bad{i}", response="A replacement card costs $5.", must_include=["$3"]) for i in range(bad)]
    return write_jsonl(tmp_path / "cases.jsonl", rows)


# --- 12: "< 1%" means under -----------------------------------------------------------------

@pytest.mark.parametrize("setting, code", [
    ('max_hallucination_rate = 0.01', 0),
    ('max_hallucination_rate = "<0.01"', 1),
    ('max_hallucination_rate = "<1%"', 1),
    ('max_hallucination_rate = 0.01\nstrict_budgets = true', 1),
    ('max_hallucination_rate = "<0.02"', 0),
])
def test_a_strict_budget_fails_at_exactly_its_value(tmp_path, capsys, monkeypatch, setting, code):
    cases = hundred(tmp_path)
    (tmp_path / "groundtest.toml").write_text(setting + "\n")
    monkeypatch.chdir(tmp_path)
    assert main(["score", str(cases), "--judge", "none", "--no-store"]) == code
    out = capsys.readouterr().out
    if code:
        assert "  - hallucination rate 1.0% (1/100) is not under budget 1.0%" in out
        assert "budget <1.0%  OVER BUDGET" in out


def test_the_strict_form_on_the_command_line_and_a_bad_one(tmp_path, capsys, monkeypatch):
    cases = hundred(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["score", str(cases), "--judge", "none", "--no-store", "--max-hallucination-rate", "<0.01"]) == 1
    assert main(["score", str(cases), "--judge", "none", "--no-store", "--max-hallucination-rate", "0.01"]) == 0
    assert main(["score", str(cases), "--judge", "none", "--no-store", "--max-hallucination-rate", "0.01",
                 "--strict-budgets"]) == 1
    capsys.readouterr()
    (tmp_path / "groundtest.toml").write_text('max_hallucination_rate = "<one percent"\n')
    assert main(["score", str(cases), "--judge", "none", "--no-store"]) == 2
    err = capsys.readouterr().err
    assert "groundtest.toml: max_hallucination_rate: expected a rate" in err and "Traceback" not in err


def test_a_strict_budget_is_stored_with_the_run_and_compare_keeps_it(tmp_path, capsys, monkeypatch):
    cases = hundred(tmp_path)
    monkeypatch.chdir(tmp_path)
    store = str(tmp_path / "s.db")
    assert main(["score", str(cases), "--judge", "none", "--store", store, "--max-hallucination-rate", "<0.01"]) == 1
    capsys.readouterr()
    assert main(["show", "1", "--store", store, "--format", "json"]) in (0, 1)
    shown = json.loads(capsys.readouterr().out)
    assert shown["budgets"]["strict"] == ["max_hallucination_rate"]


# --- 11: adding a refusal wording -----------------------------------------------------------

BAIT = dict(type="unanswerable", expect="abstain", query="What is the fee for a lost passport?", must_include=...)


def test_also_refusal_adds_a_wording_and_keeps_the_usual_detection(tmp_path, capsys):
    house = "Eso queda fuera de mi alcance."  # a house wording in another language the usual detection does not know
    rows = [case(id="house", response=house, **BAIT),
            case(id="usual", response="I don't know; the documents do not say.", **BAIT),
            case(id="phrase", response="That question falls outside our remit, sorry.", **BAIT)]
    path = write_jsonl(tmp_path / "c.jsonl", rows)

    def abstained(*flags: str) -> dict[str, bool]:
        results = tmp_path / "r.jsonl"
        main(["score", str(path), "--judge", "none", "--no-store", "--results", str(results), *flags])
        capsys.readouterr()
        got = {r["id"]: r["abstained"] for r in map(json.loads, results.read_text().splitlines())}
        results.unlink()
        return got

    assert abstained() == {"house": False, "usual": True, "phrase": False}
    assert abstained("--also-refusal", "fuera de mi alcance", "--also-refusal", "outside our remit") == {
        "house": True, "usual": True, "phrase": True}
    # --refusal pins: only that sentence declines, the usual detection is off
    assert abstained("--refusal", house) == {"house": True, "usual": False, "phrase": False}


def test_refusals_extra_in_the_settings_file(tmp_path, capsys, monkeypatch):
    rows = [case(id="phrase", response="That question falls outside our remit, sorry.", **BAIT)]
    path = write_jsonl(tmp_path / "c.jsonl", rows)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "groundtest.toml").write_text('refusals_extra = ["outside our remit"]\n')
    assert main(["score", str(path), "--judge", "none", "--no-store", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["hallucinated"] == 0
    (tmp_path / "groundtest.toml").write_text('refusals_extra = "outside our remit"\n')
    assert main(["score", str(path), "--judge", "none", "--no-store"]) == 2
    assert "groundtest.toml: refusals_extra: expected a list of sentences" in capsys.readouterr().err


# --- 1: the registry and the jurisdiction rules in the eval gate ----------------------------

ARTICLE_62 = [{"title": "DIFC Employment Law, Article 62",
               "text": "(2) The minimum period of notice is thirty (30) days where the employee has been continuously "
                       "employed for five (5) years or more, and seven (7) days in any other case."}]
QUERY = "What notice must a DIFC employer give after six years?"
GOOD = ("Under Article 62 of DIFC Law No. 2 of 2019, the minimum period of notice is 30 days where the employee has "
        "been continuously employed for five years or more.")
FABRICATED = ("The minimum period of notice is 30 days where the employee has been continuously employed for five years "
              "or more, as confirmed in Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099.")


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("score-legal") / "reg.db"
    assert main(["registry", "add", str(FIXTURES), "--db", str(path)]) == 0
    return str(path)


def legal_cases(tmp_path: Path, name: str, last: str, n: int = 200) -> Path:
    rows = [dict(id=f"ok{i}", type="answerable", expect="answer", query=QUERY, context=ARTICLE_62, response=GOOD)
            for i in range(n - 1)]
    rows.append(dict(id="cite", type="answerable", expect="answer", query=QUERY, context=ARTICLE_62, response=last))
    return write_jsonl(tmp_path / name, rows)


def test_score_registry_counts_citation_findings_toward_the_verdict(tmp_path, capsys, db):
    path = legal_cases(tmp_path, "c.jsonl", FABRICATED)
    results = tmp_path / "r.jsonl"
    code = main(["score", str(path), "--judge", "none", "--no-store", "--registry", db, "--results", str(results),
                 "--max-hallucination-rate", "<0.005"])
    out = capsys.readouterr().out
    assert code == 1 and "hallucination rate 0.5% (1/200) is not under budget 0.5%" in out
    rows = {r["id"]: r for r in map(json.loads, results.read_text().splitlines())}
    assert rows["cite"]["hallucination"] == "hallucinated"
    assert [(f["type"], f["severity"]) for f in rows["cite"]["findings"]] == [("fabricated_citation", "critical")]
    assert "DIFC Courts publish their judgments" in rows["cite"]["findings"][0]["notes"]
    assert rows["ok0"]["hallucination"] == "clean"  # the registry confirms Article 62: nothing to flag
    # without the registry the offline checker cannot see the citation's source at all
    results.unlink()
    assert main(["score", str(path), "--judge", "none", "--no-store", "--results", str(results)]) == 0
    assert {json.loads(x)["hallucination"] for x in results.read_text().splitlines()} == {"clean"}


def test_compare_gates_on_citation_findings_of_two_stored_runs(tmp_path, capsys, db):
    store = str(tmp_path / "runs.db")
    base, cand = legal_cases(tmp_path, "base.jsonl", GOOD, 100), legal_cases(tmp_path, "cand.jsonl", FABRICATED, 100)
    for f in (base, cand):
        main(["score", str(f), "--judge", "local", "--store", store, "--registry", db])
    capsys.readouterr()
    assert main(["compare", "1", "2", "--store", store]) == 1
    out = capsys.readouterr().out
    assert "change     +1.00 pts" in out and "  cite [answerable] now hallucinates: fabricated_citation: 'Nakheel Marine" in out


def test_score_registry_bad_paths_are_one_line_errors(tmp_path, capsys, db):
    path = legal_cases(tmp_path, "c.jsonl", GOOD)
    assert main(["score", str(path), "--no-store", "--registry", str(tmp_path / "nope.db")]) == 2
    err = capsys.readouterr().err
    assert "nope.db" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert main(["score", str(path), "--no-store", "--policies", str(tmp_path / "p.toml")]) == 2
    assert "--policies: goes with --registry" in capsys.readouterr().err


def test_the_strict_form_shows_in_every_report_format(tmp_path, capsys, monkeypatch):
    cases = hundred(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["score", str(cases), "--judge", "none", "--no-store", "--max-hallucination-rate", "<0.01",
                 "--format", "markdown"]) == 1
    assert "| < 1.0% |" in capsys.readouterr().out
    page = tmp_path / "r.html"
    assert main(["score", str(cases), "--judge", "none", "--no-store", "--max-hallucination-rate", "<0.01",
                 "--format", "html", "--output", str(page)]) == 1
    text = page.read_text(encoding="utf-8")
    assert "budget &lt; 1.0% · <b>over budget</b>" in text
