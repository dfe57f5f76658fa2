"""The runtime guard: drop unsupported sentences (only the failed clause, when a claim attached to
supported ones is what failed), or replace the whole answer with a refusal.

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
    query: "str | list[dict[str, Any]] | None" = None,
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
    # in front of users the guard drops a sentence of new words beside a supported answer even
    # when it names no new detail (moderate for score's gate): over-dropping is safer than a fake fee
    bad = [r for r in answering if r.critical or (drop_uncertain and r.findings)
           or any(f.rule == "extra_sentence" for f in r.findings)]
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
    spans = []  # what to cut: a whole sentence, or only the clause that failed when it was attached to others
    for r, entry in zip(bad, cut):
        s = sentences[r.index]
        clause = _failed_clause(s, r.findings)
        if clause is None:
            spans.append((s.start, s.end, ""))
        else:
            a, b, end = clause
            spans.append((a, b, end))
            entry["clause"] = next(f.content for f in r.findings if f.severity == "critical")
    return GuardResult(_without(response, spans), False, cut, report.verdict)


def _failed_clause(sentence, findings) -> "tuple[int, int, str] | None":
    """When every critical finding of the sentence is one claim attached to earlier ones, the span
    to cut (from the end of the clause before it) and the end punctuation to keep; else None."""
    from ..text import clause_spans

    critical = [f for f in findings if f.severity == "critical"]
    if not critical or any(f.span is None for f in critical) or len({f.span for f in critical}) != 1:
        return None
    a, b = critical[0].span
    clauses = clause_spans(sentence.text)
    rel = (a - sentence.start, b - sentence.start)
    if rel not in clauses or clauses.index(rel) == 0:
        return None
    k = clauses.index(rel)
    start = sentence.start + clauses[k - 1][1]
    last = k == len(clauses) - 1
    end_mark = sentence.text.rstrip()[-1:] if last and sentence.text.rstrip()[-1:] in ".!?" else ""
    return start, sentence.start + rel[1], end_mark


def _without(text: str, dropped: list) -> str:
    """``text`` without the dropped spans ``(start, end, keep)``: a whole sentence (and the spaces
    after it), or a clause, after which ``keep`` (the sentence's end punctuation) is put back."""
    pieces, pos = [], 0
    for start, end, keep in sorted(dropped):
        pieces.append(text[pos:start] + keep)
        pos = end
        if not keep and (start == 0 or text[start - 1] in " \t\n" or text[start:end].rstrip()[-1:] in ".!?"):
            while pos < len(text) and text[pos] in " \t":
                pos += 1
    pieces.append(text[pos:])
    return _TRAILING.sub("\n", "".join(pieces)).strip()


def report_chunks(chunks: Any) -> list:
    from .context import as_chunks

    return as_chunks(chunks)
