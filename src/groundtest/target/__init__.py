"""Calling the system under test and recording its answers (``groundtest run``).

Python API::

    from groundtest.target import run_cases, run_file
    answered = run_cases(cases, lambda payload: my_bot(payload["query"], payload["context"]))
    run_file("cases.jsonl", "answered.jsonl", HttpTarget("http://127.0.0.1:8000/answer"))

Framework adapters (``langchain(runnable)``, ``llamaindex(query_engine)``, ``haystack(pipeline)``) each
return a target answering ``{response, context}`` — the context being what the framework retrieved::

    import groundtest.target
    answered = run_cases(cases, groundtest.target.langchain(chain), send="query")

The frameworks are optional extras (``pip install 'groundtest[langchain]'``, ``[llamaindex]``,
``[haystack]``), imported only when an adapter is made.
"""
from __future__ import annotations

from .adapters import Adapter
from .adapters.haystack import haystack
from .adapters.langchain import langchain
from .adapters.llamaindex import llamaindex
from .calls import CallOptions, as_target, call_with_retries, iter_answers, payload_of, run_cases
from .runfile import RunInterrupted, RunOutcome, journal_path, run_file
from .targets import (
    Answer,
    CommandTarget,
    FunctionTarget,
    HttpTarget,
    Target,
    TargetError,
    extract,
    make_target,
    parse_headers,
    parse_output,
    parse_path,
    to_answer,
)

__all__ = [
    "Adapter", "haystack", "langchain", "llamaindex",
    "Answer", "CallOptions", "CommandTarget", "FunctionTarget", "HttpTarget", "RunInterrupted", "RunOutcome",
    "Target", "TargetError", "as_target", "call_with_retries", "extract", "iter_answers", "journal_path",
    "make_target", "parse_headers", "parse_output", "parse_path", "payload_of", "run_cases", "run_file", "to_answer",
]
