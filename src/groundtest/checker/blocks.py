"""Blocks: the Markdown structure of a chat answer, read before anything is judged.

The sentence splitter already breaks a response at its lines; this step says what each
sentence *is* in the answer's layout (:func:`layout`), so the rules judge only claims:

- ``heading`` (``### Loan periods``, a line that is bold only) and ``lead-in`` (a line ending in
  a colon before a list or table: "Here's a quick side-by-side comparison:") are not claims,
  unless they state a value;
- a table's ``header`` row and its ``rule`` (``|---|---|``) are not claims;
- a table ``row`` is a claim whose subject is its first cell and whose attributes are the
  header's cells: ``| Annual fee | None |`` under ``| Feature | Classic |`` says "the Classic
  card's annual fee is none" (:class:`Row` keeps the cells and the header for the frames);
- ``bullet`` and ``text`` are claims as they stand.

Input: the response's sentences (text and offsets). Output: one :class:`Block` per sentence.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_HEADING = re.compile(r"^\s*#{1,6}\s")
_BOLD_LINE = re.compile(r"^\s*(?:\*\*|__)[^*_]{1,80}(?:\*\*|__)\s*:?\s*$")
_BULLET = re.compile(r"^\s*(?:[-*+•▪◦]|\d{1,2}[.)])\s+")
_MARKS = re.compile(r"\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)|`")
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D\u2B00-\u2BFF]")
#: the number a heading opens with to number the answer's own parts ("### 3️⃣ Fundraise", "### 2. Register", "**1) Apply**"):
#: a keycap emoji digit or a digit and its full stop or bracket — the layout's count, no figure of the world
_ENUMERATOR = re.compile(r"^\s*(?:#{1,6}\s+|\*\*|__)\s*(?:[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]\s*)*"
                         r"(?:\d{1,2}\ufe0f?\u20e3|\d{1,2}[.)](?=\s))")
#: a figure, in digits or words: a heading or lead-in that states one is a claim ("those two courses:")
_DIGIT = re.compile(r"\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
                    r"hundred|thousand|half|quarter|dozen)\b", re.I)


@dataclass(slots=True)
class Block:
    """What one sentence is in the answer's layout, and for a table row its cells and header."""

    kind: str  # heading | lead-in | header | rule | row | bullet | text
    cells: list[str] = field(default_factory=list)
    header: list[str] = field(default_factory=list)

    @property
    def claim(self) -> bool:
        """Whether the sentence can state a claim at all."""
        return self.kind not in ("heading", "lead-in", "header", "rule")


def is_heading(text: str) -> bool:
    """A Markdown heading or a line that is bold only (with a figure or not)."""
    return _HEADING.match(text) is not None or _BOLD_LINE.match(text) is not None


def cells(line: str) -> list[str]:
    """The cells of a Markdown table row, marks and emoji removed."""
    body = line.strip()
    if body.startswith("|"):
        body = body[1:]
    if body.endswith("|"):
        body = body[:-1]
    return [plain(c) for c in body.split("|")]


def plain(text: str) -> str:
    """Text without Markdown marks and emoji."""
    return _EMOJI.sub("", _MARKS.sub("", text)).strip()


def _is_row(text: str) -> bool:
    s = text.strip()
    return s.startswith("|") and s.count("|") >= 2


def layout(texts: list[str]) -> list[Block]:
    """One :class:`Block` per sentence text (in order)."""
    n = len(texts)
    out: list[Block] = []
    header: list[str] = []
    for k, t in enumerate(texts):
        nxt = texts[k + 1] if k + 1 < n else ""
        if _RULE.match(t):
            out.append(Block("rule"))
            continue
        if _is_row(t):
            if _RULE.match(nxt):
                header = cells(t)
                out.append(Block("header", header, []))
            else:
                out.append(Block("row", cells(t), header))
            continue
        header = [] if not _is_row(t) else header
        if (_HEADING.match(t) or _BOLD_LINE.match(t)) and not _DIGIT.search(_ENUMERATOR.sub("", t, count=1)):
            out.append(Block("heading"))
            continue
        body = plain(t) if ":" in t else t  # (plain only removes characters: no colon, no lead-in)
        if body.endswith(":") and not _DIGIT.search(body) and (not nxt or _BULLET.match(nxt) or _is_row(nxt)
                                                                   or _HEADING.match(nxt) or _BOLD_LINE.match(nxt)):
            out.append(Block("lead-in"))
            continue
        out.append(Block("bullet" if _BULLET.match(t) else "text"))
    return out


#: what a value column's header says its values are per ("Price per kWh", "Price per A4 page": a size code goes with its noun)
_PER = re.compile(r"\b(?:per|a|an|each)\s+(?:[a-z]*\d\w*\s+)?[a-z]+", re.I)


def row_claim(block: Block) -> str:
    """A table row read as a sentence: "<subject> <header cell> <cell> …" (for the frames)."""
    if not block.cells:
        return ""
    subject = block.cells[0]
    if len(block.header) <= 2:  # | Pet | Booster price |: the value column's header is an attribute of every row
        head = block.header[1] if len(block.header) == 2 else ""
        per = " ".join(_PER.findall(head))  # | Tariff | Price per kWh |: only what it is per, read into each row
        return " ; ".join(f"{subject} {c} {per}".rstrip() for c in block.cells[1:])
    return " ; ".join(f"{subject} {h} {c}" for h, c in zip(block.header[1:], block.cells[1:]))


#: a line of a list: "- …", "* …", "1. …"
_ITEM_LINE = re.compile(r"^\s*(?:[-*+•▪◦]|\d{1,2}[.)])\s+")
#: a line that heads what follows it: "### …", "**Basic seller**", "**For maternity leave** — **Tom Reid**", "Fees:"
_HEAD_LINE = re.compile(r"^\s*(?:#{1,6}\s+.{1,80}|(?:\*\*|__).{1,80}(?:\*\*|__)\s*:?|[^\n]{1,60}:)\s*$")
#: how many lines up a list item's heading is looked for
MAX_ITEMS_UNDER = 12


def heading_above(text: str, start: int) -> str:
    """The heading a list item at ``start`` of the response sits under ("**Basic seller**" over "- Final
    value fee: 9.5%"): the first line above it that is not an item of the list, when that line heads
    what follows and states no figure, or the one bold name of a short line that leads into the list
    ("**StoreSafe Riverside** sounds like the one for you"); else ""."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", start)
    if not _ITEM_LINE.match(text[ls:le if le >= 0 else len(text)]):
        return ""
    end = ls - 1
    for _ in range(MAX_ITEMS_UNDER):
        if end <= 0:
            return ""
        a = text.rfind("\n", 0, end) + 1
        line = text[a:end]
        end = a - 1
        if not line.strip() or _ITEM_LINE.match(line):
            continue  # a blank line or an item of the same list
        if _HEAD_LINE.match(line) and len(line.split()) <= 10:
            return "" if _DIGIT.search(_NAMED_NUMBER.sub(_name_kept, line)) else plain(line.strip().lstrip("#").strip().rstrip(":"))
        bold = _BOLD_SPAN.findall(line)  # "**StoreSafe Riverside** sounds like the one for you": the list is of it
        return plain(bold[0]) if len(bold) == 1 and len(line.split()) <= 15 and not _DIGIT.search(bold[0]) else ""
    return ""


#: a number that is part of a name ("About Level 2, for reference:", "Zone 1 prices:"): a capitalised word and a small
#: number after it, no figure of a quantity — the heading still names what the items under it are about
_NAMED_NUMBER = re.compile(r"\b([A-Z][a-z]+)\s+\d{1,2}\b(?![\d.:%\u2013-]|,\d|\s*(?:[a-z]+s|am|pm)\b)")
_NOT_NAMES = frozenset("""about around over under from up only just for in at by within after before until the a an
    and or of to on with per each every all any some no not is are was were be day days week weeks month months year
    years hour hours minute minutes""".split())


def _name_kept(m: "re.Match[str]") -> str:
    """A name's number blanked out ("Level 2" → "Level"), a figure after a function word kept ("About 2")."""
    return m.group(0) if m.group(1).lower() in _NOT_NAMES else m.group(1)


_BOLD_SPAN = re.compile(r"(?:\*\*|__)([^*_\n]{2,40})(?:\*\*|__)")


def sections_after(blocks: "list[Block]", leads: "list[bool]") -> "list[int]":
    """For each sentence that leads in (``leads``: it ends with a colon) right above a heading, how many headings follow
    it in the response: what "There are two kinds of late charges:" counts when each kind is a section of its own."""
    out = [0] * len(blocks)
    n = 0  # headings from k + 1 on, read backwards
    for k in range(len(blocks) - 1, -1, -1):
        if leads[k] and k + 1 < len(blocks) and blocks[k + 1].kind == "heading":
            out[k] = n
        if blocks[k].kind == "heading":
            n += 1
    return out


def items_after(blocks: "list[Block]", starts_line: "list[bool]") -> "list[int]":
    """For each sentence, how many list items or table rows follow it directly (a header and
    its rule skipped; a sentence that goes on an item's line is part of that item): what "those
    two courses" or "with four devices:" counts when the list is the answer's own."""
    out = [0] * len(blocks)
    n = 0  # items from k + 1 on, read backwards
    pending = 0
    for k in range(len(blocks) - 1, -1, -1):
        out[k] = n
        kind = blocks[k].kind
        if kind in ("bullet", "row") and starts_line[k]:
            pending += 1
            n = pending
        elif kind in ("header", "rule") or not starts_line[k]:
            n = pending  # inside the list: a continuation, or the table's head
        else:
            pending = 0
            n = 0
    return out

