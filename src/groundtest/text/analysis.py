"""The analysed response: sentences, which of them decline or name a gap, and a value index.

Everything is computed on first use, so a check that needs only the value index never pays
for sentence splitting, and a response with no refusal cue never runs the refusal patterns.
The default detector tokenises the whole response once (``cue_positions``): a response without
a cue word is never split, and of one with cue words only the sentences holding one reach the
refusal patterns and the gap-clause finder.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from typing import TYPE_CHECKING, Protocol

from . import Sentence, clause_spans, split_sentences

if TYPE_CHECKING:
    from .matching import TextIndex


class RefusalDetector(Protocol):
    """Decides whether one sentence declines or states a gap ("the notes don't cover X")."""

    def is_refusal(self, sentence: str) -> bool: ...

    def is_filler(self, sentence: str) -> bool:
        """A pleasantry that states nothing ("Hope this helps!")."""
        ...


class Analysis:
    """A response analysed once and shared by every check and judge."""

    __slots__ = ("text", "answerable_flag", "declines_override", "_detector", "_sentences", "_refusals", "_fillers", "_index",
                 "memo", "_no_cue", "_cue", "_declines")

    def __init__(self, text: str, detector: RefusalDetector, answerable: bool | None = None):
        self.text = text
        self.answerable_flag = answerable
        self.declines_override: bool | None = None
        self._detector = detector
        self._sentences: list[Sentence] | None = None
        self._refusals: frozenset[int] | None = None
        self._fillers: frozenset[int] | None = None
        self._index: TextIndex | None = None
        self._no_cue = False  # the whole-text cue gate found no refusal cue word
        self._cue: frozenset[int] | None = None  # the sentences with a cue word, when the detector tells them at once
        self._declines: bool | None = None
        self.memo: dict[str, object] = {}  # per-response results shared between checks

    @property
    def detector(self) -> RefusalDetector:
        """The refusal detector this response is analysed with."""
        return self._detector

    @property
    def sentences(self) -> list[Sentence]:
        if self._sentences is None:
            self._sentences = split_sentences(self.text)
        return self._sentences

    @property
    def refusals(self) -> frozenset[int]:
        """Indices of the sentences that decline or name a gap (not claims)."""
        if self._refusals is None:
            gate = getattr(self._detector, "cue_positions", None)
            positions = gate(self.text) if gate is not None else None
            if positions is not None:  # one tokenisation of the whole text gates every sentence
                if not positions:
                    self._refusals = frozenset()
                    self._no_cue = True
                    return self._refusals
                self._cue = self._sentences_at(positions)
            if self._cue is not None:
                is_refusal, sentences = self._detector.is_refusal, self.sentences
                self._refusals = frozenset(i for i in sorted(self._cue) if is_refusal(sentences[i].text))
                return self._refusals
            might = getattr(self._detector, "might_refuse", None)
            if might is not None and not might(self.text):
                self._refusals = frozenset()
                self._no_cue = True
            else:
                is_refusal = self._detector.is_refusal
                self._refusals = frozenset(i for i, s in enumerate(self.sentences) if is_refusal(s.text))
        return self._refusals

    def _sentences_at(self, positions: list[int]) -> frozenset[int] | None:
        """The indices of the sentences holding these offsets (None if one lies outside every
        sentence, which the splitter never leaves: then each sentence is gated alone)."""
        sentences = self.sentences
        starts = [s.start for s in sentences]
        out = set()
        for p in positions:
            k = bisect_right(starts, p) - 1
            if k < 0 or p >= sentences[k].end:
                return None
            out.add(k)
        return frozenset(out)

    @property
    def fillers(self) -> frozenset[int]:
        """Indices of pleasantries that state nothing ("Hope this helps!")."""
        if self._fillers is None:
            refusals, is_filler = self.refusals, self._detector.is_filler
            self._fillers = frozenset(
                i for i, s in enumerate(self.sentences) if i not in refusals and is_filler(s.text)
            )
        return self._fillers

    def gap_clauses(self, i: int) -> list[tuple[int, int]]:
        """Spans (within sentence ``i``) of the clauses that decline or name a gap in a sentence
        that goes on to say more ("I couldn't find whether cheques are accepted, but a card costs
        $3"; "The timetable doesn't give the resit date — it's usually the second Friday"): not
        claims; the other clauses are. A clause stating a figure is left out (its values are
        still checked). Clauses are those of :func:`~groundtest.text.clause_spans`."""
        if not self.refusals and self._no_cue:
            return []  # no sentence of the response has a refusal cue word
        if self._cue is not None and i not in self._cue:
            return []  # no refusal cue word in this sentence (found with the whole text's)
        text = self.sentences[i].text
        might = None if self._cue is not None else getattr(self._detector, "might_refuse", None)
        if might is not None and not might(text):
            return []  # no refusal cue word in this sentence (cheaper than splitting it)
        spans = clause_spans(text)
        if len(spans) < 2:
            return []
        is_refusal = self._detector.is_refusal
        return [(a, b) for a, b in spans if not _has_digit(text[a:b]) and is_refusal(text[a:b])]

    def set_refusals(self, refusals: frozenset[int], declines: bool) -> None:
        """Replace the detector's decision with another's (a model's): these sentences are
        refusals, and the response declines or not; pleasantries are found again around them."""
        self._refusals = refusals
        self._fillers = None
        self._declines = None
        self.declines_override = declines

    @property
    def index_built(self) -> bool:
        """Whether the value index exists already (a check may reuse it, but need not build it)."""
        return self._index is not None

    @property
    def declines(self) -> bool:
        """The response declines (wholly or for a gap): the structured flag wins, then a model, then patterns."""
        if self.answerable_flag is not None:
            return not self.answerable_flag
        if self.declines_override is not None:
            return self.declines_override
        if self._declines is None:  # decided once (set_refusals forgets it)
            self._declines = self._declines_by_patterns()
        return self._declines

    def _declines_by_patterns(self) -> bool:
        if not self.text.strip() or self.refusals:
            return True
        # a sentence that names a gap in one clause and describes the context in the others
        # ("I couldn't find that — the fares page lists adult and child fares but nothing about pets")
        if self._no_cue:
            return False
        cue = self._cue  # only a sentence with a cue word can hold a gap clause
        return any(self.gap_clauses(i) for i in (sorted(cue) if cue is not None else range(len(self.sentences))))

    @property
    def answering(self) -> list[int]:
        """Indices of sentences that state something (neither a refusal nor a pleasantry)."""
        refusals, fillers = self.refusals, self.fillers
        return [i for i in range(len(self.sentences)) if i not in refusals and i not in fillers]

    @property
    def index(self) -> "TextIndex":
        """Value index of the response text (built on first use)."""
        if self._index is None:
            from .matching import TextIndex

            self._index = TextIndex(self.text)
        return self._index

    def sentence_at(self, pos: int) -> int | None:
        """Index of the sentence containing character ``pos``."""
        for i, s in enumerate(self.sentences):
            if s.start <= pos < s.end:
                return i
        return None


_ASCII_DIGIT = re.compile("[0-9]")


def _has_digit(s: str) -> bool:
    """``any(c.isdigit() for c in s)``, in C (for ASCII text str.isdigit is [0-9])."""
    return _ASCII_DIGIT.search(s) is not None if s.isascii() else any(map(str.isdigit, s))


def analyse(text: str, detector: RefusalDetector, answerable: bool | None = None) -> Analysis:
    """Analyse ``text`` (lazily: sentences, refusals and the value index are built on first use)."""
    return Analysis(text, detector, answerable)
