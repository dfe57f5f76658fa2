"""A text as the checker reads it, read once per check: its folded form and its word tokens (:class:`Doc`).

The steps of the checker (blocks → claims → frames → evidence → findings → verdict) take a sentence's, a
clause's or a context line's words from :func:`doc` (or :func:`words_of`, the same words as a fresh list)
instead of folding and tokenising the string again: inside a check (:func:`groundtest.text.memo.scope`,
opened by :func:`groundtest.checker.check_analysis`) each distinct string is folded and tokenised once;
outside one, :func:`doc` reads the text afresh.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..text.memo import once
from .lexicon import fold, words

__all__ = ["Doc", "doc", "folded_of", "words_of"]


@dataclass(frozen=True, slots=True)
class Doc:
    """One text read once: ``folded`` is :func:`.lexicon.fold` of it, ``words`` :func:`.lexicon.words` of that."""

    text: str
    folded: str
    words: tuple[str, ...]

    @classmethod
    def of(cls, text: str) -> "Doc":
        f = fold(text)
        return cls(text, f, tuple(words(f)))


_OF = Doc.of  # (one key for the memo)


def doc(text: str) -> Doc:
    """The reading of ``text``: made once per check."""
    return once(_OF, text)


def folded_of(text: str) -> str:
    """``fold(text)``, once per check."""
    return once(_OF, text).folded


def words_of(text: str) -> list[str]:
    """``words(fold(text))``, once per check (a fresh list: the caller may change it)."""
    return list(once(_OF, text).words)
