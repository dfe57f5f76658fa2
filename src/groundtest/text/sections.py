"""The list items under a heading that says something of them, found in one pass.

An answer writes a heading or a lead-in line ("**Previous rates (from 1 March 2025)**", "### الممنوعات", "Fees:") and
lists items under it; what the heading says (that the values are old, that the things are forbidden) is said of each
item. :func:`items_under` walks the lines once, beside the sentences' starts, and returns the sentences on item lines
under a heading the caller's test accepts. A non-item line that says something else ends the heading's reach.
"""
from __future__ import annotations

import re
from collections.abc import Callable

#: a line that heads what follows: a Markdown heading, a line bold only (its source's citation markers after it:
#: "**الممنوعات** [2]", "**What's not allowed** [1][2]"), or a line ending in a colon
HEAD_LINE = re.compile(r"^\s*(?:#{1,6}\s+\S.*|(?:\*\*|__)[^\n]{1,100}?(?:\*\*|__)\s*(?:\[\d{1,2}\]\s*)*:?\s*|[^\n|]{1,100}:\s*(?:\*\*|__)?\s*)$")


def items_under(text: str, starts: "list[int]", says: Callable[[str], bool], item_line: "re.Pattern[str]") -> frozenset[int]:
    """The indexes of the sentences (by their ``starts`` in ``text``, in order) on the lines ``item_line`` matches under
    a heading line (:data:`HEAD_LINE`) that ``says`` accepts. Linear: one pass over the lines and the starts."""
    out: set[int] = set()
    k, n = 0, len(starts)
    pos, under = 0, False
    while k < n and pos <= len(text):
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        line = text[pos:end]
        item = item_line.match(line) is not None  # an item keeps the heading's reading
        if not item and HEAD_LINE.match(line):
            under = says(line)
        elif not item and line.strip():
            under = False
        while k < n and starts[k] <= end:
            if under and item and starts[k] >= pos:
                out.add(k)
            k += 1
        pos = end + 1
    return frozenset(out)
