"""Framework adapters: a LangChain Runnable, a LlamaIndex query engine or a Haystack pipeline behind
the target protocol ``run`` uses. Each returns an :class:`Adapter` answering ``{response, context}``
(the context the framework retrieved), imported lazily; a missing framework raises MissingExtra."""
from __future__ import annotations

import importlib
from typing import Any, Callable

from ...errors import MissingExtra
from ...model import DocumentError, document_chunk, query_text
from ..targets import FunctionTarget, TargetError

#: where an answer sits in a dict a chain returns, in this order
ANSWER_KEYS = ("answer", "result", "output", "response", "text", "output_text")
#: where the retrieved documents sit, in this order
CONTEXT_KEYS = ("context", "source_documents", "documents", "docs", "source_nodes")


class Adapter(FunctionTarget):
    """A framework's pipeline as a target: ``adapter(payload)`` → ``{response, context}``; also
    usable wherever ``run_cases``/``run_file`` take a target."""

    def __init__(self, name: str, fn: Callable[[dict[str, Any]], dict[str, Any]]):
        super().__init__(fn)
        self.name = name

    def __call__(self, payload: dict[str, Any]) -> dict[str, Any]:
        return self.fn(payload)

    def __repr__(self) -> str:
        return f"<groundtest {self.name} target>"


def require(module: str, package: str, extra: str, what: str) -> Any:
    """Import ``module`` or raise MissingExtra naming the pip extra."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise MissingExtra(package, extra, what) from None


def query_of(payload: dict[str, Any]) -> str:
    """The user's words of the payload's query (every user turn of a chat joined)."""
    q = payload.get("query")
    if not isinstance(q, (str, list)):
        raise TargetError(f"payload: expected a query string or chat turns, got {type(q).__name__}")
    return query_text(q)


def text_of(value: Any, where: str) -> str:
    """An answer as text: a string, a chat message's content, or an object's ``text``/``content``."""
    if isinstance(value, str):
        return value
    for attr in ("content", "text", "data"):
        inner = getattr(value, attr, None)
        if isinstance(inner, str):
            return inner
        if isinstance(inner, list):  # content blocks of a chat message
            parts = [p if isinstance(p, str) else p.get("text", "") for p in inner if isinstance(p, (str, dict))]
            return "".join(parts)
    raise TargetError(f"{where}: expected text or a message, got {type(value).__name__}")


def first_key(out: dict[str, Any], key: str | None, keys: tuple[str, ...], what: str, flag: str) -> str | None:
    """``key`` when given (it must be there), else the first of ``keys`` present; None when absent."""
    if key is not None:
        if key not in out:
            raise TargetError(f"the output has no {key!r} (keys: {', '.join(map(str, out))}); set {flag}")
        return key
    found = next((k for k in keys if k in out), None)
    if found is None and what == "answer":
        raise TargetError(f"no answer in the output (keys: {', '.join(map(str, out))}); set {flag}")
    return found


def chunk_dict(doc: Any, i: int, where: str) -> dict[str, Any] | None:
    """A framework document as a ``{title, text, status}`` chunk through the one conversion
    (:func:`groundtest.model.document_chunk`: title and status from its metadata); None when it is not one."""
    try:
        chunk = document_chunk(doc, i)
    except DocumentError as exc:
        raise TargetError(f"{where}.{i}: {exc}") from None
    return None if chunk is None else chunk.to_dict()
