"""groundtest: test grounded (retrieval-augmented) assistants for hallucination and over-refusal.

Library API (the CLI only wraps it)::

    import groundtest
    cases = groundtest.load_cases("cases.jsonl")
    results = list(groundtest.score(cases, judge="local"))
    summary = groundtest.summarize(results, groundtest.Budgets())
"""
from __future__ import annotations

__version__ = "0.1.0"

from .assertions import assert_grounded
from .cases import CaseReader, iter_cases, load_cases
from .checker import check, guard
from .errors import GroundtestError, InputError, UsageError
from .model import Case, Chunk, Finding, JudgeResult, Result, Verdict
from .scoring import score, score_case
from .settings import Budgets, Settings
from .summary import Summary, summarize

__all__ = [
    "Budgets",
    "Case",
    "CaseReader",
    "Chunk",
    "Finding",
    "GroundtestError",
    "InputError",
    "JudgeResult",
    "Result",
    "Settings",
    "Summary",
    "UsageError",
    "Verdict",
    "assert_grounded",
    "check",
    "guard",
    "iter_cases",
    "load_cases",
    "score",
    "score_case",
    "summarize",
]
