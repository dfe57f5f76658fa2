"""Where to highlight: the offending spans of a response and the support in its context.

Pure functions from text and findings to :class:`Segment` lists. Nothing here makes markup:
the pages escape every segment's text when they render it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..model import Finding
from ..text import split_sentences, straighten

#: mark names (CSS classes): offending spans in a response, support and values in a context
CRITICAL, MODERATE, SUPPORT, EXPECTED, CONFLICT = "critical", "moderate", "support", "expected", "conflict"

_WORD = re.compile(r"[^\W_]+(?:[.,][0-9]+)*", re.UNICODE)
_STOP = frozenset(
    """the and for are but not you your with this that from have has had was were will would can could
    should may might must our their them they its his her she him about into over than then there these
    those what when where which who whom why how all any each some such only also just more most other
    been being does did doing yes out off per via""".split()
)


@dataclass(frozen=True, slots=True)
class Span:
    """A character range of a text to mark, with a tooltip."""

    start: int
    end: int
    mark: str
    title: str = ""


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of text and the marks covering it (empty: plain text)."""

    text: str
    marks: tuple[str, ...] = ()
    title: str = ""


def find_all(text: str, needle: str) -> list[tuple[int, int]]:
    """Every place ``needle`` occurs in ``text``: case, quotes, dashes and spacing ignored; a needle
    that starts or ends with a letter or digit matches whole words only (``$15`` not in ``$150``)."""
    words = straighten(needle).split()
    if not words:
        return []
    pattern = r"\s+".join(re.escape(w) for w in words)
    if words[0][0].isalnum():
        pattern = r"(?<!\w)" + pattern
    if words[-1][-1].isalnum():
        pattern += r"(?!\w)"
    return [(m.start(), m.end()) for m in re.finditer(pattern, straighten(text), re.IGNORECASE)]


def find_value(text: str, value: str) -> list[tuple[int, int]]:
    """Places of ``value`` in ``text``: literal first, then by meaning (``thirty days`` for ``30 days``)
    when the value-matching module is there."""
    hits = find_all(text, value)
    if hits:
        return hits
    try:
        from ..text.matching import TextIndex
    except ImportError:  # pragma: no cover - matching ships with the core
        return []
    try:
        hit = TextIndex(text).find(value)
    except Exception:  # noqa: BLE001 - highlighting must never break a page
        return []
    start = getattr(hit, "start", -1) if hit is not None else -1
    raw = getattr(hit, "raw", "") or ""
    if start is None or start < 0 or not raw:
        return []
    return [(start, min(len(text), start + len(raw)))]


def segments(text: str, spans: Iterable[Span]) -> list[Segment]:
    """Cut ``text`` at every span edge; each piece carries the marks of the spans covering it."""
    spans = [s for s in spans if 0 <= s.start < s.end <= len(text)]
    if not spans:
        return [Segment(text)] if text else []
    cuts = sorted({0, len(text), *(s.start for s in spans), *(s.end for s in spans)})
    out: list[Segment] = []
    for a, b in zip(cuts, cuts[1:]):
        cover = [s for s in spans if s.start <= a and b <= s.end]
        marks = tuple(dict.fromkeys(s.mark for s in cover))
        title = "; ".join(dict.fromkeys(s.title for s in cover if s.title))
        if out and out[-1].marks == marks and out[-1].title == title:
            out[-1] = Segment(out[-1].text + text[a:b], marks, title)
        else:
            out.append(Segment(text[a:b], marks, title))
    return out


def finding_title(f: Finding) -> str:
    return f"{f.severity} {f.type}" + (f": {f.notes}" if f.notes else "")


def response_spans(response: str, findings: Sequence[Finding]) -> tuple[list[Span], list[Finding]]:
    """Spans of the findings found in the response, and the findings with no place in it
    (a missing value, or content the response does not contain)."""
    spans: list[Span] = []
    unplaced: list[Finding] = []
    sentences = None
    for f in findings:
        hits = [] if f.type == "missing_value" else find_all(response, f.content)
        if not hits and f.type != "missing_value" and f.sentence is not None:
            sentences = sentences if sentences is not None else split_sentences(response)
            if 0 <= f.sentence < len(sentences):
                hits = [(sentences[f.sentence].start, sentences[f.sentence].end)]
        if not hits:
            unplaced.append(f)
        mark = CRITICAL if f.severity == "critical" else MODERATE
        spans.extend(Span(a, b, mark, finding_title(f)) for a, b in hits)
    return spans, unplaced


def words(text: str) -> frozenset[str]:
    """Content words of a text (lower case, no stop words, digits always kept)."""
    return frozenset(
        w for w in (m.group(0).casefold() for m in _WORD.finditer(straighten(text)))
        if (len(w) > 2 and w not in _STOP) or any(ch.isdigit() for ch in w)
    )


def support_spans(chunk: str, response: str, *, min_shared: int = 2, min_ratio: float = 0.5) -> list[Span]:
    """Sentences of a context chunk that share enough content words with a sentence of the response."""
    said = [w for w in (words(s.text) for s in split_sentences(response)) if w]
    if not said:
        return []
    out = []
    for s in split_sentences(chunk):
        mine = words(s.text)
        if not mine:
            continue
        for r in said:
            shared = len(mine & r)
            if shared >= min_shared and shared / min(len(mine), len(r)) >= min_ratio:
                out.append(Span(s.start, s.end, SUPPORT, "supports the response"))
                break
    return out


def value_spans(chunk: str, expected: Iterable[str], forbidden: Iterable[str]) -> list[Span]:
    """Expected values (``must_include``, missing values) and forbidden ones in a context chunk."""
    out = [Span(a, b, EXPECTED, f"expected value: {v}") for v in expected for a, b in find_value(chunk, v)]
    out += [Span(a, b, CONFLICT, f"forbidden value: {v}") for v in forbidden for a, b in find_value(chunk, v)]
    return out
