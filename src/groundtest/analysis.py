"""The analysed response: sentences, which of them decline or name a gap, and a value index."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from .text import Sentence, split_sentences

if TYPE_CHECKING:
    from .matching import TextIndex


class RefusalDetector(Protocol):
    """Decides whether one sentence declines or states a gap ("the notes don't cover X")."""

    def is_refusal(self, sentence: str) -> bool: ...

    def is_filler(self, sentence: str) -> bool:
        """A pleasantry that states nothing ("Hope this helps!")."""
        ...


@dataclass(slots=True)
class Analysis:
    """A response analysed once and shared by every check and judge."""

    text: str
    sentences: list[Sentence]
    refusals: frozenset[int]
    fillers: frozenset[int]
    answerable_flag: bool | None = None
    declines_override: bool | None = None
    _index: "TextIndex | None" = field(default=None, repr=False)

    @property
    def declines(self) -> bool:
        """The response declines (wholly or for a gap): the structured flag wins, then a model, then patterns."""
        if self.answerable_flag is not None:
            return not self.answerable_flag
        if self.declines_override is not None:
            return self.declines_override
        return bool(self.refusals) or not self.sentences

    @property
    def answering(self) -> list[int]:
        """Indices of sentences that state something (neither a refusal nor a pleasantry)."""
        return [i for i in range(len(self.sentences)) if i not in self.refusals and i not in self.fillers]

    @property
    def index(self) -> "TextIndex":
        """Value index of the response text (built on first use)."""
        if self._index is None:
            from .matching import TextIndex

            self._index = TextIndex(self.text)
        return self._index


def analyse(text: str, detector: RefusalDetector, answerable: bool | None = None) -> Analysis:
    """Split ``text`` into sentences and mark refusals and pleasantries."""
    sentences = split_sentences(text)
    refusals = frozenset(i for i, s in enumerate(sentences) if detector.is_refusal(s.text))
    fillers = frozenset(
        i for i, s in enumerate(sentences) if i not in refusals and detector.is_filler(s.text)
    )
    return Analysis(text, sentences, refusals, fillers, answerable)
