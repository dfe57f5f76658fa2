"""Renderers of a :class:`~groundtest.compare.Comparison`: table, markdown (a PR comment), json, junit.

Case ids and reasons quote model output: untrusted text. The table strips control characters
(no terminal escapes), Markdown escapes every markup character and defuses @mentions, and
JUnit drops what XML cannot carry (ElementTree escapes the rest).
"""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Callable, Iterable

from .core import Comparison, Flip, RateChange
from ..errors import UsageError
from ..model import Result
from ..reports.escape import md_inline, plain, xml_safe
from ..summary import wilson

FORMATS = ("table", "markdown", "json", "junit", "html")
MAX_SHOWN = 50
def _plain(text: str, limit: int = 160) -> str:
    return plain(text, limit)


def _md(text: str, limit: int = 160) -> str:
    return md_inline(text, limit)


def _pts(x: float) -> str:
    return f"{x * 100:+.2f} pts"


def _rate_row(r: RateChange) -> tuple[str, str, str, str]:
    bk, ck = r.both + r.to_pass, r.both + r.to_fail
    bl, bu = wilson(bk, r.n)
    cl, cu = wilson(ck, r.n)
    lo, hi = r.change_ci
    return (
        f"{r.baseline:.1%} ({bk}/{r.n}, CI {bl:.1%}–{bu:.1%})",
        f"{r.candidate:.1%} ({ck}/{r.n}, CI {cl:.1%}–{cu:.1%})",
        f"{_pts(r.change)} (CI {_pts(lo)} to {_pts(hi)})",
        f"{r.to_fail}↑ {r.to_pass}↓, McNemar p={r.mcnemar_p:.3g}",
    )


def _flip_word(f: Flip) -> str:
    if f.metric == "hallucinated":
        return "now hallucinates" if f.direction == "to_fail" else "no longer hallucinates"
    return "now over-refuses" if f.direction == "to_fail" else "no longer over-refuses"


def render_table(c: Comparison) -> str:
    lines = [f"groundtest compare: {_plain(c.baseline.label)} → {_plain(c.candidate.label)}: {c.paired} paired case(s)", ""]
    for name, r in (("hallucination rate", c.hallucination), ("over-refusal rate", c.over_refusal)):
        b, a, d, t = _rate_row(r)
        lines += [f"{name}:", f"  baseline   {b}", f"  candidate  {a}", f"  change     {d}", f"  flips      {t}"]
    lines += ["", f"{'type':<16}{'n':>6}{'halluc +':>10}{'halluc -':>10}{'refuse +':>10}{'refuse -':>10}{'unstable':>10}{'→uncertain':>12}"]
    for t, tf in c.by_type.items():
        lines.append(f"{t:<16}{tf.n:>6}{tf.hallucinated_to_fail:>10}{tf.hallucinated_to_pass:>10}"
                     f"{tf.over_refused_to_fail:>10}{tf.over_refused_to_pass:>10}{tf.unstable_flips:>10}{tf.to_uncertain:>12}")
    for title, flips in (("flips", c.flips), ("flips on unstable cases (not gated)", c.unstable_flips)):
        if flips:
            lines += ["", f"{title} ({len(flips)}):"]
            lines += [f"  {_plain(f.id)} [{f.type}]{' [bait]' if f.bait else ''} {_flip_word(f)}"
                      + (f": {_plain(f.reason)}" if f.reason else "") for f in flips[:MAX_SHOWN]]
            if len(flips) > MAX_SHOWN:
                lines.append(f"  ... and {len(flips) - MAX_SHOWN} more (--format json lists all)")
    if c.to_uncertain:
        lines += ["", f"clean → uncertain, for review, not gated ({len(c.to_uncertain)}):"]
        lines += [f"  {_plain(i)}" for i in c.to_uncertain[:MAX_SHOWN]]
        if len(c.to_uncertain) > MAX_SHOWN:
            lines.append(f"  ... and {len(c.to_uncertain) - MAX_SHOWN} more (--format json lists all)")
    lines += [f"warning: {_plain(w, 400)}" for w in c.warnings]
    lines.append("")
    if c.passed:
        lines.append("PASSED: no regression beyond the limits")
    else:
        lines += ["FAILED:"] + [f"  - {_plain(f, 400)}" for f in c.failures]
    return "\n".join(lines) + "\n"


def render_markdown(c: Comparison) -> str:
    mark = "✅ no regression" if c.passed else "❌ regression"
    out = [f"## groundtest compare: {mark}", "",
           f"{_md(c.baseline.label)} → {_md(c.candidate.label)} · {c.paired} paired case(s)", "",
           "| rate | baseline | candidate | change (95% CI) | flips |", "|---|---|---|---|---|"]
    for name, r in (("hallucination", c.hallucination), ("over-refusal", c.over_refusal)):
        out.append(f"| {name} | " + " | ".join(_rate_row(r)) + " |")
    out += ["", "| type | n | hallucinated +/− | over-refused +/− | unstable flips | clean → uncertain |",
            "|---|---:|---:|---:|---:|---:|"]
    for t, tf in c.by_type.items():
        out.append(f"| {t} | {tf.n} | +{tf.hallucinated_to_fail} / −{tf.hallucinated_to_pass} | "
                   f"+{tf.over_refused_to_fail} / −{tf.over_refused_to_pass} | {tf.unstable_flips} | {tf.to_uncertain} |")
    if c.failures:
        out += ["", "**Gate failures**", ""] + [f"- {_md(f, 400)}" for f in c.failures]
    for title, flips in (("Flips", c.flips), ("Flips on unstable cases (not gated)", c.unstable_flips)):
        if flips:
            out += ["", f"<details><summary>{title} ({len(flips)})</summary>", "",
                    "| id | type | change | reason |", "|---|---|---|---|"]
            out += [f"| {_md(f.id, 80)} | {f.type}{' (bait)' if f.bait else ''} | {_flip_word(f)} | {_md(f.reason)} |"
                    for f in flips[:MAX_SHOWN]]
            if len(flips) > MAX_SHOWN:
                out.append(f"| … | | {len(flips) - MAX_SHOWN} more | |")
            out += ["", "</details>"]
    if c.warnings:
        out += ["", "**Warnings**", ""] + [f"- {_md(w, 400)}" for w in c.warnings]
    return "\n".join(out) + "\n"


def render_json(c: Comparison) -> str:
    return json.dumps(c.to_dict(), indent=2, ensure_ascii=False) + "\n"


def render_junit(c: Comparison) -> str:
    """One testcase per flip (a stable flip to fail fails, an unstable one is skipped) and one per gate."""
    suite = ET.Element("testsuite", name="groundtest.compare")
    failures = skipped = 0
    for f in c.flips + c.unstable_flips:
        tc = ET.SubElement(suite, "testcase", classname=f"groundtest.compare.{f.type}", name=xml_safe(f"{f.id} {f.metric}"))
        if f.unstable:
            skipped += 1
            ET.SubElement(tc, "skipped", message=xml_safe(f"unstable case {_flip_word(f)} (not gated)"))
        elif f.direction == "to_fail":
            failures += 1
            ET.SubElement(tc, "failure", message=xml_safe(f"{_flip_word(f)}: {f.reason}"), type=f.metric)
    gates = ("hallucination_rate", "over_refusal_rate", "bait")
    for name in gates:
        tc = ET.SubElement(suite, "testcase", classname="groundtest.compare.gate", name=name)
        if name in c.gate_failures:
            failures += 1
            ET.SubElement(tc, "failure", message=xml_safe(c.gate_failures[name]), type="regression")
    suite.set("tests", str(len(c.flips) + len(c.unstable_flips) + len(gates)))
    suite.set("failures", str(failures))
    suite.set("skipped", str(skipped))
    suite.set("errors", "0")
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


RENDERERS: dict[str, Callable[[Comparison], str]] = {
    "table": render_table,
    "markdown": render_markdown,
    "json": render_json,
    "junit": render_junit,
}


def render_html(c: Comparison, candidate_results: Iterable[Result] | None = None, cases_path: str | None = None) -> str:
    """The HTML comparison page (``groundtest.reports.html``); cases that now fail are shown in full
    when the candidate's results and its case file (on disk and unchanged since the run) are at hand."""
    from ..reports.html import render_comparison

    from ..runs.store import file_sha256

    worse = {f.id for f in c.flips if f.direction == "to_fail"}
    cases = None
    if cases_path and worse and file_sha256(cases_path) == c.candidate.sha256:  # unchanged since the run
        from ..cases import CaseReader

        cases = {case.id: case for case in CaseReader(cases_path) if case.id in worse}
    return render_comparison(c, candidate_results, cases)


def render(c: Comparison, fmt: str = "table") -> str:
    if fmt == "html":
        return render_html(c)
    if fmt not in RENDERERS:
        raise UsageError(f"unknown format {fmt!r}; choose one of: {', '.join(RENDERERS)}")
    return RENDERERS[fmt](c)
