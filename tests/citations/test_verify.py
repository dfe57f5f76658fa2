"""Verification against the fixture registry: found and supported, misquoted, wrong article,
not found, fabricated, and the jurisdiction policies."""
from __future__ import annotations

from pathlib import Path

import pytest

from groundtest.citations import VerifyConfig, load_policies, verify
from groundtest.model import label_of

CFG = VerifyConfig(reference_year=2025)


def run(registry, text: str, **kw):
    v = verify(text, registry, config=CFG, **kw)
    return v, [(ch.status, ch.source) for ch in v.checks], [(f.type, f.severity) for f in v.findings]


def test_found_and_supported_paraphrase(registry):
    v, checks, findings = run(registry, "Under Article 62 of DIFC Law No. 2 of 2019, either party may terminate the "
                                        "contract by written notice of at least 30 days after five years of service.")
    assert checks == [("verified", "DIFC Law No. 2 of 2019")] and findings == []
    assert v.supported == {0}
    assert label_of(v.findings) == "clean"


def test_found_and_supported_exact_quote_and_pin_cite(registry):
    text = ('In Al Khaleej Trading LLC v Gulf Holdings (DIFC) Ltd [2021] DIFC CFI 045 at [23], the court held that '
            '"a clause allowing termination without any notice is void".')
    _, checks, findings = run(registry, text)
    assert checks == [("verified", "[2021] DIFC CFI 045")] and findings == []


def test_bare_provision_in_the_next_sentence_checks_the_previous_one(registry):
    text = ("Under the Saudi Labor Law, either party may end an indefinite contract with 60 days' written notice "
            "when the wage is paid monthly. (Article 75)")
    v, checks, findings = run(registry, text)
    assert checks == [("verified", "Royal Decree No. M/51 dated 23/8/1426H")] * 2 and findings == []
    assert v.supported == {0, 1}


def test_a_bare_citation_sentence_vouches_for_the_sentence_before(registry):
    text = "Either party may terminate an indefinite contract with 60 days' written notice when the wage is paid monthly. " \
           "(Saudi Labor Law, Article 75)"
    v, checks, findings = run(registry, text)
    assert checks == [("verified", "Royal Decree No. M/51 dated 23/8/1426H")] and findings == []
    assert v.supported == {0, 1} and v.checks[0].about == 0


def test_misquoted_number(registry):
    v, checks, _ = run(registry, "Under Article 62 of DIFC Law No. 2 of 2019, the notice period is 90 days.")
    assert checks == [("misquoted", "DIFC Law No. 2 of 2019")]
    [f] = v.findings
    assert (f.type, f.severity, f.content, f.sentence) == ("misquoted_source", "critical", "90", 0)
    assert f.notes == "Article 62 of DIFC Employment Law does not state 90 (it states 5, 7, 30)"


def test_misquoted_quotation(registry):
    v, checks, _ = run(registry, 'Article 62 of DIFC Law No. 2 of 2019 states that "the employer may terminate '
                                 'the contract at any time without notice".')
    [f] = v.findings
    assert (f.type, f.severity) == ("misquoted_source", "critical")
    assert f.content == "the employer may terminate the contract at any time without notice"
    assert f.notes.startswith("quoted text is not in the cited source")


def test_weak_paraphrase_is_uncertain(registry):
    v, checks, findings = run(registry, "Article 18 of DIFC Law No. 2 of 2019 lets employees carry unused holiday "
                                        "into retirement savings schemes.")
    assert checks == [("misquoted", "DIFC Law No. 2 of 2019")] and findings == [("misquoted_source", "moderate")]
    assert v.findings[0].notes.startswith("Article 18 of DIFC Employment Law does not support this")


def test_wrong_article_that_does_not_exist(registry):
    v, checks, _ = run(registry, "Article 99 of DIFC Law No. 2 of 2019 gives employees a sabbatical.")
    [f] = v.findings
    assert (f.type, f.severity, f.content) == ("misquoted_source", "critical", "Article 99 of DIFC Law No. 2 of 2019")
    assert f.notes == "Article 99 is not in DIFC Employment Law in the registry (it holds 1, 18, 62, 63, 66)"


def test_wrong_article_quoting_another_one(registry):
    v, _, _ = run(registry, 'Article 18 of the DIFC Employment Law provides that "either party may terminate the '
                            'employment contract by giving the other party written notice".')
    [f] = v.findings
    assert f.severity == "critical"
    assert f.notes.endswith("it matches Article 62 - Notice of termination instead")


@pytest.mark.parametrize("text, note", [
    ("Article 5(9) of Regulation (EU) 2016/679 requires security.", "Article 5 of General Data Protection Regulation has no sub-provision (9)"),
    ("Falcon Capital Partners Ltd v Dune Ventures Ltd [2020] ADGMCFI 0007 at [9] says so.", "[2020] ADGMCFI 0007 has no paragraph [9]"),
])
def test_missing_sub_provision_or_paragraph(registry, text, note):
    v, _, findings = run(registry, text)
    assert findings == [("misquoted_source", "critical")] and v.findings[0].notes == note


def test_real_citation_with_the_wrong_parties(registry):
    v, checks, findings = run(registry, "Smith v Jones [2021] UKSC 5 held that drivers are workers.")
    assert checks == [("misquoted", "[2021] UKSC 5")] and findings == [("misquoted_source", "critical")]
    assert v.findings[0].notes == "[2021] UKSC 5 in the registry is Harlow Logistics Ltd v Pennant, not Smith v Jones"


def test_instrument_of_another_jurisdiction(registry):
    v, checks, findings = run(registry, "ADGM Law No. 2 of 2019 sets the notice period.")
    assert checks == [("wrong_jurisdiction", "DIFC Law No. 2 of 2019")]
    assert findings == [("wrong_jurisdiction_fact", "critical")]


@pytest.mark.parametrize("text, source", [
    ("Harlow v Pennant decided that the drivers are workers.", "[2021] UKSC 5"),
    ("The Employment Regulations of the ADGM give 22 days of paid annual leave.", "ADGM Employment Regulations 2019"),
])
def test_found_by_full_text_search_when_no_key_matches(registry, text, source):
    """The second lookup: no canonical key of the citation is in the registry; search finds the source."""
    from groundtest.citations import extract

    [c] = extract(text)
    assert all(registry.lookup(k) == [] for k in c.keys)
    _, checks, findings = run(registry, text)
    assert checks == [("verified", source)] and findings == []


def test_found_by_title_key(registry):
    _, checks, findings = run(registry, "The General Data Protection Regulation gives a right to erasure of personal data.")
    assert checks == [("verified", "Regulation (EU) 2016/679")] and findings == []


def test_not_found_is_uncertain(registry):
    v, checks, findings = run(registry, "DIFC Law No. 7 of 2018 caps late payment penalties.")
    assert checks == [("uncertain", None)] and findings == [("fabricated_citation", "moderate")]
    assert v.findings[0].notes == "not in the registry (exact key, then full-text search)"
    assert label_of(v.findings) == "uncertain"


@pytest.mark.parametrize("text, note", [
    ("In Omega Holdings v Sigma Ltd [2003] DIFC CFI 012 the court struck out the claim.",
     "no DIFC CFI judgment can be dated 2003: that court sat from 2005"),
    ("The House of Lords in [2015] UKHL 3 decided it.", "no UKHL judgment can be dated 2015: that court sat from 2001 to 2009"),
    ("See [2031] UKSC 2 on this point.", "the year 2031 is in the future"),
    ("Under Law No. 0 of 2019 no tax is due.", "impossible numbering: number 0"),
    ("As held in [2021] DIFC XYZ 4, costs follow the event.", "'DIFC XYZ' is not a DIFC court (DIFC CFI, DIFC CA, DIFC SCT, DIFC ENF, DIFC ARB, DIFC TCD)"),
])
def test_impossible_citations_are_fabricated(registry, text, note):
    v, checks, findings = run(registry, text)
    assert checks == [("fabricated", None)] and findings == [("fabricated_citation", "critical")]
    assert v.findings[0].notes == note


def test_unknown_parties_and_an_empty_court_year_are_fabricated(registry):
    v, checks, _ = run(registry, "In Brightwater Ltd v Kestrel plc [2020] UKSC 12, the court held the clause a penalty.")
    assert checks == [("fabricated", None)]
    assert v.findings[0].notes == ("neither party appears anywhere in the registry; "
                                   "the registry holds UKSC judgments, none from 2020")


def test_one_weak_sign_alone_is_only_uncertain(registry):
    v, checks, _ = run(registry, "See [2020] UKSC 12 on this point.")
    assert checks == [("uncertain", None)]
    assert v.findings[0].notes.endswith("; the registry holds UKSC judgments, none from 2020")


# --- jurisdiction policies ------------------------------------------------------------------

@pytest.mark.parametrize("text, status, severity", [
    ("In Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099, punitive damages were awarded.", "fabricated", "critical"),
    ("In Eagle Ltd v Hawk Ltd [2022] ADGMCFI 0031 the court refused enforcement.", "fabricated", "critical"),
    ("In Saudi Arabia, Al Rajhi Trading v Saudi Steel Co (Riyadh Commercial Court, Case No. 4512/1441H) held the "
     "penalty clause void.", "fabricated", "critical"),
    ("In Saudi Arabia, Case No. 4512/1441H held that penalty clauses are void.", "fabricated", "critical"),
    ("In Saudi Arabia, the Riyadh Commercial Court in Case No. 4512 held that penalty clauses are void.", "uncertain", "moderate"),
    ("The Lebanese Court of Cassation, Decision No. 45 of 2015, held that agency termination requires indemnity.",
     "fabricated", "critical"),
])
def test_policy_verdicts_per_jurisdiction(registry, text, status, severity):
    v, checks, findings = run(registry, text)
    assert checks == [(status, None)] and findings == [("fabricated_citation", severity)]
    policy = load_policies().decide(v.checks[0].citation)
    assert policy is not None and v.findings[0].notes == policy.note


def test_lebanese_decision_in_the_registry_is_verified(registry):
    _, checks, findings = run(registry, "The Beirut Court of Appeal, Decision No. 33 of 2012, held that a principal who "
                                        "terminates an exclusive agency without a serious reason must indemnify the agent.")
    assert checks == [("verified", "Decision No. 33 of 2012")] and findings == []


def test_difc_judgment_in_the_context_is_not_fabricated(registry):
    text = "In Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099, punitive damages were awarded."
    v, checks, findings = run(registry, text, context="Our notes: Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099.")
    assert checks == [("in_context", None)] and findings == []


def test_user_policies_come_first_and_can_replace(registry, tmp_path: Path):
    user = tmp_path / "policies.toml"
    user.write_text('[[policy]]\njurisdiction = "DIFC"\nkind = "case"\nverdict = "uncertain"\nnote = "our DIFC set is partial"\n'
                    '[[policy]]\njurisdiction = "LB"\nkind = "case"\nyear_after = 2010\nverdict = "ignore"\n')
    pols = load_policies(str(user))
    v, checks, _ = run(registry, "Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099 says so.", policies=pols)
    assert checks == [("uncertain", None)]
    assert v.findings[0].notes == "our DIFC set is partial; neither party appears anywhere in the registry"
    _, checks, findings = run(registry, "The Lebanese Court of Cassation, Decision No. 45 of 2015, held so.", policies=pols)
    assert checks == [("ignored", None)] and findings == []
    _, checks, _ = run(registry, "In Omega Holdings v Sigma Ltd [2003] DIFC CFI 012 the claim failed.", policies=pols)
    assert checks == [("fabricated", None)]  # impossible stays impossible whatever the policy


def test_unsourced_specific_facts_about_a_jurisdiction(registry):
    v, _, findings = run(registry, "In Saudi Arabia, the end-of-service award is 21 days' wage for each year.")
    assert findings == [("wrong_jurisdiction_fact", "moderate")]
    assert v.findings[0].notes == "states 21 as fact about KSA with no source in the registry or the context"
    _, _, findings = run(registry, "In Saudi Arabia, the award is 21 days' wage.", context="The award is 21 days' wage.")
    assert findings == []
    _, _, findings = run(registry, "In Saudi Arabia, I believe the award is 21 days' wage; please verify.")
    assert findings == []
    _, _, findings = run(registry, "Saudi Arabia has a labour law.")
    assert findings == []


def test_numbers_a_verified_source_holds_are_not_unsourced(registry):
    text = ("Article 75 of the Saudi Labor Law requires 60 days' notice for monthly-paid staff. "
            "In Saudi Arabia, other employees get 30 days.")
    _, checks, findings = run(registry, text)
    assert [c[0] for c in checks] == ["verified"] and findings == []


def test_bare_article_without_instrument_cannot_be_checked(registry):
    v, checks, findings = run(registry, "Article 62 gives either party a right to terminate on notice.")
    assert checks == [("unverifiable", None)] and findings == [("fabricated_citation", "moderate")]
