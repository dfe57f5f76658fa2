"""Legal prose the checker and the registry must read as a lawyer does (issue 26, items 4–7),
each through the real entry point (``audit`` with and without ``--registry``, ``score``)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.cli import main
from groundtest.legal import fold_paired_numbers, is_pin_cite, is_role_word, quote_segments, words_to_int
from tests.helpers import case, write_jsonl

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "registry"


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("legal") / "reg.db"
    assert main(["registry", "add", str(FIXTURES), "--db", str(path)]) == 0
    return str(path)


def audit(tmp_path: Path, capsys: pytest.CaptureFixture[str], rows: list[dict], *extra: str) -> dict[str, dict]:
    src = write_jsonl(tmp_path / "o.jsonl", [{"output_type": "research", "query": "q", "context": "", **r} for r in rows])
    results = tmp_path / "r.jsonl"
    main(["audit", str(src), "--results", str(results), "--target", "1", *extra])
    capsys.readouterr()
    out = {}
    for line in results.read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        out[r["id"]] = r
    results.unlink()
    return out


def kinds(r: dict) -> list[tuple[str, str]]:
    return [(f["type"], f["content"]) for f in r["findings"]]


# --- 6: both parties ------------------------------------------------------------------------

def test_a_case_matches_only_when_both_parties_match_the_registry_title(tmp_path, capsys, db):
    got = audit(tmp_path, capsys, [
        {"id": "one-party", "response": "Harlow v Smith [2021] UKSC 5 held that the drivers are workers."},
        {"id": "both", "response": "Harlow Logistics Ltd v Pennant [2021] UKSC 5 held that the drivers are workers."},
    ], "--registry", db)
    [one] = [f for f in got["one-party"]["findings"] if f["type"] == "misquoted_source"]
    assert one["notes"] == "[2021] UKSC 5 in the registry is Harlow Logistics Ltd v Pennant, not Harlow v Smith"
    assert got["one-party"]["citations"][0]["status"] == "misquoted"
    assert got["both"]["citations"][0]["status"] == "verified" and got["both"]["hallucination"] == "clean"


# --- 7: misquotes ---------------------------------------------------------------------------

LONG = ("The parties shall perform their obligations under this contract in accordance with good faith and fair dealing "
        "at all times during the term of the agreement and after it ends.")


def test_a_quotation_may_differ_only_in_case_punctuation_quotes_and_ellipses(tmp_path, capsys):
    changed = LONG.replace("good faith", "fairness and custom")
    got = audit(tmp_path, capsys, [
        {"id": "one-word", "context": LONG, "response": f'The contract says: "{LONG.replace("good faith", "good will")}"'},
        {"id": "changed", "context": LONG, "response": f'The contract says: "{changed}"'},
        {"id": "ellipsis", "context": LONG,
         "response": 'The contract says the parties shall perform "in accordance with good faith … at all times during the term".'},
        {"id": "case-punct", "context": LONG,
         "response": 'It says "THE PARTIES SHALL PERFORM THEIR OBLIGATIONS, under this contract, in accordance with good faith".'},
        {"id": "reordered", "context": LONG,
         "response": 'It says the parties shall perform "at all times during the term … in accordance with good faith".'},
    ])
    assert ("misquoted_source", LONG.replace("good faith", "good will")) in kinds(got["one-word"])
    assert ("misquoted_source", changed) in kinds(got["changed"])
    assert got["ellipsis"]["hallucination"] == "clean" and got["case-punct"]["hallucination"] == "clean"
    assert [t for t, _ in kinds(got["reordered"])] == ["misquoted_source"]


def test_a_one_word_change_in_a_quote_from_a_registry_source_is_a_misquote(tmp_path, capsys, db):
    text = ('In Al Khaleej Trading LLC v Gulf Holdings (DIFC) Ltd [2021] DIFC CFI 045 at [23], the Court held that '
            '"a clause allowing termination without any notice is {}".')
    got = audit(tmp_path, capsys, [{"id": "valid", "response": text.format("valid")},
                                   {"id": "void", "response": text.format("void")}], "--registry", db)
    assert ("misquoted_source", "a clause allowing termination without any notice is valid") in kinds(got["valid"])
    assert got["void"]["citations"][0]["status"] == "verified" and got["void"]["hallucination"] == "clean"


def test_quote_segments_split_on_every_ellipsis_form():
    assert quote_segments("a b... c d [...] e … f [t]he g") == ["a b", "c d", "e", "f the g"]


# --- 4: "ninety (90) days" ----------------------------------------------------------------

def test_ninety_90_days_states_90_days_for_must_include(tmp_path, capsys):
    ctx = [{"title": "law.md", "text": "The employer must pay within ninety (90) days of the end of employment."}]
    path = write_jsonl(tmp_path / "c.jsonl", [
        case(id="pair", query="When must the employer pay?", context=ctx,
             response="The employer must pay within ninety (90) days of the end of employment.", must_include=["90 days"]),
    ])
    results = tmp_path / "r.jsonl"
    assert main(["score", str(path), "--judge", "local", "--no-store", "--results", str(results)]) == 0
    [row] = [json.loads(x) for x in results.read_text().splitlines()]
    assert row["missing"] == [] and row["hallucination"] == "clean"


def test_a_misquoted_pair_is_one_finding_for_the_pair(tmp_path, capsys):
    ctx = "The employer must give written notice within fifteen (15) days of the end of employment."
    got = audit(tmp_path, capsys, [
        {"id": "wrong", "context": ctx, "response": "The employer must give written notice within twenty (20) days."},
        {"id": "right", "context": ctx, "response": "The employer must give written notice within 15 days."},
    ])
    assert kinds(got["wrong"]) == [("invented_fact", "twenty (20) days")]
    assert got["right"]["hallucination"] == "clean"


def test_paired_numbers_fold_only_when_words_and_digits_agree():
    assert fold_paired_numbers("within ninety (90) days") == "within 90          days"
    assert fold_paired_numbers("twenty (15) days") == "twenty (15) days"
    assert words_to_int("one hundred and twenty") == 120 and words_to_int("twenty-one") == 21
    assert fold_paired_numbers("one thousand two hundred (1,200) dirhams").startswith("1200 ")


# --- 5: pin cites and roles -----------------------------------------------------------------

JUDGMENT = [{"title": "[2022] DIFC CFI 071", "text": "5. The Court holds that a clause allowing termination without any "
                                                     "notice is void where it defeats good faith."}]


def test_pin_cites_and_the_court_are_legal_prose_not_facts(tmp_path, capsys):
    got = audit(tmp_path, capsys, [
        {"id": "pin", "context": JUDGMENT,
         "response": "In [2022] DIFC CFI 071 at [5], the Court holds that a clause allowing termination without any notice is void."},
        {"id": "para", "context": [{"title": "award", "text": "12. A clause allowing termination without any notice is void."}],
         "response": "The Tribunal holds that a clause allowing termination without any notice is void (para 12)."},
        {"id": "marker", "context": JUDGMENT,
         "response": "A clause allowing termination without any notice is void [7]."},
    ])
    assert got["pin"]["hallucination"] == "clean", got["pin"]["findings"]
    assert got["para"]["hallucination"] == "clean", got["para"]["findings"]
    assert kinds(got["marker"]) == [("fabricated_citation", "7")]  # a real marker to a missing chunk still is one


def test_role_and_pin_predicates():
    s = "[2022] DIFC CFI 071 at [5], the Court held; see [2]; the Court of Appeal; the Claimant"
    assert is_pin_cite(s, s.index("[5]"), s.index("[5]") + 3)
    assert not is_pin_cite(s, s.index("[2]"), s.index("[2]") + 3)
    assert is_role_word(s, s.index("Court held"), s.index("Court held") + 5)
    assert not is_role_word(s, s.index("Court of"), s.index("Court of") + 5)
    assert is_role_word(s, s.index("Claimant"), len(s))


# --- 10: the KSA and Lebanon rules as the rubric states them --------------------------------

SAUDI = {"id": "ksa", "query": "Can a Saudi employer dismiss without notice?",
         "response": "In Saudi Arabia, Case No. 4512/1441H established that an employer may dismiss without notice."}
LEBANON = {"id": "lb", "query": "Lebanese law on late payment?",
           "response": "Under Lebanese law, Decision No. 45 of 2015 held that late payment interest runs from the demand."}


def test_a_saudi_case_number_and_year_is_likely_fabricated_and_the_parts_are_configurable(tmp_path, capsys, db):
    got = audit(tmp_path, capsys, [SAUDI, LEBANON], "--registry", db)
    for key in ("ksa", "lb"):
        [f] = [f for f in got[key]["findings"] if f["type"] == "fabricated_citation"]
        assert f["severity"] == "critical" and "likely fabricated" in f["notes"]
    own = tmp_path / "policies.toml"
    own.write_text('[[policy]]\njurisdiction = "KSA"\nkind = "case"\nrequires = ["number", "year", "court"]\n'
                   'verdict = "fabricated"\n[[policy]]\njurisdiction = "KSA"\nkind = "case"\nverdict = "uncertain"\n'
                   'note = "ours: cannot be confirmed"\n')
    got = audit(tmp_path, capsys, [SAUDI], "--registry", db, "--policies", str(own))
    [f] = [f for f in got["ksa"]["findings"] if f["type"] == "fabricated_citation"]
    assert (f["severity"], f["notes"]) == ("moderate", "ours: cannot be confirmed")


def test_a_bad_parts_list_is_a_one_line_error(tmp_path, capsys, db):
    own = tmp_path / "policies.toml"
    own.write_text('[[policy]]\njurisdiction = "KSA"\nkind = "case"\nrequires = ["colour"]\nverdict = "fabricated"\n')
    src = write_jsonl(tmp_path / "o.jsonl", [{"output_type": "research", "context": "", **SAUDI}])
    assert main(["audit", str(src), "--registry", db, "--policies", str(own)]) == 2
    err = capsys.readouterr().err
    assert f"{own}: policy[0].requires: must be a list of parts from parties, number, year, court, pin" in err


# --- 8: wrong jurisdiction ------------------------------------------------------------------

UAE_43 = [{"title": "UAE Labour Law (Federal Decree-Law No. 33 of 2021), Article 43",
           "text": "The notice period shall be at least thirty (30) days and not more than ninety (90) days."}]
ART_62 = ("Under Article 62 of DIFC Law No. 2 of 2019, the minimum period of notice is 30 days where the employee has "
          "been continuously employed for five years or more.")


def wrong(r: dict) -> list[tuple[str, str]]:
    return [(f["severity"], f["notes"]) for f in r["findings"] if f["type"] == "wrong_jurisdiction_fact"]


def test_an_onshore_uae_rule_stated_as_the_difc_rule_is_wrong_jurisdiction(tmp_path, capsys):
    got = audit(tmp_path, capsys, [
        {"id": "as-difc", "query": "What notice period applies in the DIFC?", "context": UAE_43,
         "response": "Under DIFC law, the notice period must be at least 30 days and not more than 90 days."},
        {"id": "as-uae", "query": "What notice period applies onshore in the UAE?", "context": UAE_43,
         "response": "In the UAE, the notice period must be at least 30 days and not more than 90 days."},
    ])
    assert wrong(got["as-difc"]) == [("critical", "states a rule of 'UAE Labour Law (Federal Decree-Law No. 33 of 2021), "
                                                  "Article 43' (United Arab Emirates (onshore)) as the law of Dubai "
                                                  "International Financial Centre")]
    assert got["as-difc"]["hallucination"] == "hallucinated" and wrong(got["as-uae"]) == []


def test_a_difc_article_applied_to_an_adgm_employee_is_wrong_jurisdiction(tmp_path, capsys, db):
    got = audit(tmp_path, capsys, [
        {"id": "adgm", "query": "I work for a company in ADGM. How much notice must my employer give after six years?",
         "response": ART_62},
        {"id": "difc", "query": "I work in the DIFC. How much notice must my employer give after six years?",
         "response": ART_62},
    ], "--registry", db)
    assert wrong(got["adgm"]) == [("critical", "states a rule of DIFC Employment Law (Dubai International Financial "
                                               "Centre) as the law of Abu Dhabi Global Market")]
    assert got["adgm"]["citations"][0]["status"] == "wrong_jurisdiction"
    assert got["difc"]["hallucination"] == "clean"


def test_another_jurisdictions_source_used_as_persuasive_authority_is_not_wrong_jurisdiction(tmp_path, capsys, db):
    query = "Are app drivers workers under DIFC law?"
    got = audit(tmp_path, capsys, [
        {"id": "followed", "query": query,
         "response": "The DIFC Courts have followed Harlow Logistics Ltd v Pennant [2021] UKSC 5, where the drivers are workers."},
        {"id": "as-difc", "query": query,
         "response": "Under DIFC law, Harlow Logistics Ltd v Pennant [2021] UKSC 5 holds that the drivers are workers."},
    ], "--registry", db)
    assert wrong(got["followed"]) == []
    assert wrong(got["as-difc"]) == [("critical", "states a rule of Harlow Logistics Ltd v Pennant (United Kingdom) as the law "
                                                  "of Dubai International Financial Centre")]


# --- 9: the user's document as a source -----------------------------------------------------

CLAUSE_Q = "Please review this clause of my DIFC employment contract: 'The Employer may terminate this contract on 14 days' notice.'"
WRONG_Q = "My DIFC contract says the notice period can be up to 120 days after five years. Is that the law?"


def test_the_users_clause_figures_are_not_misquotes_and_their_wrong_law_is_not_support(tmp_path, capsys, db):
    got = audit(tmp_path, capsys, [
        {"id": "clause", "query": CLAUSE_Q,
         "response": "The clause gives 14 days' notice, below the 30 days Article 62(2) of DIFC Law No. 2 of 2019 "
                     "requires for an employee with five years of service."},
        {"id": "clause-wrong-law", "query": CLAUSE_Q,
         "response": "The clause gives 14 days' notice, below the 60 days Article 62(2) of DIFC Law No. 2 of 2019 "
                     "requires for an employee with five years of service."},
        {"id": "to-you", "query": WRONG_Q,
         "response": "You are entitled to 120 days' notice after five years under Article 62 of DIFC Law No. 2 of 2019."},
        {"id": "repeats", "query": WRONG_Q,
         "response": "Under Article 62 of DIFC Law No. 2 of 2019, the notice period after five years of service is 120 days."},
        {"id": "repeats-unsourced", "query": WRONG_Q, "context": [{"title": "hours", "text": "The office opens at 9am."}],
         "response": "In the DIFC, the notice period after five years of service can be up to 120 days."},
    ], "--registry", db)
    assert got["clause"]["citations"][0]["status"] == "verified"
    assert [f for f in got["clause"]["findings"] if f["type"] == "misquoted_source"] == []
    assert [(f["type"], f["content"]) for f in got["clause-wrong-law"]["findings"] if f["type"] == "misquoted_source"] == [
        ("misquoted_source", "60")]
    assert ("misquoted_source", "120") in kinds(got["repeats"]) and ("misquoted_source", "120") in kinds(got["to-you"])
    [f] = [f for f in got["repeats-unsourced"]["findings"] if f["type"] == "wrong_jurisdiction_fact"]
    assert "120" in f["notes"]
