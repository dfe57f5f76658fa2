"""Reading a context file and a response file for ``check`` and ``guard``, with located errors."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ..errors import InputError, Problem
from ..model import Chunk

CHUNK_FIELDS = ("title", "text", "status", "id", "url", "source", "score", "meta")


def _read(path: str, what: str) -> str:
    if path == "-":
        return sys.stdin.read()
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise InputError(Problem(path, None, None, f"no such {what} file")) from None
    except IsADirectoryError:
        raise InputError(Problem(path, None, None, f"is a directory, not a {what} file")) from None
    except OSError as exc:
        raise InputError(Problem(path, None, None, f"cannot read: {exc.strerror}")) from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(Problem(path, line, None, f"not valid UTF-8 (byte 0x{raw[exc.start]:02x})")) from None


def read_response(path: str) -> str:
    """The response text from a file, or standard input for ``-``."""
    return _read(path, "response")


def read_context(path: str) -> list[Chunk]:
    """Chunks from a context file: plain text (one chunk), or JSON — a list of ``{title, text,
    status?}`` objects or strings, or one such object. A ``.json`` file must be valid JSON; any
    other file is JSON only if it parses as JSON and starts with ``[`` or ``{``."""
    text = _read(path, "context")
    stripped = text.lstrip()
    is_json_file = path.lower().endswith(".json")
    if not is_json_file and stripped[:1] not in ("[", "{"):
        return [Chunk("context", text)] if text.strip() else []
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        if not is_json_file:
            return [Chunk("context", text)]
        raise InputError(Problem(path, exc.lineno, None, f"not valid JSON: {exc.msg} (column {exc.colno})")) from None
    except RecursionError:
        raise InputError(Problem(path, None, None, "JSON nested too deeply to be a list of chunks")) from None
    return chunks_from_json(data, path)


def chunks_from_json(data: Any, path: str) -> list[Chunk]:
    """Validate parsed JSON as chunks, naming the field of every problem."""
    if isinstance(data, str):
        return [Chunk("context", data)] if data.strip() else []
    items = [data] if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise InputError(Problem(path, None, None, f"expected a list of {{title, text}} chunks, got {type(data).__name__}"))
    problems: list[Problem] = []
    chunks: list[Chunk] = []
    for i, c in enumerate(items):
        where = f"[{i}]"
        if isinstance(c, str):
            chunks.append(Chunk(f"[{i + 1}]", c))
            continue
        if not isinstance(c, dict):
            problems.append(Problem(path, None, where, "must be an object {title, text, status?} or a string"))
            continue
        for key in c:
            if key not in CHUNK_FIELDS:
                problems.append(Problem(path, None, f"{where}.{key}", "unknown chunk field"))
        text, title, status = c.get("text"), c.get("title", f"[{i + 1}]"), c.get("status", "current")
        if not isinstance(text, str):
            problems.append(Problem(path, None, f"{where}.text", "missing or not a string"))
        if not isinstance(title, str):
            problems.append(Problem(path, None, f"{where}.title", "must be a string"))
        if status not in ("current", "superseded"):
            problems.append(Problem(path, None, f"{where}.status", f"must be 'current' or 'superseded', got {status!r}"))
        if isinstance(text, str) and isinstance(title, str) and status in ("current", "superseded"):
            chunks.append(Chunk(title, text, status))
    if problems:
        raise InputError(problems)
    return chunks
