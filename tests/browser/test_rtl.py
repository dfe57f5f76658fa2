"""Arabic text right-to-left in both pages (issue 24, item 7), in a real headless Chromium: each
text block has ``dir="auto"``, so an Arabic response, query and chunk read right-to-left while the
English ones keep left-to-right; the highlight lands on the Arabic value; a screenshot of the
response is decoded and its ink must sit against the block's right edge."""
from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path

import pytest

from groundtest import load_cases, score
from groundtest.reports import html
from groundtest.review.app import Review, create_app
from groundtest.review.queue import build_queue, load_review_set
from groundtest.review.server import ReviewServer
from groundtest.summary import summarize
from tests.browser.test_pages import ARTIFACTS, CHROMIUM, Watch, browser, watch  # noqa: F401 - fixtures

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)"),
]
sync_api = pytest.importorskip("playwright.sync_api", reason="needs Playwright for Python (pip install playwright)")

RESPONSE = "رسوم إعادة إصدار الشريحة ٢٥ ريالًا."
CASES = [
    {"id": "ar-fee", "type": "answerable", "expect": "answer", "query": "كم رسوم إعادة إصدار الشريحة؟",
     "context": [{"title": "رسوم الخدمات", "text": "رسوم إعادة إصدار الشريحة لدى سحاب موبايل: 15 ريالًا."}],
     "response": RESPONSE, "must_include": ["15 ريالًا"]},
    {"id": "en-fee", "type": "answerable", "expect": "answer", "query": "How much is a new SIM?",
     "context": [{"title": "fees.md", "text": "A replacement SIM costs $3."}],
     "response": "A replacement SIM costs $3.", "must_include": ["$3"]},
]


def _write(tmp: Path) -> tuple[Path, list]:
    path = tmp / "cases.jsonl"
    path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in CASES), encoding="utf-8")
    return path, list(score(load_cases(path)))


def _png_rows(data: bytes) -> list[list[tuple[int, int, int]]]:
    """The pixels of an 8-bit RGB/RGBA, non-interlaced PNG (what Chromium writes), row by row."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, stride, prev, rows = zlib.decompress(idat), width * bpp, bytearray(width * bpp), []
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return rows


def _ink_columns(png: bytes) -> tuple[int, int, int]:
    """(first, last) column holding dark text pixels, and the image width."""
    rows = _png_rows(png)
    cols = [x for x in range(len(rows[0])) if any(sum(r[x]) < 300 for r in rows)]
    assert cols, "no text drawn"
    return cols[0], cols[-1], len(rows[0])


def _assert_rtl(block, english=None) -> None:
    assert block.evaluate("e => getComputedStyle(e).direction") == "rtl"
    first, last, width = _ink_columns(block.screenshot())
    assert width - last < 40, (first, last, width)  # the text starts against the right edge …
    assert first > width // 3, (first, last, width)  # … and this short line leaves the left side empty
    if english is not None:
        assert english.evaluate("e => getComputedStyle(e).direction") == "ltr"
        first, last, width = _ink_columns(english.screenshot())
        assert first < 40 and last < width * 2 // 3


def test_report_shows_arabic_right_to_left_with_the_highlight_on_the_value(tmp_path, watch):  # noqa: F811 - the fixture
    cases_path, results = _write(tmp_path)
    path = tmp_path / "report.html"
    path.write_text(html.render(summarize(results), results, case_file=cases_path), encoding="utf-8")
    p = watch.page
    p.goto(path.as_uri())
    for rid in ("ar-fee", "en-fee"):
        p.locator(f'#cases details.row[data-id="{rid}"] summary').click()
    ar = p.locator('#cases details.row[data-id="ar-fee"]')
    en = p.locator('#cases details.row[data-id="en-fee"]')
    response = ar.locator(".response")
    sync_api.expect(response).to_be_visible()
    assert response.inner_text().strip() == RESPONSE
    mark = response.locator("mark.critical")
    assert mark.inner_text() == "٢٥ ريالًا"  # the span lands on the Arabic characters
    _assert_rtl(response, en.locator(".response"))
    assert ar.locator(".chunk .text").evaluate("e => getComputedStyle(e).direction") == "rtl"
    assert ar.locator(".turn span[dir=auto]").evaluate("e => getComputedStyle(e).direction") == "rtl"
    ARTIFACTS.mkdir(exist_ok=True)
    response.screenshot(path=str(ARTIFACTS / "report-rtl.png"))
    assert watch.dialogs == [] and watch.errors == []


def test_review_page_shows_arabic_right_to_left(tmp_path, watch):  # noqa: F811 - the fixture
    from groundtest.runs.store import Store
    from groundtest.settings import Settings

    cases_path, results = _write(tmp_path)
    store = tmp_path / "gt.db"
    with Store.open(store) as s:
        run_id = s.start_run(str(cases_path), Settings(judge="none"))
        s.add_results(run_id, 0, results)
        s.finish_run(run_id, summarize(results), "0" * 64)
    rs = load_review_set("last", None, store)
    queue = build_queue(rs.results, 2, seed=0)
    p = watch.page
    with ReviewServer(create_app(Review(rs, queue, store))) as server:
        p.goto(server.url)
        at = [r.id for r in queue].index("ar-fee")
        p.goto(server.url + f"case/{at}")
        response = p.locator("#response")
        assert response.inner_text().strip() == RESPONSE
        assert p.locator("#response mark").first.inner_text() == "٢٥ ريالًا"
        _assert_rtl(response)
        ARTIFACTS.mkdir(exist_ok=True)
        response.screenshot(path=str(ARTIFACTS / "review-rtl.png"))
    assert watch.dialogs == [] and watch.errors == []
