"""A rule stated for the wrong jurisdiction (``wrong_jurisdiction_fact``, critical): a claim that
cites or states a rule from a source of one jurisdiction — known from the registry, or from a
context chunk's title — while the answer (or, when the sentence names none, the question) names
another. "Under DIFC law, 30 days' notice (Federal Decree-Law No. 33 of 2021)"; Article 62 of
the DIFC Employment Law applied to an employee in ADGM."""
from __future__ import annotations

import re
from typing import Iterable

from ..model import Chunk, Finding
from ..text import split_sentences
from .policies import Policies
from .support import content_words, missing_numbers, numbers, scope, word_support

#: a sentence must share this much of its content with a chunk to be "stating" that chunk's rule
STATES = 0.6


#: a sentence that uses another jurisdiction's source as such: persuasive authority, a comparison
#: ("the DIFC Courts have followed …", "by analogy", "unlike …", "in contrast to …")
COMPARATIVE = re.compile(
    r"\b(?:follow(?:s|ed|ing)?|persuasive|by analogy|analog(?:ous|y)|unlike|in contrast|contrast(?:s|ed)? with|"
    r"compare[sd]?|cf\.|similar(?:ly)? to|whereas|(?:as|is) in|borrow(?:s|ed|ing)?|adopt(?:s|ed|ing)? the reasoning)\b",
    re.IGNORECASE)


def named(text: str, skip: Iterable[tuple[int, int]], pol: Policies) -> list[str]:
    """The jurisdictions ``text`` names outside the spans ``skip`` (its citations), in order."""
    spans = list(skip)
    out: list[str] = []
    for j, s, e in pol.mentions(text):
        if any(a <= s and e <= b for a, b in spans) or j in out:
            continue
        out.append(j)
    return out


def expected(sentence_names: list[str], query: str, pol: Policies) -> list[str]:
    """The jurisdictions a sentence's rule must come from: those it names, else the question's."""
    if sentence_names:
        return sentence_names
    q = named(query, (), pol)
    return q[:1] if len(q) == 1 else []


def mismatch_note(source: str, have: str, want: list[str], pol: Policies) -> str:
    names = " or ".join(pol.jurisdictions[w].name if w in pol.jurisdictions else w for w in want)
    have_name = pol.jurisdictions[have].name if have in pol.jurisdictions else have
    return f"states a rule of {source} ({have_name}) as the law of {names}"


def chunk_jurisdiction(chunk: Chunk, pol: Policies) -> str | None:
    """A chunk's jurisdiction: named in its title, else in its first line."""
    return pol.jurisdiction_of(chunk.title) or pol.jurisdiction_of(chunk.text.lstrip().split("\n", 1)[0][:200])


def from_chunks(response: str, chunks: list[Chunk], query: str, pol: Policies,
                cited: dict[int, list[tuple[int, int]]] | None = None, skip: frozenset[int] = frozenset()) -> list[Finding]:
    """Sentences that state a chunk's rule (its numbers, most of its content words) for another
    jurisdiction than the chunk's, when no chunk of the named jurisdiction states it. ``cited``:
    citation spans per sentence (response offsets); ``skip``: sentences already answered."""
    tagged = [(c, chunk_jurisdiction(c, pol)) for c in chunks]
    if not any(j for _, j in tagged):
        return []
    out: list[Finding] = []
    for i, s in enumerate(split_sentences(response)):
        if i in skip or len(content_words(s.text)) < 3 or COMPARATIVE.search(s.text):
            continue
        spans = [(a - s.start, b - s.start) for a, b in (cited or {}).get(i, [])]
        want = expected(named(s.text, spans, pol), query, pol)
        if not want:
            continue
        text = s.text
        for a, b in sorted(spans, reverse=True):
            text = text[:a] + " " * (b - a) + text[b:]
        holders = [(c, j) for c, j in tagged if _states(text, c.text)]
        if not holders or any(j in want or j is None for _, j in holders):
            continue
        c, j = holders[0]
        out.append(Finding("wrong_jurisdiction_fact", s.text.strip(), "critical", i,
                           mismatch_note(repr(c.title), j, want, pol)))  # type: ignore[arg-type]
    return out


def _states(sentence: str, text: str) -> bool:
    sc = scope(text)
    if not numbers(sentence) or missing_numbers(sentence, sc):
        return False  # a rule with a figure: the figure must be the chunk's
    share, _ = word_support(sentence, sc)
    return share >= STATES
