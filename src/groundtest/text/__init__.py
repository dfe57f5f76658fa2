"""Text helpers shared by the scorer and the checker: normalisation and sentence splitting."""
from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass

_TRANS = str.maketrans(
    {
        "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
        "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"',
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-", "\u2212": "-",
        "\u00a0": " ", "\u2009": " ", "\u202f": " ", "\u2007": " ",
    }
)
_WS = re.compile(r"\s+")


def normalize(text: str) -> str:
    """Casefold, straighten Unicode quotes and dashes, and fold whitespace."""
    return _WS.sub(" ", text.translate(_TRANS)).strip().casefold()


def straighten(text: str) -> str:
    """Straighten Unicode quotes and dashes without changing case or length."""
    return text.translate(_TRANS)


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a text with its character span."""

    text: str
    start: int
    end: int


# A sentence ends at . ! ? ؟ (or a run of them), optionally followed by closing quotes/brackets,
# then whitespace; or at a line break. Abbreviations and decimals are protected below.
# (written to start with one character class, so ``re`` skips to candidates in C; group 1 is
# the whitespace after end punctuation and its closers, absent for a line break)
_BOUNDARY = re.compile(r"""[.!?\u061f\n](?:(?<=[.!?\u061f])["')\]]*(\s+)|(?<=\n)\s*)""")  # \u061f: Arabic "؟"
_ABBREVIATIONS = frozenset(
    "etc vs v mr mrs ms dr prof st no nos art sec para fig approx inc ltd co corp jr sr "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)
#: abbreviations written with inner dots (a single letter before each dot also counts, below)
_DOTTED_ABBREVIATIONS = ("e.g", "i.e", "u.s", "u.k", "a.m", "p.m")
_ABBREV = re.compile(
    r"(?:(?<![^\W_]['\u2019])\b(?:" + "|".join(re.escape(a) for a in (*_DOTTED_ABBREVIATIONS, *sorted(_ABBREVIATIONS)))
    + r")|(?<![^\W_]['\u2019])\b[A-Z])\.$",
    re.IGNORECASE,
)

# "1." or "(b)" opening a numbered list item: not a sentence of its own.
_LIST_MARK = re.compile(r"\s*(?:\(?\d{1,3}|\(?[a-z])[.)]", re.IGNORECASE)


def split_sentences(text: str) -> list[Sentence]:
    """Split text into sentences, keeping spans; bullet lines count as sentences."""
    out: list[Sentence] = []
    start = 0
    n = len(text)
    bars = "|" in text
    line, seen = 0, 0  # the start of the line of the last stop, and how far the text was searched for it
    for m in _BOUNDARY.finditer(text):
        end = m.start(1)
        if end < 0:  # a line break
            end = m.start()
        # end punctuation: not an end after an abbreviation ("e.g.", "Dr.") or a list mark ("1.");
        # a list mark is a whole piece of at most 5 characters unless it starts with spacing
        elif (text[end - 1] == "." and "\n\n" not in m.group(1) and _abbreviation(text, max(start, end - 10), end)) or (
            (end - start <= 5 or text[start].isspace()) and _LIST_MARK.fullmatch(text, start, end)
        ):
            continue
        elif bars:  # (each stretch of the text searched for its line breaks once)
            line, seen = max(line, text.rfind("\n", seen, end) + 1), end
            if _in_row(text, line, end):
                continue
        _emit(text, start, end, out)
        start = m.end()
    if start < n:
        _emit(text, start, n, out)
    return out




def _in_row(text: str, ls: int, end: int) -> bool:
    """End punctuation inside a line of a Markdown table ("| Yellow fever (incl. certificate) | £78 |"), the line
    starting at ``ls``: a row is one claim, read to its line's end, so it is no sentence end."""
    while ls < end and text[ls] in " \t":
        ls += 1
    return text.startswith("|", ls)


def _abbreviation(text: str, lo: int, end: int) -> bool:
    """``_ABBREV.search(text, lo, end)`` for a piece ending in ``.`` at ``end - 1``, without the
    regex for an ASCII word: the word before the dot (the run of word characters, \\b before it)
    is a known abbreviation or a single letter (which covers "e.g", "u.s", "a.m", …)."""
    j = end - 1
    if j - 7 >= lo and text[j - 7:j].isalnum():
        return False  # a word of 7 characters or more: no abbreviation is that long
    k = j
    limit = max(lo, j - 7)
    while k > limit and (text[k - 1].isalnum() or text[k - 1] == "_"):
        k -= 1
    if k == j:
        return False  # no word before the dot
    if k > 1 and text[k - 1] in "'\u2019" and text[k - 2].isalnum():
        return False  # "the agency's.", "it's.": a possessive or a contraction's letter, no abbreviation
    if k == lo and k > 0 and (text[k - 1].isalnum() or text[k - 1] == "_"):
        return False  # the word goes on before the window: no word boundary where the search starts
    word = text[k:j]
    if not word.isascii():
        return _ABBREV.search(text, lo, end) is not None
    return (len(word) == 1 and word.isalpha()) or word.lower() in _ABBREVIATIONS


#: a discourse label opening a line's text ("**In short:** expect a reply by 14 April", "📌 Note: bring ID", "**Heads-up:**
#: …", "TL;DR: …"): it announces what follows and states nothing, so the sentence starts after it (as after a list's
#: mark). The grammar: an optional emoji, optional bold, an announcing phrase — (a quick/short/pro/one) note, tip,
#: reminder, heads-up, update, correction, summary, recap, takeaway, answer, (the) bottom line, in short/summary/brief,
#: good/bad news, please note, important, FYI, TL;DR, P.S. — its bold closed before or after the colon, and more text.
_DISCOURSE_LABEL = re.compile(
    r"(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u2B00-\u2BFF]\s*)*(?:\*\*|__)?\s*"
    r"(?:(?:a\s+|one\s+)?(?:(?:quick|short|brief|final|pro|key|friendly|important|small|little)\s+)?"
    r"(?:note|notes|tip|tips|reminder|heads[\s-]?up|update|correction|summary|recap|takeaway|answer|caveat)"
    r"|(?:the\s+)?bottom\s+line|in\s+(?:short|summary|brief|a\s+nutshell)|(?:good|bad|great)\s+news|please\s+note"
    r"|important|remember|fyi|tl;?\s?dr|p\.?s\.?)"
    r"\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s+(?=\S)",
    re.IGNORECASE,
)


def _emit(text: str, start: int, end: int, out: list[Sentence]) -> None:
    while start < end and text[start] in " \t-*•·>":
        start += 1
    if start < end and (m := _DISCOURSE_LABEL.match(text, start, end)) is not None:
        start = m.end()
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        out.append(Sentence(text[start:end], start, end))


#: THE DASH JOINT: a spaced em dash or en dash between two clauses ("the helmet is free — don't forget it",
#: "الخوذة مجانية — لا تنسونها"، "الدخول مو من 12 الظهر — تسجيل الدخول يبدأ من 3 العصر") ends one clause and opens
#: the next, in every language: a negation before it does not reach past it (:data:`CLAUSE_JOINT`, and the Arabic
#: polarity's clauses, text.arabic.polarity)
DASH_JOINT = r"\s+[\u2014\u2013]\s*|\s*\u2014\s+"


#: where a sentence joins one clause (claim) to another: the one clause splitter of groundtest
#: (``, and`` ``, but`` ``, which`` ``, so`` ``, plus`` ``; `` `` — `` ``although`` ``however`` …);
#: an ``and`` without a comma joins clauses only before a new subject ("… and you can …")
def _arabic_comma_joint() -> str:
    from .arabic.behaviour import comma_joint_pattern

    return comma_joint_pattern()


CLAUSE_JOINT = re.compile(
    r",\s+(?:and|but|so|plus|which|while|whereas|although|though|yet|however|as\s+well\s+as)\b"
    r"|[;\u061b]\s+|" + DASH_JOINT + r"|\s+-{1,2}\s+|:\s+(?=[a-z])"
    r"|\s+(?:although|though|whereas|plus|but)\s+"
    r"|\s+and\s+(?=(?:you|we|they|it|this|that|there|guests?|members?|customers?|the)\s)"
    r"|" + _arabic_comma_joint(),  # "…، لذا …"، "…، لكن …": Arabic joints as data (text.arabic.behaviour)
)
#: characters or words one of which a sentence with a clause joint contains (tested in C first)
JOINT_HINTS = (";", "\u061b", ",", "\u060c", "\u2014", "\u2013", " - ", " -- ", ":", " although", " though", " whereas", " plus", " but", " and ")


@lru_cache(maxsize=4096)
def clause_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The clauses of one sentence, as spans, at the joints of :data:`CLAUSE_JOINT` (cached: the
    gap finder and the claim splitter ask for the same sentences)."""
    if not any(h in text for h in JOINT_HINTS):
        return ((0, len(text)),) if text.strip() else ()
    out: list[tuple[int, int]] = []
    pos = 0
    for m in CLAUSE_JOINT.finditer(text):
        if text[pos:m.start()].strip():
            out.append((pos, m.start()))
        pos = m.end()
    if text[pos:].strip():
        out.append((pos, len(text)))
    return tuple(out)
