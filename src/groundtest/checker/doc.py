"""A text as the checker reads it, read once per check: its folded form and its word tokens (:class:`Doc`).

The steps of the checker (blocks → claims → frames → evidence → findings → verdict) take a sentence's, a
clause's or a context line's words from :func:`doc` (or :func:`words_of`, the same words as a fresh list)
instead of folding and tokenising the string again: inside a check (:func:`groundtest.text.memo.scope`,
opened by :func:`groundtest.checker.check_analysis`) each distinct string is folded and tokenised once;
outside one, :func:`doc` reads the text afresh.
"""
from __future__ import annotations

from typing import NamedTuple

from ..text.memo import ACTIVE
from .lexicon import fold, words

__all__ = ["Doc", "doc", "folded_of", "words_of"]


class Doc(NamedTuple):
    """One text read once: ``folded`` is :func:`.lexicon.fold` of it, ``words`` :func:`.lexicon.words` of that
    (immutable: every step of the check shares it)."""

    text: str
    folded: str
    words: tuple[str, ...]

    @classmethod
    def of(cls, text: str) -> "Doc":
        f = fold(text)
        return _tuple(cls, (text, f, tuple(words(f))))


_tuple = tuple.__new__  # (a Doc made in one C call: one is made for each distinct string of a check)


def doc(text: str) -> Doc:
    """The reading of ``text``: made once per check (afresh outside one)."""
    memo = ACTIVE.get()
    if memo is None:
        return Doc.of(text)
    d = memo.docs.get(text)
    if d is None:
        d = memo.docs[text] = Doc.of(text)
    return d  # type: ignore[return-value]


def folded_of(text: str) -> str:
    """``fold(text)``, once per check."""
    return doc(text).folded


def words_of(text: str) -> list[str]:
    """``words(fold(text))``, once per check (a fresh list: the caller may change it)."""
    memo = ACTIVE.get()
    if memo is None:
        return words(fold(text))
    d = memo.docs.get(text)
    if d is None:  # (the first reading: its own list is the caller's)
        f = fold(text)
        out = words(f)
        memo.docs[text] = _tuple(Doc, (text, f, tuple(out)))
        return out
    return list(d.words)  # type: ignore[attr-defined]
