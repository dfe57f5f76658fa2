"""Verifiable atoms of a sentence: names, quotes, citation markers, legal citations,
URLs/emails/phones, weekdays and clock times (values come from :mod:`groundtest.text.matching`).

Each extractor is a pure function from the sentence text to :class:`Atom` objects with spans
relative to the sentence, so findings can quote the exact offending text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..text.arabic.citations import HINT_WORDS as _AR_LEGAL_HINTS, SOURCE_WORDS as _AR_SOURCE_WORDS  # issue 24: Arabic citations
from ..legal import is_pin_cite, is_role_word
from ..text import straighten
from ..text.emotive import FOREIGN_WISHES
from .lexicon import LIGHT, STOPWORDS, fold


@dataclass(slots=True)
class Atom:
    """One checkable item: ``kind`` is name, quote, citation, legal, url, email, phone, weekday, time or value."""

    kind: str
    text: str
    start: int
    end: int
    value: Any = None



# A capitalised token: Title-case or ALL-CAPS word (letters, inner apostrophes/hyphens/dots).
# (the capital comes first and the lookbehind after it, so ``re`` can skip ahead to capitals)
_CAP = re.compile(r"([A-ZÀ-ÖØ-Þ](?<![\w'’][A-ZÀ-ÖØ-Þ])[\w]*(?:['’.][^\W\d_]+)*)")
_NOT_NAME = STOPWORDS | LIGHT | frozenset(
    "i a an the yes no ok hello hi thanks thank please dear sorry note here there this that these those "
    "it its step steps q a: answer overall however tv ceo cfo cto coo ai faq id dj mp mps pdf url".split()
)
def capitalised(text: str) -> set[str]:
    """Every capitalised word of ``text`` (a superset of the words :func:`names` can return)."""
    return set(_CAP.findall(text))


_SENTENCE_START = re.compile("^[\\s\"'(\\[*_#>¡¿\\-•·\\d.)\U0001F000-\U0001FAFF\u2300-\u23FF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D\u20E3]*")
#: where a Markdown cell, a bold label or a label's value starts ("| **Total** |", "**Price:** £45"): the
#: first word there is capitalised as a sentence's first word is
_CELL_START = re.compile("(?:\\||\\*\\*|__|:)[\\s*_\U0001F000-\U0001FAFF\u2300-\u23FF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]*"
                         "(?:\\d{0,2}[.)]\\s+[*_]*)?")  # (a step's number in a cell: "| 1. Submit the form |")


_LABEL_END = re.compile(r"(?:\*\*|__)?:|\*\*\s*[-\u2013\u2014]")
#: a numbered label and its dash ("Step 2 – Volume discount", "Day 3 — Arrival", "Option B: Payment plan"): the
#: heading's next word is capitalised as a sentence's first word is (the number may be masked to spaces)
_NUMBERED_LABEL = re.compile(r"\b[A-Z][a-z]+(?:\s+(?:\d{1,2}|[A-Z])\b|\s{2,4})[*_]{0,2}\s*[-\u2013\u2014:]\s*[*_]{0,2}")


def names(sentence: str, short: bool = False) -> list[Atom]:
    """Capitalised words that name something (people, places, organisations, products, rooms).

    The first word of a sentence is a name only when the next word is capitalised too, or
    when the sentence is a short answer (``short``): otherwise it is just capitalised.
    """
    out: list[Atom] = []
    head = _SENTENCE_START.match(sentence)
    assert head is not None  # [...]* always matches
    first = head.end()
    starts = {m.end() for m in _CELL_START.finditer(sentence)} if ("|" in sentence or "*" in sentence or "_" in sentence) else set()
    if "\u2013" in sentence or "\u2014" in sentence or "-" in sentence or ":" in sentence:
        found = list(_NUMBERED_LABEL.finditer(sentence))
        labelled, label_words = {m.end() for m in found}, {m.start() for m in found}
        starts |= labelled
    else:
        labelled = label_words = set()
    matches = list(_CAP.finditer(sentence))
    for k, m in enumerate(matches):
        tok = m.group(1)
        low = tok.casefold().replace("’", "'")
        if low in _NOT_NAME or low.split("'")[0] in _NOT_NAME or len(tok) < 2 and tok != "I" \
                or is_role_word(sentence, m.start(), m.end()):
            continue
        if low == "i" or low.startswith("i'"):
            continue
        if low in FOREIGN_WISHES and _greeting(sentence, m.start()):
            continue  # "¡Hola!", "¡Mucha suerte!", "¿Qué tal?", "Bon voyage!": a greeting or a wish, no name
        at_start = m.start() == first or m.start() in starts or (
            m.start() - first <= 2 and sentence[first:m.start()].strip() in ("", ":"))
        if at_start and m.start() in label_words:
            continue  # "Part B – …", "Step 2 – …": the heading's label word
        if at_start and _LABEL_END.match(sentence, m.end()):
            continue  # "**Timing:** boats must be back by 5:30pm": the answer's own label
        if at_start and (not short or m.start() in labelled):
            nxt = matches[k + 1] if k + 1 < len(matches) else None
            if nxt is None or nxt.start() in labelled or sentence[m.end():nxt.start()].strip() not in ("", "-"):
                continue
        out.append(Atom("name", tok, m.start(), m.end()))
    return out


_QUOTE = re.compile(r'"([^"\n]{1,400})"')

#: the exclamation or question a word stands in: from the last mark before it to the next after it
_MARK_BEFORE = re.compile(r"[\u00a1\u00bf.!?\n][^\u00a1\u00bf.!?\n]*$")
_MARK_AFTER = re.compile(r"[^\u00a1\u00bf.!?\n]*[.!?\n]?")
_LETTERS = re.compile(r"[^\W\d_]+")


def _greeting(sentence: str, at: int) -> bool:
    """The word at ``at`` stands in an exclamation or question of greeting and wish words only (text.emotive.
    FOREIGN_WISHES), marked as one: opened by "¡" or "¿", or closed by "!" ("¡Mucha suerte!", "Bon voyage!")."""
    before = _MARK_BEFORE.search(sentence, 0, at)
    a = before.start() if before is not None else 0
    after = _MARK_AFTER.match(sentence, at)
    b = after.end() if after is not None else len(sentence)
    span = sentence[a:b]
    if span[:1] in "\u00a1\u00bf" and not span[1:at - a].strip(" *_"):
        return True  # "¡Hola Maria!": the greeting the mark opens, whoever it greets
    marked = span[:1] in "\u00a1\u00bf" or span.rstrip().endswith("!")
    words = [w.casefold() for w in _LETTERS.findall(span)]
    return marked and bool(words) and len(words) <= 4 and all(w in FOREIGN_WISHES for w in words)


_CODE = re.compile(r"\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z\d]+(?:-[A-Za-z\d]+)*\b")
_NOT_CODE = re.compile(r"\d+(?:st|nd|rd|th|s|k|m|b|bn|am|pm|km|kg|mg|ml|cm|mm|g|lb|lbs|ft|mph|kph|x|d|hrs?|mins?|yrs?)", re.I)


def codes(sentence: str) -> list[Atom]:
    """Identifiers mixing letters and digits (``30A``, ``LST-510``, ``CS101``)."""
    return [Atom("code", m.group(0), m.start(), m.end()) for m in _CODE.finditer(sentence) if not _NOT_CODE.fullmatch(m.group(0))]


def quotes(sentence: str) -> list[Atom]:
    """Text in double quotes (straight or curly). A straight mark right after a figure opens nothing: it is an
    inch or seconds mark ("£18 (up to 17") or £25 (18" and above)", "5' 10""), or a quote's closing mark ("the sign
    says "open until 5""); a quotation opens after a space, a bracket or the start — so the marks are paired left to
    right, one after a figure skipped where it would open."""
    s = straighten(sentence)
    if '"' not in s:
        return []
    if not _INCH.search(s):
        return [Atom("quote", m.group(1).strip(), m.start(1), m.end(1)) for m in _QUOTE.finditer(s) if m.group(1).strip()]
    out = []
    opened = -1
    for k, c in enumerate(s):
        if c == "\n":
            opened = -1
        if c != '"':
            continue
        if opened < 0:
            if k and s[k - 1].isdigit():
                continue  # an inch mark ("17""): it opens no quotation
            opened = k
            continue
        body = s[opened + 1:k]
        if body.strip() and len(body) <= 400:
            out.append(Atom("quote", body.strip(), opened + 1, k))
        opened = -1
    return out


#: a straight double mark right after a figure: an inch or seconds mark, or a quote's closing mark
_INCH = re.compile(r'\d"')


_BRACKET = re.compile(r"[\[【]([^\[\]【】\n]{1,120})[\]】](?!\()")
_NEUTRAL_AFTER = re.compile(r"\s+[A-Z]{2,}")
# "[Source: x]", "[ref 2]", "[^2]" (a footnote): the word must end there ("[Refund Policy]" is a title)
_MARKER_PREFIX = re.compile(r"^(?:\^|(?:sources?|refs?|references?|docs?|document|see|cited?|citation)(?![a-z])\s*[:#]?\s*"
                            r"|(?:" + "|".join(_AR_SOURCE_WORDS.split()) + r")(?![\u0621-\u064a])\s*[:#：]?\s*)", re.I)
_NOT_MARKER = frozenset({"sic", "...", "…", "emphasis added", "citation needed", "redacted", "x", " "})


#: a parenthesised citation: "(source: fees.md)", "(sources: a.md, b.md)", "(ref: 2)", "(all from selling.md)", or a
#: bare file name "(fees.md)" — not any parenthesis ("(see below)", "(about £40)")
_FILE = r"[\w][\w .&'’-]{0,80}\.(?:md|txt|pdf|docx?|html?|csv|json|xlsx?|pptx?)"
#: a whole file name ("marriage-grant-faq.md"، "الوكالات.md")
FILE_NAME = re.compile(_FILE, re.I)
_FILE_AT = re.compile(r"[\w][\w&'’-]*(?:[ .][\w&'’-]+)*?\.(?:md|txt|pdf|docx?|html?|csv|json|xlsx?|pptx?)\b", re.I)
#: a pin cite inside a parenthesised citation ("(source: fees.pdf, section 2)"): where in the source, not a source
_PIN = re.compile(r"(?:section|sec|page|pages|pp?|para(?:graph)?|clause|§|art(?:icle)?|chapter|line|row|table|item|step)\b\.?", re.I)
_PAREN = re.compile(r"\((?:(?P<pre>sources?|refs?|references?|cited?|citation|docs?)\s*:\s*(?P<any>[^()\n]{1,120})"
                    r"|(?:(?:all\s+|both\s+)?(?:from|in|per|see)\s+)?(?P<files>" + _FILE + r"(?:\s*(?:,|;|and|&)\s*" + _FILE + r")*))\)",
                    re.I)


#: a gloss before a cited file inside a citation's list, "what from which file" ("prices from trial.md", "the fees in
#: fees.md", "dates per calendar.pdf"): up to four words, a preposition, then the file
_GLOSS_BEFORE = re.compile(r"^(?:[\w'’-]+\s+){1,4}?(?:from|in|per|see|via)\s+(" + _FILE + r")$", re.I)


def citations(sentence: str) -> list[Atom]:
    """Citation markers: ``[title]``, ``[1]``, ``[1, 3]``, ``[Source: title]``, ``【2】``, ``(source: title)``,
    ``(fees.md)`` (one atom per cited item).

    A bracketed year followed by a court abbreviation (``[2021] DIFC CFI 045``) is a legal
    citation, not a marker; markdown links and editorial brackets (``[sic]``) are skipped.
    """
    out: list[Atom] = []
    for m in _BRACKET.finditer(sentence):
        inner = m.group(1).strip()
        if re.fullmatch(r"\d{4}", inner) and _NEUTRAL_AFTER.match(sentence, m.end()):
            continue
        if inner.casefold() in _NOT_MARKER or not re.search(r"\w", inner) or len(inner.split()) > 8 or is_pin_cite(sentence, m.start(), m.end()):
            continue
        body = _MARKER_PREFIX.sub("", inner)
        for part in re.split(r"\s*[,;]\s*|\s+and\s+", body):
            part = part.strip()
            if part:
                out.append(Atom("citation", part, m.start(), m.end()))
    if "(" in sentence:
        for m in _PAREN.finditer(sentence):
            body = m.group("any") or m.group("files")
            for part in re.split(r"\s*[,;&]\s*|\s+and\s+", body):
                part = _MARKER_PREFIX.sub("", part.strip(" ."))  # "(المصدر fees.md)": the marker word, no file's
                named = _FILE_AT.match(part)
                if named is not None:  # "(source: fees.md for the £215 fee)": the file, not the gloss after it
                    part = named.group(0)
                    glossed = _GLOSS_BEFORE.match(part)
                    if glossed is not None:  # "(Sources: passengers.md; prices from trial.md)": the file, not the gloss
                        part = glossed.group(1)  # before it

                if part and len(part.split()) <= 8 and not _PIN.match(part):
                    out.append(Atom("citation", part, m.start(), m.end()))
    return out


_LEGAL = re.compile(
    r"\[\d{4}\]\s+[A-Z]{2,}(?:\s+\(?[A-Z][A-Za-z]*\)?)*\s+\d+"  # neutral citation
    r"|\b(?:Federal\s+)?(?:Decree[- ])?Law\s+No\.?\s*\(?\d+\)?\s+of\s+\d{4}"  # Law No. 2 of 2019
    r"|\b(?:Article|Art\.|Section|Sec\.|Clause|Regulation|Rule|Schedule|Chapter)\s+\d+[A-Za-z]?(?:\s*\(\w{1,4}\))*",
)
_CASE_NAME = re.compile(r"\b([A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|of|and|the|for))*)\s+vs?\.?\s+([A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|of|and|the|for))*)")


def legal(sentence: str) -> list[Atom]:
    """Legal citations: neutral citations, numbered laws, articles/sections, case names (``X v Y``)."""
    # cheap gates: each pattern holds a literal ("[", "Law", a section word; whitespace then "v")
    if "[" in sentence or "Law" in sentence or any(w in sentence for w in _SECTION_WORDS):
        out = [Atom("legal", m.group(0), m.start(), m.end()) for m in _LEGAL.finditer(sentence)]
    else:
        out = []
    if _VS_HINT.search(sentence) is not None:
        pos = 0
        while (m := _CASE_NAME.search(sentence, pos)) is not None:
            case = _case_atom(sentence, m)
            if case is None:
                pos = m.end()
                continue
            out.append(case)
            pos = case.end  # "Smith v Jones and Brown v Green" holds two
    return out


#: capitalised words that open a sentence or clause before a case name, not part of it
#: ("In Smith v Jones", "See Smith v Jones", "Under Smith v Jones")
_CASE_LEAD = frozenset(
    "in under see per as cf following since after before by from unlike like also and but while when where "
    "according to at on with citing applying then thus therefore however moreover furthermore whereas "
    "although though because if here there this that".split())
#: "... v Jones the Court held": the court after the parties is not part of the name
_ANOTHER_V = re.compile(r"\s+vs?\.?\s")
_CASE_TAIL = re.compile(r"\s+(?:the|a)\s+(?:Court|Tribunal|Judge|Justices?|Board|Panel|Commission|House|Bench)\b.*$")


def _case_atom(sentence: str, m: "re.Match[str]") -> "Atom | None":
    """The case name of a match, without the sentence words the pattern swept in around it."""
    first, second = m.group(1), m.group(2)
    start = m.start(1)
    words_ = first.split()
    k = 0
    while k < len(words_) and words_[k].casefold() in _CASE_LEAD:
        k += 1
    if k == len(words_):
        return None  # "In v ..." : no first party
    if k:
        start = sentence.index(words_[k], start)
        first = first[first.index(words_[k]):]
    second = _CASE_TAIL.sub("", second)
    if _ANOTHER_V.match(sentence, m.end()) and " and " in second:  # "... v Jones and Brown v Green"
        second = second[: second.rindex(" and ")]
    end = m.start(2) + len(second)
    return Atom("case", sentence[start:end], start, end, (first, second))


#: words a legal citation is written with (lower case: the response hint; capitalised: the gate
#: of :func:`legal`, whose patterns hold one of the section words)
LEGAL_WORDS = frozenset("article art section sec law clause regulation rule schedule chapter v vs".split()) | _AR_LEGAL_HINTS
_SECTION_WORDS = tuple(w.capitalize() for w in ("art", "sec", "clause", "regulation", "rule", "schedule", "chapter"))
_VS_HINT = re.compile(r"\sv")


def legal_key(text: str) -> str:
    """Normalised form of a legal citation for lookup in normalised context text."""
    t = fold(text)
    t = re.sub(r"\bart\.", "article", t)
    t = re.sub(r"\bsec\.", "section", t)
    t = re.sub(r"\bno\.", "no", t)
    t = re.sub(r"\s+vs?\.?\s+", " v ", t)
    t = re.sub(r"[^a-z0-9 ]", " ", t)
    return re.sub(r"\s+", " ", t).strip()


_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>\"')\]]+", re.I)
_EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_PHONE = re.compile(r"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\d{2,4}[\s.-])\d{3,4}[\s.-]\d{3,4}\b")


def contacts(sentence: str) -> list[Atom]:
    """URLs, email addresses and phone numbers."""
    out = [Atom("url", m.group(0).rstrip(".,;:"), m.start(), m.end()) for m in _URL.finditer(sentence)]
    out += [Atom("email", m.group(0), m.start(), m.end()) for m in _EMAIL.finditer(sentence)]
    out += [
        Atom("phone", m.group(0), m.start(), m.end(), re.sub(r"\D", "", m.group(0)))
        for m in _PHONE.finditer(sentence)
        if len(re.sub(r"\D", "", m.group(0))) >= 9
    ]
    return out


def url_key(url: str) -> str:
    u = url.casefold()
    u = re.sub(r"^https?://", "", u)
    u = re.sub(r"^www\.", "", u)
    return u.rstrip("/")


_TIME_12 = re.compile(r"\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*([ap])\.?\s?m\b\.?", re.I)
_TIME_24 = re.compile(r"\b([01]?\d|2[0-4]):([0-5]?\d)\b")
_TIME_WORD = re.compile(r"\b(noon|midday|midnight)\b", re.I)
_TIME_12_HINT = re.compile(r"[0-9](?:[:.][0-5]\d)?\s*[ap]\.?\s?m\b", re.I)
_TIME_24_HINT = re.compile(r":\d")


def _has_time_word(low: str) -> bool:
    return "noon" in low or "midday" in low or "midnight" in low


def times(text: str) -> list[Atom]:
    """Clock times as minutes after midnight: ``10am``, ``5:00 PM``, ``17:00``, ``17:0``, ``noon``.

    A 24-hour time below 13:00 without am/pm may be either half of the day: its value is a
    tuple of both readings.
    """
    out: list[Atom] = []
    taken: list[tuple[int, int]] = []
    # cheap supersets first (each pattern tried at every position is slow on a long context):
    # a 12-hour time ends its hour with a digit followed by the am/pm part, a 24-hour one holds
    # ":" and a digit, a time word is one of three words (ASCII: ``lower`` is what re.I matches)
    if _TIME_12_HINT.search(text) is not None:
        for m in _TIME_12.finditer(text):
            h, mi = int(m.group(1)) % 12, int(m.group(2) or 0)
            if m.group(3).lower() == "p":
                h += 12
            out.append(Atom("time", m.group(0).strip(), m.start(), m.end(), (h * 60 + mi,)))
            taken.append((m.start(), m.end()))
    if _TIME_24_HINT.search(text) is not None:
        for m in _TIME_24.finditer(text):
            if any(a <= m.start() < b for a, b in taken):
                continue
            h, mi = int(m.group(1)), int(m.group(2))
            v = (h % 24) * 60 + mi
            val = (v, v + 720) if 1 <= h <= 12 else (v,)
            out.append(Atom("time", m.group(0), m.start(), m.end(), val))
    if not text.isascii() or _has_time_word(text.lower()):
        for m in _TIME_WORD.finditer(text):
            out.append(Atom("time", m.group(0), m.start(), m.end(), (0,) if m.group(1).lower() == "midnight" else (720,)))
    return out


def context_times(text: str) -> set[int]:
    """Every clock time of a context, as minutes after midnight (both readings when ambiguous)."""
    found: set[int] = set()
    for a in times(text):
        found.update(a.value)
    from ..text.matching import clock_phrases  # clock times in words ("half past seven")

    for _, _, minutes, vague in clock_phrases(text.lower()):
        found.update((minutes % 720, minutes % 720 + 720) if vague else (minutes,))
    return found
