"""Markdown report, fit to paste into a pull request."""
from __future__ import annotations

from typing import Sequence

from ..model import Result
from ..summary import Summary
from .escape import md_inline


def render(summary: Summary, results: Sequence[Result] | None = None) -> str:
    s, b = summary, summary.budgets
    mark = "✅ passed" if s.passed else "❌ failed"
    out = [f"## groundtest: {mark}", ""]
    out.append("| metric | value | 95% CI | budget |")
    out.append("|---|---|---|---|")
    out.append(f"| hallucination rate | {s.hallucination_rate:.1%} ({s.hallucinated}/{s.cases}) | {s.hallucination_ci[0]:.1%}–{s.hallucination_ci[1]:.1%} | {b.bound('max_hallucination_rate')} {b.max_hallucination_rate:.1%} |")
    out.append(f"| over-refusal rate | {s.over_refusal_rate:.1%} ({s.over_refused}/{s.answer_expected}) | {s.over_refusal_ci[0]:.1%}–{s.over_refusal_ci[1]:.1%} | {b.bound('max_over_refusal_rate')} {b.max_over_refusal_rate:.1%} |")
    out.append(f"| bait hallucinated | {s.bait_hallucinated}/{s.bait} | | ≤ {b.max_bait_hallucinations} |")
    if b.max_uncertain_rate is not None:
        out.append(f"| uncertain rate | {s.uncertain_rate:.1%} ({s.uncertain}/{s.cases}) | | ≤ {b.max_uncertain_rate:.1%} |")
    out += ["", "| type | n | hallucinated | over-refused | uncertain |", "|---|---:|---:|---:|---:|"]
    for t, c in s.by_type.items():
        out.append(f"| {t} | {c.n} | {c.hallucinated} | {c.over_refused} | {c.uncertain} |")
    if s.failures:
        out += ["", "**Gate failures**", ""] + [f"- {md_inline(f)}" for f in s.failures]
    if s.failing:
        out += ["", f"<details><summary>Failing cases ({s.failing_total})</summary>", "", "| id | type | reason |", "|---|---|---|"]
        out += [f"| {md_inline(f.id)} | {f.type} | {md_inline(f.reason)} |" for f in s.failing]
        out += ["", "</details>"]
    if s.uncertain_cases:
        out += ["", f"<details><summary>Uncertain cases ({s.uncertain}), for review</summary>", "",
                "| id | type | why |", "|---|---|---|"]
        out += [f"| {md_inline(f.id)} | {f.type} | {md_inline(f.reason)} |" for f in s.uncertain_cases]
        if s.uncertain > len(s.uncertain_cases):
            out.append(f"| … | | {s.uncertain - len(s.uncertain_cases)} more (see --results) |")
        out += ["", "</details>"]
    if s.warnings:
        out += ["", "**Warnings**", ""] + [f"- {md_inline(w)}" for w in s.warnings]
    return "\n".join(out) + "\n"
