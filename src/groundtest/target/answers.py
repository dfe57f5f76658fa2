"""What a system under test answered: the :class:`Answer`, the one error a call raises
(:class:`TargetError`), and reading an answer out of a JSON body or a command's output. Shared by
the targets (:mod:`.targets`) and the live-retrieval reader (:mod:`.retrieved`), below both."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence, cast

from ..errors import UsageError
from ..jsonin import clean_text
from ..masking import cut, mask

#: where the answer sits in a JSON body unless ``--response-path`` says otherwise
DEFAULT_PATH: tuple[str, ...] = ("response",)


@dataclass(frozen=True, slots=True)
class Answer:
    """What the system under test said: the text and its own optional "can I answer?" flag."""

    text: str
    answerable: bool | None = None
    #: the context the system retrieved for itself, when its reply carried one (target/retrieved.py)
    context: list[Any] | None = None


class TargetError(Exception):
    """One failed call. ``retryable``: a connection error, 429, 5xx or a failed command."""

    def __init__(self, message: str, retryable: bool = False, retry_after: float | None = None):
        super().__init__(mask(message))  # an error body or stderr may echo a header's key
        self.retryable = retryable
        self.retry_after = retry_after


class Target(Protocol):
    """The system under test: ``call`` returns an :class:`Answer` or raises :class:`TargetError`."""

    def call(self, payload: dict[str, Any], timeout: float) -> Answer: ...

    def close(self) -> None: ...


# --- reading answers out of JSON ---------------------------------------------------------


def parse_path(spec: str, flag: str = "--response-path") -> tuple[str, ...]:
    """``a.b.0.c`` or ``a.b[0].c`` → segments; a digit segment indexes a list."""
    parts = tuple(p for p in re.sub(r"\[(-?\d+)\]", r".\1", spec.strip()).split("."))
    if not spec.strip() or any(not p for p in parts):
        raise UsageError(f"{flag}: expected keys separated by dots (e.g. data.answer or choices.0.text), got {spec!r}")
    return parts


def to_answer(value: Any, where: str = "response") -> Answer:
    """A string, ``{text, answerable}`` or ``{response: ...}`` → :class:`Answer`."""
    if isinstance(value, str):
        return Answer(clean_text(value))  # a lone surrogate could never be written as UTF-8
    if isinstance(value, dict) and "response" in value and "text" not in value:
        return to_answer(value["response"], f"{where}.response")
    if isinstance(value, dict) and isinstance(value.get("text"), str):
        flag = value.get("answerable")
        if flag is not None and not isinstance(flag, bool):
            raise TargetError(f"{where}.answerable: must be true, false or absent, got {_show(flag)}")
        return Answer(clean_text(value["text"]), flag)
    raise TargetError(f"{where}: expected a string or {{text, answerable}}, got {_show(value)}")


def follow(body: Any, path: Sequence[str], missing: Callable[[str, str, Any], str]) -> Any:
    """The value at ``path`` (keys, and digits that index a list) in a parsed JSON body; a missing
    step raises :class:`TargetError` with ``missing(step, where so far, value there)``."""
    value, seen = body, cast("list[str]", [])
    for seg in path:
        if isinstance(value, list) and re.fullmatch(r"-?\d+", seg) and -len(value) <= int(seg) < len(value):
            value = value[int(seg)]
        elif isinstance(value, dict) and seg in value:
            value = value[seg]
        else:
            raise TargetError(missing(seg, ".".join(seen), value))
        seen.append(seg)
    return value


def extract(body: Any, path: Sequence[str] = DEFAULT_PATH) -> Answer:
    """Follow ``path`` into a parsed JSON body and read the answer found there."""
    value = follow(body, path, lambda seg, where, v: f"no {seg!r} in {where or 'the body'} (keys: {_keys(v)}); "
                                                     "set --response-path")
    return to_answer(value, ".".join(path))


def _keys(value: Any) -> str:
    if isinstance(value, dict):
        return _short(", ".join(map(str, value)) or "none", 80)
    return f"a {type(value).__name__}"


def _show(value: Any) -> str:
    try:
        return _short(json.dumps(value))
    except (TypeError, ValueError):
        return _short(repr(value))


def _short(text: str, n: int = 200, *, cut_before: bool = False, cut_after: bool = False) -> str:
    """One line of at most ``n`` characters, secrets masked before it is cut (masking.cut)."""
    text = re.sub(r"[\x00-\x1f\x7f]+", " ", text)
    return cut(text.rstrip() if not cut_after else text, n, cut_before=cut_before, cut_after=cut_after).strip()



def parse_output(text: str, path: Sequence[str] | None = None) -> Answer:
    """A command's stdout: JSON at ``path`` when given; else ``{"response": ...}`` JSON or plain text."""
    if path is not None:
        try:
            return extract(json.loads(text), path)
        except (ValueError, RecursionError):
            raise TargetError(f"output is not JSON (--response-path needs JSON): {_short(text)}") from None
    stripped = text.strip()
    if stripped.startswith("{"):
        try:
            data = json.loads(stripped)
        except (ValueError, RecursionError):
            return Answer(stripped)
        if isinstance(data, dict) and "response" in data:
            return extract(data)
        raise TargetError(f"printed JSON without a 'response' field (keys: {_keys(data)}); "
                          "print plain text or {\"response\": ...}, or set --response-path")
    return Answer(stripped)
