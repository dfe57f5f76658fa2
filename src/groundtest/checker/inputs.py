"""Reading a context file and a response file for ``check`` and ``guard``, with located errors."""
from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..cases import parse_chunks
from ..errors import InputError, Problem
from ..infile import open_input
from ..jsonin import BadJSON, loads
from ..model import Chunk

#: what ``--context`` accepts, for messages
SHAPES = ("plain text; a JSON list of {title, text, status?} objects, strings or framework documents "
          "({page_content, metadata} as LangChain writes them, {content, meta} as Haystack does); or one such object")


def _read(path: str, what: str) -> str:
    p = Path(path)
    try:
        if path == "-" or p.is_fifo():  # standard input or a FIFO: bytes, decoded strictly like a file's
            with open_input(path, f"{what} file") as fh:
                raw = fh.read()
        else:
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
        data = loads(text)
    except BadJSON as exc:
        if not is_json_file and exc.msg.startswith("not valid JSON"):
            if stripped[:1] == "{":  # meant as a chunk object, most likely: say so rather than guess silently
                print(f"groundtest: warning: {path}: starts with '{{' but is {exc}; read as plain text "
                      f"(accepted: {SHAPES})", file=sys.stderr)
            return [Chunk("context", text)]
        raise InputError(Problem(path, exc.lineno, None, str(exc))) from None
    return chunks_from_json(data, path)


def chunks_from_json(data: Any, path: str) -> list[Chunk]:
    """Validate parsed JSON as chunks, naming the field of every problem."""
    if isinstance(data, str):
        return [Chunk("context", data)] if data.strip() else []
    items = [data] if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise InputError(Problem(path, None, None, f"expected a list of {{title, text}} chunks, got {type(data).__name__} (accepted: {SHAPES})"))
    found: Sequence[tuple[str | None, str]]  # (where, message); where None: the object itself
    chunks, found = parse_chunks(items, "")
    if isinstance(data, dict):  # one object: name its fields without the "[0]" of a list
        found = [(where.removeprefix("[0]").lstrip(".") or None, message) for where, message in found]
    problems = [Problem(path, None, where, message) for where, message in found]
    if problems and isinstance(data, dict):
        problems.append(Problem(path, None, None, f"a JSON object is read as one chunk; accepted: {SHAPES}"))
    if problems:
        raise InputError(problems)
    return chunks
