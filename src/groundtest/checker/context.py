"""The context of one response, indexed once: its words, values, times, titles and text.

Everything a sentence is checked against is built here in a few passes over the context
(C-level regex and set operations); the values index is built lazily, only when the
response states a value. Nothing loops over sentences × chunks.
"""
from __future__ import annotations

import bisect
import json
import re
import threading
from collections import OrderedDict
from functools import lru_cache
from typing import Any, Iterable

from ..model import Chunk, as_chunks  # noqa: F401  (as_chunks: re-exported, imported from here)
from .atoms import context_times, legal_key
from .aliases import (DEMONYMS, FIXED_HOLIDAYS, ORG_FORMS, STATE_CODES, US_STATES, _holiday_key, acronyms, holiday_in, initials, word_acronyms,
                      states_date)
from .dated import old_years
from .doc import folded_of, words_of
from .lexicon import _STEM_KEYS, STOPWORDS, Vocabulary, fold, stem_key, words
from ..text.free import SAID_AR as FREE_SAID, search_said

#: the word free in the forms the vocabulary reads (folded): added when the context says free in other words
_FREE_WORDS = ("free", "مجاني", "مجانيه", "مجانا")

#: a thing said to have no limit ("not limited", "no limit", "without any limit"), in folded text
_NOT_LIMITED = re.compile(r"\b(?:not|never)\s+(?:be\s+)?(?:limited|capped)\b|\bno\s+(?:upper\s+)?limit\b|\bwithout\s+(?:any\s+)?limits?\b")
#: the working week by its ends ("Monday to Friday", "Mon–Fri"), in folded text: the context's "weekdays"
_WORKING_WEEK = re.compile(r"\bmon(?:day)?s?\W{0,3}\s*(?:to|through|till|until|-|\u2013|\u2014)\s*\W{0,3}fri(?:day)?s?\b")
_CAMEL = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_FALSY = frozenset({"false", "no", "none", "null", "n/a", "u'no'", "u'none'", "'no'", "'none'"})
_SPACE = re.compile(r"\s+")
# "[.!?]\s|\n", written to start with one character class (``re`` then skips to candidates in C)
_CTX_SENTENCE = re.compile(r"[.!?\n](?:(?<=[.!?])\s|(?<=\n))")
_TOKENS_AND_BREAKS = bytes(c if 48 <= c <= 57 or 97 <= c <= 122 or c == 1 else 32 for c in range(256))
_WORD_OR_BREAK = re.compile(r"[^\W_]+|\x01")
_EXT = re.compile(r"\.[a-z0-9]{1,5}$")
#: abbreviations a full stop follows inside a sentence (titles, "No. 45", "Art. 6", "vs.")
_NO_BREAK_AFTER = frozenset(
    "mr mrs ms dr prof st no nos vs art sec para fig approx gen gov sen rep lt col capt sgt rev hon vol".split())
_DOTTED = re.compile(r"(?<![\w.])(?:[A-Za-z]\.){2,}")
#: a figure as written: digits with their decimal point or thousands separators ("4.5", "1,200")
FIGURE = re.compile(r"[0-9]+(?:[.,][0-9]+)*")
_ZERO_DECIMALS = re.compile(r"\.0+$")
_FIGURE_RUN = re.compile(r"[0-9.,e+\-]+")  # the text a figure's spelling ("1,200", "1.2e+06") can occur in
_FIGURE_WORD = re.compile(r"[0-9.,e+\-]*[0-9][0-9.,e+\-]*")  # (fullmatch only: no backtracking over a long text)
_HAS_DIGIT = re.compile(r"[0-9]")
#: the runs of _FIGURE_RUN that hold a digit are read from their digits (not from every "e" of the prose)
_DIGIT_RUN = re.compile(r"[0-9]+")
_FIGURE_TAIL = re.compile(r"[0-9.,e+\-]*")
_FIGURE_CHARS = frozenset("0123456789.,e+-")
_GROUPING = re.compile(r",(?=[0-9]{3}(?![0-9]))")  # the comma of "1,200" (figures only)


#: a spaced double hyphen between figures ("the 2007 -- 08 season", "pages 10 -- 15"): a tokenised text's
#: en dash (Penn Treebank style, as detokenised corpora and wiki dumps write it)
_SPACED_DASH = re.compile(r"([£$€]?[0-9][0-9.,]*) -- (?=[£$€]?[0-9])")


#: a contraction a tokenised text splits off its verb (Penn Treebank style: "does n't", "ca n't", "wo n't")
_SPLIT_NOT = re.compile(r"(\w) (n['’]t)\b")


def value_text(text: str) -> str:
    """``text`` as its values are read: a tokenised en dash between two figures ("2007 -- 08") is written as the
    dash it stands for ("2007–08", so a range or a season of years is one value, as the answer writes it),
    padded before the first figure so every later character keeps its offset."""
    if "--" not in text:
        return text
    return _SPACED_DASH.sub(lambda m: "   " + m.group(1) + "\u2013", text)


def _plain_figure(figure: str) -> str:
    """A figure as a number is written plainly: "1,200" → "1200", "4.0" → "4"."""
    if "," in figure:
        figure = _GROUPING.sub("", figure)
    if "." in figure:
        figure = _ZERO_DECIMALS.sub("", figure)
    return figure


def _titled(chunk: Any) -> bool:
    """Whether a chunk's title says something (not a bare marker such as "[2]" or "context")."""
    t = chunk.title.strip()
    if not t or not chunk.text.strip():
        return False
    return not all(w in _PLACEHOLDER_WORDS or w.isdigit() for w in words_of(t))


#: a title of only these words (and numbers) is a label, not content: "passage 2", "[3]",
#: "news article", "structured data (JSON)", "context", "document 1"
_PLACEHOLDER_WORDS = frozenset("""context document documents doc knowledge passage passages source sources chunk
chunks news article articles structured data json text texts snippet snippets result results excerpt excerpts
retrieved search item page""".split())


def marker_key(title: str) -> str:
    """A chunk title as citation markers name it: folded, no brackets, no file extension."""
    t = folded_of(title).strip().strip("[]【】").strip()
    t = _EXT.sub("", t)
    return _SPACE.sub(" ", t.replace("_", " ").replace("-", " "))


#: a clock time written with a colon ("15:00", "9:30"), not a ratio or a verse ("1:2" has no two-digit minutes)
_CLOCK = re.compile(r"(?<![\d:])\d{1,2}:[0-5]\d(?![\d:])")


#: a sentence's opening pronoun, standing for the sentence before's subject, and the verbs that follow a subject
_PRONOUN_OPEN = frozenset(("they", "it", "these", "this"))
_SUBJECT_VERBS = frozenset("is are was were can cannot cant may must will wont do does dont doesnt isnt arent have has "
                           "should also only need needs".split())


def _subject_stems(toks: "list[str]") -> set[str]:
    """The stems of a sentence's subject, for the pronoun opening the next: its words before its first verb, at most
    four and not itself a pronoun (none where the sentence opens otherwise)."""
    for n, w in enumerate(toks[:5]):
        if w in _SUBJECT_VERBS:
            if n == 0 or toks[0] in _PRONOUN_OPEN:
                return set()
            return {_STEM_KEYS.get(t) or stem_key(t) for t in toks[:n] if t not in STOPWORDS}
    return set()


class ContextIndex:
    """The retrieved context (and the user's query) of one response, indexed for lookup."""

    __slots__ = (
        "chunks", "text", "folded", "vocab", "titles", "title_names", "empty", "query", "query_folded",
        "query_vocab", "negated", "structured", "_flat", "_where", "_stem_bits", "_near", "_acronyms", "_values", "_query_values",
        "_times", "_legal", "_digits", "_dotted", "has_superseded", "old_years", "_options", "_dated", "_figures", "_joined",
        "_chunk_stems", "memo", "earlier",
    )

    def __init__(self, chunks: "str | Iterable[Any] | None", query: str | None = None, structured: bool = True,
                 earlier: str = ""):
        self.chunks = as_chunks(chunks)
        # a superseded chunk is not a source for what holds now; it still counts as retrieved
        current = [c for c in self.chunks if c.status != "superseded"]
        self.empty = not any(c.text.strip() for c in current)
        # a chunk's title is retrieved text too ("Year 10 English — Room E7", "the 2024 syllabus"):
        # it follows its chunk as a paragraph of its own, so it supports what the chunk supports
        self.text = "\n\n".join(f"{c.text}\n\n{c.title}" if _titled(c) else c.text for c in current)
        #: a superseded chunk with text was retrieved: a sentence that says it may be out of
        #: date is checked against :attr:`dated` (see :mod:`.dated`)
        self.has_superseded = len(current) < len(self.chunks) and any(
            c.text.strip() for c in self.chunks if c.status == "superseded")
        self._options = structured
        #: the years only the superseded chunks name: the older version's label (see .dated.named_by_year)
        self.old_years: frozenset[str] = old_years(
            self.text, "\n".join(f"{c.text}\n{c.title}" for c in self.chunks if c.status == "superseded")) \
            if self.has_superseded else frozenset()
        self._dated: ContextIndex | None = None
        self._figures: set[str] | None = None
        self._joined = False
        self.folded = fold(self.text)
        self.negated: dict[str, str] = {}
        tokens: list[str] | set[str]
        tokens = words(self.folded)
        self.structured = False  # JSON data, not prose: a response verbalises it
        if structured and self.text.lstrip()[:1] in ("{", "["):
            tokens = self._structured(tokens)
        if search_said(FREE_SAID, self.folded):  # the context says something costs nothing ("pay nothing",
            tokens = [*tokens, *_FREE_WORDS]           # "does not charge", "دون رسوم"): it has the word free (text.free)
        if "day" in self.folded and _WORKING_WEEK.search(self.folded[:200000]):  # "Monday to Friday": the weekdays
            tokens = [*tokens, "weekday", "weekdays"]
        if ("limit" in self.folded or "capped" in self.folded) and _NOT_LIMITED.search(self.folded[:200000]):  # "not limited": the word unlimited
            tokens = [*tokens, "unlimited"]
        self.vocab = Vocabulary(tokens, self.folded)
        self.titles = {marker_key(c.title) for c in self.chunks}
        self.title_names = {c.title.lower() for c in self.chunks if len(c.title) >= 3}
        self.query = query or ""
        #: the earlier assistant turns of a chat query: neither evidence nor claims, only what the answer may set right
        self.earlier = earlier
        self.query_folded = fold(self.query)
        self.query_vocab = Vocabulary(words(self.query_folded))
        self._values = self._query_values = None
        self._times: set[int] | None = None
        self._legal: str | None = None
        self._digits: str | None = None
        self._flat: str | None = None
        self._where: list[set[str]] | None = None
        #: stem → bit mask of the sentences of :attr:`stem_sets` holding it; built on the second
        #: :meth:`where` (one response per context pays no inversion; the next ones look up)
        self._stem_bits: dict[str, int] | None = None
        #: :meth:`values_near` by its arguments: the small index built, or False for no spelling found
        self._near: dict[tuple, Any] = {}
        self._acronyms: set[str] | None = None
        self._dotted: set[str] | None = None
        self._chunk_stems: list[set[str]] | None = None
        #: small per-context results of the claim rules (:mod:`.claims`), computed once
        self.memo: dict[str, Any] = {}

    # ---------------------------------------------------------------- structured data
    def _structured(self, tokens: list[str]) -> set[str]:
        """JSON context: words of attributes set to false/null/"no" are not positive facts."""
        negated: dict[str, str] = {}
        positive: set[str] = set()
        strings: list[str] = []
        for chunk in self.chunks:
            if chunk.status == "superseded":
                continue
            try:
                data = json.loads(chunk.text)
                _walk(data, negated, positive, strings)
            except (ValueError, RecursionError):  # not JSON, or nested too deep to be data
                continue
            self.structured = True
        prose = set(words_of(" ".join(strings)))  # words the data states in its text values
        self.negated = {w: why for w, why in negated.items() if w not in positive and w not in prose}
        vocab = set(tokens)  # only ever read as a set (the vocabulary)
        vocab |= positive  # camel-case keys read as words: "TakeOut" → take, out
        if self.negated:
            vocab -= self.negated.keys()
        return vocab

    # ---------------------------------------------------------------- lazy indexes
    @property
    def dated(self) -> "ContextIndex":
        """The context with its superseded chunks counted as sources: for a sentence that says
        what it states may be out of date (this index itself when nothing was superseded)."""
        if not self.has_superseded:
            return self
        if self._dated is None:
            every = [Chunk(c.title, c.text) for c in self.chunks]
            self._dated = ContextIndex(every, self.query, self._options, self.earlier)
        return self._dated

    @property
    def values(self):
        """:class:`groundtest.text.matching.TextIndex` of the context (built on first use)."""
        if self._values is None:
            from ..text.matching import TextIndex

            self._values = TextIndex(value_text(self.text))
        return self._values

    def whole_number(self, figure: str) -> bool:
        """``figure`` ("4", "4.5", "1,200") stands whole somewhere in the context, not only inside a
        longer figure (the 4 of "4.5 stars" and the 200 of "1,200 people" are not 4 and 200)."""
        figures = self._figures if self._figures is not None else self._index_figures()
        return figure in figures or _plain_figure(figure) in figures

    @property
    def joined_figures(self) -> bool:
        """The context writes a figure with a decimal point or a thousands separator ("4.5", "1,200")."""
        if self._figures is None:
            self._index_figures()
        return self._joined

    def _index_figures(self) -> set[str]:
        """Every figure of the context as written and plain, once: "4.0" → "4", "1,200" → "1200"."""
        # (the hour and minutes of a clock time, "15:00", are no figures of their own: "15 people" is not in "at 15:00")
        text = _CLOCK.sub(" ", self.text) if ":" in self.text else self.text
        figures = set(FIGURE.findall(text))
        joined = [_plain_figure(f) for f in figures if "," in f or "." in f]
        figures.update(joined)
        self._joined = bool(joined)
        self._figures = figures
        return figures

    def values_near(self, spellings: list[str], reach: int = 80):
        """A value index of the context around the places any of ``spellings`` occurs, or
        None when none does (a small index, instead of the whole context's)."""
        low = self.folded if len(self.folded) == len(self.text) else self.text.lower()
        if len(low) != len(self.text):
            return self.values
        key = (tuple(spellings), reach)
        hit = self._near.get(key)
        if hit is not None:  # responses sharing a context often state the same figures
            return None if hit is False else (self._values if self._values is not None else hit)
        spans: list[list[int]] = []
        for word in spellings:
            for k in self._finds(low, word):
                spans.append([max(0, k - reach), k + len(word) + reach])
        if not spans:
            self._near[key] = False
            return None
        if self._values is not None:
            return self._values
        spans.sort()
        merged = [spans[0]]
        for a, b in spans[1:]:
            if a <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        from ..text.matching import TextIndex

        index = self._near[key] = TextIndex(value_text("\n".join(self.text[a:b] for a, b in merged)))
        return index

    def _finds(self, low: str, word: str) -> list[int]:
        """Where ``word`` occurs in ``low``, as ``str.find`` from left to right finds it. A figure
        ("1,200", "4.5", "1.2e+06") is looked up among the context's distinct runs of figure characters (read
        once per context), not by a scan of the whole text for each figure: a response of
        thousands of figures against a long context cost their product (issue 23)."""
        if not word or not _FIGURE_WORD.fullmatch(word):
            found, k = [], low.find(word)
            while k >= 0:
                found.append(k)
                k = low.find(word, k + len(word))
            return found
        runs = self.memo.get("figure_runs")
        if runs is None:
            where: dict[str, list[int]] = {}
            end = -1
            for m in _DIGIT_RUN.finditer(low):  # the maximal runs that hold a digit, found from their digits
                if m.start() < end:
                    continue  # a digit of the run just read
                a = m.start()
                while a > 0 and low[a - 1] in _FIGURE_CHARS:
                    a -= 1
                tail = _FIGURE_TAIL.match(low, m.end())
                assert tail is not None  # [...]* always matches
                end = tail.end()
                where.setdefault(low[a:end], []).append(a)
            names = list(where)
            starts, at = [], 0
            for run in names:
                starts.append(at)
                at += len(run) + 1
            runs = self.memo["figure_runs"] = (where, names, starts, "\n".join(names))
        where, names, starts, joined = runs
        found, seen = [], set()
        k = joined.find(word)
        while k >= 0:  # each distinct run holding the word; its places in the text
            i = bisect.bisect_right(starts, k) - 1
            if i not in seen:
                seen.add(i)
                run = names[i]
                inside, j = [], run.find(word)
                while j >= 0:
                    inside.append(j)
                    j = run.find(word, j + len(word))
                found += [p + j for p in where[run] for j in inside]
            k = joined.find(word, starts[i] + len(names[i]))  # the next run
        return found

    @property
    def query_values(self):
        if self._query_values is None:
            from ..text.matching import TextIndex

            self._query_values = TextIndex(self.query)
        return self._query_values

    @property
    def times(self) -> set[int]:
        """Clock times of the context in minutes (``17:0`` and ``5pm`` alike)."""
        if self._times is None:
            # with the times the value grammar reads ("6–9pm": 6pm too)
            self._times = context_times(self.text) | {int(v.amount) for v in self.values.values if v.kind == "time"
                                                       and v.amount is not None and not (v.unit or "").startswith("~")}
        return self._times

    @property
    def legal(self) -> str:
        """The context normalised for legal-citation lookup."""
        if self._legal is None:
            self._legal = " " + legal_key(self.text) + " "
        return self._legal

    @property
    def stem_sets(self) -> list[set[str]]:
        """The stems of the words of each context sentence (each line, for data), for
        co-occurrence: one tokenising pass with sentence breaks kept as a marker; a break
        after an initial ("u.n. high commissioner") or a title or reference abbreviation ("Dr.
        Okafor", "Circular No. 45") does not end the sentence."""
        if self._where is None:
            marked = _CTX_SENTENCE.sub(" \x01 ", self.folded)
            if marked.isascii():
                flat = marked.encode().translate(_TOKENS_AND_BREAKS).decode()
            else:
                flat = " ".join(_WORD_OR_BREAK.findall(marked))
            get = _STEM_KEYS.get
            sets: list[set[str]] = []
            carry: set[str] | None = None
            subject: set[str] = set()
            for piece in flat.split("\x01"):
                toks = piece.split()
                stems: set = set(map(get, toks))  # str or None until the None is dropped
                if None in stems:  # stems not cached yet
                    stems.discard(None)
                    stems.update(stem_key(w) for w in toks if get(w) is None)
                if carry is not None:
                    stems |= carry
                    carry = None
                if toks and ((len(toks[-1]) == 1 and toks[-1].isalpha()) or toks[-1] in _NO_BREAK_AFTER):
                    carry = stems
                    continue
                if sets and len(toks) > 1 and toks[0] in _PRONOUN_OPEN and toks[1] in _SUBJECT_VERBS:
                    stems |= subject  # "Dogs are not allowed in the café. They are welcome in the garden": of dogs
                else:
                    subject = _subject_stems(toks)
                sets.append(stems)
            if carry is not None:
                sets.append(carry)
            self._where = sets
        return self._where

    @property
    def chunk_stems(self) -> list[set[str]]:
        """The stems of each current chunk's words (its title with it): one place of the
        context, for claims that must rest on one (built on first use)."""
        if self._chunk_stems is None:
            out = []
            for c in self.chunks:
                if c.status == "superseded":
                    continue
                toks = words_of(f"{c.text} {c.title}" if _titled(c) else c.text)
                out.append({_STEM_KEYS.get(w) or stem_key(w) for w in toks})
            self._chunk_stems = out
        return self._chunk_stems

    def where(self, wanted: "set[str] | Iterable[str]") -> dict[str, int]:
        """For each word of ``wanted``: a bit mask of the context sentences it (or a word of
        the same stem: ``returned`` for ``return``) occurs in; words the context lacks are left out."""
        get = _STEM_KEYS.get
        bits = self._stem_bits
        if bits is None and self._where is not None:  # asked before: invert the sentences once
            bits = {}
            mask = 1
            for stems in self._where:
                for key in stems:
                    bits[key] = bits.get(key, 0) | mask
                mask <<= 1
            self._stem_bits = bits  # published whole: an index may be shared between threads
        if bits is not None:
            out: dict[str, int] = {}
            for w in wanted:
                m = bits.get(get(w) or stem_key(w))
                if m:
                    out[w] = m
            return out
        by_stem: dict[str, list[str]] = {}
        for w in wanted:
            by_stem.setdefault(get(w) or stem_key(w), []).append(w)
        out = {}
        keys = set(by_stem)
        bit = 1
        for stems in self.stem_sets:
            hits = stems & keys
            if hits:
                for key in hits:
                    for w in by_stem[key]:
                        out[w] = out.get(w, 0) | bit
            bit <<= 1
        return out

    @property
    def flat(self) -> str:
        """The context's words joined by single spaces (padded), for quote lookup."""
        if self._flat is None:
            folded = self.folded
            if " n't" in folded or " n’t" in folded:  # a tokenised text's "does n't", "ca n't": the words as written
                folded = _SPLIT_NOT.sub(r"\1\2", folded)
            self._flat = " " + " ".join(words(folded)) + " "
        return self._flat

    @property
    def digits(self) -> str:
        """Digit runs of the context (separators removed), for phone numbers."""
        if self._digits is None:
            self._digits = re.sub(r"(?<=\d)[\s().+-]+(?=\d)", "", self.text)
        return self._digits

    # ---------------------------------------------------------------- lookups
    @property
    def acronyms(self) -> set[str]:
        """Acronyms spelled by the capitalised runs of the context and the query."""
        if self._acronyms is None:
            self._acronyms = acronyms(self.text) | acronyms(self.query) | word_acronyms(self.text)
        return self._acronyms

    @property
    def dotted(self) -> set[str]:
        """Dotted abbreviations of the context and the query (``U.N.`` → ``un``, ``U.S.`` → ``us``)."""
        if self._dotted is None:
            self._dotted = {m.group(0).replace(".", "").lower() for m in _DOTTED.finditer(self.text)} | \
                           {m.group(0).replace(".", "").lower() for m in _DOTTED.finditer(self.query)}
        return self._dotted

    def has_alias(self, name: str) -> bool:
        """A name absent word for word may still be here as an acronym, its expansion or a state code."""
        key = fold(name).replace(".", "")
        flat = " ".join(words(key))
        if flat in US_STATES and (US_STATES[flat] in self.folded or flat in self.vocab.words):
            return True
        if flat in STATE_CODES and STATE_CODES[flat] in self.vocab.words:
            return True
        if name.isupper() and 2 <= len(key) <= 6 and key.isalpha() and (key in self.acronyms or key in self.dotted):
            return True
        if any(a in self.vocab.words or a in self.query_vocab.words for a in initials(name) if len(a) >= 2):
            return True
        if name.isupper() and 3 <= len(key) <= 5 and key.isalpha() and self._spelt_lower(key):
            return True
        if self._holiday(name) or self._led_by_connective(name) or self._same_entity(name):
            return True
        return "." in self.text and bool(self.dotted) and self._dotted_run(name)

    def _spelt_lower(self, key: str) -> bool:
        """An acronym whose letters begin a run of the context's or the question's words written in lower case ("DPS" for
        "the designated premises supervisor"): the text names the thing in full, the answer by its letters. Each word of
        the run is of four letters or more (no "can deliver next" for "CDN")."""
        rx = re.compile(r"\b" + r"[a-z'’-]{3,}\s+".join(key) + r"[a-z'’-]{3,}\b", re.I)
        return rx.search(self.text) is not None or rx.search(self.query or "") is not None

    def _same_entity(self, name: str) -> bool:
        """The name the context gives in another word class or form: a place by the adjective of its people and back
        ("Chinese cities" where the context says "in China"), an organisation with its legal or sporting form added
        or dropped ("Aberdeen FC" for "Aberdeen"). Every other word of the name must be the context's, and one must
        be left besides the form ("FC" alone is no name)."""
        parts = words(fold(name).replace(".", ""))
        vocab = self.vocab
        rest = [w for w in parts if w not in ORG_FORMS]
        if not rest:
            return False
        changed = len(rest) < len(parts)
        for w in rest:
            if vocab.has(w):
                continue
            other = DEMONYMS.get(w)
            if other is None or other not in vocab.words:
                return False
            changed = True
        return changed

    def _led_by_connective(self, name: str) -> bool:
        """A run opened by a capitalised connective of a heading or a sentence ("**Plus VAT on the premium:**", "Minus
        Deposit"), whose other words are all the context's: the connective is no part of a name (a name's own later
        word, "Spotify Plus", is still one the context lacks)."""
        parts = words_of(name)
        if len(parts) < 2 or parts[0] not in _CONNECTIVES:
            return False
        return all(self.vocab.has(w) or self.query_vocab.has(w) for w in parts[1:] if len(w) > 1)

    def _holiday(self, name: str) -> bool:
        """A fixed-date holiday ("Boxing Day") where the context or the question states its date ("26 December"):
        the date reworded. The name's other words must be the context's ("Cue Club Boxing Day hours")."""
        key = _holiday_key(name)
        if not any(h in key for h in FIXED_HOLIDAYS):
            return False  # (holiday_in's pattern for each holiday needs its words as written: one substring test each
            # instead of a pattern built and searched per holiday)
        hit = holiday_in(name)
        if hit is None or not (states_date(self.text, *hit[1]) or states_date(self.query, *hit[1])):
            return False
        return all(self.vocab.has(w) or self.query_vocab.has(w) for w in words_of(hit[0]) if len(w) > 1)

    def _dotted_run(self, name: str) -> bool:
        """The words of ``name`` the context lacks all belong to a run the context abbreviates
        with dots ("United Nations High Commissioner" for "U.N. High Commissioner")."""
        parts = name.split()
        vocab = self.vocab
        missing = {w for w in words_of(name) if not vocab.has(w)}
        for i in range(len(parts)):
            for j in range(i + 2, min(len(parts), i + 5) + 1):
                run = " ".join(parts[i:j])
                if initials(run) & self.dotted and missing <= set(words_of(run)):
                    return True
        return False



#: words that join or operate, never a name's own (a heading's "Plus VAT", "Minus deposit", "Including VAT")
_CONNECTIVES = frozenset("plus minus and or with without including excluding excl incl per then also only less".split())


@lru_cache(maxsize=4096)
def _leaf_words(key: str) -> list[str]:
    """Words of a key: ``RestaurantsTakeOut`` → restaurants, take, out, takeout."""
    parts = [w.casefold() for w in _CAMEL.findall(key) if len(w) > 1]
    return parts + [a + b for a, b in zip(parts, parts[1:])]


def _walk(node: Any, negated: dict[str, str], positive: set[str], strings: list[str], key: str = "") -> None:
    if isinstance(node, dict):
        for k, v in node.items():
            if isinstance(v, (dict, list)):
                _walk(v, negated, positive, strings, str(k))
            else:  # a leaf (most nodes): straight to it, without the container tests
                _leaf(v, str(k), negated, positive, strings)
        return
    if isinstance(node, list):
        for v in node:
            _walk(v, negated, positive, strings, key)
        return
    _leaf(node, key, negated, positive, strings)


def _leaf(node: Any, key: str, negated: dict[str, str], positive: set[str], strings: list[str]) -> None:
    falsy = node is None or node is False or (isinstance(node, str) and len(node) < 10 and node.strip().casefold() in _FALSY)
    if isinstance(node, str) and not falsy:
        strings.append(node)
    if falsy:
        why = "unknown" if node is None else "false"
        for w in _leaf_words(key):
            negated.setdefault(w, why)
    else:
        positive.update(_leaf_words(key))


_RECENT: "OrderedDict[tuple, ContextIndex]" = OrderedDict()
_RECENT_LOCK = threading.Lock()
#: how many indexed contexts :func:`index_context` keeps (several responses to one retrieval,
#: several models scored on one case file: each context is indexed once)
RECENT_CONTEXTS = 64


def sentence_counts(masks: "Iterable[int]") -> dict[int, int]:
    """For bit masks of context sentences (:meth:`ContextIndex.where`): each sentence's bit → how
    many of the masks hold it (how many of the words occur in that sentence)."""
    counts: dict[int, int] = {}
    for m in masks:
        while m:
            low = m & -m
            counts[low] = counts.get(low, 0) + 1
            m ^= low
    return counts


def index_context(chunks: "str | Iterable[Any] | None", query: str | None = None, structured: bool = True,
                  earlier: str = "") -> ContextIndex:
    """A :class:`ContextIndex`, reused when the same chunks and query were indexed recently.

    An index is read-only once built (its lazy parts depend on the context and query alone),
    so sharing it between responses changes no result.
    """
    listed = as_chunks(chunks)
    key = (tuple((c.title, c.text, c.status) for c in listed), query or "", structured, earlier)
    with _RECENT_LOCK:
        hit = _RECENT.get(key)
        if hit is not None:
            _RECENT.move_to_end(key)
            return hit
    ctx = ContextIndex(listed, query, structured, earlier)
    with _RECENT_LOCK:
        _RECENT[key] = ctx
        while len(_RECENT) > RECENT_CONTEXTS:
            _RECENT.popitem(last=False)
    return ctx


def forget_contexts() -> None:
    """Drop the indexes :func:`index_context` keeps (benchmarks start each pass cold)."""
    with _RECENT_LOCK:
        _RECENT.clear()
