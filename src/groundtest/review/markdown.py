"""A small, safe Markdown renderer for responses, that keeps the highlights on their characters.

Chat answers are Markdown: paragraphs, bullet and numbered lists, headings, tables, fenced code,
``**bold**``, ``*italic*`` and `` `code` ``. This renders those and nothing else: no raw HTML (a
``<b>`` in the text is shown as text), no links or images (``[text](url)`` stays text: no URL from
a response ever reaches an attribute), every character escaped. The syntax characters (``- ``,
``| ``, ``**``) are dropped and every other character of the source is written once, in order,
inside the ``<mark>`` of the highlight :class:`~.highlight.Segment` that covers it — so a mark on
``$5`` in ``| fee | **$5** |`` lands on ``$5`` in the table cell. Tags are closed and reopened at
every boundary, so the markup is always well formed.
"""
from __future__ import annotations

import html
import re
from typing import Iterable, Sequence

from .highlight import Segment

_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+")
_ITEM = re.compile(r"^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+")
_RULE = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_TABLE_SEP = re.compile(r"^[ \t]*\|?[ \t]*:?-{1,}:?[ \t]*(\|[ \t]*:?-{1,}:?[ \t]*)*\|?[ \t]*$")
_INLINE = re.compile(r"\*\*|__|\*|_|`")


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


class _Marks:
    """Which highlight covers each character: (marks, title) per offset, from the segments."""

    def __init__(self, segs: Sequence[Segment]):
        self.at: list[tuple[tuple[str, ...], str]] = []
        for s in segs:
            self.at.extend([(s.marks, s.title)] * len(s.text))

    def of(self, i: int) -> tuple[tuple[str, ...], str]:
        return self.at[i] if 0 <= i < len(self.at) else ((), "")


class _Writer:
    """Characters of the source written with their style (strong/em/code) and their highlight."""

    def __init__(self, marks: _Marks):
        self.marks = marks
        self.out: list[str] = []
        self.style: tuple[str, ...] = ()
        self.mark: tuple[tuple[str, ...], str] = ((), "")

    def _close_mark(self) -> None:
        if self.mark[0]:
            self.out.append("</mark>")
        self.mark = ((), "")

    def _set_style(self, style: tuple[str, ...]) -> None:
        if style == self.style:
            return
        self._close_mark()
        for tag in reversed(self.style):
            self.out.append(f"</{tag}>")
        for tag in style:
            self.out.append(f"<{tag}>")
        self.style = style

    def char(self, text: str, i: int, style: tuple[str, ...]) -> None:
        self._set_style(style)
        m = self.marks.of(i)
        if m != self.mark:
            self._close_mark()
            if m[0]:
                self.out.append(f'<mark class="{_esc(" ".join(m[0]))}" title="{_esc(m[1])}">')
            self.mark = m
        self.out.append(_esc(text[i]))

    def raw(self, markup: str) -> None:
        """A tag of the block structure: every inline tag is closed first."""
        self._set_style(())
        self._close_mark()
        self.out.append(markup)

    def html(self) -> str:
        self.raw("")
        return "".join(self.out)


def _inline(w: _Writer, text: str, start: int, end: int, code: bool = False) -> None:
    """``text[start:end]`` with ``**strong**``, ``*em*`` and `` `code` ``; an unmatched marker is text."""
    if code:  # inside <pre><code>: as written
        for i in range(start, end):
            w.char(text, i, ())
        return
    # pair the markers first: only a marker with a partner on the same range is syntax
    tokens = [(m.start(), m.group(0)) for m in _INLINE.finditer(text, start, end)]
    syntax: dict[int, tuple[int, str]] = {}  # position → (length, tag toggled)
    open_at: dict[str, int] = {}
    i = 0
    while i < len(tokens):
        pos, tok = tokens[i]
        if tok == "`":
            close = next((j for j in range(i + 1, len(tokens)) if tokens[j][1] == "`"), None)
            if close is not None:
                syntax[pos] = (1, "code")
                syntax[tokens[close][0]] = (1, "code")
                i = close + 1
                continue
        elif tok in ("_", "__") and _in_word(text, pos, len(tok), start, end):
            pass  # snake_case and 2_000 are text
        elif tok in open_at:
            syntax[open_at.pop(tok)] = (len(tok), "strong" if len(tok) == 2 else "em")
            syntax[pos] = (len(tok), "strong" if len(tok) == 2 else "em")
        else:
            open_at[tok] = pos
        i += 1
    style: list[str] = []
    i = start
    while i < end:
        if i in syntax:
            n, tag = syntax[i]
            if tag in style:
                style.remove(tag)
            else:
                style.append(tag)
            i += n
            continue
        w.char(text, i, tuple(style))
        i += 1


def _in_word(text: str, pos: int, n: int, start: int, end: int) -> bool:
    before = text[pos - 1] if pos > start else " "
    after = text[pos + n] if pos + n < end else " "
    return before.isalnum() and after.isalnum()


def _lines(text: str) -> list[tuple[int, int]]:
    """(start, end) of every line, without its newline."""
    out, pos = [], 0
    for line in text.split("\n"):
        out.append((pos, pos + len(line)))
        pos += len(line) + 1
    return out


def _cells(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The cells of a table row ``text[a:b]``: ranges between unescaped pipes, trimmed."""
    line = text[a:b]
    s, e = 0, len(line)
    while s < e and line[s] in " \t":
        s += 1
    while e > s and line[e - 1] in " \t":
        e -= 1
    if s < e and line[s] == "|":
        s += 1
    if e > s and line[e - 1] == "|" and (e < 2 or line[e - 2] != "\\"):
        e -= 1
    cells, cell_start = [], s
    for i in range(s, e):
        if line[i] == "|" and (i == 0 or line[i - 1] != "\\"):
            cells.append((cell_start, i))
            cell_start = i + 1
    cells.append((cell_start, e))
    out = []
    for cs, ce in cells:
        while cs < ce and line[cs] in " \t":
            cs += 1
        while ce > cs and line[ce - 1] in " \t":
            ce -= 1
        out.append((a + cs, a + ce))
    return out


def render(text: str, segs: Iterable[Segment] | None = None) -> str:
    """``text`` as safe HTML from its Markdown, the highlights of ``segs`` (which cut ``text``) kept."""
    w = _Writer(_Marks(list(segs or [])))
    lines = _lines(text)
    i = 0
    para: list[tuple[int, int]] = []

    def flush() -> None:
        if para:
            w.raw("<p>")
            for k, (a, b) in enumerate(para):
                if k:
                    w.raw("<br>")
                _inline(w, text, a, b)
            w.raw("</p>")
            para.clear()

    while i < len(lines):
        a, b = lines[i]
        line = text[a:b]
        if not line.strip():
            flush()
            i += 1
            continue
        fence = _FENCE.match(line)
        if fence:
            flush()
            close = next((j for j in range(i + 1, len(lines)) if text[lines[j][0]:lines[j][1]].strip().startswith(fence.group(1))), None)
            body = lines[i + 1:close if close is not None else len(lines)]
            w.raw("<pre><code>")
            for k, (ca, cb) in enumerate(body):
                if k:
                    w.raw("\n")
                _inline(w, text, ca, cb, code=True)
            w.raw("</code></pre>")
            i = (close if close is not None else len(lines) - 1) + 1
            continue
        if "|" in line and i + 1 < len(lines) and _TABLE_SEP.match(text[lines[i + 1][0]:lines[i + 1][1]]) \
                and "-" in text[lines[i + 1][0]:lines[i + 1][1]]:
            flush()
            w.raw('<table class="md"><thead><tr>')
            for ca, cb in _cells(text, a, b):
                w.raw("<th>")
                _inline(w, text, ca, cb)
                w.raw("</th>")
            w.raw("</tr></thead><tbody>")
            i += 2
            while i < len(lines) and "|" in text[lines[i][0]:lines[i][1]] and text[lines[i][0]:lines[i][1]].strip():
                w.raw("<tr>")
                for ca, cb in _cells(text, *lines[i]):
                    w.raw("<td>")
                    _inline(w, text, ca, cb)
                    w.raw("</td>")
                w.raw("</tr>")
                i += 1
            w.raw("</tbody></table>")
            continue
        heading = _HEADING.match(line)
        if heading:
            flush()
            w.raw(f'<p class="md-h md-h{len(heading.group(1))}">')
            _inline(w, text, a + heading.end(), b - len(line) + len(line.rstrip(" \t#")))
            w.raw("</p>")
            i += 1
            continue
        if _RULE.match(line):
            flush()
            w.raw("<hr>")
            i += 1
            continue
        item = _ITEM.match(line)
        if item:
            flush()
            ordered = item.group(2)[0].isdigit()
            tag = "ol" if ordered else "ul"
            first = item.group(2)[:-1] if ordered else ""
            w.raw(f"<{tag}" + (f' start="{int(first)}"' if ordered and first.isdigit() and int(first) != 1 else "") + ">")
            while i < len(lines):
                a, b = lines[i]
                m = _ITEM.match(text[a:b])
                if not m or m.group(2)[0].isdigit() != ordered:
                    break
                depth = len(m.group(1).expandtabs(4)) // 2
                w.raw(f'<li class="md-d{min(depth, 3)}">' if depth else "<li>")
                _inline(w, text, a + m.end(), b)
                i += 1
                # continuation lines (indented, not an item) belong to the item
                while i < len(lines):
                    ca, cb = lines[i]
                    cont = text[ca:cb]
                    if not cont.strip() or _ITEM.match(cont) or not cont[:1].isspace():
                        break
                    w.raw("<br>")
                    _inline(w, text, ca + len(cont) - len(cont.lstrip()), cb)
                    i += 1
                w.raw("</li>")
            w.raw(f"</{tag}>")
            continue
        para.append((a + len(line) - len(line.lstrip(" \t")), b))
        i += 1
    flush()
    return w.html()


def render_segments(segs: Sequence[Segment]) -> str:
    """The text the segments cut, rendered (:func:`render`) with their highlights."""
    return render("".join(s.text for s in segs), segs)
