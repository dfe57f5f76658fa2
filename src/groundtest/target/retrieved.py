"""Live retrieval: a target that retrieves for itself and returns the context it used.

A reply ``{response, context}`` (or the context at ``--context-path``) becomes the case's context
(frozen from then on) with ``meta.retrieved: true``; the case file's own context, when it had one,
moves to ``meta.reference_context``. Chunks may be strings, ``{title, text}`` or LangChain-style
``{page_content, metadata}`` (``{content, meta}`` as Haystack writes documents). A context of the
wrong shape, or none where ``--context-path`` points, is a :class:`TargetError` for that case.
"""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Sequence

from ..model import Case, Chunk, DocumentError, as_chunks, document_chunk
from .answers import DEFAULT_PATH, Answer, TargetError, _keys, _show, extract, follow, parse_output, to_answer

#: what ``--send`` may say: the whole ``{id, query, context}``, or ``{id, query}`` only
SEND = ("all", "query")


def payload_for(case: Case, send: str = "all") -> dict[str, Any]:
    """What the target receives: ``{id, query, context}``, or ``{id, query}`` with ``send="query"``."""
    d = case.to_dict()
    if send == "query":
        return {"id": d["id"], "query": d["query"]}
    return {"id": d["id"], "query": d["query"], "context": d["context"]}


# --- reading the context out of a reply ---------------------------------------------------


def chunks_of(value: Any, where: str = "context") -> list[Chunk]:
    """The retrieved context as chunks: a string, or a list of strings, ``{title, text}``,
    ``{page_content, metadata}`` or ``{content, meta}`` items. Anything else is a TargetError."""
    if isinstance(value, str):
        return [Chunk("retrieved", value)] if value.strip() else []
    if not isinstance(value, list):
        raise TargetError(f"{where}: expected a list of chunks or a string, got {_show(value)}")
    out: list[Chunk] = []
    for i, item in enumerate(value):
        out.append(_chunk(item, i, f"{where}.{i}"))
    return out


def _chunk(item: Any, i: int, where: str) -> Chunk:
    if isinstance(item, str):
        return Chunk(f"[{i + 1}]", item)
    try:
        doc = document_chunk(item, i)
    except DocumentError as exc:
        raise TargetError(f"{where}: {exc}, in {_show(item)}") from None
    if doc is None:
        raise TargetError(f"{where}: expected a string, {{title, text}} or {{page_content, metadata}}, got {_show(item)}")
    return doc


def context_in(body: Any, context_path: Sequence[str] | None) -> list[Chunk] | None:
    """The context a parsed reply carries: at ``context_path`` (required there), else a top-level
    ``context`` field when there is one; None when the reply has no context."""
    if context_path:
        at = ".".join(context_path)
        found = follow(body, context_path, lambda seg, where, v: f"no context at {at}: no {seg!r} in {where or 'the reply'} "
                                                                 f"(keys: {_keys(v)}); set --context-path")
        return chunks_of(found, at)
    if isinstance(body, dict) and body.get("context") is not None:  # "context": null says none was returned
        return chunks_of(body["context"], "context")
    return None


def read_reply(body: Any, path: Sequence[str] = DEFAULT_PATH, context_path: Sequence[str] | None = None) -> Answer:
    """A parsed JSON reply: the answer at ``path`` and the context it came with."""
    answer = extract(body, path)
    ctx = context_in(body, context_path)
    return answer if ctx is None else replace(answer, context=ctx)


def read_plain(text: str, context_path: Sequence[str] | None) -> Answer:
    """A text/plain reply: the answer itself, which cannot carry the context ``--context-path`` asks for."""
    if context_path:
        raise TargetError(f"no context at {'.'.join(context_path)}: the reply is plain text, not JSON")
    return Answer(text)


def read_output(text: str, path: Sequence[str] | None, context_path: Sequence[str] | None) -> Answer:
    """A command's stdout (see :func:`parse_output`) and the context its JSON carries."""
    answer = parse_output(text, path)
    try:
        body = json.loads(text)
    except ValueError:
        body = None
    if body is None:
        return read_plain(answer.text, context_path)
    ctx = context_in(body, context_path)
    return answer if ctx is None else replace(answer, context=ctx)


def read_value(value: Any) -> Answer:
    """What a Python function returned: as :func:`to_answer`, plus ``context`` beside ``response``."""
    answer = to_answer(value)
    if isinstance(value, dict) and value.get("context") is not None:
        return replace(answer, context=chunks_of(value["context"]))
    return answer


# --- recording and resuming ---------------------------------------------------------------


def _file_context(case: Case) -> Any:
    return case.to_dict()["context"]


def echoed(case: Case, context: Sequence[Chunk]) -> bool:
    """Whether a reply's context is the one the case sent (the same chunk texts, in any order): a target
    that hands back its input has not retrieved anything, and is reported apart (``meta.echoed``)."""
    return sorted(_texts(context)) == sorted(_texts(case.context))


def record(case: Case, context: list[Chunk]) -> Case:
    """The case with the retrieved context frozen into it; its file context kept as the reference."""
    meta = {k: v for k, v in case.meta.items() if k not in ("retrieved", "reference_context", "echoed")}
    meta["retrieved"] = True
    if case.meta.get("retrieved"):
        if case.meta.get("reference_context"):
            meta["reference_context"] = case.meta["reference_context"]
    elif case.context:
        meta["reference_context"] = _file_context(case)
    return replace(case, context=list(context), context_is_text=False, meta=meta)


def _texts(chunks: Sequence[Chunk]) -> list[str]:
    return [" ".join(c.text.split()) for c in chunks]


def _source_context(case: Case) -> Any:
    """The case file's context as the file wrote it (None when empty), before any retrieval."""
    ctx = case.meta.get("reference_context") if case.meta.get("retrieved") else _file_context(case)
    return ctx or None


def same_source(prior: Case, case: Case) -> bool:
    """An earlier answer still fits: same id and query, and the same case-file context (titles and
    status included)."""
    return prior.id == case.id and prior.query == case.query and _source_context(prior) == _source_context(case)


def keep(case: Case, prior: Case) -> Case:
    """``case`` (stripped of run errors) with ``prior``'s answer, and its retrieved context if it had one."""
    meta = {k: v for k, v in case.meta.items() if k not in ("run_error", "retrieved", "reference_context", "sent", "echoed")}
    for k in ("sent", "echoed"):
        if k in prior.meta:
            meta[k] = prior.meta[k]
    out = replace(case, response=prior.response, answerable=prior.answerable,
                  response_is_object=prior.response_is_object, meta=meta)
    if prior.meta.get("retrieved"):
        meta["retrieved"] = True
        if prior.meta.get("reference_context"):
            meta["reference_context"] = prior.meta["reference_context"]
        out = replace(out, context=list(prior.context), context_is_text=False)
    elif case.meta.get("retrieved"):
        out = replace(out, meta={**meta, **{k: case.meta[k] for k in ("retrieved", "reference_context") if k in case.meta}})
    return out


def differs(case: Case) -> bool | None:
    """Whether the retrieved context differs from the case file's (as a set of chunk texts);
    None when there is nothing to compare."""
    if not case.meta.get("retrieved") or not case.meta.get("reference_context"):
        return None
    return set(_texts(case.context)) != set(_texts(as_chunks(case.meta["reference_context"])))


def retrieval_stats(cases: Sequence[Case]) -> dict[str, dict[str, int]]:
    """Per case type: cases answered with a retrieved context, how many had a case-file context to
    compare with, how many of those retrieved something else, and how many replies only echoed the
    context they were sent (``echoed``, present when there were any: not counted as retrieved)."""
    stats: dict[str, dict[str, int]] = {}
    for c in cases:
        if c.meta.get("echoed"):
            s = stats.setdefault(c.type, {"retrieved": 0, "compared": 0, "differs": 0})
            s["echoed"] = s.get("echoed", 0) + 1
            continue
        if not c.meta.get("retrieved"):
            continue
        s = stats.setdefault(c.type, {"retrieved": 0, "compared": 0, "differs": 0})
        s["retrieved"] += 1
        d = differs(c)
        if d is not None:
            s["compared"] += 1
            s["differs"] += int(d)
    return dict(sorted(stats.items()))
