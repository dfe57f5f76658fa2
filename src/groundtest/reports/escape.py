"""Untrusted text (model output, context, ids) made safe for each report format."""
from __future__ import annotations

import re

from ..masking import cut

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_BAD_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
#: Markdown/HTML markup, plus ``.`` and ``:`` so bare URLs and domains are not autolinked
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>#+!|~&$.:])")


def plain(text: str, limit: int | None = None) -> str:
    """One terminal line: no control or bidi characters, cut to ``limit`` characters."""
    text = _CONTROL.sub("\ufffd", text.replace("\n", " ").replace("\t", " "))
    return text if limit is None or len(text) <= limit else cut(text, limit)  # masked, then cut


def md_inline(text: str, limit: int | None = None) -> str:
    """Inline Markdown text that renders literally: no links, HTML, tables broken, or pings."""
    return _MD_SPECIAL.sub(r"\\\1", plain(text, limit)).replace("@", "@\u200b")


def md_cell(text: str) -> str:
    """Our own text in a Markdown table cell: pipes escaped, one line."""
    return text.replace("|", "\\|").replace("\n", " ")


def xml_safe(text: str) -> str:
    """Drop characters XML 1.0 cannot carry (ElementTree escapes the rest)."""
    return _BAD_XML.sub("\ufffd", text)
