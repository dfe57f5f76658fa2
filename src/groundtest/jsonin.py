"""Parsing one JSON document or line from an input file, strictly (RFC 8259) and without internal errors.

``json.loads`` alone accepts ``NaN``/``Infinity`` (not JSON), turns ``1e400`` into infinity,
raises a bare ``ValueError`` for an integer of over 4,300 digits, a ``RecursionError`` for
deep nesting, and returns strings holding lone surrogates (``"\\ud800"``) that cannot be
written back as UTF-8. :func:`loads` raises :class:`BadJSON` (a ``ValueError``) with a
one-line message for each, so every reader reports ``FILE:LINE: message`` and exits 2.

The extra checks cost nothing on ordinary lines: floats are checked as they are parsed, and the
walk over the parsed value runs only when a regex scan finds a ``\\uDxxx`` escape or
there are more brackets than the depth allowed.
"""
from __future__ import annotations

import json
import re
from typing import Any

#: deepest nesting accepted in an input value (a case is about 4 deep)
MAX_DEPTH = 100

_SURROGATE = re.compile("[\ud800-\udfff]")
#: a \uDxxx escape, found in one regex scan (two substring tests are 3x slower on lines full of backslashes)
_ESCAPED_SURROGATE = re.compile(r"\\u[dD]")


class BadJSON(ValueError):
    """An input line that is not strict JSON we can carry; ``msg`` says why, ``colno`` where (or 0)."""

    def __init__(self, msg: str, colno: int = 0, lineno: int | None = None):
        super().__init__(msg)
        self.msg, self.colno, self.lineno = msg, colno, lineno

    def __str__(self) -> str:
        return f"{self.msg} (column {self.colno})" if self.colno else self.msg


def _constant(name: str) -> Any:
    raise BadJSON(f"{name} is not a JSON number (RFC 8259)")


def _float(text: str) -> float:
    value = float(text)
    if value in (_INF, -_INF):
        raise BadJSON(f"a number out of range ({text[:40]})")
    return value


_INF = float("inf")
_DECODER = json.JSONDecoder(parse_constant=_constant, parse_float=_float)


def loads(text: str | bytes, *, surrogates: bool = False) -> Any:
    """Parse ``text`` as strict JSON; raise :class:`BadJSON` naming the problem. ``surrogates``:
    accept lone surrogates (a results file may carry a judge's reply as it came)."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    try:
        value = _DECODER.decode(text)
    except BadJSON:
        raise
    except json.JSONDecodeError as exc:
        raise BadJSON(f"not valid JSON: {exc.msg}", exc.colno, exc.lineno) from None
    except RecursionError:
        raise BadJSON(f"nested too deeply (more than {MAX_DEPTH} levels of lists and objects)") from None
    except ValueError as exc:  # int(s) over sys.get_int_max_str_digits()
        if "digits" in str(exc):
            raise BadJSON("a number with too many digits (over 4300)") from None
        raise BadJSON(f"not valid JSON: {exc}") from None
    if _ESCAPED_SURROGATE.search(text) is not None and not surrogates or text.count("[") + text.count("{") > MAX_DEPTH:
        _walk(value, surrogates)
    return value


def _walk(value: Any, surrogates: bool = False) -> None:
    """Reject nesting deeper than MAX_DEPTH, non-finite numbers and lone surrogates (iteratively)."""
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, str):
            m = None if surrogates else _SURROGATE.search(v)
            if m:
                raise BadJSON(f"a lone surrogate \\u{ord(m.group()):04x} in a string (not valid Unicode)")
        elif isinstance(v, float):
            if v != v or v in (float("inf"), float("-inf")):
                raise BadJSON("a number out of range (not finite)")
        elif isinstance(v, (list, dict)):
            if depth > MAX_DEPTH:
                raise BadJSON(f"nested too deeply (more than {MAX_DEPTH} levels of lists and objects)")
            items = v.items() if isinstance(v, dict) else enumerate(v)
            for k, item in items:
                if isinstance(k, str):
                    stack.append((k, depth))
                stack.append((item, depth + 1))


def clean_text(text: str) -> str:
    """``text`` with any lone surrogate replaced by U+FFFD (for replies from targets and judges)."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text
