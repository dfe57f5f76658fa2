"""Canonical registry keys of a citation: ``law:2:2019``, ``case:DIFC CFI:2021:45``,
``parties:al khaleej trading v gulf difc``, ``title:employment law``."""
from __future__ import annotations

import re

from ..text import normalize
from . import patterns as P
from .policies import CitationParts, Policies, default_policies, norm_court


def _num(n: str | None) -> str | None:
    if n is None:
        return None
    n = n.strip().upper()
    return str(int(n)) if n.isdigit() else n


def _words(s: str) -> str:
    return " ".join(re.findall(r"[\w/()]+", normalize(s)))


def party_key(name: str) -> str:
    words = [w for w in re.findall(r"\w+", normalize(name)) if w not in P.CORPORATE]
    return " ".join(words)


def title_key(title: str, policies: Policies | None = None) -> str:
    """A title without leading 'the' or a jurisdiction name: 'the DIFC Employment Law' → 'employment law'."""
    pol = policies or default_policies()
    t = title
    for _, s, e in reversed(pol.mentions(t)):
        t = t[:s] + " " + t[e:]
    words = _words(t).split()
    while words and words[0] in ("the", "of", "s"):
        words.pop(0)
    return " ".join(words)


def citation_keys(c: CitationParts) -> tuple[str, ...]:
    keys: list[str] = []
    if c.kind == "case":
        if c.neutral and c.court and c.year and c.number:
            keys.append(f"case:{norm_court(c.court)}:{c.year}:{_num(c.number)}")
        elif c.instrument == "claim" and c.number:
            keys.append(f"claim:{norm_court(c.court or '')}:{_num(c.number)}:{c.year or ''}")
        elif c.number:
            keys.append(f"caseno:{_num(c.number)}:{c.year or ''}")
        if len(c.parties) == 2:
            keys.append(f"parties:{party_key(c.parties[0])} v {party_key(c.parties[1])}")
    elif c.number and c.instrument:
        keys.append(f"{_words(c.instrument)}:{_num(c.number)}:{c.year or ''}")
    if c.title:
        t = title_key(c.title)
        if c.year and not c.number and not t.endswith(str(c.year)):
            keys.append(f"title:{t} {c.year}")
        keys.append(f"title:{t}")
    return tuple(dict.fromkeys(keys))
