"""THE CHANGED FREQUENCY: how often a thing recurs, said "every N <period>" ("تُراجع الحالة كل ستة أشهر"، "مسموح مرة واحدة
كل ٣ أشهر"، "كل سنة"، "كل أسبوعين"), read as a length of time, so that a claim restating the context's rule with another
frequency ("تُراجع الحالة كل سنة" over "كل ستة أشهر") is caught though "كل سنة" states no figure.

Grammar, on the folded text: "كل" (with a proclitic و ف ب ل maybe), then a period — a count and its unit ("ستة أشهر"، "٣
أشهر"، "15 يومًا", read by :func:`.numbers.extract`), a dual ("شهرين"، "أسبوعين"، "سنتين") or a bare unit ("سنة"، "شهر"،
"أسبوع"، "يوم"، "عام"), which is one of it. Lengths are kept in two dimensions as the value model keeps them: days (a week
is 7) and months (a year is 12).

A claim's frequency (one it asserts: not denied, "مش كل شهر", nor in a negated clause) is compared with the context's
sentences that state a frequency of a rule the claim names (each sharing at least :data:`SHARED_WORDS` content word with
the claim, the period's own words aside): a frequency none of them states, in a dimension one of them does, is changed.
The period adverbs (سنويًا، شهريًا) of those sentences count as their frequencies too."""
from __future__ import annotations

import re

from .behaviour import STOPWORDS
from .normalise import ARABIC_LETTER, fold_text, stem_candidates

__all__ = ["frequencies", "frequency_changed"]

_L = ARABIC_LETTER
#: the bare period nouns after "كل" and their length (dimension, amount)
PERIODS = {"day": ("day", 1.0, "يوم"), "week": ("day", 7.0, "أسبوع اسبوع"), "month": ("month", 1.0, "شهر"),
           "year": ("month", 12.0, "سنة سنه عام")}
_BARE = {fold_text(w): (dim, n) for dim, n, ws in PERIODS.values() for w in ws.split()}
#: the period adverbs, one of their period each ("شهريًا" = every month)
ADVERBS = {"day": "يوميا يوميًا", "week": "أسبوعيا أسبوعيًا اسبوعيا", "month": "شهريا شهريًا", "year": "سنويا سنويًا"}
_ADVERBS = {fold_text(w): PERIODS[k][:2] for k, ws in ADVERBS.items() for w in ws.split()}
_KUL = re.compile(rf"(?<![{_L}])[وفبل]?كل\s+")
_WORD = re.compile(rf"[{_L}]+")
_PHRASE = re.compile(rf"(?<![{_L}])[وفبل]?كل\s+[^\s،,.:;]+(?:\s+[^\s،,.:;]+)?")
_SENTENCE = re.compile(r"[.!?؟\n]+(?!\d)")
#: how many content words a claim must share with a context sentence for its frequency to be compared
SHARED_WORDS = 1


def _length(v) -> tuple[str, float] | None:
    if v.kind != "quantity" or v.amount is None:
        return None
    if v.unit in ("day", "working day"):
        return ("day", v.amount)
    if v.unit == "month":
        return ("month", v.amount)
    return None


def frequencies(text: str, adverbs: bool = False, asserted: bool = False) -> set[tuple[str, float]]:
    """The frequencies "كل …" of an Arabic text as lengths ((dimension, amount)); with ``adverbs``, the period adverbs'
    too; with ``asserted``, only those the text asserts (not denied, "مش كل شهر"، nor in a negated clause, "ما تستلم
    فاتورة كل شهر")."""
    from .behaviour import negated_before
    from .numbers import extract
    from .polarity import read

    low = fold_text(text)
    out: set[tuple[str, float]] = set()
    for m in _KUL.finditer(low):
        if asserted:
            start = max(low.rfind(c, 0, m.start()) for c in "،,;؛:.!?\n")
            if negated_before(low[max(0, m.start() - 24):m.start()]) or read(low[start + 1:m.start()])[1]:
                continue
        rest = low[m.end():m.end() + 30]
        w = _WORD.match(rest)
        if w is not None and w.group() in _BARE:
            out.add(_BARE[w.group()])
            continue
        vals = extract(rest)
        if vals and vals[0].start == 0 and (length := _length(vals[0])) is not None:
            out.add(length)
    if adverbs:
        out.update(_ADVERBS[w] for w in _WORD.findall(low) if w in _ADVERBS)
    return out


def _content(text: str) -> list[frozenset[str]]:
    """The stem sets of a text's content words (not the period's own words: "سنة"، "أشهر")."""
    from .numbers import UNITS, is_number_word

    return [stem_candidates(w) for w in _WORD.findall(fold_text(text)) if len(w) > 2 and w not in STOPWORDS
            and w != fold_text("كل") and w not in UNITS and not is_number_word(w)]


def _shared(mine: list[frozenset[str]], theirs: list[frozenset[str]]) -> int:
    """How many of the claim's content words (stem sets) a sentence's words share a stem with."""
    stems = frozenset().union(*theirs) if theirs else frozenset()
    return sum(1 for m in mine if not m.isdisjoint(stems))


def frequency_changed(claim: str, context: str) -> tuple[str, str] | None:
    """(the claim's frequency phrase, the context sentence's) when the claim states a rule of the context's with another
    frequency (the module's grammar), or None."""
    mine = frequencies(claim, asserted=True)
    if not mine:
        return None
    words = _content(claim)
    rules = [s for s in _SENTENCE.split(context) if _KUL.search(fold_text(s)) and frequencies(s)
             and _shared(words, _content(s)) >= SHARED_WORDS]
    if not rules:
        return None
    theirs = set().union(*(frequencies(s, adverbs=True) for s in rules))
    sentence = rules[0]
    for f in mine:
        if any(t[0] == f[0] for t in theirs) and f not in theirs:
            at = _PHRASE.search(fold_text(claim))
            return (at.group().replace("*", "").replace("_", "") if at else claim, sentence.strip())
    return None
