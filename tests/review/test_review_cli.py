"""``groundtest review`` and ``groundtest labels export`` through the CLI (and the real entry point)."""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from groundtest.cli import main
from groundtest.review.labels import file_source, run_source, save_label
from groundtest.runs.store import Store
from tests.review import corpus


def _labelled(tmp_path: Path) -> tuple[Path, Path, int]:
    cases_path, results_path = corpus.write(tmp_path)
    store = tmp_path / "gt.db"
    run_id = corpus.store_run(store, cases_path)
    with Store.open(store) as s:
        save_label(s.db, run_source(run_id), "unc-hours", "hallucinated", "no closing time given")
        save_label(s.db, run_source(run_id), "bad-fee", "hallucinated")
        save_label(s.db, file_source(results_path), "ok-fee", "clean", "fine")
    return store, results_path, run_id


def test_labels_export_writes_every_label_as_jsonl(tmp_path, capsys):
    store, results_path, run_id = _labelled(tmp_path)
    assert main(["labels", "export", "--store", str(store)]) == 0
    out, err = capsys.readouterr()
    rows = [json.loads(line) for line in out.splitlines()]
    assert [(r["id"], r["label"], r["note"], r["run"]) for r in rows] == [
        ("ok-fee", "clean", "fine", str(results_path.resolve())),
        ("bad-fee", "hallucinated", "", run_id),
        ("unc-hours", "hallucinated", "no closing time given", run_id),
    ]
    assert all(re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", r["labelled_at"]) for r in rows)
    assert err == ""


def test_labels_export_of_one_run_to_a_file(tmp_path, capsys):
    store, results_path, run_id = _labelled(tmp_path)
    out_file = tmp_path / "labels.jsonl"
    assert main(["labels", "export", "--store", str(store), "--run", "last", "-o", str(out_file)]) == 0
    out, err = capsys.readouterr()
    assert out == "" and err == f"groundtest: wrote 2 label(s) to {out_file}\n"
    assert [json.loads(x)["id"] for x in out_file.read_text().splitlines()] == ["bad-fee", "unc-hours"]
    assert main(["labels", "export", "--store", str(store), "--run", str(results_path)]) == 0
    assert [json.loads(x)["id"] for x in capsys.readouterr().out.splitlines()] == ["ok-fee"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["labels"], "groundtest: error: groundtest labels: choose an action: export\n"),
        (["labels", "export", "--store", "{tmp}/none.db"],
         "groundtest: error: no run store at {tmp}/none.db: nothing has been labelled yet (groundtest review)\n"),
        (["labels", "export", "--store", "{tmp}/gt.db", "--run", "9"],
         "groundtest: error: no run 9 in store {tmp}/gt.db (see: groundtest runs)\n"),
        (["review", "{tmp}/results.jsonl", "--store", "{tmp}/gt.db"],
         "groundtest: error: review of a results file needs --cases CASES.jsonl: results hold no query, context or response\n"),
        (["review", "{tmp}/nope.jsonl", "--store", "{tmp}/gt.db"],  # no such file comes before "needs --cases"
         "groundtest: error: {tmp}/nope.jsonl: no such file (not a run id either: use N, last or last~N)\n"),
        (["review", "{tmp}/nope.jsonl", "--cases", "{tmp}/cases.jsonl", "--store", "{tmp}/gt.db"],
         "groundtest: error: {tmp}/nope.jsonl: no such file (not a run id either: use N, last or last~N)\n"),
        (["review", "last", "--store", "{tmp}/none.db"],
         "groundtest: error: last: no run store at {tmp}/none.db (score records runs there; or pass a results file)\n"),
        (["review", "{tmp}/results.jsonl", "--cases", "{tmp}/cases.jsonl", "--sample", "-1"],
         "groundtest: error: groundtest review: argument --sample: must be 0 or more, got '-1'\n"),
    ],
)
def test_bad_input_exits_2_with_a_clear_message(tmp_path, capsys, argv, message):
    _labelled(tmp_path)
    code = main([a.format(tmp=tmp_path) for a in argv])
    out, err = capsys.readouterr()
    assert (code, out, err) == (2, "", message.format(tmp=tmp_path))


def test_a_bad_results_line_names_file_line_and_field(tmp_path, capsys):
    cases_path, results_path = corpus.write(tmp_path)
    results_path.write_text(results_path.read_text() + '{"id": "z", "type": "answerable", "expect": "answer", "hallucinated": "yes"}\n')
    code = main(["review", str(results_path), "--cases", str(cases_path), "--store", str(tmp_path / "gt.db")])
    assert code == 2
    assert capsys.readouterr().err == f"groundtest: error: {results_path}:9: hallucinated: must be true or false, got 'yes'\n"


def test_a_taken_port_is_a_usage_error(tmp_path, capsys):
    cases_path, results_path = corpus.write(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = main(["review", str(results_path), "--cases", str(cases_path), "--store", str(tmp_path / "gt.db"), "--port", str(port)])
    assert code == 2
    assert capsys.readouterr().err == (f"groundtest: error: port {port} on 127.0.0.1 is in use; "
                                       "pick another with --port, or 0 for a free one\n")


def _entry_point() -> str:
    exe = Path(sys.executable).with_name("groundtest")
    return str(exe) if exe.exists() else shutil.which("groundtest") or pytest.skip("groundtest entry point not installed")


def test_the_real_command_serves_saves_and_stops_on_ctrl_c(tmp_path):
    cases_path, _ = corpus.write(tmp_path)
    store = tmp_path / "gt.db"
    run_id = corpus.store_run(store, cases_path)
    proc = subprocess.Popen([_entry_point(), "review", "last", "--store", str(store), "--sample", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        first = proc.stdout.readline()
        assert first == f"groundtest review: 4 case(s) of run {run_id} to label (3 uncertain, 1 sampled); labels are saved in {store}\n"
        url = re.fullmatch(r"open (http://127\.0\.0\.1:\d+/)  \(Ctrl-C to stop\)\n", proc.stdout.readline()).group(1)
        page = httpx.get(url + "case/0", timeout=10).text
        token = json.loads(page.split('id="review-data">')[1].split("</script>")[0])["token"]
        r = httpx.post(url + "api/labels", json={"id": "unc-hours", "label": "clean"}, headers={"X-Groundtest-Token": token}, timeout=10)
        assert r.status_code == 200
    finally:
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert out == "stopped: 1 of 4 case(s) labelled; export with: groundtest labels export\n"
    assert "Traceback" not in err


def test_without_the_review_extra_the_command_says_what_to_install(tmp_path, capsys, monkeypatch):
    cases_path, results_path = corpus.write(tmp_path)
    monkeypatch.setitem(sys.modules, "starlette", None)  # as if it were not installed
    code = main(["review", str(results_path), "--cases", str(cases_path), "--store", str(tmp_path / "gt.db")])
    assert (code, capsys.readouterr().err) == (
        2, "groundtest: error: groundtest review needs the 'starlette' package: pip install 'groundtest[review]'\n")
