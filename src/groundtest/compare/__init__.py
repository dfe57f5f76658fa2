"""Baseline vs candidate: the comparison (:mod:`.core`), its statistics (:mod:`.stats`), reading a
side — a stored run or a results file (:mod:`.sides`) — and its renderers (:mod:`.report`).

``groundtest.compare`` re-exports the comparison itself, as the module of that name did.
"""
from __future__ import annotations

from .core import METRICS, Comparison, Flip, Limits, Outcome, RateChange, Side, TypeFlips, compare, index

__all__ = ["METRICS", "Comparison", "Flip", "Limits", "Outcome", "RateChange", "Side", "TypeFlips", "compare", "index"]
