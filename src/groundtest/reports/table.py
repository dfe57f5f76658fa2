"""The terminal report: a table by case type, the two rates, the budgets, the failing cases."""
from __future__ import annotations

from typing import Sequence

from ..model import Result
from ..summary import Summary
from .escape import plain

MAX_FAILING_SHOWN = 25


def _rate(rate: float, ci: tuple[float, float]) -> str:
    return f"{rate:6.1%}  (95% CI {ci[0]:.1%}–{ci[1]:.1%})"


def render(summary: Summary, results: Sequence[Result] | None = None) -> str:
    s, b = summary, summary.budgets
    lines = [f"groundtest: {s.cases} case(s)" + (f", judge {s.judge}" if s.judge else ""), ""]
    lines.append(f"{'type':<16}{'n':>6}{'hallucinated':>14}{'over-refused':>14}{'uncertain':>11}")
    for t, c in s.by_type.items():
        lines.append(f"{t:<16}{c.n:>6}{c.hallucinated:>14}{c.over_refused:>14}{c.uncertain:>11}")
    lines.append(f"{'total':<16}{s.cases:>6}{s.hallucinated:>14}{s.over_refused:>14}{s.uncertain:>11}")
    lines.append("")
    ok = lambda held: "ok" if held else "OVER BUDGET"  # noqa: E731
    h_held = not b.exceeds("max_hallucination_rate", s.hallucination_rate)
    o_held = not b.exceeds("max_over_refusal_rate", s.over_refusal_rate)
    strict = "<" if "max_hallucination_rate" in b.strict else ""
    lines.append(f"hallucination rate {_rate(s.hallucination_rate, s.hallucination_ci)}  budget {strict}{b.max_hallucination_rate:.1%}  {ok(h_held)}")
    lines.append(f"over-refusal rate  {_rate(s.over_refusal_rate, s.over_refusal_ci)}  budget {b.max_over_refusal_rate:.1%}  {ok(o_held)}  (over {s.answer_expected} answer-expected)")
    lines.append(f"bait hallucinated  {s.bait_hallucinated} of {s.bait}  budget {b.max_bait_hallucinations}  {ok(s.bait_hallucinated <= b.max_bait_hallucinations)}")
    if b.max_uncertain_rate is not None:
        lines.append(f"uncertain rate     {s.uncertain_rate:6.1%}  budget {b.max_uncertain_rate:.1%}  "
                     f"{ok(s.uncertain_rate <= b.max_uncertain_rate)}")
    if s.incomplete or b.max_incomplete_rate is not None:
        lines.append(f"incomplete         {s.incomplete} ({s.incomplete_rate:.1%})")
    if s.judge_errors:
        lines.append(f"judge errors       {s.judge_errors}" + (f" ({s.excluded} excluded)" if s.excluded else " (counted as hallucinated)"))
    if s.usage:
        lines.append("usage              " + ", ".join(f"{k} {v:g}" for k, v in sorted(s.usage.items())))
    if s.failing:
        lines.append("")
        lines.append(f"failing cases ({s.failing_total}):")
        for f in s.failing[:MAX_FAILING_SHOWN]:
            lines.append(f"  {plain(f.id)} [{f.type}] {plain(f.reason)}")
        if s.failing_total > MAX_FAILING_SHOWN:
            lines.append(f"  ... and {s.failing_total - MAX_FAILING_SHOWN} more (see --results)")
    if s.uncertain_cases:
        lines.append("")
        lines.append(f"uncertain cases ({s.uncertain}), for review (groundtest review):")
        for f in s.uncertain_cases[:MAX_FAILING_SHOWN]:
            lines.append(f"  {plain(f.id)} [{f.type}] {plain(f.reason)}")
        if s.uncertain > MAX_FAILING_SHOWN:
            lines.append(f"  ... and {s.uncertain - MAX_FAILING_SHOWN} more (see --results)")
    for w in s.warnings:
        lines.append(f"warning: {plain(w)}")
    lines.append("")
    if s.passed:
        lines.append("PASSED: every budget held")
    else:
        lines.append("FAILED:")
        lines.extend(f"  - {f}" for f in s.failures)
    return "\n".join(lines) + "\n"
