"""Finding the source a citation names: exact keys first, then full-text search; and the signs
that a citation missing from the registry cannot exist."""
from __future__ import annotations

import re

from ..text import normalize
from .extract import Citation, party_key, title_key
from .policies import Policies, norm_court
from .registry import Registry, SourceInfo
from .support import STOPWORDS


def resolve(c: Citation, reg: Registry, pol: Policies) -> tuple[SourceInfo | None, str, str]:
    """(source, status, note): status ``found``, ``other_jurisdiction`` or ``renamed``."""
    for key in c.keys:
        infos = reg.lookup(key)
        if key.startswith("title:") and c.jurisdiction:
            infos = [s for s in infos if s.jurisdiction == c.jurisdiction]
        if infos:
            return _pick(c, infos)
    hit = _search(c, reg, pol)
    return _pick(c, [hit]) if hit else (None, "", "")


def _pick(c: Citation, infos: list[SourceInfo]) -> tuple[SourceInfo, str, str]:
    same = [s for s in infos if c.jurisdiction in (None, s.jurisdiction)]
    if not same:
        s = infos[0]
        return s, "other_jurisdiction", f"the registry has {s.key!r} as {s.jurisdiction}, not {c.jurisdiction}"
    s = same[0]
    if c.kind == "case" and s.kind == "case":
        if c.neutral and s.neutral_key and c.keys[0] != s.neutral_key:
            return s, "renamed", f"the registry has {s.title} as {s.key}, not this citation"
        if c.parties and not _parties_match(c.parties, s.title):
            return s, "renamed", f"{s.key} in the registry is {s.title}, not {' v '.join(c.parties)}"
    return s, "found", ""


def _parties_match(parties: tuple[str, ...], title: str) -> bool:
    """Every party the citation names is in the registry's title ("Smith v Jones" is not "Smith v Brown")."""
    words = set(re.findall(r"\w+", normalize(title)))
    keys = [party_key(p) for p in parties if party_key(p)]
    return bool(keys) and all(set(k.split()) <= words for k in keys)


def _search(c: Citation, reg: Registry, pol: Policies) -> SourceInfo | None:
    """The second lookup: full-text search, accepting only a hit consistent with the citation."""
    if c.kind == "case" and len(c.parties) == 2:
        q = " ".join(party_key(p) for p in c.parties)
        return next((h.source for h in reg.search(q, fields="title") if _parties_match(c.parties[:1], h.source.title)
                     and _parties_match(c.parties[1:], h.source.title)), None)
    if c.kind == "case":
        for h in reg.search(c.raw, phrase=True, jurisdiction=c.jurisdiction):
            if h.source.kind == "case" and h.source.year == c.year and _same_number(h.source.number, c.number):
                return h.source
        return None
    if c.number:
        for h in reg.search(c.instrument_text, phrase=True, jurisdiction=c.jurisdiction):
            if h.source.kind in ("statute", "regulation") and _same_number(h.source.number, c.number) in (True, None):
                return h.source
        return None
    if c.title:
        want = _title_words(c.title, pol)
        for h in reg.search(" ".join(sorted(want)), fields="title", jurisdiction=c.jurisdiction):
            have = _title_words(h.source.title, pol)
            if want and len(want & have) / len(want | have) >= 0.6:
                return h.source
    return None


def _title_words(title: str, pol: Policies) -> set[str]:
    return {w for w in title_key(title, pol).split() if len(w) > 2 and w not in STOPWORDS}


def _same_number(a: str | None, b: str | None) -> bool | None:
    if a is None or b is None:
        return None
    return a.lstrip("0") == b.lstrip("0")


def impossible(c: Citation, pol: Policies, year_now: int) -> list[str]:
    """Signs that a citation cannot exist: number 0, a future year, a court that did not sit then."""
    out = []
    if c.number and c.number.isdigit() and int(c.number) == 0:
        out.append("impossible numbering: number 0")
    if c.article and re.match(r"0+\b|0+\(", c.article):
        out.append("impossible numbering: provision 0")
    hijri = c.year is not None and 1300 <= c.year < 1600
    if c.year is not None and c.year > (int((year_now - 622) * 33 / 32) + 1 if hijri else year_now):
        out.append(f"the year {c.year} is in the future")
    if c.neutral and c.court and c.year:
        court = pol.court(c.court)
        if court is not None and not court[1].sat_in(c.year):
            sat = f"from {court[1].start}" + (f" to {court[1].end}" if court[1].end else "")
            out.append(f"no {court[1].code} judgment can be dated {c.year}: that court sat {sat}")
        elif court is None:
            j = pol.jurisdiction_of(c.court)
            if j and pol.jurisdictions[j].courts:
                codes = ", ".join(x.code for x in pol.jurisdictions[j].courts)
                out.append(f"{c.court!r} is not a {j} court ({codes})")
    return out


def weak_signs(c: Citation, reg: Registry) -> list[str]:
    """Signs that together suggest invention: parties nobody mentions, a court-year the registry lacks."""
    out = []
    if c.kind == "case" and len(c.parties) == 2:
        unknown = [p for p in c.parties if party_key(p) and not reg.search(party_key(p), phrase=True, limit=1)]
        if len(unknown) == 2:
            out.append("neither party appears anywhere in the registry")
    if c.neutral and c.court and c.year:
        years = reg.court_years(norm_court(c.court))
        if years and c.year not in years:
            out.append(f"the registry holds {c.court} judgments, none from {c.year}")
    return out
