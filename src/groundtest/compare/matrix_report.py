"""Renderers of a :class:`~groundtest.matrix.Matrix`: table, markdown, json. Labels are file names or
run ids; they are escaped like every other untrusted text."""
from __future__ import annotations

import json

from .matrix import Entry, Matrix, Rate
from ..reports.escape import md_inline, plain

FORMATS = ("table", "markdown", "json")


def _rate(r: Rate) -> str:
    lo, hi = r.ci
    return f"{r.value:.1%} ({r.k}/{r.n}, CI {lo:.1%}–{hi:.1%})"


def _change(e: Entry, metric: str) -> str:
    c = e.comparison
    if c is None:
        return "—"
    r = c.hallucination if metric == "h" else c.over_refusal
    lo, hi = r.change_ci
    return f"{r.change * 100:+.2f} pts (CI {lo * 100:+.2f} to {hi * 100:+.2f})"


def _verdict(e: Entry, best: Entry | None) -> str:
    words = ["within budgets" if e.within_budgets else "over budget"]
    if e.comparison is not None:
        words.append("no regression" if e.comparison.passed else "regression")
    if e is best:
        words.append("BEST")
    return ", ".join(words)


def _flips(e: Entry, t: str) -> str:
    f = e.comparison.by_type.get(t) if e.comparison else None
    if f is None:
        return "—"
    return (f"h +{f.hallucinated_to_fail}/-{f.hallucinated_to_pass} "
            f"r +{f.over_refused_to_fail}/-{f.over_refused_to_pass}")


def _types(m: Matrix) -> list[str]:
    seen: dict[str, None] = {}
    for e in m.candidates:
        for t in (e.comparison.by_type if e.comparison else {}):
            seen.setdefault(t)
    return list(seen)


def render_table(m: Matrix) -> str:
    b = m.budgets
    lines = [f"groundtest compare: {plain(m.baseline.label)} against {len(m.candidates)} candidate(s); budgets: "
             f"hallucination ≤ {b.max_hallucination_rate:.1%}, over-refusal ≤ {b.max_over_refusal_rate:.1%}", ""]
    for e in [m.baseline, *m.candidates]:
        lines.append(("baseline   " if e is m.baseline else "candidate  ") + plain(e.label))
        lines.append(f"  hallucination  {_rate(e.hallucination)}" + (f"  change {_change(e, 'h')}" if e.comparison else ""))
        lines.append(f"  over-refusal   {_rate(e.over_refusal)}" + (f"  change {_change(e, 'o')}" if e.comparison else ""))
        lines.append(f"  {_verdict(e, m.best)}")
        if e.comparison is not None:
            lines += [f"  - {plain(f, 400)}" for f in e.comparison.failures]
    types = _types(m)
    if types:
        width = max(len(plain(e.label, 40)) for e in m.candidates)
        lines += ["", "flips against the baseline (h: hallucinated, r: over-refused; +now fails / -now passes):",
                  (f"  {'type':<16}" + "  ".join(f"{plain(e.label, 40):<{max(width, 20)}}" for e in m.candidates)).rstrip()]
        for t in types:
            lines.append((f"  {t:<16}" + "  ".join(f"{_flips(e, t):<{max(width, 20)}}" for e in m.candidates)).rstrip())
    lines += [f"warning: {plain(w, 400)}" for w in m.warnings]
    lines.append("")
    if m.best:
        lines.append(f"BEST: {plain(m.best.label)} (hallucination {m.best.hallucination.value:.1%}, "
                     f"over-refusal {m.best.over_refusal.value:.1%})")
    else:
        lines.append("FAILED: no candidate is within both budgets without a regression beyond the limits")
    return "\n".join(lines) + "\n"


def render_markdown(m: Matrix) -> str:
    head = f"✅ best: {md_inline(m.best.label)}" if m.best else "❌ no candidate within both budgets"
    out = [f"## groundtest compare: {head}", "",
           "| run | hallucination (95% CI) | change | over-refusal (95% CI) | change | verdict |",
           "|---|---|---|---|---|---|"]
    for e in [m.baseline, *m.candidates]:
        name = md_inline(e.label) + (" (baseline)" if e is m.baseline else "")
        out.append(f"| {name} | {_rate(e.hallucination)} | {_change(e, 'h')} | {_rate(e.over_refusal)} | "
                   f"{_change(e, 'o')} | {_verdict(e, m.best)} |")
    types = _types(m)
    if types:
        out += ["", "| type | " + " | ".join(md_inline(e.label) for e in m.candidates) + " |",
                "|---|" + "---|" * len(m.candidates)]
        out += [f"| {t} | " + " | ".join(_flips(e, t) for e in m.candidates) + " |" for t in types]
    if m.warnings:
        out += ["", "**Warnings**", ""] + [f"- {md_inline(w, 400)}" for w in m.warnings]
    return "\n".join(out) + "\n"


def render_json(m: Matrix) -> str:
    return json.dumps(m.to_dict(), indent=2, ensure_ascii=False) + "\n"


RENDERERS = {"table": render_table, "markdown": render_markdown, "json": render_json}
