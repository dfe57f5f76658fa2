"""How far to trust a judge: agreement with human labels (:mod:`.core`) and fitting the offline
checker's thresholds to them (:mod:`.fit`, ``calibrate --fit``).

``groundtest.calibrate`` re-exports the agreement API, as the module of that name did.
"""
from __future__ import annotations

from .core import (
    ORDER,
    Agreement,
    Disagreement,
    Verdict,
    agreement,
    binary_scores,
    compare,
    gate,
    judge_label,
    kappa_of,
    read_labels,
    read_verdicts,
    render_table,
)

__all__ = [
    "ORDER",
    "Agreement",
    "Disagreement",
    "Verdict",
    "agreement",
    "binary_scores",
    "compare",
    "gate",
    "judge_label",
    "kappa_of",
    "read_labels",
    "read_verdicts",
    "render_table",
]
