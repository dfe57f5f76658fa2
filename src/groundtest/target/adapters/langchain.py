"""``groundtest.target.langchain(runnable)``: a LangChain Runnable (an LCEL chain, a retrieval chain)
as a target. The chain is invoked with the query (or ``{input_key: query}``); its output is the answer
(a string or a message), or a dict holding the answer (``answer``, ``result``, ``output`` …) and the
source documents (``context``, ``source_documents`` …) it retrieved."""
from __future__ import annotations

from typing import Any

from ..targets import TargetError
from . import ANSWER_KEYS, CONTEXT_KEYS, Adapter, chunk_dict, first_key, query_of, require, text_of


def langchain(runnable: Any, *, input_key: str | None = None, answer_key: str | None = None,
              context_key: str | None = None) -> Adapter:
    """The target for ``runnable``. ``input_key``: invoke with ``{input_key: query}`` (e.g. ``"input"``
    for ``create_retrieval_chain``, ``"question"``) instead of the query string; ``answer_key`` /
    ``context_key``: where the answer and the documents are in a dict output."""
    runnables = require("langchain_core.runnables", "langchain-core", "langchain", "groundtest.target.langchain")
    if not isinstance(runnable, runnables.Runnable):
        raise TypeError(f"groundtest.target.langchain: expected a LangChain Runnable, got {type(runnable).__name__}")

    def call(payload: dict[str, Any]) -> dict[str, Any]:
        q = query_of(payload)
        return reply_of(runnable.invoke({input_key: q} if input_key else q), answer_key, context_key)

    return Adapter("langchain", call)


def reply_of(out: Any, answer_key: str | None = None, context_key: str | None = None) -> dict[str, Any]:
    """A chain's output as ``{response, context?}``."""
    if not isinstance(out, dict):
        return {"response": text_of(out, "the chain's output")}
    key = first_key(out, answer_key, ANSWER_KEYS, "answer", "answer_key=")
    reply: dict[str, Any] = {"response": text_of(out[key], f"the chain's {key!r}")}
    ckey = first_key(out, context_key, CONTEXT_KEYS, "context", "context_key=")
    if ckey is not None:
        reply["context"] = documents(out[ckey], ckey)
    return reply


def documents(docs: Any, where: str) -> list[Any]:
    """LangChain Documents (``page_content``, ``metadata``) as ``{title, text, status}`` chunks, the title
    and status from the metadata; strings and dicts as they are."""
    if not isinstance(docs, (list, tuple)):
        raise TargetError(f"the chain's {where!r}: expected a list of documents, got {type(docs).__name__}")
    out: list[Any] = []
    for i, d in enumerate(docs):
        if isinstance(d, (str, dict)):
            out.append(d)
        elif isinstance(getattr(d, "page_content", None), str):
            out.append(chunk_dict(d, i, where))
        else:
            raise TargetError(f"the chain's {where!r}: expected Documents, got a {type(d).__name__}")
    return out
