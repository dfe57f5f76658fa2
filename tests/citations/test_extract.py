"""Citation extraction: statutes, provisions, cases, titles; parts, spans, keys, jurisdictions."""
from __future__ import annotations

import pytest

from groundtest.citations import extract


def one(text: str, **kw):
    cites = extract(text, **kw)
    assert len(cites) == 1, [c.raw for c in cites]
    c = cites[0]
    assert text[c.span[0]:c.span[1]] == c.raw
    return c


def test_numbered_law_with_article_and_title():
    c = one("Under Article 62 of the DIFC Employment Law, DIFC Law No. 2 of 2019, notice is required.")
    assert (c.kind, c.jurisdiction, c.jurisdiction_from) == ("statute", "DIFC", "citation")
    assert (c.instrument, c.number, c.year, c.article, c.provision) == ("Law", "2", 2019, "62", "article")
    assert c.title == "DIFC Employment Law"
    assert c.raw == "Article 62 of the DIFC Employment Law, DIFC Law No. 2 of 2019"
    assert c.keys[0] == "law:2:2019"


@pytest.mark.parametrize("text, number, year", [
    ("Law No. 2 of 2019", "2", 2019),
    ("Law No 2 of 2019", "2", 2019),
    ("Law No. 81/2018", "81", 2018),
    ("Royal Decree No. M/51 dated 23/8/1426H", "M/51", 1426),
    ("Federal Decree-Law No. 33 of 2021", "33", 2021),
])
def test_numbered_instruments(text, number, year):
    c = one(f"This is governed by {text}.")
    assert (c.number, c.year) == (number, year)


def test_formatting_variants_share_a_key():
    assert one("Law No 2 of 2019 applies.").keys == one("Law No. 2 of 2019 applies.").keys
    assert one("See [2021] DIFC CFI 45.").keys[0] == one("See [2021] DIFC CFI 045.").keys[0] == "case:DIFC CFI:2021:45"


def test_section_with_subsection_joins_the_act():
    c = one("Section 98(4) of the Employment Rights Act 1996 sets the test.")
    assert (c.kind, c.article, c.provision, c.year, c.title) == ("statute", "98(4)", "section", 1996, "Employment Rights Act")
    assert c.keys == ("title:employment rights act 1996", "title:employment rights act")


@pytest.mark.parametrize("text, number, year, article", [
    ("Regulation (EU) 2016/679, Art. 5 applies.", "679", 2016, "5"),
    ("Article 5(1)(f) of Regulation (EU) 2016/679 applies.", "679", 2016, "5(1)(f)"),
    ("Regulation (EC) No 1025/2012 applies.", "1025", 2012, None),
])
def test_eu_regulations(text, number, year, article):
    c = one(text)
    assert (c.kind, c.jurisdiction, c.number, c.year, c.article) == ("regulation", "EU", number, year, article)


def test_difc_case_with_parties_and_pin_cite():
    c = one("In Al Khaleej Trading LLC v Gulf Holdings (DIFC) Ltd [2021] DIFC CFI 045 at [23], the court held so.")
    assert c.kind == "case" and c.neutral
    assert c.parties == ("Al Khaleej Trading LLC", "Gulf Holdings (DIFC) Ltd")
    assert (c.court, c.year, c.number, c.pin, c.jurisdiction) == ("DIFC CFI", 2021, "045", "23", "DIFC")
    assert c.keys == ("case:DIFC CFI:2021:45", "parties:al khaleej trading v gulf difc")


def test_uk_neutral_citations():
    cites = extract("Brightwater Ltd v Kestrel plc [2021] UKSC 5 was followed in [2019] EWHC 123 (Ch).")
    assert [c.raw for c in cites] == ["Brightwater Ltd v Kestrel plc [2021] UKSC 5", "[2019] EWHC 123 (Ch)"]
    assert [(c.court, c.year, c.number, c.jurisdiction) for c in cites] == [("UKSC", 2021, "5", "UK"), ("EWHC (Ch)", 2019, "123", "UK")]


def test_case_with_court_number_and_year():
    c = one("In Saudi Arabia, Al Rajhi Trading v Saudi Steel Co (Riyadh Commercial Court, Case No. 4512/1441H) held so.")
    assert c.parties == ("Al Rajhi Trading", "Saudi Steel Co")
    assert (c.court, c.number, c.year, c.jurisdiction) == ("Riyadh Commercial Court", "4512", 1441, "KSA")


def test_decision_number_with_court_nearby():
    c = one("The Lebanese Court of Cassation, Decision No. 45 of 2015, held that the agent must be indemnified.")
    assert (c.kind, c.number, c.year, c.court, c.jurisdiction) == ("case", "45", 2015, "Lebanese Court of Cassation", "LB")


def test_eu_case_and_difc_claim_numbers():
    eu, claim = extract("Case C-311/18 was decided; the claim CFI 045/2021 was filed.")
    assert (eu.court, eu.number, eu.year, eu.jurisdiction) == ("CJEU", "C-311", 2018, "EU")
    assert (claim.court, claim.number, claim.year, claim.keys[0]) == ("DIFC CFI", "045", 2021, "claim:DIFC CFI:45:2021")


def test_titles_and_generic_phrases():
    cites = extract("The Lebanese Code of Obligations and Contracts applies. Common Law and The Law say nothing.")
    assert [(c.kind, c.title, c.jurisdiction) for c in cites] == [("title", "Lebanese Code of Obligations and Contracts", "LB")]
    assert cites[0].keys == ("title:code of obligations and contracts",)


def test_bare_provision_inherits_the_last_instrument():
    law, art = extract("The Saudi Labor Law governs. Article 80 allows dismissal without notice.")
    assert art.raw == "Article 80" and art.inherited
    assert (art.title, art.article, art.jurisdiction) == ("Saudi Labor Law", "80", "KSA")
    assert art.label == "Article 80 (Saudi Labor Law)"


def test_bare_provision_without_instrument_stays_a_provision():
    c = one("Article 62 gives either party a right to terminate.")
    assert (c.kind, c.article, c.jurisdiction) == ("provision", "62", None)


def test_jurisdiction_from_sentence_text_and_hint():
    from_sentence = one("In the DIFC, Law No. 7 of 2018 applies.")
    assert (from_sentence.jurisdiction, from_sentence.jurisdiction_from) == ("DIFC", "sentence")
    later = extract("We look at Lebanon. Then Law No. 7 of 2018 applies.")[0]
    assert (later.jurisdiction, later.jurisdiction_from) == ("LB", "text")
    hinted = one("Law No. 7 of 2018 applies.", hint="KSA")
    assert (hinted.jurisdiction, hinted.jurisdiction_from) == ("KSA", "hint")
    assert one("Law No. 7 of 2018 applies.").jurisdiction is None


@pytest.mark.parametrize("text", [
    "It's 5 days; the fee is $3 and the loan period is 21 days.",
    "Common Law applies here. The Law is clear.",
    "Call us at 5 pm or see section headings below.",
])
def test_plain_prose_has_no_citations(text):
    assert extract(text) == []
