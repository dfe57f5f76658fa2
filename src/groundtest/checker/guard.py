"""The runtime guard: drop unsupported sentences, or replace the whole answer with a refusal.

For use in production in front of users: deterministic, offline, and as fast as the checker.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from ..model import Verdict

_TRAILING = re.compile(r"[ \t]+\n")
DEFAULT_REFUSAL = "I can't answer that from the available documents."


@dataclass(slots=True)
class GuardResult:
    """The guarded response, whether it was replaced, and what was cut and why."""

    response: str
    replaced: bool
    cut: list[dict[str, Any]] = field(default_factory=list)
    verdict: Verdict | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"response": self.response, "replaced": self.replaced, "cut": self.cut}


def guard(
    response: str,
    chunks: "str | Iterable[Any] | None",
    query: str | None = None,
    *,
    refusal: str = DEFAULT_REFUSAL,
    max_critical_share: float | None = None,
    drop_uncertain: bool = False,
    config: Any = None,
    refusals: list[str] | None = None,
) -> GuardResult:
    """Return ``response`` without its unsupported sentences.

    The whole answer is replaced by ``refusal`` when retrieval was empty, when the share of
    answering sentences with a critical finding exceeds ``max_critical_share`` (default from
    the checker config, 0.5), or when nothing that answers would be left.
    ``drop_uncertain`` also drops sentences with only moderate findings.
    """
    from . import check_report, load_config

    cfg = load_config(config)
    limit = cfg.max_critical_share if max_critical_share is None else max_critical_share
    if not 0.0 <= limit <= 1.0:
        raise ValueError(f"max_critical_share must be between 0 and 1, got {limit!r}")
    report = check_report(response, chunks, query, cfg, refusals=refusals)
    sentences = report.analysis.sentences
    answering = [r for r in report.sentences if r is not None]
    bad = [r for r in answering if r.critical or (drop_uncertain and r.findings)]
    cut = [
        {
            "sentence": sentences[r.index].text,
            "reason": "; ".join(dict.fromkeys(f.notes for f in r.findings)),
            "findings": [f.to_dict() for f in r.findings],
        }
        for r in bad
    ]
    loose = [f for f in report.verdict.findings if f.sentence is None and f.severity == "critical"]
    empty = not any(c.text.strip() for c in report_chunks(chunks))
    share = len(bad) / len(answering) if answering else 0.0
    if answering and (empty or share > limit or len(bad) == len(answering) or loose):
        if loose and not cut:
            cut = [{"sentence": response, "reason": loose[0].notes, "findings": [f.to_dict() for f in loose]}]
        return GuardResult(refusal, True, cut, report.verdict)
    if not bad:
        return GuardResult(response, False, [], report.verdict)
    return GuardResult(_without(response, [sentences[r.index] for r in bad]), False, cut, report.verdict)


def _without(text: str, dropped: list) -> str:
    """``text`` with the dropped sentences' spans (and the spaces after them) removed."""
    pieces, pos = [], 0
    for s in sorted(dropped, key=lambda s: s.start):
        pieces.append(text[pos:s.start])
        pos = s.end
        while pos < len(text) and text[pos] in " \t":
            pos += 1
    pieces.append(text[pos:])
    return _TRAILING.sub("\n", "".join(pieces)).strip()


def report_chunks(chunks: Any) -> list:
    from .context import as_chunks

    return as_chunks(chunks)
