"""Uncertain is resolved, not parked (issue 26, item 3): a stored audit's uncertain outputs are
opened in the review page (the real ``groundtest review`` command, driven in headless Chromium),
a reviewer gives a verdict with its finding type, and ``show --with-labels`` / ``labels export
--reviewed`` reflect it."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.browser.test_pages import ARGS, CHROMIUM, Watch
from tests.helpers import write_jsonl
from tests.review.test_review_cli import _entry_point

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)"),
]
sync_api = pytest.importorskip("playwright.sync_api", reason="needs Playwright for Python (pip install playwright)")

UAE = [{"title": "UAE Labour Law (Federal Decree-Law No. 33 of 2021), Article 43",
        "text": "The notice period shall be at least thirty (30) days and not more than ninety (90) days."}]


def audit_outputs(tmp_path: Path) -> Path:
    rows = [{"id": f"hours-{i}", "output_type": "chat", "query": "When does the office open?",
             "context": "The office opens at 9am on weekdays.", "response": "The office opens at 9am on weekdays."}
            for i in range(18)]
    rows += [{"id": f"uae-{k}", "output_type": "research", "query": "What notice period applies onshore in the UAE?",
              "context": UAE, "response": "In the UAE, the notice period must be at least 30 days and not more than 90 days."}
             for k in ("a", "b")]
    return write_jsonl(tmp_path / "outputs.jsonl", rows)


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()


def test_an_uncertain_audit_output_is_resolved_in_the_page_and_the_rates_reflect_it(tmp_path, browser, capsys):
    store = tmp_path / "gt.db"
    outputs = audit_outputs(tmp_path)
    assert main(["audit", str(outputs), "--store", str(store), "--target", "0.5"]) == 0
    capsys.readouterr()
    # the seed's rule: an uncertain output is reviewed before it is used
    assert main(["labels", "export", "--store", str(store), "--run", "1", "--reviewed"]) == 1
    err = capsys.readouterr().err
    assert "not marked reviewed: 2 uncertain case(s) of 1 have no verdict (clean or hallucinated) yet: uae-a, uae-b" in err

    proc = subprocess.Popen([_entry_point(), "review", "1", "--store", str(store), "--sample", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    watch = Watch(browser)
    try:
        first = proc.stdout.readline()
        assert first == (f"groundtest review: 2 case(s) of audit run 1 to label (2 uncertain, 0 sampled); "
                         f"labels are saved in {store}\n")
        url = re.fullmatch(r"open (http://127\.0\.0\.1:\d+/)  \(Ctrl-C to stop\)\n", proc.stdout.readline()).group(1)
        p = watch.page
        p.goto(url)
        p.wait_for_url("**/case/0")
        assert p.locator("#case .id").inner_text() == "uae-a"
        assert "research" in p.locator("#case header").inner_text()
        assert "In the UAE, the notice period" in p.locator("#response").inner_text()
        assert "UAE Labour Law" in p.locator(".chunk .title").first.inner_text()
        p.select_option("#finding-type", "wrong_jurisdiction_fact")
        p.locator("#note").fill("the question is about onshore UAE, fine; but 90 is a cap, not a range")
        p.get_by_role("button", name="Hallucinated").click()
        p.wait_for_url("**/case/1")
        p.keyboard.press("c")
        sync_api.expect(p.locator("#status")).to_have_text("Saved: clean — 2 of 2 labelled")
        p.goto(url + "case/0")
        assert p.locator("#finding-type").input_value() == "wrong_jurisdiction_fact"
        assert p.get_by_role("button", name="Hallucinated").get_attribute("aria-pressed") == "true"
        assert watch.dialogs == [] and watch.errors == []
    finally:
        watch.context.close()
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert out == "stopped: 2 of 2 case(s) labelled; export with: groundtest labels export\n"

    assert main(["show", "1", "--store", str(store), "--format", "json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert (plain["hallucinated"], plain["uncertain"]) == (0, 2)
    assert main(["show", "1", "--store", str(store), "--format", "json", "--with-labels"]) == 0
    reviewed = json.loads(capsys.readouterr().out)
    assert (reviewed["hallucinated"], reviewed["uncertain"]) == (1, 0)
    assert reviewed["warnings"][0] == "run 1: 2 reviewed verdict(s) applied; 0 uncertain case(s) remain unreviewed"
    assert main(["show", "1", "--store", str(store), "--with-labels"]) == 0
    table = capsys.readouterr().out
    assert "  uae-a [research] wrong_jurisdiction_fact: 'the question is about onshore UAE" in table

    assert main(["labels", "export", "--store", str(store), "--run", "1", "--reviewed"]) == 0
    out, err = capsys.readouterr()
    rows = [json.loads(x) for x in out.splitlines()]
    assert [(r["id"], r["label"], r.get("finding_type"), r["reviewed"]) for r in rows] == [
        ("uae-a", "hallucinated", "wrong_jurisdiction_fact", True), ("uae-b", "clean", None, True)]
    assert err == "groundtest labels: 1 marked reviewed: every uncertain case has a verdict\n"
