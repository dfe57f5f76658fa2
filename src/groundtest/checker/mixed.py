"""Mixed language (issue 24, item 6): an answer in one language over sources in another.

An Arabic answer over English sources (or the reverse) still has its values, dates, citations,
contacts and quotes checked: they are read by meaning whatever the language. Its *words* cannot
be: a word-based finding of a sentence written in a language the context does not have
(an extra clause, an unconfirmed sentence, a name, a pair of words the context never joins) is
only ``moderate`` — it goes to a person, never ``hallucinated`` for being in another language.
And such a sentence with no checkable atom (no value, date, citation) is never clean by
default: it gets a ``moderate`` finding of its own, so the verdict is ``uncertain``.

The languages are told apart by script (:func:`groundtest.text.arabic.names.language`): a text
is Arabic when most of its letters are Arabic. The context *has* a language when at least a
fifth of its letters are in that script (a chunk in the other language counts).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ..model import Finding

if TYPE_CHECKING:
    from .context import ContextIndex
    from .support import SentenceReport

#: the rules that read words (a value, citation, contact or quote rule reads atoms by meaning)
WORD_RULES = frozenset("""unconfirmed unsupported extra_sentence extra_claim extra_phrase apart_pairs scope hedged echo
binding negated_attribute name response_share""".split())

_NOTE = "the sentence is in another language than the context: its words cannot be checked"
#: THE QUESTION'S NAME IN THE OTHER LANGUAGE: a name the question states ("UK", "Iqama") in a sentence written in a
#: language the context does not have is the user's word for what the context may name in its own ("المملكة المتحدة"،
#: "هوية مقيم"): a word, not an atom — "stated only in the question" cannot be told, so it is moderate as a name is (a
#: value the question alone states is still read by meaning and stays critical)
QUERY_NAME_NOTE = "name stated only in the question"


def _word_finding(f: Finding) -> bool:
    return f.rule in WORD_RULES or (f.rule == "query_only" and f.notes.startswith(QUERY_NAME_NOTE))


_ASCII_LETTERS = bytes(range(65, 91)) + bytes(range(97, 123))
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")


def _ascii_letters(text: str) -> int:
    """How many letters an ASCII text has (its ``isalpha`` characters: A-Z, a-z), counted in C."""
    b = text.encode("ascii")
    return len(b) - len(b.translate(None, _ASCII_LETTERS))


def _share(text: str) -> tuple[int, int]:
    """(Arabic letters, all letters) of ``text``."""
    if text.isascii():
        return 0, _ascii_letters(text)
    ar = n = 0
    for run in _NON_ASCII.findall(text):  # (the non-ASCII characters one by one; the ASCII ones counted at once)
        for c in run:
            if c.isalpha():
                n += 1
                if "\u0600" <= c <= "\u06ff" or "\u0750" <= c <= "\u077f":
                    ar += 1
    return ar, n + _ascii_letters(_NON_ASCII.sub("", text))


def context_languages(ctx: "ContextIndex") -> frozenset[str]:
    """The languages the context is written in ("ar", "en"), once per context."""
    hit = ctx.memo.get("languages")
    if hit is None:
        ar, n = _share(ctx.text)
        out = set()
        if n and ar / n >= 0.2:
            out.add("ar")
        if not n or (n - ar) / n >= 0.2:
            out.add("en")
        hit = ctx.memo["languages"] = frozenset(out)
    return hit


def sentence_language(text: str) -> str | None:
    """"ar" or "en" by the majority of the sentence's letters; None without letters."""
    ar, n = _share(text)
    if not n:
        return None
    return "ar" if ar * 2 >= n else "en"


def cross_language(findings: list[Finding], reports: "list[SentenceReport | None]", texts: list[str],
                   ctx: "ContextIndex") -> list[Finding]:
    """The findings with the word-based ones of other-language sentences made moderate, and a
    moderate finding for each other-language sentence with no checkable atom."""
    if ctx.empty:
        return findings
    have = context_languages(ctx)
    other = set()
    for r in reports:
        if r is None:
            continue
        lang = sentence_language(texts[r.index])
        if lang is not None and lang not in have and (r.novel or r.findings):
            other.add(r.index)  # (a sentence whose words the context has after all, "Visa", is checked)
    if not other:
        return findings
    out = []
    for f in findings:
        if _word_finding(f) and f.severity == "critical" and (f.sentence in other or f.sentence is None):
            f = replace(f, severity="moderate", notes=f"{f.notes} ({_NOTE})")
        out.append(f)
    flagged = {f.sentence for f in out}
    for i in sorted(other):
        if i not in flagged and not _has_atom(texts[i]):
            out.append(Finding("invented_fact", texts[i], "moderate", i,
                               f"{_NOTE}, and it states no value, date or citation to check", rule="other_language"))
    return sorted(out, key=lambda f: f.sentence if f.sentence is not None else -1)


def _has_atom(text: str) -> bool:
    """The sentence states something checkable by meaning: a figure, a date, a citation."""
    from ..citations.extract import extract as citations
    from ..text.matching import extract_values

    return bool(extract_values(text)) or bool(citations(text))
