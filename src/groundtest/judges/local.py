"""The ``local`` judge: the offline grounding checker, no API key and no model download.

Score 5 clean, 3 uncertain (only moderate findings), 2 hallucinated, 1 hallucinated with
critical findings in more than one sentence. Thresholds come from ``options["checker_config"]``
(a path to a TOML/JSON file written by ``calibrate --fit``, a mapping, or a CheckerConfig),
which ``score --checker-config FILE`` and the ``checker_config`` setting fill.
"""
from __future__ import annotations

from typing import Any

from ..text.analysis import Analysis
from ..model import Case, JudgeResult
from . import register


class LocalJudge:
    """Runs :func:`groundtest.checker.check_analysis` on the case's analysed response."""

    name = "local"
    offline = True  # pure Python on the case alone: process workers may rebuild it (groundtest.workers)
    concurrency = 1

    def __init__(self, options: dict[str, Any] | None = None):
        from ..checker import load_config

        options = options or {}
        self.config = load_config(options.get("checker_config"))
        if options.get("require_citations"):
            from dataclasses import replace

            self.config = replace(self.config, require_citations=True)

    def judge(self, case: Case, analysis: Analysis) -> JudgeResult:
        from ..checker import check_analysis, index_context

        ctx = index_context(case.context, case.query_text, self.config.structured_attributes, case.earlier_text)
        report = check_analysis(analysis, ctx, self.config)
        analysis.memo["checker_report"] = report  # an explained decline is decided on it (checks.behaviour)
        verdict = report.verdict
        critical = [f for f in verdict.findings if f.severity == "critical"]
        if verdict.hallucination == "clean":
            return JudgeResult(self.name, 5.0, "clean", "every answering sentence is supported by the context")
        if not critical:
            first = verdict.findings[0]
            return JudgeResult(self.name, 3.0, "uncertain", f"{first.notes}: {first.content!r}", verdict.findings)
        sentences = {f.sentence for f in critical}
        score = 1.0 if len(sentences) > 1 else 2.0
        first = critical[0]
        return JudgeResult(self.name, score, "hallucinated", f"{first.type}: {first.content!r} ({first.notes})", verdict.findings)

    def close(self) -> None:
        pass


@register("local")
def _factory(options: dict[str, Any]) -> LocalJudge:
    return LocalJudge(options)
