"""Expected and forbidden values: ``must_include`` and ``must_not_include``, matched by meaning."""
from __future__ import annotations

from ..text.analysis import Analysis
from ..model import Case, Finding
from ..settings import Settings
from .behaviour import abstained


_FORBIDDEN_NOTE = "forbidden: "


def forbidden_requirement(f: Finding) -> str:
    """The ``must_not_include`` entry a ``forbidden_value`` finding stands for (kept in its note)."""
    return f.notes.removeprefix(_FORBIDDEN_NOTE)


def forbidden_stated(case: Case, analysis: Analysis) -> list[Finding]:
    """One ``forbidden_value`` finding per ``must_not_include`` value the response states."""
    out: list[Finding] = []
    if not case.must_not_include:
        return out  # nothing forbidden: the value index is not built for it
    seen: set[tuple[int, int]] = set()
    index = analysis.index
    for value in case.must_not_include:
        hit = index.find(value)
        if hit is not None and (hit.start < 0 or (hit.start, hit.end) not in seen):
            seen.add((hit.start, hit.end))
            sentence = analysis.sentence_at(hit.start) if hit.start >= 0 else None
            out.append(Finding("forbidden_value", hit.raw or value, "critical", sentence, _FORBIDDEN_NOTE + value))
    return out


def missing_groups(case: Case, analysis: Analysis) -> list[str]:
    """The ``must_include`` entries (any-of groups joined with ``or``) the response does not state."""
    index = analysis.index
    return [" or ".join(g) for g in case.must_include if not index.contains_any(g)]


def check(case: Case, analysis: Analysis, settings: Settings) -> list[Finding]:
    """Forbidden values stated (critical); expected values absent from a response that did not
    abstain (critical, or moderate when missing values count as incomplete)."""
    findings = forbidden_stated(case, analysis)
    if case.expect in ("answer", "partial") and case.must_include and not abstained(case, analysis):
        severity = "moderate" if settings.missing_counts_as == "incomplete" else "critical"
        for want in missing_groups(case, analysis):
            findings.append(Finding("missing_value", want, severity, None, "the expected value is not stated"))
    return findings
