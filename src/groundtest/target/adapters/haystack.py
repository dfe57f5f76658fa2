"""``groundtest.target.haystack(pipeline)``: a Haystack pipeline as a target. The query goes to every
open input named ``query``/``question`` (or as ``inputs(query)`` says); the answer is a generator's
``replies`` (or an answer builder's ``answers``), the context the ``documents`` a component produced
(the retriever's, or ``documents_from``'s)."""
from __future__ import annotations

from typing import Any, Callable

from ..targets import TargetError
from . import Adapter, chunk_dict, query_of, require, text_of

#: open pipeline inputs that receive the query unless ``inputs`` says otherwise
QUERY_SOCKETS = ("query", "question", "user_query")


def haystack(pipeline: Any, *, inputs: Callable[[str], dict[str, Any]] | None = None,
             answer_from: str | None = None, documents_from: str | None = None) -> Adapter:
    """The target for ``pipeline``. ``inputs``: builds ``pipeline.run``'s data from the query;
    ``answer_from`` / ``documents_from``: the component whose ``replies``/``answers`` and ``documents``
    to read (default: the one that has them; the last such component when several do)."""
    require("haystack", "haystack-ai", "haystack", "groundtest.target.haystack")
    for attr in ("run", "inputs", "outputs"):
        if not callable(getattr(pipeline, attr, None)):
            raise TypeError(f"groundtest.target.haystack: expected a Haystack Pipeline, got {type(pipeline).__name__}")
    produced = pipeline.outputs(True)
    doc_components = [name for name, socks in produced.items() if "documents" in socks]
    if documents_from is not None and documents_from not in doc_components:
        raise ValueError(f"documents_from={documents_from!r}: no component of that name outputs documents "
                         f"(those that do: {', '.join(doc_components) or 'none'})")

    def data_for(q: str) -> dict[str, Any]:
        if inputs is not None:
            return inputs(q)
        data = {comp: {s: q for s in socks if s in QUERY_SOCKETS} for comp, socks in pipeline.inputs().items()}
        data = {comp: d for comp, d in data.items() if d}
        if not data:
            raise TargetError("the pipeline has no open 'query' or 'question' input; pass inputs=lambda q: {...}")
        return data

    def call(payload: dict[str, Any]) -> dict[str, Any]:
        out = pipeline.run(data_for(query_of(payload)), include_outputs_from=set(doc_components) or None)
        return reply_of(out, answer_from, documents_from or (doc_components[-1] if doc_components else None))

    return Adapter("haystack", call)


def reply_of(out: dict[str, Any], answer_from: str | None, documents_from: str | None) -> dict[str, Any]:
    """``pipeline.run``'s output as ``{response, context?}``."""
    names = [answer_from] if answer_from else [n for n, o in out.items() if "answers" in o or "replies" in o]
    if not names or names[-1] not in out:
        raise TargetError(f"no component's 'replies' or 'answers' in the pipeline's output "
                          f"(components: {', '.join(out) or 'none'}); set answer_from=")
    produced = out[names[-1]]
    items = produced.get("answers") or produced.get("replies") or []
    if not items:
        raise TargetError(f"{names[-1]}: no replies")
    reply: dict[str, Any] = {"response": text_of(items[0], f"{names[-1]}'s first reply")}
    docs = getattr(items[0], "documents", None)  # a GeneratedAnswer carries its documents
    if not docs and documents_from and documents_from in out:
        docs = out[documents_from].get("documents")
    if docs is not None:
        reply["context"] = [_chunk(d, i) for i, d in enumerate(docs)]
    return reply


def _chunk(doc: Any, i: int) -> dict[str, Any]:
    chunk = chunk_dict(doc, i, "documents") if isinstance(getattr(doc, "content", None), str) else None
    if chunk is None:
        raise TargetError(f"documents: expected Documents with text content, got {type(doc).__name__}")
    return chunk
