"""Regular expressions for legal citations (used by :mod:`groundtest.citations.extract`)."""
from __future__ import annotations

import re

_TOKEN = r"(?:[A-Z][\w'’&.-]*|\([A-Z][\w ]{0,20}\))"
_JOIN = r"(?:of|and|&|de|du|la|al|el|bin|bint|ibn|for|the|von|van|der|y)"
_SUFFIX = r"(?:\s+(?:plc|ltd|llc|inc|sa|sal|sarl|gmbh|bv|nv|ag|spa|pjsc|psc|wll)\b\.?)?"
_PARTY = rf"{_TOKEN}(?:\s+(?:{_JOIN}\s+)*{_TOKEN}){{0,7}}{_SUFFIX}"

#: "A v B" / "A v. B" / "A vs B"
PARTIES = re.compile(rf"(?P<p1>{_PARTY})\s+(?:v|vs)\.?\s+(?P<p2>{_PARTY})")

_COURT = r"(?P<court>[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*){0,3})"
#: "[2021] DIFC CFI 045", "[2019] UKSC 5", "[2020] EWHC 1234 (Comm)"
NEUTRAL = re.compile(rf"\[(?P<year>(?:19|20)\d\d)\]\s+{_COURT}\s+(?P<num>\d{{1,5}})\b(?:\s*\((?P<div>[A-Z][A-Za-z]{{1,12}})\))?")
NEUTRAL_AFTER = re.compile(rf"\s*,?\s*\(?\s*{NEUTRAL.pattern}")
#: a pin cite after a neutral citation: "at [23]", ", [23]", "at para 23"
PIN = re.compile(r"\s*,?\s*(?:at\s+)?(?:\[|para(?:graph)?s?\.?\s*)(?P<pin>\d{1,4})\]?")
#: details after "A v B": "(Riyadh Commercial Court, Case No. 4512/1441)" or ", Court of Cassation, 2015"
TAIL = re.compile(r"\s*(?:\((?P<body>[^()\n]{3,140})\)|,\s*(?P<body2>[^()\n;]{3,140}?)(?=(?<!No)(?<!\bv)[.;](?:\s|$)|,\s+[a-z]|\n|$))")
COURT_NAME = re.compile(
    r"(?:(?!The\b)[A-Z][\w'-]*\s+){0,4}(?:Court|Tribunal|Cassation|Board|Committee|Chamber)(?:\s+of\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})?"
)
NUMBER_IN = re.compile(r"(?:Case|Decision|Judgment|Judgement|Appeal|Claim|Ruling)?\s*No\.?\s*(?P<num>[A-Z]{0,3}\d+(?:/\d+)*)(?:\s+of\s+(?P<year>\d{4}))?")
YEAR = re.compile(r"\b((?:19|20)\d\d|1[34]\d\d(?=\s*A?H\b))\b")
#: "Case No. 4512/1441", "Decision No. 45 of 2015"
CASE_NO = re.compile(r"\b(?:Case|Decision|Judgment|Judgement|Appeal|Ruling)\s+No\.?\s*(?P<num>\d+(?:/\d+)*)(?:\s+of\s+(?P<year>\d{4}))?(?:\s*A?H\b)?")
#: DIFC claim numbers: "CFI 045/2021"
CLAIM = re.compile(r"\b(?P<court>CFI|CA|SCT|ENF|ARB|TCD)[ -](?P<num>\d{3})[/-](?P<year>(?:19|20)\d\d)\b")
#: "Case C-311/18"
EU_CASE = re.compile(r"\bCase\s+C[-‑–](?P<num>\d{1,4})/(?P<yy>\d{2})\b")

#: "Regulation (EU) 2016/679", "Directive (EU) 2019/1937", "Regulation (EC) No 1025/2012"
EU_ACT = re.compile(r"\b(?P<inst>Regulation|Directive|Decision)\s*\((?P<org>EU|EC|EEC|Euratom)\)\s*(?P<no>No\.?\s*)?(?P<a>\d{1,4})/(?P<b>\d{1,4})\b")
_INSTRUMENT = (
    r"(?P<inst>Federal\s+Decree[- ]Law|Decree[- ]Law|Royal\s+Decree|Royal\s+Order|Legislative\s+Decree|"
    r"Cabinet\s+Resolution|Ministerial\s+Resolution|Council\s+of\s+Ministers\s+Resolution|Law|Decree|Resolution|Regulations?|Act|Ordinance|Order)"
)
#: "Law No. 2 of 2019", "DIFC Law No. 2 of 2019", "Royal Decree No. M/51 dated 23/8/1426H", "Law No. 81/2018"
LAW_NO = re.compile(
    r"(?:(?P<pre>DIFC|ADGM|Federal|Dubai|Abu\s+Dhabi|Saudi|Lebanese|UAE|KSA)\s+)?" + _INSTRUMENT
    + r"\s+No\.?\s*(?P<num>(?:[A-Z]{1,2}/)?\d+[A-Z]?)"
    r"(?:\s*/\s*(?P<y1>(?:19|20|14|13)\d\d)\b|\s+(?:of|dated)\s+(?:(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|\d{1,2}/\d{1,2}/)\s*)?(?P<y2>\d{4})(?:\s*A?H\b)?)?"
)
_TWORD = r"[A-Z][\w'’-]*"
#: "Employment Rights Act 1996", "the DIFC Employment Law", "Code of Obligations and Contracts"
TITLE = re.compile(
    rf"(?P<title>(?:{_TWORD}\s+)(?:(?:{_TWORD}|of|and|on|for|the|in|&)\s+){{0,7}}?"
    rf"(?:Act|Law|Code|Regulations?|Rules|Ordinance|Directive|Convention|Decree)"
    rf"(?:\s+(?:of|on)\s+(?:the\s+)?{_TWORD}(?:\s+(?:and|&|of)?\s*{_TWORD}){{0,4}})?)"
    r"(?:,?\s+(?P<year>(?:19|20)\d\d)\b)?"
)
#: "Article 62", "Art. 5(1)(f)", "Section 5(2)", "s. 98(4)", "§ 3"
PROVISION = re.compile(
    r"(?P<kw>\b[Aa]rticles?|\b[Aa]rts?\.|\b[Ss]ections?|\b[Ss]ecs?\.|§§?|(?<![\w'’])ss?\.|\b[Rr]egulation(?=\s+\d)|\b[Rr]ule(?=\s+\d)|\b[Cc]lause)"
    r"\s*(?P<num>\d{1,4}[A-Za-z]?(?:\s?\([0-9a-z]{1,4}\))*)(?![\w/])"
)
PROVISION_WORDS = {"article": "article", "art": "article", "section": "section", "sec": "section", "§": "section",
                   "§§": "section", "": "section", "regulation": "regulation", "rule": "rule", "clause": "clause"}
#: between a provision and its instrument: " of the ", " under "
OF_GAP = re.compile(r"\s+(?:of|in|under)\s+(?:the\s+)?")
#: between an instrument and a following provision: ", Art. 5" / " s. 98"
PIN_GAP = re.compile(r"\s*,?\s*")
#: between a title and its number: "Employment Law, DIFC Law No. 2" / "Employment Law (Law No. 2"
TITLE_GAP = re.compile(r"\s*[,(]?\s*")

LEADING = frozenset(
    "In See Under As Per Following Cf Also And But The Both Applying Citing After Before Since Then Thus "
    "Accordingly Moreover Further Furthermore Similarly Likewise Notably Indeed Here There When While Where "
    "Because Although If Unlike Like From With By For On At To Of Affirmed Upheld Compare According Pursuant "
    "Section Article Art This That These Those Its It Their A An Per In re".split()
)
CORPORATE = frozenset(
    "the ltd limited llc plc inc co company corp corporation pjsc psc pjs sal sarl sa wll spc fze fzco fz llp lp gmbh ag bv nv "
    "holding holdings group".split()
)
GENERIC_TITLE_WORDS = frozenset(
    "Common Case Civil Sharia Shari'a Islamic Criminal International Public Private Administrative Constitutional "
    "Natural Roman English Local Federal New Old Model Such Any This That Each Every National Domestic Foreign".split()
)
