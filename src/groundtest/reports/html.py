"""The HTML report: one self-contained file (no network, no external assets).

The two rates against their budgets, a per-type chart (inline SVG), and *every* case: a compact
index of all of them (id, type, verdict, reason) as inline JSON that the page filters, searches
and pages through (50 rows at a time, collapsed; the DOM holds one page), and the first
``MAX_CASES`` failing or uncertain cases, then the first clean ones up to the same total, in full
(query, response and context with the offending spans highlighted) behind their rows.
:func:`write_report` streams the page (two passes over the results, memory flat however many
cases); :func:`render_comparison` shows two runs side by side.

Pure Python (``html.escape`` and string building): the report needs no optional extra. A
Content-Security-Policy allows only this page's own style and script (by hash), so even a
mistake in escaping could not run injected code.
"""
from __future__ import annotations

import base64
import hashlib
import json
from importlib import resources
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping, Sequence

from .. import __version__
from ..cases import CaseReader
from ..masking import cut
from ..model import CASE_TYPES, Case, Result
from ..review.views import case_view
from ..summary import Summary
from .html_parts import ChartRow, case_article, esc, flip_chart, highlight_key, legend, pct, type_chart

#: cases shown in full in one report (failing and uncertain first, then clean); every case is listed
MAX_CASES = 1000
#: rows per page of the case list
PAGE_SIZE = 50


def _asset(name: str) -> str:
    return resources.files("groundtest").joinpath("templates", name).read_text(encoding="utf-8")


def _sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


def page(title: str, body: str) -> str:
    """A whole HTML document around ``body``: inline CSS and JS, and a CSP that allows nothing else."""
    return page_head(title) + body + page_tail()


def page_head(title: str) -> str:
    css, js = _asset("style.css"), _asset("report.js")
    csp = (f"default-src 'none'; style-src {_sha(css)}; script-src {_sha(js)}; img-src data:; "
           "base-uri 'none'; form-action 'none'")
    return (f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{esc(csp)}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">'
            f"<title>{esc(title)}</title><style>{css}</style></head>\n<body><main>")


def page_tail() -> str:
    return (f'<footer>groundtest {esc(__version__)} · a self-contained file: it loads nothing from the network.</footer>'
            f"</main><script>{_asset('report.js')}</script></body></html>\n")


def load_case_map(path: str | Path, ids: Iterable[str] | None = None) -> dict[str, Case]:
    """The cases of ``path`` by id (only ``ids`` when given); bad lines are skipped — the scorer reported them."""
    wanted = set(ids) if ids is not None else None
    return {c.id: c for c in CaseReader(path) if wanted is None or c.id in wanted}


def _card(name: str, value: str, bad: bool | str, detail: str, delta: str = "") -> str:
    """A metric card; ``bad`` colours the value red (True), green (False) or by a class name."""
    cls = bad if isinstance(bad, str) else ("bad" if bad else "good")
    return (f'<div class="card"><h3>{esc(name)}</h3><div class="value {cls}">{esc(value)}{delta}</div>'
            f'<div class="detail">{detail}</div></div>')


def _cards(s: Summary) -> str:
    b = s.budgets
    h_bad, o_bad = b.exceeds("max_hallucination_rate", s.hallucination_rate), b.exceeds("max_over_refusal_rate", s.over_refusal_rate)
    lo, hi = s.hallucination_ci
    olo, ohi = s.over_refusal_ci
    return '<div class="cards">' + "".join([
        _card("Hallucination rate", pct(s.hallucination_rate), h_bad,
              f"{s.hallucinated} of {s.cases} cases · 95% CI {pct(lo)}–{pct(hi)}<br>budget {'&lt;' if 'max_hallucination_rate' in b.strict else '≤'} {pct(b.max_hallucination_rate)} · "
              + ("<b>over budget</b>" if h_bad else "within budget")),
        _card("Over-refusal rate", pct(s.over_refusal_rate), o_bad,
              f"{s.over_refused} of {s.answer_expected} answer-expected · 95% CI {pct(olo)}–{pct(ohi)}<br>"
              f"budget {'&lt;' if 'max_over_refusal_rate' in b.strict else '≤'} {pct(b.max_over_refusal_rate)} · " + ("<b>over budget</b>" if o_bad else "within budget")),
        _card("Bait hallucinated", f"{s.bait_hallucinated} / {s.bait}", s.bait_hallucinated > b.max_bait_hallucinations,
              f"adversarial cases tagged <code>bait</code> · budget ≤ {b.max_bait_hallucinations}"),
        _card("Uncertain", str(s.uncertain), "warn" if s.uncertain else "good", "only moderate findings: these need a person (<code>groundtest review</code>)"),
    ]) + "</div>"


def _notes(s: Summary) -> str:
    out = ""
    if s.failures:
        out += '<div class="notes fail"><b>Gate failed</b><ul>' + "".join(f"<li>{esc(f)}</li>" for f in s.failures) + "</ul></div>"
    if s.warnings:
        out += '<div class="notes warn"><b>Warnings</b><ul>' + "".join(f"<li>{esc(w)}</li>" for w in s.warnings) + "</ul></div>"
    return out


def _rows(s: Summary, base: Summary | None = None) -> list[ChartRow]:
    rows = []
    for t, c in s.by_type.items():
        b = base.by_type.get(t) if base else None
        o = c.over_refused / c.answer_expected if c.answer_expected else None
        rows.append(ChartRow(
            t, c.hallucinated / c.n if c.n else 0.0, f"{pct(c.hallucinated / c.n if c.n else 0)} ({c.hallucinated}/{c.n})",
            o, f"{pct(o)} ({c.over_refused}/{c.answer_expected})" if o is not None else "n/a (none expects an answer)",
            base_h=(b.hallucinated / b.n if b and b.n else 0.0) if base else None,
            base_o=(b.over_refused / b.answer_expected if b and b.answer_expected else 0.0) if base else None,
        ))
    return rows


def _type_table(s: Summary) -> str:
    head = "<tr><th>type</th><th class=num>cases</th><th class=num>hallucinated</th><th class=num>over-refused</th><th class=num>uncertain</th><th class=num>incomplete</th></tr>"
    body = "".join(f"<tr><td>{esc(t)}</td><td class=num>{c.n}</td><td class=num>{c.hallucinated}</td><td class=num>{c.over_refused}</td>"
                   f"<td class=num>{c.uncertain}</td><td class=num>{c.incomplete}</td></tr>" for t, c in s.by_type.items())
    return f"<table>{head}{body}</table>"


def _filters(types: Iterable[str], verdicts: Sequence[tuple[str, str]], search: str = "case id") -> str:
    opts = "".join(f'<option value="{esc(t)}">{esc(t)}</option>' for t in types)
    chips = "".join(f'<button type="button" class="chip" data-verdict="{k}" aria-pressed="{str(k == "all").lower()}">{esc(n)}</button>'
                    for k, n in [("all", "all"), *verdicts])
    return (f'<div class="filters" role="search"><label for="f-type">type</label><select id="f-type"><option value="all">all types</option>{opts}</select>'
            f'{chips}<input type="search" id="f-q" placeholder="{esc(search)}…" aria-label="filter by {esc(search)}"><span id="f-count" class="muted"></span></div>')


def _case_section(results: Sequence[Result], cases: Mapping[str, Case] | None, heading: str) -> str:
    listed = results[:MAX_CASES]
    arts = "".join(case_article(case_view(r, (cases or {}).get(r.id)), i) for i, r in enumerate(listed))
    more = f'<p class="muted">… and {len(results) - MAX_CASES} more (see the results file).</p>' if len(results) > MAX_CASES else ""
    if not listed:
        return f"<h2>{esc(heading)}</h2><p class=muted>No failing or uncertain cases.</p>"
    types = [t for t in CASE_TYPES if any(r.type == t for r in listed)]
    verdicts = [("hallucinated", "hallucinated"), ("over_refused", "over-refused"), ("uncertain", "uncertain"), ("incomplete", "incomplete")]
    return f"<h2>{esc(heading)} ({len(results)})</h2>{_filters(types, verdicts)}{highlight_key()}<div id=cases>{arts}</div>{more}"


def render(summary: Summary, results: Sequence[Result] | None = None, cases: Mapping[str, Case] | None = None,
           *, case_file: str | Path | None = None, title: str = "groundtest report") -> str:
    """The report of one run, as one string (:func:`write_report` streams it instead). ``cases``
    (id → case), or the ``case_file`` they are read from, adds the query, response and context of
    each case shown in full (without them, the findings alone are shown)."""
    listed = list(results or [])
    return "".join(iter_report(summary, lambda: listed, cases, case_file=case_file, title=title))


def write_report(summary: Summary, results: Callable[[], Iterable[Result]], output: str | None,
                 *, case_file: str | Path | None = None, title: str = "groundtest report") -> None:
    """Stream the report to ``output`` (a file, written atomically, or stdout for None/``-``).
    ``results`` is called twice and must give the same results in the same order each time
    (e.g. re-reading a results file): memory stays flat however many cases there are."""
    from ..outputs import emit_pieces

    emit_pieces(iter_report(summary, results, None, case_file=case_file, title=title), output)


def _verdicts(r: Result) -> list[str]:
    out = [k for k, on in (("hallucinated", r.hallucinated), ("over_refused", r.over_refused),
                           ("incomplete", r.incomplete)) if on]
    if r.hallucination == "uncertain":
        out.append("uncertain")
    return out or ["passed"]


def _index_row(r: Result) -> str:
    reason = "" if (r.passed and r.hallucination == "clean") else r.reason()
    row = [r.id, r.type, " ".join(_verdicts(r)), cut(reason, 300)]
    # inline JSON inside <script>: no "<" may appear raw (no "</script>", no "<!--")
    return json.dumps(row, ensure_ascii=False).replace("<", "\\u003c")


def iter_report(summary: Summary, results: Callable[[], Iterable[Result]], cases: Mapping[str, Case] | None = None,
                *, case_file: str | Path | None = None, title: str = "groundtest report") -> Iterator[str]:
    """The report in pieces: pass 1 over ``results()`` writes the index of every case and picks the
    ones shown in full; pass 2 writes those in full (their cases read from ``case_file``)."""
    s = summary
    status = '<span class="badge big passed">PASSED</span>' if s.passed else '<span class="badge big failed">FAILED</span>'
    judge = f" · judge <code>{esc(s.judge)}</code>" if s.judge else ""
    yield page_head(title)
    yield (f'<div class="topbar"><h1>{esc(title)}</h1>{status}<span class="spacer"></span>'
           f'<span class="muted">{s.cases} case(s){judge}</span></div>{_cards(s)}{_notes(s)}'
           f'<h2>By case type</h2><div class="panel">{type_chart(_rows(s), s.budgets.max_hallucination_rate, s.budgets.max_over_refusal_rate, "Hallucination and over-refusal rate by case type")}'
           f"{legend(False, s.budgets.max_hallucination_rate, s.budgets.max_over_refusal_rate)}</div>"
           f'<div class="panel gap">{_type_table(s)}</div>')
    bad: list[int] = []
    clean: list[int] = []
    ids: dict[int, str] = {}
    types: set[str] = set()
    n = 0
    yield '<script type="application/json" id="gt-index">['
    for pos, r in enumerate(results()):
        n += 1
        types.add(r.type)
        flagged = not r.passed or r.hallucination == "uncertain"
        picks = bad if flagged else clean
        if len(picks) < MAX_CASES:
            picks.append(pos)
            ids[pos] = r.id
        yield ("," if pos else "") + _index_row(r)
    yield "]</script>"
    full = set(bad) | set(clean[:max(0, MAX_CASES - len(bad))])
    verdicts = [("hallucinated", "hallucinated"), ("over_refused", "over-refused"), ("uncertain", "uncertain"),
                ("incomplete", "incomplete"), ("passed", "passed")]
    shown_types = [t for t in CASE_TYPES if t in types] + sorted(types - set(CASE_TYPES))
    note = (f'<p class="muted">Every case is listed; {len(full)} are shown in full (query, response and context): '
            f"the failing and uncertain ones first, then clean ones, at most {MAX_CASES}. "
            "The rest: the results file, or <code>groundtest review</code>.</p>") if n > len(full) else ""
    yield (f'<h2>Every case ({n})</h2>{note}{_filters(shown_types, verdicts, "case id or reason")}'
           f'<div class="pager"><button type="button" id="f-prev">‹ previous</button><span id="f-page" class="muted"></span>'
           f'<button type="button" id="f-next">next ›</button></div>{highlight_key()}'
           f'<div id="cases" data-page-size="{PAGE_SIZE}">'
           f'<noscript><p class="muted">The case list needs JavaScript (the results file has every case).</p></noscript></div>')
    if cases is None and case_file is not None and Path(case_file).is_file():
        cases = load_case_map(case_file, {ids[p] for p in full})
    yield '<div id="details" hidden>'
    for pos, r in enumerate(results()):
        if pos in full:
            yield case_article(case_view(r, (cases or {}).get(r.id)), pos)
    yield "</div>"
    yield page_tail()


def _change_card(name: str, r, limit: float) -> str:
    """One rate of a comparison: baseline → candidate, the change with its interval, McNemar."""
    lo, hi = r.change_ci
    worse = r.gated_change > limit + 1e-12
    arrow = "up" if r.change > 0 else "down"
    delta = f' <span class="delta {arrow}">{r.change * 100:+.2f} pts</span>' if r.n and r.change else ""
    detail = (f"baseline {pct(r.baseline)} → candidate {pct(r.candidate)} over {r.n} paired case(s)<br>"
              f"change 95% CI {lo * 100:+.2f} to {hi * 100:+.2f} pts · McNemar p = {r.mcnemar_p:.3g}<br>"
              f"{r.to_fail} newly failing, {r.to_pass} fixed · limit +{limit * 100:.2f} pts · "
              + ("<b>regression</b>" if worse else "within limit"))
    return _card(name, pct(r.candidate), worse, detail, delta)


def _flip_rows(flips, heading: str) -> str:
    if not flips:
        return ""
    names = {"hallucinated": "hallucinated", "over_refused": "over-refused"}
    rows = "".join(
        f'<tr class="flip {f.direction}"><td class="mono">{esc(f.id)}</td><td>{esc(f.type)}</td>'
        f'<td><span class="arrow">{"→ failing" if f.direction == "to_fail" else "→ passing"}</span> {names.get(f.metric, esc(f.metric))}'
        + (' <span class="badge failed">bait</span>' if f.bait else "") + (' <span class="badge uncertain">unstable</span>' if f.unstable else "")
        + f"</td><td>{esc(f.reason)}</td></tr>" for f in flips)
    return f"<h2>{esc(heading)} ({len(flips)})</h2><div class=panel><table><tr><th>case</th><th>type</th><th>flip</th><th>why</th></tr>{rows}</table></div>"


def render_comparison(comparison, candidate_results: Iterable[Result] | None = None,
                      cases: Mapping[str, Case] | None = None, *, title: str = "groundtest comparison") -> str:
    """The comparison of two runs (a :class:`groundtest.compare.Comparison`): both rates with their
    change, flips per type (SVG), the flipped cases; with ``candidate_results`` and ``cases`` (id → case),
    the cases that now fail are shown in full with their spans highlighted."""
    c = comparison
    status = '<span class="badge big passed">NO REGRESSION</span>' if c.passed else '<span class="badge big failed">REGRESSION</span>'
    sides = f"{esc(c.baseline.label)} → {esc(c.candidate.label)}"
    notes = ""
    if c.failures:
        notes += '<div class="notes fail"><b>Gate failed</b><ul>' + "".join(f"<li>{esc(f)}</li>" for f in c.failures) + "</ul></div>"
    if c.warnings:
        notes += '<div class="notes warn"><b>Warnings</b><ul>' + "".join(f"<li>{esc(w)}</li>" for w in c.warnings) + "</ul></div>"
    worse = [f for f in c.flips if f.direction == "to_fail"]
    better = [f for f in c.flips if f.direction == "to_pass"]
    only = len(c.only_baseline) + len(c.only_candidate)
    body = (f'<div class="topbar"><h1>{esc(title)}</h1>{status}<span class="spacer"></span><span class="muted">{sides}</span></div>'
            '<div class="cards">'
            + _change_card("Hallucination rate", c.hallucination, c.limits.max_regression)
            + _change_card("Over-refusal rate", c.over_refusal, c.limits.max_refusal_regression)
            + _card("Paired cases", str(c.paired), "", f"{only} on one side only · {c.excluded} excluded (judge errors)")
            + "</div>" + notes
            + f'<h2>Flips by case type</h2><div class="panel">{flip_chart(c.by_type, "Cases that flipped, by type")}'
            '<div class="legend"><span><span class="swatch h"></span>newly hallucinated</span><span><span class="swatch o"></span>newly over-refused</span>'
            '<span><span class="swatch fixed"></span>fixed</span></div></div>'
            + _flip_rows(worse, "Now failing") + _flip_rows(better, "Fixed") + _flip_rows(c.unstable_flips, "Flips on unstable cases (not gated)"))
    if candidate_results is not None and worse:
        ids = {f.id for f in worse}
        shown = [r for r in candidate_results if r.id in ids]
        body += _case_section(shown, cases, "Now failing, in full")
    return page(title, body)
