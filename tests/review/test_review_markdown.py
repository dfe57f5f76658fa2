"""Markdown in responses (review/markdown.py): rendered in the HTML report (``groundtest score
--format html``) and on the review page (a real server), the highlights on the same characters,
nothing of the text ever becoming markup."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import httpx

from groundtest.cli import main
from groundtest.review.app import Review, create_app
from groundtest.review.highlight import Span, segments
from groundtest.review.markdown import render
from groundtest.review.queue import build_queue, load_review_set
from groundtest.review.server import ReviewServer
from groundtest.runs.store import Store
from tests.review import corpus

FEES = "A replacement card costs $3. Late returns cost $0.25 per day. Renewals are free."
TABLE_ANSWER = ("Here are the fees:\n\n| Item | Fee |\n|---|---|\n| Replacement card | **$5** |\n| Late return | $0.25 per day |\n\n"
                "- Renewals are free\n- Pay at the desk")
CASE = {"id": "fee-table", "type": "answerable", "expect": "answer", "query": "What are the fees?",
        "context": [{"title": "fees.md", "text": FEES}], "response": TABLE_ANSWER}


class _Tree(HTMLParser):
    """Start tags in order, and the text inside each <mark>."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.marks: list[str] = []
        self._in_mark = 0

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "mark":
            self._in_mark += 1
            self.marks.append("")

    def handle_endtag(self, tag):
        if tag == "mark":
            self._in_mark -= 1

    def handle_data(self, data):
        if self._in_mark:
            self.marks[-1] += data


def _parse(page: str) -> _Tree:
    t = _Tree()
    t.feed(page)
    return t


def _response_div(page: str) -> str:
    start = page.index('class="text response md"')
    return page[start:page.index("</div>", start)]


def test_the_html_report_renders_a_table_answer_with_the_highlight_in_its_cell(tmp_path, capsys):
    cases = tmp_path / "cases.jsonl"
    cases.write_text(json.dumps(CASE) + "\n")
    out = tmp_path / "report.html"
    assert main(["score", str(cases), "--no-store", "--format", "html", "-o", str(out)]) == 1
    capsys.readouterr()
    div = _response_div(out.read_text())
    assert "|---|" not in div and "**" not in div  # no raw Markdown syntax left
    tree = _parse(div)
    tags = [t for t, _ in tree.tags]
    assert tags.count("table") == 1 and tags.count("tr") == 3 and tags.count("li") == 2
    assert re.search(r"<td><strong><mark class=\"critical\"[^>]*>\$5</mark></strong></td>", div)
    # the invented $5 marked in its cell (today's checker also flags the header "Item" as a name: marked in its <th>)
    assert "$5" in tree.marks and set(tree.marks) <= {"$5", "Item"}


def test_the_review_page_renders_markdown_and_keeps_the_marks(tmp_path):
    cases = tmp_path / "cases.jsonl"
    cases.write_text(json.dumps(CASE) + "\n")
    results = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(results), "--format", "json", "-o",
                 str(tmp_path / "s.json")]) == 1
    db = tmp_path / "gt.db"
    Store.open(db).close()
    rs = load_review_set(str(results), str(cases), db)
    review = Review(rs, build_queue(rs.results, 2, seed=0), db)
    with ReviewServer(create_app(review)) as server:
        page = httpx.get(server.url + "case/0", timeout=10).text
    div = page[page.index('id="response"'):]
    div = div[:div.index("</div>")]
    tree = _parse(div)
    assert [t for t, _ in tree.tags].count("td") == 4 and "$5" in tree.marks and set(tree.marks) <= {"$5", "Item"}


def test_every_character_keeps_its_highlight():
    text = "Intro with **bold $5** and `code`.\n\n| a | b |\n|:-|-:|\n| x_y | 2_000 |\n\n1. first\n2. *second*"
    for needle in ("bold $5", "$5** and", "code", "x_y", "2_000", "second"):
        a = text.index(needle)
        segs = segments(text, [Span(a, a + len(needle), "critical", "t")])
        tree = _parse(render(text, segs))
        shown = "".join(tree.marks)
        assert shown == re.sub(r"\*\*|`|\*|\n\d\. ?|\n", "", needle), (needle, shown)


def test_no_markdown_or_html_in_a_response_becomes_markup():
    evil = corpus.PAYLOAD + "\n\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |\n|---|---|\n| ![i](http://e/x.png) | `</code><script>` |"
    html = render(evil, segments(evil, []))
    tree = _parse(html)
    allowed = {"p", "br", "table", "thead", "tbody", "tr", "th", "td", "strong", "em", "code", "ul", "ol", "li", "pre", "hr"}
    assert {t for t, _ in tree.tags} <= allowed
    assert [a for t, a in tree.tags if a and a != {"class": "md"}] == []  # no attribute comes from the text
    assert "&lt;script&gt;" in html and "javascript:alert(1)" in html  # shown as text
