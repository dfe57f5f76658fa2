"""One reading of each text per check: a memo keyed by the string, alive for one ``check()`` and dropped after.

A response's sentences, each context sentence and the query reach many steps of the checker, and each step
used to fold, tokenise and look them up again (``bench/text_visits.py`` counts the repeats). Inside
:func:`scope` a step asks :func:`once` for a reading of a text (its folded form, its tokens, its values …)
and gets the one the check already made; outside any scope :func:`once` computes it afresh, as before.

The memo is explicit and bounded: :func:`scope` opens it (a check opens one; a scope opened inside another
reuses it), its readings are kept for that check alone, and closing the outermost scope drops them, so
memory stays flat over a stream of cases. Only values nobody changes are kept (strings, tuples, frozen
objects): a caller gets the same object each time.
"""
from __future__ import annotations

from contextvars import ContextVar
from typing import Callable, TypeVar

__all__ = ["ACTIVE", "Texts", "active", "once", "scope"]

T = TypeVar("T")


class Texts:
    """The readings of one check: for each kind of reading (a function), its result per string; ``docs``, the
    checker's :class:`groundtest.checker.doc.Doc` per string (the hottest reading, looked up directly)."""

    __slots__ = ("kinds", "docs")

    def __init__(self) -> None:
        self.kinds: dict[Callable, dict[str, object]] = {}
        self.docs: dict[str, object] = {}

    def __len__(self) -> int:
        return sum(len(m) for m in self.kinds.values()) + len(self.docs)

    def clear(self) -> None:
        self.kinds.clear()
        self.docs.clear()


_ACTIVE: ContextVar["Texts | None"] = ContextVar("groundtest_texts", default=None)
ACTIVE = _ACTIVE  # (read directly by the hottest readings: .checker.doc)


def active() -> "Texts | None":
    """The memo of the check running in this context, or None outside one."""
    return _ACTIVE.get()


class scope:
    """Keep one reading of each text until the outermost scope closes (one per check): ``with scope() as texts``.

    (A class, not a generator context manager: a check opens two, one inside the other.)"""

    __slots__ = ("memo", "token")

    def __init__(self) -> None:
        self.memo: Texts | None = None
        self.token = None

    def __enter__(self) -> Texts:
        memo = _ACTIVE.get()
        if memo is not None:  # a scope inside another: the same check
            return memo
        self.memo = memo = Texts()
        self.token = _ACTIVE.set(memo)  # type: ignore[assignment]
        return memo

    def __exit__(self, *exc: object) -> None:
        if self.memo is not None:
            _ACTIVE.reset(self.token)  # type: ignore[arg-type]
            self.memo.clear()
            self.memo = None


def once(fn: Callable[[str], T], text: str) -> T:
    """``fn(text)``, computed once per check for each string (``fn`` must be pure and its result left unchanged)."""
    memo = _ACTIVE.get()
    if memo is None:
        return fn(text)
    seen = memo.kinds.get(fn)
    if seen is None:
        seen = memo.kinds[fn] = {}
    hit = seen.get(text, seen)
    if hit is seen:
        hit = seen[text] = fn(text)
    return hit  # type: ignore[return-value]
