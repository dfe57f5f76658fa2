"""``groundtest.target.llamaindex(query_engine)``: a LlamaIndex query engine (or chat engine) as a
target: the answer is the response's text, the context its ``source_nodes``."""
from __future__ import annotations

from typing import Any

from ..targets import TargetError
from . import Adapter, chunk_dict, query_of, require


def llamaindex(engine: Any) -> Adapter:
    """The target for ``engine``: ``engine.query(query)`` (or ``engine.chat(query)`` for a chat engine)."""
    require("llama_index.core", "llama-index-core", "llamaindex", "groundtest.target.llamaindex")
    ask = getattr(engine, "query", None) or getattr(engine, "chat", None)
    if not callable(ask):
        raise TypeError(f"groundtest.target.llamaindex: expected a query engine or chat engine, got {type(engine).__name__}")

    def call(payload: dict[str, Any]) -> dict[str, Any]:
        return reply_of(ask(query_of(payload)))

    return Adapter("llamaindex", call)


def reply_of(response: Any) -> dict[str, Any]:
    """A LlamaIndex ``Response`` (or chat response) as ``{response, context}``."""
    if hasattr(response, "get_response") and getattr(response, "response", None) is None:
        response = response.get_response()  # a streaming response: drain it
    text = getattr(response, "response", None)
    if text is None:
        text = "" if hasattr(response, "response") else str(response)
    if not isinstance(text, str):
        raise TargetError(f"the response's text: expected a string, got {type(text).__name__}")
    context = []
    for i, n in enumerate(getattr(response, "source_nodes", None) or []):
        chunk = chunk_dict(n, i, "source_nodes")
        if chunk is None:
            raise TargetError(f"source_nodes: expected nodes, got a {type(getattr(n, 'node', n)).__name__}")
        context.append(chunk)
    return {"response": text, "context": context}
