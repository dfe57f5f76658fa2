"""What a page shows of one case: the result joined with its case, highlights worked out.

Shared by the HTML report and the review page so both highlight the same way.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..model import Case, Finding, Result
from .highlight import Segment, response_spans, segments, support_spans, value_spans


@dataclass(frozen=True, slots=True)
class ChunkView:
    title: str
    status: str
    segments: list[Segment]
    relevant: bool


@dataclass(slots=True)
class CaseView:
    """One case, ready to render: every text is raw (the page escapes it)."""

    id: str
    type: str
    expect: str
    verdict: str
    hallucinated: bool
    over_refused: bool
    incomplete: bool
    reason: str
    findings: list[Finding]
    tags: list[str]
    judge: dict[str, Any] | None
    turns: list[tuple[str, str]] = field(default_factory=list)
    response: list[Segment] = field(default_factory=list)
    unplaced: list[Finding] = field(default_factory=list)
    chunks: list[ChunkView] = field(default_factory=list)
    has_case: bool = False

    @property
    def verdicts(self) -> list[str]:
        """Filter keys: hallucinated, over_refused, uncertain, incomplete, passed."""
        out = [k for k, on in (("hallucinated", self.hallucinated), ("over_refused", self.over_refused),
                               ("incomplete", self.incomplete)) if on]
        if self.verdict == "uncertain":
            out.append("uncertain")
        return out or ["passed"]

    @property
    def judge_reason(self) -> str:
        j = self.judge or {}
        return str(j.get("error") or j.get("reason") or "")


def _turns(case: Case) -> list[tuple[str, str]]:
    if isinstance(case.query, str):
        return [("user", case.query)]
    return [(str(t.get("role", "user")), str(t.get("content", ""))) for t in case.query]


def case_view(result: Result, case: Case | None = None) -> CaseView:
    """Join a result with its case (when known) and work out every highlight."""
    view = CaseView(
        id=result.id, type=result.type, expect=result.expect, verdict=result.hallucination,
        hallucinated=result.hallucinated, over_refused=result.over_refused, incomplete=result.incomplete,
        reason=result.reason(), findings=list(result.findings), tags=list(result.tags), judge=result.judge,
    )
    if case is None:
        view.unplaced = list(result.findings)
        return view
    response = case.response or ""
    spans, view.unplaced = response_spans(response, result.findings)
    view.response = segments(response, spans)
    view.turns = _turns(case)
    view.has_case = True
    expected = [v for group in case.must_include for v in group]
    expected += [v for f in result.findings if f.type == "missing_value" for v in f.content.split(" or ")]
    expected = list(dict.fromkeys(expected))
    forbidden = list(case.must_not_include)
    for chunk in case.context:
        cspans = value_spans(chunk.text, expected, forbidden) + support_spans(chunk.text, response)
        view.chunks.append(ChunkView(chunk.title, chunk.status, segments(chunk.text, cspans), bool(cspans)))
    return view
