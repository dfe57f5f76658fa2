"""Renderers of an :class:`AuditSummary`: table (terminal), markdown, json."""
from __future__ import annotations

import json

from ..reports.escape import md_cell
from .summary import AuditSummary

FORMATS = ("table", "markdown", "json")
_HEAD = ("output type", "sampled", "audited", "hallucinated", "rate", "95% CI", "target", "uncertain", "status")


def _pct(x: float) -> str:
    return f"{x:.2%}"


def _rows(s: AuditSummary) -> list[tuple[str, ...]]:
    return [
        (t.output_type, f"{t.sample_rate:.0%}", str(t.n), str(t.hallucinated), _pct(t.rate),
         f"{_pct(t.ci95[0])}–{_pct(t.ci95[1])}", _pct(t.target), str(t.uncertain), "ok" if t.passed else "FAIL")
        for t in s.by_type.values()
    ]


def _headline(s: AuditSummary) -> str:
    line = f"{s.rows} output(s): {s.audited} audited, {s.skipped} skipped by sampling"
    if s.audited:
        line += f"; hallucination rate {_pct(s.hallucination_rate)} ({s.hallucinated}/{s.audited}), {s.uncertain} uncertain"
    return line


def _tail(s: AuditSummary, bullet: str) -> list[str]:
    out = [f"{bullet}{w}" for w in s.warnings]
    if s.queue:
        out.append(f"{bullet}review queue: {s.uncertain} uncertain output(s) written to {s.queue}")
    elif s.uncertain:
        out.append(f"{bullet}{s.uncertain} uncertain output(s) to review: write them with --queue FILE")
    if s.registry:
        out.append(f"{bullet}citations checked against the registry {s.registry}")
    return out


def render_table(s: AuditSummary) -> str:
    rows = [_HEAD, *_rows(s)]
    widths = [max(len(r[i]) for r in rows) for i in range(len(_HEAD))]
    lines = [_headline(s), ""]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    lines.append("")
    lines.append("PASSED" if s.passed else "FAILED")
    lines += [f"  {f}" for f in s.failures]
    lines += [f"note: {t}" for t in _tail(s, "")]
    return "\n".join(lines) + "\n"


def render_markdown(s: AuditSummary) -> str:
    lines = [f"## Audit: {'passed' if s.passed else 'FAILED'}", "", _headline(s), ""]
    lines.append("| " + " | ".join(_HEAD) + " |")
    lines.append("|" + "|".join("---" for _ in _HEAD) + "|")
    lines += ["| " + " | ".join(md_cell(c) for c in r) + " |" for r in _rows(s)]
    if s.failures:
        lines += ["", "**Over target:**", *[f"- {md_cell(f)}" for f in s.failures]]
    tail = _tail(s, "- ")
    if tail:
        lines += ["", *[md_cell(t) for t in tail]]
    return "\n".join(lines) + "\n"


def render_json(s: AuditSummary) -> str:
    return json.dumps(s.to_dict(), indent=2, ensure_ascii=False) + "\n"


def render(s: AuditSummary, fmt: str) -> str:
    return {"table": render_table, "markdown": render_markdown, "json": render_json}[fmt](s)
