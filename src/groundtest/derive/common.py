"""What every perturbation shares: the corpus, finding the supporting chunks, building a derived case."""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from ..text.matching import TextIndex, Value
from ..model import Case, Chunk

#: value kinds that can be changed to make a contradicting or superseded value
NUMERIC = frozenset({"money", "percent", "quantity", "number", "date", "time"})
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_RANGE_GAP = re.compile(r"\s*(?:-|\u2013|\u2014|to|or|and|through)\s*", re.I)


@dataclass
class Corpus:
    """Every source case, indexes of the texts seen (built once each) and the words of the corpus."""

    cases: list[Case]
    _indexes: dict[str, TextIndex] = field(default_factory=dict, repr=False)
    _words: set[str] | None = field(default=None, repr=False)
    _by_id: list[Case] | None = field(default=None, repr=False)

    def index(self, text: str) -> TextIndex:
        ix = self._indexes.get(text)
        if ix is None:
            ix = self._indexes[text] = TextIndex(text)
        return ix

    @property
    def by_id(self) -> list[Case]:
        """The source cases sorted by id (so choices never depend on file order)."""
        if self._by_id is None:
            self._by_id = sorted(self.cases, key=lambda c: c.id)
        return self._by_id

    @property
    def words(self) -> set[str]:
        """Lower-cased words of every chunk and query (for names that must exist nowhere)."""
        if self._words is None:
            words: set[str] = set()
            for c in self.cases:
                for text in [c.query_text, *(ch.text for ch in c.context), *(ch.title for ch in c.context)]:
                    words.update(w.lower() for w in _WORD.findall(text))
            self._words = words
        return self._words


def supporting(case: Case, corpus: Corpus) -> list[int]:
    """Indices of the chunks that state a ``must_include`` value (any alternative of any group)."""
    return [i for i, ch in enumerate(case.context)
            if any(corpus.index(ch.text).contains_any(g) for g in case.must_include)]


def key_value(case: Case, corpus: Corpus) -> tuple[int, int, Value] | None:
    """The first changeable value of the answer: ``(group index, chunk index, the value as written
    in that chunk)``. A ``must_include`` phrase counts when it contains a number
    (``5 to 7 business days``: its first number)."""
    for g, group in enumerate(case.must_include):
        for want in group:
            for i, chunk in enumerate(case.context):
                ix = corpus.index(chunk.text)
                hit = ix.find(want)
                if hit is None or hit.start < 0:
                    continue
                if hit.kind in NUMERIC and not in_range(ix, hit):
                    return g, i, hit
                inner = [v for v in ix.values if hit.start <= v.start and v.end <= hit.end and v.kind in NUMERIC]
                if len(inner) == 1 and not in_range(ix, inner[0]):
                    return g, i, inner[0]
    return None


def in_range(ix: TextIndex, v: Value) -> bool:
    """``v`` is one end of a range (``3 to 5 days``, ``9am-6pm``): changing it alone reads oddly."""
    for w in ix.values:
        if w.end <= v.start and _RANGE_GAP.fullmatch(ix.text, w.end, v.start):
            return True
        if v.end <= w.start and _RANGE_GAP.fullmatch(ix.text, v.end, w.start):
            return True
    return False


def flat(groups: list[list[str]]) -> list[str]:
    """Every alternative of every group, once, in order."""
    out: list[str] = []
    for g in groups:
        for v in g:
            if v not in out:
                out.append(v)
    return out


def query_text_of(query: str | list[dict[str, Any]]) -> str | None:
    """The text to perturb: the query string, or the last user turn of a chat."""
    if isinstance(query, str):
        return query
    users = [t for t in query if t.get("role", "user") == "user"]
    return str(users[-1]["content"]) if users else None


def with_query_text(query: str | list[dict[str, Any]], text: str) -> str | list[dict[str, Any]]:
    """``query`` with its perturbed text put back (the last user turn of a chat)."""
    if isinstance(query, str):
        return text
    turns = [dict(t) for t in query]
    last = max(i for i, t in enumerate(turns) if t.get("role", "user") == "user")
    turns[last]["content"] = text
    return turns


def make(source: Case, name: str, *, type: str, expect: str, context: list[Chunk] | None = None,
         query: Any = None, must_include: list[list[str]] | None = None,
         must_not_include: list[str] | None = None, **details: Any) -> Case:
    """A derived case: no response, ``meta.derived_from`` and ``meta.perturbation`` set."""
    return replace(
        source,
        id=f"{source.id}~{name}",
        type=type,
        expect=expect,
        query=source.query if query is None else query,
        context=list(source.context if context is None else context),
        context_is_text=source.context_is_text and context is None,
        response=None,
        answerable=None,
        response_is_object=False,
        must_include=[list(g) for g in (source.must_include if must_include is None else must_include)],
        must_not_include=list(must_not_include or []),
        tags=list(source.tags),
        meta={**source.meta, "derived_from": source.id, "perturbation": name, **details},
    )
