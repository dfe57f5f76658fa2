"""The self-contained HTML report: content, highlights, escaping, CSP, comparison view, and the CLI."""
from __future__ import annotations

import base64
import hashlib
import json
import re
from html.parser import HTMLParser

import pytest

from groundtest.cli import main
from groundtest.compare import compare
from groundtest.reports import get_renderer, html
from groundtest.summary import summarize
from tests.review import corpus


class _Doc(HTMLParser):
    """Start tags with attributes, and the text of <style> and <script> elements."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.raw: dict[str, list[str]] = {"style": [], "script": []}
        self._in: str | None = None
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in = tag if tag in self.raw else None

    def handle_endtag(self, tag):
        self._in = None

    def handle_data(self, data):
        if self._in:
            self.raw[self._in].append(data)

    def all(self, tag: str) -> list[dict]:
        return [a for t, a in self.tags if t == tag]


@pytest.fixture()
def report(tmp_path) -> str:
    cases_path, _ = corpus.write(tmp_path)
    results = corpus.results()
    return html.render(summarize(results), results, case_file=cases_path)


def _article(page: str, case_id_escaped: str) -> str:
    m = re.search(r'<article class="case"[^>]*>.*?</article>', page[page.index(f'<span class="id">{case_id_escaped}</span>') - 400:], re.S)
    return m.group(0)


def test_registered_as_html_and_needs_results():
    r = get_renderer("html")
    assert r.needs_results and r.render is html.render


def test_the_report_is_one_self_contained_file(report):
    doc = _Doc(report)
    assert "http:" not in report and "https:" not in report and "url(" not in report and "@import" not in report
    assert [a for _, a in doc.tags if "src" in a] == []
    assert doc.all("link") == [{"rel": "icon", "href": "data:,"}]
    assert {a.get("href") for a in doc.all("a")} <= {None}
    # the case index is inline JSON (not executable); the one executable script is the page's own
    assert len(doc.all("style")) == 1 and doc.all("script") == [{"type": "application/json", "id": "gt-index"}, {}]


def test_the_csp_allows_only_the_pages_own_style_and_script(report):
    doc = _Doc(report)
    csp = next(a["content"] for a in doc.all("meta") if a.get("http-equiv") == "Content-Security-Policy")
    digest = lambda text: base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()  # noqa: E731
    assert f"style-src 'sha256-{digest(''.join(doc.raw['style']))}'" in csp
    assert f"script-src 'sha256-{digest(doc.raw['script'][-1])}'" in csp
    assert csp.startswith("default-src 'none';")


def test_rates_budgets_and_gate(report):
    assert "<h3>Hallucination rate</h3><div class=\"value bad\">25.0%</div>" in report
    assert "2 of 8 cases · 95% CI 7.1%–59.1%<br>budget ≤ 2.0% · <b>over budget</b>" in report
    assert "<h3>Over-refusal rate</h3><div class=\"value bad\">14.3%</div>" in report
    assert '<span class="badge big failed">FAILED</span>' in report
    assert "<li>hallucination rate 25.0% (2/8) exceeds budget 2.0%</li>" in report
    assert "<li>1 bait case(s) hallucinated; budget 0</li>" in report


def test_the_chart_has_one_bar_per_rate_and_type_scaled_to_the_rate(report):
    svg = re.search(r"<svg class=\"chart\".*?</svg>", report, re.S).group(0)
    bars = re.findall(r'<rect class="(bar-[ho])" x="130" y="\d+" width="([\d.]+)" height="14" rx="2"><title>([^<]*)</title>', svg)
    assert bars == [
        ("bar-h", "0.0", "answerable hallucination rate: 0.0% (0/6)"),
        ("bar-o", "78.3", "answerable over-refusal rate: 16.7% (1/6)"),
        ("bar-h", "470.0", "unanswerable hallucination rate: 100.0% (1/1)"),
        ("bar-o", "0.0", "unanswerable over-refusal rate: n/a (none expects an answer)"),
        ("bar-h", "470.0", "stale_context hallucination rate: 100.0% (1/1)"),
        ("bar-o", "0.0", "stale_context over-refusal rate: 0.0% (0/1)"),
    ]
    assert re.findall(r'<line class="budget (budget-[ho])" x1="([\d.]+)"', svg) == [("budget-h", "139.4"), ("budget-o", "177.0")]


def _index(page: str) -> list[list[str]]:
    raw = re.search(r'<script type="application/json" id="gt-index">(.*?)</script>', page, re.S).group(1)
    return json.loads(raw)


def test_every_case_is_listed_and_shown_in_full_with_its_spans(report):
    # issue 14: a missed hallucination must be visible, so clean cases are there too
    index = _index(report)
    assert [r[0] for r in index] == [c["id"] for c in corpus.cases()]
    assert [r[2] for r in index] == [html._verdicts(r) and " ".join(html._verdicts(r)) for r in corpus.results()]
    assert {r[2] for r in index} >= {"passed", "hallucinated", "uncertain", "over_refused uncertain"}
    assert "</script><img" not in report.split('id="gt-index">')[1].split("</script>")[0]
    ids = re.findall(r'<article class="case" id="case-(\d+)" data-type="[^"]*" data-verdict="([^"]*)" data-id="([^"]*)"', report)
    assert [int(p) for p, _, _ in ids] == list(range(len(index)))
    assert [i for _, _, i in ids] == [html.esc(c["id"].casefold()) for c in corpus.cases()]
    ok = _article(report, "ok-return")
    assert "<h3>Response</h3>" in ok and '<span class="badge passed">passed</span>' in ok
    bad = _article(report, "bad-fee")
    assert 'A replacement card costs <mark class="critical" title="critical forbidden_value: forbidden: $5 (superseded)">$5</mark>.' in bad
    assert 'Not stated: <mark class="expected">$3</mark>' in bad
    assert '<div class="chunk superseded"><div class="title"><span dir="auto">fees-2022.md</span> <span class="badge uncertain">superseded</span></div>' in bad
    assert '<mark class="conflict support" title="forbidden value: $5; supports the response">$5</mark>' in bad
    assert '<mark class="expected support" title="expected value: $3; supports the response">$3</mark>' in bad
    unc = _article(report, "unc-hours")
    assert '<mark class="moderate" title="moderate invented_fact: no closing time in the context">stays open until 9pm</mark>' in unc
    assert "1 more chunk(s) with nothing highlighted" in unc


def test_untrusted_text_is_inert(report):
    doc = _Doc(report)
    assert not [t for t, a in doc.tags if "data-pwn" in a or t in ("img", "svg") and "onload" in a]
    assert not [a for _, a in doc.tags if any(k.startswith("on") for k in a)]
    assert not [t for t, _ in doc.tags if t in ("img", "textarea", "a")]
    assert len(doc.all("script")) == 2 and len(doc.all("style")) == 1
    assert "&lt;script&gt;alert(&#x27;x-script&#x27;)&lt;/script&gt;" in report
    assert "{{ 7*7 }}" in report  # no template engine touched the text


def test_without_the_case_file_the_findings_are_still_shown(tmp_path):
    results = corpus.results()
    page = html.render(summarize(results), results, case_file=tmp_path / "gone.jsonl")
    assert page.count("Response and context not shown: the case file was not given.") == 8
    assert "forbidden_value</span> (critical): <q dir=\"auto\">$5</q>" in page


def test_a_long_run_lists_every_case_and_shows_at_most_max_cases_in_full(tmp_path, monkeypatch):
    monkeypatch.setattr(html, "MAX_CASES", 3)
    results = corpus.results()
    page = html.render(summarize(results), results)
    assert len(_index(page)) == 8
    shown = re.findall(r'<article class="case" id="case-(\d+)"', page)
    flagged = [i for i, r in enumerate(results) if not r.passed or r.hallucination == "uncertain"]
    assert [int(i) for i in shown] == flagged[:3]  # failing and uncertain first
    assert "Every case is listed; 3 are shown in full" in page


def test_write_report_streams_the_same_page(tmp_path, capsys):
    cases_path, _ = corpus.write(tmp_path)
    results = corpus.results()
    calls = []

    def again():
        calls.append(1)
        return iter(results)

    out = tmp_path / "r.html"
    html.write_report(summarize(results), again, str(out), case_file=cases_path)
    assert len(calls) == 2
    assert out.read_text(encoding="utf-8") == html.render(summarize(results), results, case_file=cases_path)


def test_a_passing_run_says_so(tmp_path):
    results = [r for r in corpus.results() if r.passed and r.hallucination == "clean"]
    page = html.render(summarize(results), results)
    assert '<span class="badge big passed">PASSED</span>' in page and f"<h2>Every case ({len(results)})</h2>" in page
    assert {r[2] for r in _index(page)} == {"passed"}


def test_comparison_view_shows_changes_flips_and_the_new_failures(tmp_path):
    cases_path, _ = corpus.write(tmp_path)
    candidate = corpus.results()
    baseline = corpus.results()
    for r in baseline:
        if r.id == "bad-fee":
            r.hallucinated, r.hallucination, r.findings = False, "clean", []
        if r.id == "refuse-ship":
            r.over_refused = False
    c = compare(baseline, candidate)
    cases = html.load_case_map(cases_path)
    page = html.render_comparison(c, candidate, cases)
    assert '<span class="badge big failed">REGRESSION</span>' in page
    assert "baseline 12.5% → candidate 25.0% over 8 paired case(s)" in page
    assert re.findall(r'<tr class="flip (\w+)"><td class="mono">([^<]+)</td>', page) == [("to_fail", "bad-fee"), ("to_fail", "refuse-ship")]
    assert re.findall(r'<rect class="(bar-[ho])" x="380" y="\d+" width="([\d.]+)"', page) == [("bar-o", "230.0"), ("bar-h", "230.0")]
    assert "Now failing, in full (2)" in page
    assert '<mark class="critical" title="critical forbidden_value: forbidden: $5 (superseded)">$5</mark>' in page
    doc = _Doc(page)
    assert len(doc.all("script")) == 1 and not [a for _, a in doc.tags if "data-pwn" in a]


def test_score_writes_the_html_report_with_responses(tmp_path, capsys):
    cases_path, _ = corpus.write(tmp_path)
    out = tmp_path / "report.html"
    code = main(["score", str(cases_path), "--judge", "none", "--no-store", "--format", "html", "--output", str(out)])
    captured = capsys.readouterr()
    assert code == 1 and captured.out == ""
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and '<span class="badge big failed">FAILED</span>' in page
    bad = _article(page, "bad-fee")
    assert "<h3>Response</h3>" in bad and '<mark class="critical" title="critical forbidden_value: forbidden: $5">$5</mark>' in bad


def test_score_leaves_no_scratch_file_behind(tmp_path, capsys):
    cases_path, _ = corpus.write(tmp_path)
    out_dir = tmp_path / "out"
    assert main(["score", str(cases_path), "--judge", "none", "--no-store", "--format", "html",
                 "--output", str(out_dir / "report.html")]) == 1
    assert [p.name for p in out_dir.iterdir()] == ["report.html"]
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x"}\n')
    assert main(["score", str(bad), "--no-store", "--format", "html", "--output", str(out_dir / "r2.html")]) == 2
    assert [p.name for p in out_dir.iterdir()] == ["report.html"]
    capsys.readouterr()
