"""Audit files in ``groundtest review`` and the reviewed verdicts in ``compare`` (issue 26, item 3)."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess

import httpx

from groundtest.cli import main
from groundtest.review.labels import file_source, run_source, save_label
from groundtest.runs.store import Store
from tests.browser.test_review_audit import audit_outputs
from tests.review.test_review_cli import _entry_point


def _serve(tmp_path, *argv: str) -> tuple[subprocess.Popen, str, str]:
    proc = subprocess.Popen([_entry_point(), "review", *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=tmp_path, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    first = proc.stdout.readline()
    url = re.fullmatch(r"open (http://127\.0\.0\.1:\d+/)  \(Ctrl-C to stop\)\n", proc.stdout.readline()).group(1)
    return proc, first, url


def _stop(proc: subprocess.Popen) -> tuple[str, str]:
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    return out, err


def test_review_opens_audit_results_with_their_outputs_and_an_audit_queue(tmp_path, capsys):
    outputs = audit_outputs(tmp_path)
    results, queue, store = tmp_path / "results.jsonl", tmp_path / "queue.jsonl", tmp_path / "gt.db"
    assert main(["audit", str(outputs), "--no-store", "--results", str(results), "--queue", str(queue)]) == 0
    capsys.readouterr()
    assert main(["review", str(results), "--store", str(store)]) == 2
    assert "review of audit results needs --cases OUTPUTS.jsonl" in capsys.readouterr().err

    proc, first, url = _serve(tmp_path, str(results), "--cases", str(outputs), "--store", str(store), "--sample", "1")
    try:
        assert first == (f"groundtest review: 3 case(s) of results.jsonl to label (2 uncertain, 1 sampled); "
                         f"labels are saved in {store}\n")
        page = httpx.get(url + "case/0", timeout=10).text
        assert "In the UAE, the notice period must be at least 30 days" in page and "UAE Labour Law" in page
        token = json.loads(page.split('id="review-data">')[1].split("</script>")[0])["token"]
        post = lambda body: httpx.post(url + "api/labels", json=body, headers={"X-Groundtest-Token": token}, timeout=10)  # noqa: E731
        bad = post({"id": "uae-a", "label": "clean", "finding_type": "misquoted_source"})
        assert bad.status_code == 400 and "only with the label hallucinated" in bad.json()["error"]
        assert post({"id": "uae-a", "label": "hallucinated", "finding_type": "made_up"}).status_code == 400
        ok = post({"id": "uae-a", "label": "hallucinated", "finding_type": "misquoted_source"})
        assert ok.status_code == 200 and ok.json()["finding_type"] == "misquoted_source"
    finally:
        _stop(proc)

    proc, first, url = _serve(tmp_path, str(queue), "--store", str(store))  # the queue holds the outputs itself
    try:
        assert first.startswith("groundtest review: 2 case(s) of queue.jsonl to label (2 uncertain, 0 sampled)")
        assert "In the UAE, the notice period" in httpx.get(url + "case/1", timeout=10).text
    finally:
        _stop(proc)
    assert main(["labels", "export", "--store", str(store), "--run", str(results), "--reviewed"]) == 1
    assert "1 uncertain case(s) of " in capsys.readouterr().err


def test_compare_with_labels_applies_the_reviewed_verdicts_to_both_runs(tmp_path, capsys):
    outputs = audit_outputs(tmp_path)
    store = tmp_path / "gt.db"
    for _ in range(2):
        assert main(["audit", str(outputs), "--store", str(store)]) == 0
    with Store.open(store) as s:
        save_label(s.db, run_source(2), "uae-a", "hallucinated", "cap, not a range", "invented_fact")
        save_label(s.db, file_source(tmp_path / "elsewhere.jsonl"), "uae-b", "hallucinated")  # another source: not applied
    capsys.readouterr()
    assert main(["compare", "1", "2", "--store", str(store)]) == 0
    assert main(["compare", "1", "2", "--store", str(store), "--with-labels"]) == 1
    out = capsys.readouterr().out
    assert "run 1: 0 reviewed verdict(s) applied; 2 uncertain case(s) remain unreviewed (groundtest review)" in out
    assert "run 2: 1 reviewed verdict(s) applied; 1 uncertain case(s) remain unreviewed (groundtest review)" in out
    assert "  uae-a [research] now hallucinates: invented_fact: 'cap, not a range'" in out
