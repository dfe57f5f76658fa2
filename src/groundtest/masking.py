"""Masking secrets in everything groundtest writes or prints.

A secret is a value that came from a ``${VAR}`` in a flag (``run --header 'Authorization: Bearer
${OPENAI_API_KEY}'``: call :func:`register`), or the value of a known key variable in the
environment (:data:`KEY_VARS`, plus any variable named by ``--api-key-env``). :func:`mask`
replaces each with :data:`MASK`; it is applied where text leaves the process: files written
through ``outputs.AtomicWriter``, the run journal, the run store, the judge cache, and standard
output and error while :func:`masked_streams` is active (``cli.main``). A target or judge that
echoes a key back therefore never gets it written anywhere.
"""
from __future__ import annotations

import contextlib
import os
import re
import sys
from typing import Any, Iterator

MASK = "***"
#: environment variables that hold keys groundtest (or a judge it calls) reads
KEY_VARS = ("OPENAI_API_KEY", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_KEY", "ANTHROPIC_API_KEY", "HF_TOKEN",
            "HUGGING_FACE_HUB_TOKEN", "HUGGINGFACEHUB_API_TOKEN", "GROUNDTEST_API_KEY")
#: shorter values are not masked (they would mask ordinary words)
MIN_LENGTH = 6
#: a piece of a secret this long or longer left at a cut (the start of a secret at the end of a cut
#: text, or its end at the start of one) is masked too: a cut must not leave most of a key behind
MIN_PIECE = 8

_registered: set[str] = set()
_extra_vars: set[str] = set()
_cache: tuple[tuple | None, re.Pattern[str] | None] = (None, None)


def register(value: str) -> None:
    """Treat ``value`` (say, what a ``${VAR}`` expanded to) as a secret from now on."""
    if value and len(value) >= MIN_LENGTH:
        _registered.add(value)


def register_var(name: str) -> None:
    """Treat the value of environment variable ``name`` as a secret (``--api-key-env NAME``)."""
    if name:
        _extra_vars.add(name)


def secrets() -> list[str]:
    found = set(_registered)
    for name in (*KEY_VARS, *_extra_vars):
        value = os.environ.get(name)
        if value and len(value.strip()) >= MIN_LENGTH:
            found.add(value.strip())
    return sorted(found, key=len, reverse=True)


def refresh() -> None:
    """Read the key variables of the environment again (``cli.main`` does, once per command)."""
    global _cache
    _cache = (None, None)


def _pattern() -> re.Pattern[str] | None:
    """The compiled secrets; rebuilt when one is registered or after :func:`refresh` (reading the
    environment on every call would cost more than the masking)."""
    global _cache
    key = (len(_registered), len(_extra_vars))
    if key != _cache[0]:
        values = secrets()
        _cache = (key, re.compile("|".join(map(re.escape, values))) if values else None)
    return _cache[1]


def mask(text: str) -> str:
    """``text`` with every secret replaced by :data:`MASK`."""
    pattern = _pattern()
    if pattern is None or not isinstance(text, str):
        return text
    return pattern.sub(MASK, text)


def cut(text: str, n: int, *, cut_before: bool = False, cut_after: bool = False) -> str:
    """``text`` masked, then cut to ``n`` characters (``…`` marks a cut). Masking comes first, so a
    whole secret is masked even when the cut lands inside it, and a piece of a secret of
    :data:`MIN_PIECE` characters or more left at a cut edge is masked too. ``cut_before`` /
    ``cut_after``: ``text`` was already cut at its start / end (a read of the last or first bytes)."""
    if not isinstance(text, str):
        return text
    text = mask(text)
    if len(text) > n:
        text, cut_after, tail = text[: max(0, n - 1)], True, "…"
    else:
        tail = ""
    if cut_after or cut_before:
        text = mask_pieces(text, start=cut_before, end=cut_after)
    return text + tail


def mask_pieces(text: str, *, start: bool = False, end: bool = True) -> str:
    """``text`` with a secret's piece of :data:`MIN_PIECE` characters or more masked where a cut
    made it: a secret's beginning at the end of ``text`` (``end``), its ending at the start (``start``)."""
    for secret in secrets():
        longest = min(len(secret) - 1, len(text))
        if end:
            for k in range(longest, MIN_PIECE - 1, -1):
                if text.endswith(secret[:k]):
                    text = text[: len(text) - k] + MASK
                    break
        if start:
            for k in range(min(len(secret) - 1, len(text)), MIN_PIECE - 1, -1):
                if text.startswith(secret[-k:]):
                    text = MASK + text[k:]
                    break
    return text


_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s\"'<>]+", re.I)


def register_url(url: str | None) -> None:
    """Treat the password and the query values of ``url`` (a ``--base-url``, ``OPENAI_BASE_URL``
    or ``--target``) as secrets: an error that quotes the URL never shows them."""
    if not url:
        return
    from urllib.parse import parse_qsl, unquote, urlsplit

    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError:
        return
    if password:
        register(password)
        register(unquote(password))
    for _, value in parse_qsl(parts.query, keep_blank_values=False):
        register(value)


def safe_url(url: str) -> str:
    """``url`` without its user information and with its query values masked (what is stored)."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  (a bad port raises here)
    except ValueError:
        return MASK
    netloc = parts.netloc.rpartition("@")[2]
    query = "&".join(f"{k.partition('=')[0]}={MASK}" if "=" in k else k for k in parts.query.split("&")) if parts.query else ""
    return parts._replace(netloc=netloc, query=query, fragment="").geturl()


def safe_urls(text: str) -> str:
    """Every URL in ``text`` as :func:`safe_url` stores it."""
    return _URL.sub(lambda m: safe_url(m.group()), text) if "://" in text else text


def mask_obj(value: Any) -> Any:
    """Every string in a JSON-like value masked (keys too)."""
    if _pattern() is None:
        return value
    if isinstance(value, str):
        return mask(value)
    if isinstance(value, dict):
        return {mask(k) if isinstance(k, str) else k: mask_obj(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [mask_obj(v) for v in value]
    return value


_SURROGATE = re.compile("[\ud800-\udfff]")


class _MaskingStream:
    """A text stream that masks secrets (and escapes lone surrogates) in what is written to it."""

    def __init__(self, stream: Any):
        self._stream = stream

    def write(self, text: str) -> int:
        text = mask(text)
        if _SURROGATE.search(text):
            text = _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
        try:
            return self._stream.write(text)
        except OSError as exc:  # a full disk under "> file": cli names the stream
            exc.stream = getattr(self._stream, "name", None)  # type: ignore[attr-defined]
            raise

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as exc:
            exc.stream = getattr(self._stream, "name", None)  # type: ignore[attr-defined]
            raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def masked_streams() -> Iterator[None]:
    """Mask secrets in everything printed to stdout and stderr inside the block."""
    refresh()
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _MaskingStream(out), _MaskingStream(err)
    try:
        yield
    finally:
        if isinstance(sys.stdout, _MaskingStream):
            sys.stdout = out
        if isinstance(sys.stderr, _MaskingStream):
            sys.stderr = err
