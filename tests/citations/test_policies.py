"""Jurisdiction data and policies: shipped defaults, user layering, validation."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.citations import extract, load_policies
from groundtest.citations.policies import default_policies, specificity
from groundtest.errors import InputError


def test_shipped_defaults():
    pol = default_policies()
    assert set(pol.jurisdictions) == {"DIFC", "ADGM", "KSA", "LB", "UAE", "UK", "EU"}
    assert [(p.jurisdiction, p.kind, p.verdict) for p in pol.policies] == [
        ("DIFC", "case", "fabricated"), ("ADGM", "case", "fabricated"), ("KSA", "case", "fabricated"),
        ("KSA", "case", "fabricated"), ("KSA", "case", "uncertain"), ("LB", "case", "fabricated"), ("LB", "case", "uncertain")]
    assert pol.court("EWHC (Ch)")[0] == "UK" and pol.court("difc cfi")[0] == "DIFC"
    assert pol.jurisdiction_of("a ruling of the Board of Grievances") == "KSA"
    assert pol.mentions("Beirut, not Dubai International Financial Centre") == [("LB", 0, 6), ("DIFC", 12, 48)]


def test_decide_by_kind_specificity_and_year():
    pol = default_policies()
    [full] = extract("In Saudi Arabia, A Co v B Co (Riyadh Commercial Court, Case No. 12/1440H) held so.")
    [bare] = extract("In Saudi Arabia, Case No. 12/1440H held so.")
    assert (specificity(full), specificity(bare)) == (4, 2)
    # the rubric: a specific Saudi case with a number and a year is likely fabricated (issue 26, item 10)
    assert pol.decide(full).verdict == "fabricated" and pol.decide(bare).verdict == "fabricated"
    [no_year] = extract("In Saudi Arabia, the Riyadh Commercial Court in Case No. 12 held so.")
    assert pol.decide(no_year).verdict == "uncertain"
    [old] = extract("The Lebanese Court of Cassation, Decision No. 4 of 1985, held so.")
    assert pol.decide(old) is None
    [statute] = extract("DIFC Law No. 7 of 2018 applies.")
    assert pol.decide(statute) is None
    assert pol.decide(extract("See [2021] DIFC CFI 9.")[0], found=True) is None


def test_user_file_layers_over_the_defaults(tmp_path: Path):
    f = tmp_path / "p.toml"
    f.write_text('[jurisdiction.QFC]\nname = "Qatar Financial Centre"\naliases = ["QFC", "Qatar Financial Centre"]\n'
                 'courts = [{ code = "QIC", from = 2009 }]\n'
                 '[[policy]]\njurisdiction = "qfc"\nkind = "case"\nverdict = "fabricated"\n')
    pol = load_policies(str(f))
    assert pol.policies[0].jurisdiction == "QFC" and len(pol.policies) == 8
    assert pol.court("QIC")[0] == "QFC" and "DIFC" in pol.jurisdictions
    [c] = extract("See [2019] QIC 3 on costs.", pol)
    assert c.jurisdiction == "QFC" and pol.decide(c).verdict == "fabricated"
    f.write_text('replace = true\n[[policy]]\njurisdiction = "*"\nkind = "*"\nverdict = "ignore"\n')
    assert [p.verdict for p in load_policies(str(f)).policies] == ["ignore"]


def test_bad_policy_files_name_the_file_and_field(tmp_path: Path):
    f = tmp_path / "bad.toml"
    f.write_text('colour = 1\n[[policy]]\njurisdiction = "DIFC"\nkind = "judgment"\nverdict = "maybe"\nwhen = "sometimes"\n'
                 'min_specificity = "high"\nfoo = 1\n[jurisdiction.X]\naliases = "X"\ncourts = [{ code = 5 }]\n')
    with pytest.raises(InputError) as err:
        load_policies(str(f))
    assert [str(p) for p in err.value.problems] == [
        f"{f}: colour: unknown key; expected [jurisdiction.ID], [[policy]] or replace",
        f"{f}: jurisdiction.X.aliases: must be a list of names",
        f'{f}: jurisdiction.X.courts[0]: must be {{code = "...", from = YEAR, until = YEAR?}}',
        f"{f}: policy[0].foo: unknown key; expected one of jurisdiction, kind, min_specificity, note, parts, requires, verdict, when, year_after, year_before",
        f"{f}: policy[0].kind: must be one of case, statute, regulation, title, *, got 'judgment'",
        f"{f}: policy[0].when: must be one of not_found, found, always, got 'sometimes'",
        f"{f}: policy[0].verdict: must be one of fabricated, uncertain, ignore, got 'maybe'",
        f"{f}: policy[0].min_specificity: must be a whole number",
    ]
    missing = tmp_path / "missing.toml"
    with pytest.raises(InputError, match="missing.toml: no such file"):
        load_policies(str(missing))
    f.write_text("[[policy]\n")
    with pytest.raises(InputError, match="bad.toml: not valid TOML"):
        load_policies(str(f))
