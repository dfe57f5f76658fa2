"""Pieces of the HTML report: escaping, the per-type SVG chart, one case as an ``<article>``.

Every piece of text that came from a case, a response, a judge or a file name goes through
:func:`esc`; nothing untrusted is ever placed in a tag, an attribute name or a URL.
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..review.highlight import Segment
from ..review.markdown import render_segments
from ..review.views import CaseView


def esc(text: object) -> str:
    """Text (or an attribute value) made inert: ``& < > " '`` escaped."""
    return html.escape(str(text), quote=True)


def pct(rate: float) -> str:
    return f"{rate:.1%}"


def marked(segs: Iterable[Segment]) -> str:
    """Segments as escaped text, marked runs wrapped in ``<mark class=…>``."""
    out = []
    for s in segs:
        if s.marks:
            out.append(f'<mark class="{esc(" ".join(s.marks))}" title="{esc(s.title)}">{esc(s.text)}</mark>')
        else:
            out.append(esc(s.text))
    return "".join(out)


@dataclass(frozen=True, slots=True)
class ChartRow:
    """One case type in the chart: its two rates (and, in a comparison, the baseline's)."""

    type: str
    h_rate: float
    h_label: str
    o_rate: float | None
    o_label: str
    base_h: float | None = None
    base_o: float | None = None


def _scale(values: Iterable[float]) -> float:
    top = max([0.0, *values]) * 1.1
    return next(v for v in (0.05, 0.1, 0.2, 0.25, 0.5, 1.0) if v >= min(top, 1.0))


def type_chart(rows: Sequence[ChartRow], budget_h: float, budget_o: float, title: str) -> str:
    """A horizontal bar chart of the two rates per type, with dashed budget lines (inline SVG)."""
    left, plot, right, top = 130, 470, 210, 28
    compare = any(r.base_h is not None for r in rows)
    bar, thin, gap = 14, (6 if compare else 0), 16
    group = 2 * (bar + thin + 4) + gap
    height = top + group * max(1, len(rows)) + 10
    xmax = _scale([budget_h, budget_o, *(r.h_rate for r in rows), *(r.o_rate or 0 for r in rows),
                   *(r.base_h or 0 for r in rows), *(r.base_o or 0 for r in rows)])
    x = lambda v: left + plot * min(v, xmax) / xmax  # noqa: E731
    parts = [f'<svg class="chart" viewBox="0 0 {left + plot + right} {height}" role="img" aria-labelledby="chart-title">',
             f'<title id="chart-title">{esc(title)}</title>']
    for i in range(5):
        v = xmax * i / 4
        parts.append(f'<line class="grid" x1="{x(v):.1f}" y1="{top - 6}" x2="{x(v):.1f}" y2="{height - 8}"/>')
        parts.append(f'<text class="axis" x="{x(v):.1f}" y="{top - 12}" text-anchor="middle">{v:.0%}</text>')
    y = top
    for r in rows:
        parts.append(f'<text x="{left - 10}" y="{y + bar + thin}" text-anchor="end">{esc(r.type)}</text>')
        for cls, rate, base, label, name in (("bar-h", r.h_rate, r.base_h, r.h_label, "hallucination rate"),
                                             ("bar-o", r.o_rate, r.base_o, r.o_label, "over-refusal rate")):
            if compare:
                w = x(base or 0) - left
                parts.append(f'<rect class="bar-base" x="{left}" y="{y}" width="{w:.1f}" height="{thin}">'
                             f'<title>baseline {name}: {pct(base or 0)}</title></rect>')
                y += thin
            w = x(rate or 0) - left
            parts.append(f'<rect class="{cls}" x="{left}" y="{y}" width="{max(w, 0):.1f}" height="{bar}" rx="2">'
                         f'<title>{esc(r.type)} {name}: {esc(label)}</title></rect>')
            parts.append(f'<text class="{cls}-label" x="{left + plot + 12}" y="{y + bar - 3}">{esc(label)}</text>')
            y += bar + 4
        y += gap
    for v, cls, name in ((budget_h, "budget-h", "hallucination budget"), (budget_o, "budget-o", "over-refusal budget")):
        parts.append(f'<line class="budget {cls}" x1="{x(v):.1f}" y1="{top - 4}" x2="{x(v):.1f}" y2="{height - 8}">'
                     f'<title>{name} {pct(v)}</title></line>')
    parts.append("</svg>")
    return "".join(parts)


def legend(compare: bool, budget_h: float, budget_o: float) -> str:
    base = '<span><span class="swatch base"></span>baseline</span>' if compare else ""
    return (f'<div class="legend"><span><span class="swatch h"></span>hallucination rate (budget {pct(budget_h)}, dashed)</span>'
            f'<span><span class="swatch o"></span>over-refusal rate (budget {pct(budget_o)}, dashed)</span>{base}</div>')


def _badges(v: CaseView) -> str:
    names = {"hallucinated": "hallucinated", "over_refused": "over-refused", "uncertain": "uncertain",
             "incomplete": "incomplete", "passed": "passed"}
    return "".join(f'<span class="badge {k}">{names[k]}</span>' for k in v.verdicts)


def _findings(v: CaseView) -> str:
    if not v.findings:
        return ""
    items = "".join(
        f'<li><span class="sev-{esc(f.severity)}">{esc(f.type)}</span> ({esc(f.severity)}): '
        f'<q dir="auto">{esc(f.content)}</q>' + (f' <span class="muted">— {esc(f.notes)}</span>' if f.notes else "") + "</li>"
        for f in v.findings
    )
    return f'<h3>Findings</h3><ul class="findings">{items}</ul>'


def _missing(v: CaseView) -> str:
    values = [f.content for f in v.unplaced if f.type == "missing_value"]
    if not values:
        return ""
    return '<p class="missing">Not stated: ' + ", ".join(f'<mark class="expected">{esc(x)}</mark>' for x in values) + "</p>"


def _chunks(v: CaseView) -> str:
    if not v.chunks:
        return '<p class="muted">(no context: the system saw nothing)</p>'
    shown = [c for c in v.chunks if c.relevant] or v.chunks[:1]
    rest = [c for c in v.chunks if c not in shown]
    html_ = "".join(_chunk(c) for c in shown)
    if rest:
        html_ += (f'<details class="more"><summary>{len(rest)} more chunk(s) with nothing highlighted</summary>'
                  + "".join(_chunk(c) for c in rest) + "</details>")
    return html_


def _chunk(c) -> str:
    status = f'<span class="badge uncertain">{esc(c.status)}</span>' if c.status != "current" else ""
    return (f'<div class="chunk {esc(c.status)}"><div class="title"><span dir="auto">{esc(c.title)}</span> {status}</div>'
            f'<div class="text" dir="auto">{marked(c.segments)}</div></div>')


def case_article(v: CaseView, index: int, extra_badges: str = "") -> str:
    """One case: header with badges, the reason, query/response/findings beside the context."""
    head = (f'<header><span class="id">{esc(v.id)}</span><span class="badge type">{esc(v.type)}</span>'
            f'<span class="badge neutral">expects {esc(v.expect)}</span>{_badges(v)}{extra_badges}'
            + "".join(f'<span class="badge neutral">#{esc(t)}</span>' for t in v.tags) + "</header>")
    reason = f'<p class="reason" dir="auto">{esc(v.reason)}</p>'
    if v.has_case:
        turns = "".join(f'<div class="turn"><span class="role">{esc(r)}:</span><span dir="auto">{esc(t)}</span></div>' for r, t in v.turns)
        left = (f'<h3>Query</h3><div class="text">{turns}</div>'
                f'<h3>Response</h3><div class="text response md" dir="auto">{render_segments(v.response) or "<span class=muted>(empty)</span>"}</div>'
                + _missing(v))
        right = f"<h3>Context</h3>{_chunks(v)}"
    else:
        left = '<p class="muted">Response and context not shown: the case file was not given.</p>'
        right = ""
    judge = f'<p class="judge">judge: <span dir="auto">{esc(v.judge_reason)}</span></p>' if v.judge_reason else ""
    return (f'<article class="case" id="case-{index}" data-type="{esc(v.type)}" data-verdict="{esc(" ".join(v.verdicts))}" '
            f'data-id="{esc(v.id.casefold())}">{head}{reason}<div class="body"><div>{left}{_findings(v)}{judge}</div>'
            f"<div>{right}</div></div></article>")


def highlight_key() -> str:
    return ('<div class="key"><span><mark class="critical">critical</mark> finding</span>'
            '<span><mark class="moderate">moderate</mark> finding</span>'
            '<span><mark class="support">context that supports the response</mark></span>'
            '<span><mark class="expected">expected value</mark></span>'
            '<span><mark class="conflict">forbidden value</mark></span></div>')


def flip_chart(by_type: dict, title: str) -> str:
    """Per type, cases that flipped to failing (right) and back to passing (left), for each rate (SVG)."""
    left, half, right, top, bar, gap = 150, 230, 40, 28, 14, 16
    rows = [(t, f) for t, f in by_type.items()]
    peak = max([1, *(max(f.hallucinated_to_fail, f.hallucinated_to_pass, f.over_refused_to_fail, f.over_refused_to_pass)
                     for _, f in rows)])
    mid = left + half
    height = top + (2 * (bar + 4) + gap) * max(1, len(rows)) + 10
    unit = half / peak
    parts = [f'<svg class="chart flips" viewBox="0 0 {left + 2 * half + right} {height}" role="img" aria-labelledby="flip-title">',
             f'<title id="flip-title">{esc(title)}</title>',
             f'<text class="axis" x="{mid - 8}" y="{top - 12}" text-anchor="end">← fixed (failing → passing)</text>',
             f'<text class="axis" x="{mid + 8}" y="{top - 12}">now failing (passing → failing) →</text>',
             f'<line class="grid" x1="{mid}" y1="{top - 6}" x2="{mid}" y2="{height - 6}"/>']
    y = top
    for t, f in rows:
        parts.append(f'<text x="{left - 10}" y="{y + bar + 2}" text-anchor="end">{esc(t)}</text>')
        for cls, name, worse, better in (("bar-h", "hallucinated", f.hallucinated_to_fail, f.hallucinated_to_pass),
                                         ("bar-o", "over-refused", f.over_refused_to_fail, f.over_refused_to_pass)):
            if better:
                parts.append(f'<rect class="bar-fixed" x="{mid - better * unit:.1f}" y="{y}" width="{better * unit:.1f}" height="{bar}" rx="2">'
                             f'<title>{esc(t)}: {better} no longer {name}</title></rect>'
                             f'<text x="{mid - better * unit - 6:.1f}" y="{y + bar - 3}" text-anchor="end">−{better}</text>')
            if worse:
                parts.append(f'<rect class="{cls}" x="{mid}" y="{y}" width="{worse * unit:.1f}" height="{bar}" rx="2">'
                             f'<title>{esc(t)}: {worse} newly {name}</title></rect>'
                             f'<text x="{mid + worse * unit + 6:.1f}" y="{y + bar - 3}">+{worse}</text>')
            if not (better or worse):
                parts.append(f'<text class="axis" x="{mid + 6}" y="{y + bar - 3}">no {name} flips</text>')
            y += bar + 4
        y += gap
    parts.append("</svg>")
    return "".join(parts)
