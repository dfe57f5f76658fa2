"""The ``none`` judge: deterministic checks only, no verdict of its own."""
from __future__ import annotations

from typing import Any

from ..text.analysis import Analysis
from ..model import Case, JudgeResult
from . import register


class NoneJudge:
    """Adds nothing: the case is decided by the deterministic checks alone."""

    name = "none"
    offline = True  # pure Python on the case alone: process workers may rebuild it (groundtest.workers)
    concurrency = 1

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        return JudgeResult(name="none", score=None, label=None, reason="deterministic checks only")

    def close(self) -> None:
        pass


@register("none")
def _factory(options: dict[str, Any]) -> NoneJudge:
    return NoneJudge()
