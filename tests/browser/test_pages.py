"""Both pages in a real headless Chromium (Debian's ``chromium`` driven by Playwright for Python).

The review page: label three cases with the mouse and the keyboard, reload, see them kept, export
them. The report: the chart and a highlighted span are visible and the filters work. Neither page
runs the XSS corpus (no dialog, no injected element). Screenshots go to ``test-artifacts/``.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest.cli import main
from groundtest.reports import html
from groundtest.review.app import Review, create_app
from groundtest.review.queue import build_queue, load_review_set
from groundtest.review.server import ReviewServer
from groundtest.summary import summarize
from tests.review import corpus

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)"),
]
sync_api = pytest.importorskip("playwright.sync_api", reason="needs Playwright for Python (pip install playwright)")


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()


class Watch:
    """A page with every dialog and every console error recorded (a dialog means injected code ran)."""

    def __init__(self, browser):
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.page = self.context.new_page()
        self.dialogs: list[str] = []
        self.errors: list[str] = []
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def assert_inert(self, scripts: int) -> None:
        """No dialog fired and nothing from the corpus became an element."""
        p = self.page
        assert self.dialogs == []
        assert p.locator("[data-pwn]").count() == 0
        assert p.locator("img, iframe, style ~ style, a[href^='javascript']").count() == 0
        handlers = p.evaluate("[...document.querySelectorAll('*')].flatMap(e => [...e.attributes]"
                              ".filter(a => a.name.startsWith('on')).map(a => e.tagName + ' ' + a.name))")
        assert handlers == []
        assert p.locator("script").count() == scripts
        assert p.evaluate("getComputedStyle(document.body).display") == "block"  # the injected <style> did not apply


@pytest.fixture()
def watch(browser):
    w = Watch(browser)
    yield w
    w.context.close()


def test_review_page_labels_with_mouse_and_keyboard_and_keeps_them(tmp_path, watch, capsys):
    cases_path, _ = corpus.write(tmp_path)
    store = tmp_path / "gt.db"
    run_id = corpus.store_run(store, cases_path)
    rs = load_review_set("last", None, store)
    queue = build_queue(rs.results, 2, seed=0)
    assert [r.id for r in queue][:3] == ["unc-hours", "refuse-ship", "xss-2"]
    p = watch.page
    with ReviewServer(create_app(Review(rs, queue, store))) as server:
        p.goto(server.url)
        assert p.url == server.url + "case/0"
        span = p.locator("#response mark.moderate")
        assert span.is_visible() and span.inner_text() == "stays open until 9pm"
        assert p.locator("#progress-text").inner_text() == "0 of 5 labelled"

        p.get_by_role("button", name="Hallucinated").click()  # the mouse: saves and moves on
        p.wait_for_url("**/case/1")
        p.keyboard.press("c")  # the keyboard
        p.wait_for_url("**/case/2")
        p.keyboard.press("u")
        p.wait_for_url("**/case/3")
        watch.assert_inert(scripts=2)  # the XSS bait case
        p.keyboard.press("p")
        p.wait_for_url("**/case/2")
        p.keyboard.press("e")
        p.keyboard.type(corpus.PAYLOAD)
        p.keyboard.press("Enter")  # saves the note with the label it has
        sync_api.expect(p.locator("#status")).to_have_text("Saved: uncertain (with note)")

        p.reload()
        assert p.locator("#note").input_value() == corpus.PAYLOAD
        assert p.get_by_role("button", name="Uncertain").get_attribute("aria-pressed") == "true"
        assert p.locator("#progress-text").inner_text() == "3 of 5 labelled"
        assert [p.locator(".dots a").nth(i).get_attribute("class") for i in range(5)] == [
            "hallucinated", "clean", "uncertain current", "", ""]
        watch.assert_inert(scripts=2)
        p.locator(".dots a").first.click()
        p.wait_for_url("**/case/0")
        assert p.get_by_role("button", name="Hallucinated").get_attribute("aria-pressed") == "true"
        ARTIFACTS.mkdir(exist_ok=True)
        p.screenshot(path=str(ARTIFACTS / "review.png"), full_page=True)
    assert watch.dialogs == [] and watch.errors == []

    assert main(["labels", "export", "--store", str(store), "--run", "last"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["id"], r["label"], r["note"], r["run"]) for r in rows] == [
        ("refuse-ship", "clean", "", run_id),
        ("unc-hours", "hallucinated", "", run_id),
        ("xss-2", "uncertain", corpus.PAYLOAD, run_id),
    ]


def test_report_shows_the_chart_and_highlights_and_filters(tmp_path, watch):
    cases_path, _ = corpus.write(tmp_path)
    results = corpus.results()
    path = tmp_path / "report.html"
    path.write_text(html.render(summarize(results), results, case_file=cases_path), encoding="utf-8")
    p = watch.page
    p.goto(path.as_uri())
    chart = p.locator("svg.chart")
    assert chart.is_visible() and chart.bounding_box()["width"] > 600
    assert p.locator("svg.chart rect.bar-h").count() == 3
    assert p.locator("svg.chart rect.bar-h").nth(1).bounding_box()["width"] > 300  # unanswerable: 100%
    assert p.locator("#f-count").inner_text() == "8 of 8 shown"  # every case, clean ones too (the script ran)
    rows = p.locator("#cases details.row")
    assert rows.count() == 8 and p.locator("#details").is_hidden()  # the cases in full stay behind their rows
    assert [r.get_attribute("data-id") for r in rows.all()] == [c["id"].lower() for c in corpus.cases()]
    bad = p.locator('#cases details.row[data-id="bad-fee"]')
    bad.locator("summary").click()  # collapsed until opened
    mark = bad.locator(".response mark.critical")
    sync_api.expect(mark).to_be_visible()
    assert mark.inner_text() == "$5"
    assert mark.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(249, 201, 197)"  # the inline CSS applied
    ok = p.locator('#cases details.row[data-id="ok-return"]')
    ok.locator("summary").click()
    sync_api.expect(ok.locator(".response")).to_be_visible()  # a clean case's response can be read too
    p.get_by_role("button", name="uncertain").click()
    assert [r.get_attribute("data-id") for r in rows.all()] == ["unc-hours", "refuse-ship", "xss-2"]
    p.select_option("#f-type", "stale_context")
    assert rows.count() == 0 and p.locator("#f-count").inner_text() == "0 of 8 shown"
    p.get_by_role("button", name="all", exact=True).click()
    assert [r.get_attribute("data-id") for r in rows.all()] == ["bad-fee"]
    p.select_option("#f-type", "all")
    p.get_by_role("button", name="passed").click()
    assert "ok-return" in [r.get_attribute("data-id") for r in rows.all()]
    p.get_by_role("button", name="all", exact=True).click()
    p.fill("#f-q", "xss")
    assert p.locator("#f-count").inner_text() == "2 of 8 shown"
    for r in rows.all():  # open the XSS bait rows: their text stays text
        r.locator("summary").click()
    watch.assert_inert(scripts=2)
    p.fill("#f-q", "")
    ARTIFACTS.mkdir(exist_ok=True)
    p.set_viewport_size({"width": 1280, "height": 1500})
    p.evaluate("document.activeElement.blur(); window.scrollTo(0, 0)")
    p.screenshot(path=str(ARTIFACTS / "report.png"))
    assert watch.dialogs == [] and watch.errors == []


def test_a_report_of_many_cases_pages_filters_and_searches(tmp_path, watch, capsys):
    from tests.helpers import case, write_jsonl

    rows = []
    for i in range(3000):
        if i % 10 == 3:
            rows.append(case(id=f"case-{i:05d}", response="A replacement card costs $5.", must_not_include=["$5"]))
        else:
            rows.append(case(id=f"case-{i:05d}"))
    cases_path = write_jsonl(tmp_path / "cases.jsonl", rows)
    out = tmp_path / "report.html"
    assert main(["score", str(cases_path), "--judge", "none", "--no-store", "--format", "html", "-o", str(out)]) == 1
    capsys.readouterr()
    p = watch.page
    p.goto(out.as_uri())
    listed = p.locator("#cases details.row")
    assert p.locator("#f-count").inner_text() == "3000 of 3000 shown"
    assert listed.count() == 50 and p.locator("#f-page").inner_text() == "page 1 of 60"  # one page in the DOM
    p.locator("#f-next").click()
    assert p.locator("#f-page").inner_text() == "page 2 of 60"
    assert listed.first.get_attribute("data-id") == "case-00050"
    p.get_by_role("button", name="hallucinated").click()
    assert p.locator("#f-count").inner_text() == "300 of 3000 shown" and p.locator("#f-page").inner_text() == "page 1 of 6"
    p.fill("#f-q", "case-02993")
    assert [r.get_attribute("data-id") for r in listed.all()] == ["case-02993"]
    listed.first.locator("summary").click()
    sync_api.expect(listed.first.locator(".response mark.critical")).to_have_text("$5")
    p.get_by_role("button", name="passed").click()
    p.fill("#f-q", "case-02999")
    row = listed.first
    row.locator("summary").click()  # beyond the cases held in full: said so, not blank
    sync_api.expect(row.locator("p.muted")).to_contain_text("Not in this page in full")
    p.fill("#f-q", "forbidden")  # the reason is searched too
    assert p.locator("#f-count").inner_text() == "0 of 3000 shown"  # (filtered to passed)
    p.get_by_role("button", name="all", exact=True).click()
    assert p.locator("#f-count").inner_text() == "300 of 3000 shown"
    assert watch.dialogs == [] and watch.errors == []


def test_comparison_page_is_inert_too(tmp_path, watch):
    from groundtest.compare import compare

    cases_path, _ = corpus.write(tmp_path)
    baseline, candidate = corpus.results(), corpus.results()
    for r in baseline:
        r.hallucinated, r.hallucination, r.findings = False, "clean", []
    path = tmp_path / "compare.html"
    path.write_text(html.render_comparison(compare(baseline, candidate), candidate, html.load_case_map(cases_path)), encoding="utf-8")
    p = watch.page
    p.goto(path.as_uri())
    assert p.locator("svg.chart rect.bar-h").first.is_visible()
    assert p.locator("tr.flip.to_fail").count() == 2
    assert p.locator("article.case mark.critical").first.is_visible()
    watch.assert_inert(scripts=1)
    ARTIFACTS.mkdir(exist_ok=True)
    p.screenshot(path=str(ARTIFACTS / "compare.png"))
    assert watch.dialogs == [] and watch.errors == []


def test_a_table_answer_renders_as_a_table_with_its_highlight(tmp_path, watch, capsys):
    from tests.review.test_review_markdown import CASE

    cases_path = tmp_path / "cases.jsonl"
    cases_path.write_text(json.dumps(CASE) + "\n")
    out = tmp_path / "report.html"
    assert main(["score", str(cases_path), "--no-store", "--format", "html", "-o", str(out)]) == 1
    capsys.readouterr()
    p = watch.page
    p.goto(out.as_uri())
    row = p.locator('#cases details.row[data-id="fee-table"]')
    row.locator("summary").click()
    table = row.locator(".response table.md")
    sync_api.expect(table).to_be_visible()
    assert table.locator("tbody tr").count() == 2 and table.locator("th").all_inner_texts() == ["Item", "Fee"]
    cell = table.locator("tbody tr").first.locator("td").nth(1)
    assert cell.inner_text() == "$5" and cell.locator("mark.critical").inner_text() == "$5"
    assert cell.locator("strong").count() == 1  # **$5** is bold, its asterisks gone
    assert row.locator(".response li").all_inner_texts() == ["Renewals are free", "Pay at the desk"]
    box = table.bounding_box()
    assert box["width"] > 150 and box["height"] > 50  # laid out as a table, not one line of pipes
    assert "|" not in row.locator(".response").inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    row.locator(".response").screenshot(path=str(ARTIFACTS / "markdown-table.png"))
    assert watch.dialogs == [] and watch.errors == []
