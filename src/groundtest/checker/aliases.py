"""Name aliases the checker accepts: acronyms of capitalised runs, and US state codes."""
from __future__ import annotations

import re

US_STATES = {
    "al": "alabama", "ak": "alaska", "az": "arizona", "ar": "arkansas", "ca": "california", "co": "colorado",
    "ct": "connecticut", "de": "delaware", "fl": "florida", "ga": "georgia", "hi": "hawaii", "id": "idaho",
    "il": "illinois", "in": "indiana", "ia": "iowa", "ks": "kansas", "ky": "kentucky", "la": "louisiana",
    "me": "maine", "md": "maryland", "ma": "massachusetts", "mi": "michigan", "mn": "minnesota",
    "ms": "mississippi", "mo": "missouri", "mt": "montana", "ne": "nebraska", "nv": "nevada",
    "nh": "new hampshire", "nj": "new jersey", "nm": "new mexico", "ny": "new york", "nc": "north carolina",
    "nd": "north dakota", "oh": "ohio", "ok": "oklahoma", "or": "oregon", "pa": "pennsylvania",
    "ri": "rhode island", "sc": "south carolina", "sd": "south dakota", "tn": "tennessee", "tx": "texas",
    "ut": "utah", "vt": "vermont", "va": "virginia", "wa": "washington", "wv": "west virginia",
    "wi": "wisconsin", "wy": "wyoming", "dc": "district of columbia",
}
STATE_CODES = {name: code for code, name in US_STATES.items()}

_RUN = re.compile(r"[A-Z][\w'’]*(?:\s+(?:(?:of|and|for|the|de|&)\s+)?[A-Z][\w'’]*)+")
_SMALL = frozenset({"of", "and", "for", "the", "de", "&"})


def initials(run: str) -> set[str]:
    """Acronyms a run of capitalised words may go by: with and without its small words."""
    parts = run.split()
    full = "".join(p[0] for p in parts).casefold()
    big = "".join(p[0] for p in parts if p.casefold() not in _SMALL).casefold()
    return {full, big}


def acronyms(text: str) -> set[str]:
    """Every acronym the capitalised runs of ``text`` spell (``European Union`` → ``eu``)."""
    out: set[str] = set()
    for m in _RUN.finditer(text):
        words = m.group(0).split()
        for i in range(len(words)):  # sub-runs too: "the Children's Health Insurance Program"
            for j in range(i + 2, min(len(words), i + 6) + 1):
                out |= initials(" ".join(words[i:j]))
    return out


#: words of a name that identify no one by themselves: titles ("Professor Chen" for "Prof. Maria
#: Chen"). The possessive "s" is not one of them: "Chen's" in an answer whose context never writes a
#: possessive is read as a relation the context does not state (measured: treating it as a title
#: loses real catches, FaithBench 0.625 → 0.609)
TITLES = frozenset("""
mr mrs ms miss mx dr doctor prof professor sir dame lord lady rev reverend hon honorable honourable
president senator sen rep representative governor gov mayor judge justice minister secretary chancellor
dean chairman chairwoman chair ceo cfo cto coo director captain capt general gen colonel col lieutenant lt
sergeant sgt officer st saint king queen prince princess father
""".split())

#: the written-out and the abbreviated form of a word of a name ("Acme Corporation" = "Acme Corp.")
_ABBREVIATED = {
    "corporation": "corp", "incorporated": "inc", "limited": "ltd", "company": "co", "university": "univ",
    "department": "dept", "international": "intl", "association": "assn", "avenue": "ave", "street": "st",
    "road": "rd", "building": "bldg", "mount": "mt", "fort": "ft", "brothers": "bros", "institute": "inst",
    "boulevard": "blvd", "government": "govt", "national": "natl", "hospital": "hosp",
    "january": "jan", "february": "feb", "march": "mar", "april": "apr", "june": "jun", "july": "jul",
    "august": "aug", "september": "sept", "october": "oct", "november": "nov", "december": "dec",
    "monday": "mon", "tuesday": "tues", "wednesday": "wed", "thursday": "thurs", "friday": "fri",
    "saturday": "sat", "sunday": "sun",
}
FORMS: dict[str, str] = {**_ABBREVIATED, **{short: full for full, short in _ABBREVIATED.items()},
                         "sep": "september", "tue": "tuesday", "thu": "thursday", "thur": "thursday"}
