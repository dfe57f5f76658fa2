"""How a big HTML report behaves in headless Chromium: time to the first page of rows, JS heap,
and the time of a filter and a search over every case.

    python bench/html_report.py ...            # (sizes of the page itself)
    python bench/html_browser.py -n 100000     # scores N synthetic cases, writes the report, opens it

Needs Debian's chromium at /usr/bin/chromium and Playwright for Python (as tests/browser does).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from score_bench import generate  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, action="append", help="number of cases (repeatable)")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    print(f"{'cases':>10} {'page MB':>8} {'load s':>7} {'JS heap MB':>11} {'filter ms':>10} {'search ms':>10}")
    with tempfile.TemporaryDirectory() as d, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                     args=["--no-sandbox", "--disable-gpu", "--enable-precise-memory-info"])
        for n in args.n or [100_000]:
            cases, report = Path(d) / f"c{n}.jsonl", Path(d) / f"r{n}.html"
            generate(n, cases)
            subprocess.run([str(Path(sys.executable).with_name("groundtest")), "score", str(cases), "--judge", "none", "--no-store",
                            "--format", "html", "-o", str(report)], check=False, capture_output=True)
            page = browser.new_page()
            t = time.perf_counter()
            page.goto(report.as_uri())
            page.wait_for_selector("#cases details.row")
            load = time.perf_counter() - t
            heap = page.evaluate("performance.memory.usedJSHeapSize") / 1e6
            t = time.perf_counter()
            page.get_by_role("button", name="hallucinated").click()
            page.wait_for_function("document.getElementById('f-count').textContent.indexOf(' of ') > 0")
            flt = (time.perf_counter() - t) * 1000
            t = time.perf_counter()
            page.fill("#f-q", f"case-{n - 1}")
            search = (time.perf_counter() - t) * 1000
            print(f"{n:>10} {report.stat().st_size / 1e6:>8.1f} {load:>7.2f} {heap:>11.1f} {flt:>10.0f} {search:>10.0f}")
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
