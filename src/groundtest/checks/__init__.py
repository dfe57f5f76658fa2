"""Deterministic checks: one module per family, each ``check(case, analysis, settings) -> findings``.

The registry is explicit: a new family is one import and one line in ``CHECKS``.
"""
from __future__ import annotations

from typing import Callable

from ..text.analysis import Analysis
from ..model import Case, Finding
from ..settings import Settings
from . import behaviour, values

Check = Callable[[Case, Analysis, Settings], list[Finding]]

CHECKS: dict[str, Check] = {
    "behaviour": behaviour.check,
    "values": values.check,
}


def run_checks(case: Case, analysis: Analysis, settings: Settings) -> list[Finding]:
    """Every deterministic finding for one case, in registry order."""
    out: list[Finding] = []
    for check in CHECKS.values():
        out.extend(check(case, analysis, settings))
    return out
