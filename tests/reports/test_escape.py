"""Untrusted text made safe per format (``reports/escape.py``)."""
from __future__ import annotations

from groundtest.reports.escape import md_cell, md_inline, plain, xml_safe


def test_plain_is_one_line_without_control_or_bidi_characters() -> None:
    assert plain("a\nb\tc") == "a b c"
    assert plain("\x1b[31mred\x1b[0m") == "\ufffd[31mred\ufffd[0m"  # no terminal escapes
    assert plain("abc\u202edef") == "abc\ufffddef"  # no right-to-left override
    assert plain("abcdef", 4) == "abc…" and plain("abcd", 4) == "abcd"


def test_md_inline_renders_literally_and_pings_nobody() -> None:
    assert md_inline("[x](http://e.vil) <b>*y*</b> @team") == (
        r"\[x\]\(http\://e\.vil\) \<b\>\*y\*\</b\> @" + "\u200bteam")
    assert md_inline("a|b") == "a\\|b"


def test_md_cell_and_xml_safe() -> None:
    assert md_cell("a|b\nc") == "a\\|b c"
    assert xml_safe("ok\x00\x0b\ufffe\t\n") == "ok\ufffd\ufffd\ufffd\t\n"
