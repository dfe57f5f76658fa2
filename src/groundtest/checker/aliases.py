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
