"""Finding legal citations in text: statutes and regulations, provisions, cases, document titles.

``extract(text)`` returns :class:`Citation` objects in text order, each with its parts (kind,
jurisdiction, instrument, number, year, article/section, pin cite, parties, court), its raw
text and span, and the canonical ``keys`` a registry is searched by. A bare provision
("Article 62") is joined to the instrument next to it ("of Law No. 2 of 2019") or, failing
that, to the last instrument cited earlier in the text.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace

from . import patterns as P
from .keys import citation_keys, party_key, title_key  # noqa: F401 - party_key, title_key re-exported
from .policies import Policies, default_policies

KINDS = ("case", "statute", "regulation", "title", "provision")


@dataclass(frozen=True, slots=True)
class Citation:
    """One citation found in a text."""

    kind: str
    raw: str
    span: tuple[int, int]
    jurisdiction: str | None = None
    jurisdiction_from: str | None = None  # "citation" | "sentence" | "text" | "hint"
    instrument: str | None = None
    number: str | None = None
    year: int | None = None
    article: str | None = None
    provision: str | None = None  # article | section | regulation | rule | paragraph
    pin: str | None = None
    parties: tuple[str, ...] = ()
    court: str | None = None
    title: str | None = None
    neutral: bool = False
    inherited: bool = False

    @property
    def keys(self) -> tuple[str, ...]:
        """Canonical registry keys, most specific first."""
        return citation_keys(self)

    @property
    def label(self) -> str:
        """A short human name: the raw text, plus the inherited instrument for a bare provision."""
        if self.inherited and self.instrument:
            return f"{self.raw} ({self.title or self.instrument_text})"
        return self.raw

    @property
    def instrument_text(self) -> str:
        if self.number:
            return f"{self.instrument} No. {self.number}" + (f" of {self.year}" if self.year else "")
        return self.title or self.instrument or ""

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in ("kind", "raw", "jurisdiction", "instrument", "number", "year",
                                               "article", "pin", "court", "title")} | {"parties": list(self.parties)}


# --- matching -----------------------------------------------------------------------------

@dataclass(slots=True)
class _Hit:
    start: int
    end: int
    priority: int
    cite: Citation


def _strip_leading(name: str, start: int) -> tuple[str, int]:
    words = name.split(" ")
    while len(words) > 1 and words[0] in P.LEADING:
        start += len(words[0]) + 1
        words.pop(0)
    return " ".join(words), start


def _cases(text: str, pol: Policies) -> list[_Hit]:
    hits: list[_Hit] = []
    for m in P.PARTIES.finditer(text):
        p1, start = _strip_leading(m.group("p1"), m.start("p1"))
        p2 = m.group("p2")
        end, parts = _case_tail(text, m.end())
        c = Citation("case", text[start:end], (start, end), parties=(p1, p2), **parts)
        hits.append(_Hit(start, end, 0, c))
    for m in P.NEUTRAL.finditer(text):
        end, parts = _neutral_parts(text, m)
        hits.append(_Hit(m.start(), end, 1, Citation("case", text[m.start():end], (m.start(), end), **parts)))
    for m in P.CLAIM.finditer(text):
        court = "DIFC " + m.group("court")
        c = Citation("case", m.group(0), m.span(), "DIFC", "citation", "claim", m.group("num"), int(m.group("year")), court=court)
        hits.append(_Hit(m.start(), m.end(), 2, c))
    for m in P.CASE_NO.finditer(text):
        num, year = _num_year(m.group("num"), m.group("year"))
        near = _court_near(text, m.start(), m.end())
        c = Citation("case", m.group(0), m.span(), instrument="case", number=num, year=year, court=near)
        hits.append(_Hit(m.start(), m.end(), 3, c))
    for m in P.EU_CASE.finditer(text):
        yy = int(m.group("yy"))
        c = Citation("case", m.group(0), m.span(), "EU", "citation", "case", f"C-{int(m.group('num'))}",
                     (1900 if yy > 50 else 2000) + yy, court="CJEU")
        hits.append(_Hit(m.start(), m.end(), 2, c))
    return hits


def _neutral_parts(text: str, m: re.Match[str]) -> tuple[int, dict]:
    court = m.group("court") + (f" ({m.group('div')})" if m.group("div") else "")
    end = m.end()
    pin = P.PIN.match(text, end)
    parts = {"court": court, "year": int(m.group("year")), "number": m.group("num"), "neutral": True, "instrument": "neutral"}
    if pin:
        parts["pin"] = pin.group("pin")
        end = pin.end()
    return end, parts


def _case_tail(text: str, pos: int) -> tuple[int, dict]:
    """The citation after 'A v B': a neutral cite, or '(Court, Case No. N of YEAR)'-style details."""
    m = P.NEUTRAL_AFTER.match(text, pos)
    if m:
        return _neutral_parts(text, m)
    m = P.TAIL.match(text, pos)
    if not m:
        return pos, {}
    body = m.group("body") or m.group("body2")
    court = P.COURT_NAME.search(body)
    no = P.NUMBER_IN.search(body)
    year = P.YEAR.search(body)
    if not (court or no or year):
        return pos, {}
    num, y = _num_year(no.group("num"), no.group("year")) if no else (None, None)
    if y is None and year:
        y = int(year.group(1))
    return m.end(), {"court": court.group(0).strip() if court else None, "number": num, "year": y, "instrument": "case"}


def _num_year(num: str, year: str | None) -> tuple[str, int | None]:
    if year:
        return num, int(year)
    a, sep, b = num.partition("/")
    if sep and b.isdigit() and len(b) == 4:
        return a, int(b)
    return num, None


def _court_near(text: str, start: int, end: int) -> str | None:
    window = text[max(0, start - 80): end + 80]
    m = P.COURT_NAME.search(window)
    return m.group(0).strip() if m else None


def _statutes(text: str) -> list[_Hit]:
    hits: list[_Hit] = []
    for m in P.EU_ACT.finditer(text):
        a, b = m.group("a"), m.group("b")
        year, num = (a, b) if len(a) == 4 and not (len(b) == 4 and m.group("no")) else (b, a)
        if len(year) == 2:
            year = ("19" if int(year) > 50 else "20") + year
        c = Citation("regulation", m.group(0), m.span(), "EU", "citation", f"{m.group('inst')} ({m.group('org')})",
                     num, int(year))
        hits.append(_Hit(m.start(), m.end(), 1, c))
    for m in P.LAW_NO.finditer(text):
        inst = " ".join(m.group("inst").replace("-", " - ").split()).replace(" - ", "-")
        pre = m.group("pre")
        if pre in ("Federal",):
            inst = f"Federal {inst}"
        num, year = _num_year(m.group("num"), m.group("y1") or m.group("y2"))
        kind = "regulation" if "regulation" in inst.lower() else "statute"
        c = Citation(kind, m.group(0), m.span(), instrument=inst, number=num, year=year)
        hits.append(_Hit(m.start(), m.end(), 2, c))
    for m in P.TITLE.finditer(text):
        title, start = _strip_leading(m.group("title"), m.start("title"))
        if _generic_title(title):
            continue
        year = int(m.group("year")) if m.group("year") else None
        kind = "regulation" if re.search(r"Regulations?\b|Rules\b|Directive\b", title) else "statute"
        c = Citation(kind, text[start:m.end()], (start, m.end()), instrument=title, year=year, title=title)
        hits.append(_Hit(start, m.end(), 4, replace(c, kind="title" if year is None else kind)))
    return hits


def _generic_title(title: str) -> bool:
    words = [w for w in title.split() if w not in ("the", "The")]
    return len(words) < 2 or all(w in P.GENERIC_TITLE_WORDS for w in words[:-1])


def _provisions(text: str) -> list[_Hit]:
    hits = []
    for m in P.PROVISION.finditer(text):
        kw = m.group("kw").lower().rstrip(".s") or "section"
        prov = P.PROVISION_WORDS.get(kw, kw)
        c = Citation("provision", m.group(0), m.span(), article=m.group("num").replace(" ", ""), provision=prov)
        hits.append(_Hit(m.start(), m.end(), 5, c))
    return hits


def _arabic(text: str) -> list[_Hit]:
    """Arabic citations (issue 24: :mod:`groundtest.text.arabic.citations`), keyed as their English forms."""
    if text.isascii():
        return []
    from ..text.arabic import has_arabic
    from ..text.arabic.citations import parts

    return [_Hit(s, e, 2, Citation(raw=text[s:e], span=(s, e), **f)) for s, e, f in parts(text)] if has_arabic(text) else []


def _select(hits: list[_Hit]) -> list[_Hit]:
    """Non-overlapping hits: longest first, then by priority."""
    starts: list[int] = []
    chosen: list[_Hit] = []  # sorted by start
    for h in sorted(hits, key=lambda h: (-(h.end - h.start), h.priority, h.start)):
        i = bisect.bisect_left(starts, h.start)
        if (i == 0 or chosen[i - 1].end <= h.start) and (i == len(chosen) or h.end <= chosen[i].start):
            starts.insert(i, h.start)
            chosen.insert(i, h)
    return chosen


def _merge(text: str, hits: list[_Hit]) -> list[Citation]:
    """Join titles to adjacent numbered statutes, then provisions to adjacent instruments."""
    hits = _pairs(text, hits, _join_title)
    return [h.cite for h in _pairs(text, hits, _join_provision)]


def _pairs(text: str, hits: list[_Hit], join) -> list[_Hit]:
    out: list[_Hit] = []
    i = 0
    while i < len(hits):
        h = hits[i]
        if i + 1 < len(hits):
            joined = join(text, h, hits[i + 1])
            if joined is not None:
                out.append(joined)
                i += 2
                continue
        out.append(h)
        i += 1
    return out


def _join_title(text: str, a: _Hit, b: _Hit) -> _Hit | None:
    gap = text[a.end:b.start]
    if a.cite.kind == "title" and b.cite.kind in ("statute", "regulation") and b.cite.number and P.TITLE_GAP.fullmatch(gap):
        end = b.end + (1 if text[b.end:b.end + 1] == ")" and "(" in gap else 0)
        return _Hit(a.start, end, b.priority, replace(b.cite, raw=text[a.start:end], span=(a.start, end), title=a.cite.title))
    return None


def _join_provision(text: str, a: _Hit, b: _Hit) -> _Hit | None:
    gap = text[a.end:b.start]
    instruments = ("statute", "regulation", "title")
    if a.cite.kind == "provision" and b.cite.kind in instruments and P.OF_GAP.fullmatch(gap):
        return _Hit(a.start, b.end, b.priority, _with_provision(b.cite, a.cite, text, a.start, b.end))
    if a.cite.kind in instruments and b.cite.kind == "provision" and P.PIN_GAP.fullmatch(gap):
        return _Hit(a.start, b.end, a.priority, _with_provision(a.cite, b.cite, text, a.start, b.end))
    return None


def _with_provision(inst: Citation, prov: Citation, text: str, start: int, end: int) -> Citation:
    return replace(inst, raw=text[start:end], span=(start, end), article=prov.article, provision=prov.provision)


def _inherit(cites: list[Citation]) -> list[Citation]:
    """A bare provision refers to the last instrument cited before it."""
    last: Citation | None = None
    out = []
    for c in cites:
        if c.kind == "provision" and last is not None:
            c = replace(last, raw=c.raw, span=c.span, article=c.article, provision=c.provision, pin=None, inherited=True)
        elif c.kind in ("statute", "regulation", "title"):
            last = c
        out.append(c)
    return out


def _jurisdictions(text: str, cites: list[Citation], pol: Policies, hint: str | None) -> list[Citation]:
    mentions = pol.mentions(text)
    starts = [m[1] for m in mentions]
    ends = [m.end() for m in re.finditer(r"[.!?](?=\s)|\n", text)]
    out = []
    for c in cites:
        j, src = c.jurisdiction, c.jurisdiction_from
        if j is None and c.court:
            court = pol.court(c.court)
            j = court[0] if court else pol.jurisdiction_of(c.court)
            src = "citation" if j else None
        if j is None:
            j = pol.jurisdiction_of(c.raw) or pol.jurisdiction_of(c.title or "")
            src = "citation" if j else None
        if j is None and not c.inherited:
            k = bisect.bisect_right(ends, c.span[0])
            s0 = ends[k - 1] if k else 0
            s1 = ends[bisect.bisect_left(ends, c.span[1])] if bisect.bisect_left(ends, c.span[1]) < len(ends) else len(text)
            a, b = bisect.bisect_left(starts, s0), bisect.bisect_left(starts, s1)
            before = bisect.bisect_left(starts, c.span[0])
            if a < b:
                j, src = mentions[a][0], "sentence"
            elif before:
                j, src = mentions[before - 1][0], "text"
            elif hint:
                j, src = hint, "hint"
        out.append(replace(c, jurisdiction=j, jurisdiction_from=src) if j != c.jurisdiction else c)
    return out


def extract(text: str, policies: Policies | None = None, hint: str | None = None) -> list[Citation]:
    """Every citation in ``text``, in order. ``hint``: the jurisdiction to assume when the text names none."""
    pol = policies or default_policies()
    hits = _select(_cases(text, pol) + _statutes(text) + _provisions(text) + _arabic(text))
    cites = _inherit(_merge(text, hits))
    return _jurisdictions(text, cites, pol, hint)
