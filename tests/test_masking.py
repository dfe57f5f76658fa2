"""Secrets are never written or printed: a key from ``${VAR}`` or a known key variable, echoed back by a
target (HTTP error body, command stderr) or a judge's reply, is masked in stdout, stderr, every file, the
journal, the run store and the judge cache. Real servers on 127.0.0.1 echo the key."""
from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.fixtures.target.server import TargetServer
from tests.helpers import case, write_jsonl
from tests.judges.fake_server import FakeChat

SECRET = "sk-live-9f8e7d6c5b4a-TOPSECRET"
OTHER = "tok-from-a-header-var-31337"


@pytest.fixture(autouse=True)
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv("MY_TARGET_TOKEN", OTHER)
    for name in ("AZURE_OPENAI_ENDPOINT", "AZURE_OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_VERSION"):
        monkeypatch.delenv(name, raising=False)


def _everything_written(root: Path) -> str:
    """The text of every file under ``root`` (SQLite databases dumped row by row)."""
    out = []
    for p in root.rglob("*"):
        if not p.is_file():
            continue
        data = p.read_bytes()
        if data.startswith(b"SQLite format 3"):
            db = sqlite3.connect(p)
            for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
                out.extend(repr(row) for row in db.execute(f"SELECT * FROM {table}"))
            db.close()
        else:
            out.append(data.decode("utf-8", "replace"))
    return "\n".join(out)


def test_a_target_echoing_the_header_key_is_masked_everywhere(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with TargetServer() as server:
        def handler(body: dict, n: int):
            last = server.requests[-1]["headers"]
            return 401, {"error": f"rejected {last.get('Authorization')} and {last.get('X-Token')}"}, {}

        server.handler = handler
        cases = write_jsonl(tmp_path / "cases.jsonl", [case(response=None)])
        code = main(["run", str(cases), "-o", str(tmp_path / "out.jsonl"), "--target", server.url, "--retries", "0",
                     "--header", "Authorization: Bearer ${OPENAI_API_KEY}", "--header", "X-Token: ${MY_TARGET_TOKEN}"])
        for fmt in ("table", "json"):
            main(["run", str(cases), "-o", str(tmp_path / "out.jsonl"), "--target", server.url, "--retries", "0",
                  "--format", fmt, "--header", "Authorization: Bearer ${OPENAI_API_KEY}",
                  "--header", "X-Token: ${MY_TARGET_TOKEN}"])
        assert server.requests[0]["headers"]["Authorization"] == f"Bearer {SECRET}"  # the key was sent
    out, err = capsys.readouterr()
    assert code == 1
    assert "rejected Bearer ***" in out and "***" in _everything_written(tmp_path)
    for text in (out, err, _everything_written(tmp_path)):
        assert SECRET not in text and OTHER not in text
    row = json.loads((tmp_path / "out.jsonl").read_text(encoding="utf-8"))
    assert "rejected Bearer *** and ***" in row["meta"]["run_error"]


def test_a_command_target_printing_the_key_on_stderr_is_masked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "leaky.py"
    script.write_text("import os, sys\nsys.stdin.read()\nprint('auth failed for', os.environ['OPENAI_API_KEY'], file=sys.stderr)\n"
                      "sys.exit(3)\n")
    cases = write_jsonl(tmp_path / "cases.jsonl", [case(response=None)])
    code = main(["run", str(cases), "-o", str(tmp_path / "out.jsonl"), "--target-cmd", f"{sys.executable} {script}",
                 "--retries", "0"])
    out, err = capsys.readouterr()
    assert code == 1 and "auth failed for ***" in out
    for text in (out, err, _everything_written(tmp_path)):
        assert SECRET not in text


def test_a_judge_reply_echoing_the_key_is_masked_in_results_cache_store_and_reports(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import tests.judges.fake_server as fs

    real = fs.reply

    def leaky(behaviour: str, body: dict) -> str:
        obj = json.loads(real("json", body))
        obj["reason"] = f"checked with key {SECRET}"
        return json.dumps(obj)

    monkeypatch.setattr(fs, "reply", leaky)
    cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
    with FakeChat() as fake:
        for fmt, dest in (("json", "r.json"), ("markdown", "r.md"), ("html", "r.html"), ("junit", "r.xml"), ("table", None)):
            argv = ["score", str(cases), "--judge", "openai", "--base-url", fake.url, "--results",
                    str(tmp_path / f"res-{fmt}.jsonl"), "--format", fmt, "--store", str(tmp_path / "store.db")]
            code = main(argv + (["--output", str(tmp_path / dest)] if dest else []))
            assert code in (0, 1)
        assert fake.count >= 1
        main(["show", "last", "--store", str(tmp_path / "store.db"), "--format", "json"])
    out, err = capsys.readouterr()
    written = _everything_written(tmp_path)
    assert "checked with key ***" in written  # the reply was kept, masked
    cache = sqlite3.connect(tmp_path / ".groundtest" / "cache.db")
    blob = cache.execute("SELECT * FROM verdicts").fetchall()[0][4]  # (kind, model, prompt, digest, verdict, at)
    cache.close()
    assert "checked with key ***" in blob  # the judge cache holds the reply, masked
    for text in (out, err, written):
        assert SECRET not in text


def _pieces_left(text: str, secret: str = SECRET) -> list[str]:
    """Pieces of 8 characters or more of ``secret`` a cut could leave: its beginnings and endings."""
    return [p for k in range(8, len(secret) + 1) for p in (secret[:k], secret[-k:]) if p in text]


def test_a_cut_landing_inside_a_target_echoed_key_leaves_no_piece_of_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 23 item 1: the error text is cut to 200 characters (and its body read to 400 bytes);
    the key is masked first, and a piece of 8 or more characters the cut leaves is masked too.
    Every cut position through the key is tried (one case per padding)."""
    pads = list(range(150, 200)) + list(range(360, 400))
    with TargetServer() as server:
        def handler(body: dict, n: int):
            pad = int(body["id"][1:]) if "id" in body else int(body["query"].split()[-1])
            auth = server.requests[-1]["headers"].get("Authorization")
            return 401, {"error": "x" * pad + f" {auth}"}, {}

        server.handler = handler
        cases = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"p{pad}", query=f"pad {pad}", response=None) for pad in pads])
        code = main(["run", str(cases), "-o", str(tmp_path / "out.jsonl"), "--target", server.url, "--retries", "0",
                     "--format", "json", "--header", "Authorization: Bearer ${OPENAI_API_KEY}"])
    out, err = capsys.readouterr()
    assert code == 1
    rows = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(rows) == len(pads) and all("HTTP 401" in r["meta"]["run_error"] for r in rows)
    assert any("***" in r["meta"]["run_error"] for r in rows)
    for text in (out, err, _everything_written(tmp_path)):
        assert _pieces_left(text) == []


def test_a_command_target_whose_stderr_tail_starts_inside_the_key_leaves_no_piece(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The last 400 bytes of stderr are read: the key's ending at the start of them is masked."""
    script = tmp_path / "leaky.py"
    script.write_text("import os, sys\nsys.stdin.read()\nkey = os.environ['OPENAI_API_KEY']\n"
                      "sys.stderr.write('key ' + key + 'y' * (400 - len(key) + 5))\nsys.exit(3)\n")
    cases = write_jsonl(tmp_path / "cases.jsonl", [case(response=None)])
    code = main(["run", str(cases), "-o", str(tmp_path / "out.jsonl"), "--target-cmd", f"{sys.executable} {script}",
                 "--retries", "0"])
    out, err = capsys.readouterr()
    assert code == 1 and "command failed" in out
    for text in (out, err, _everything_written(tmp_path)):
        assert _pieces_left(text) == []


def test_a_cut_landing_inside_a_judge_echoed_key_leaves_no_piece_of_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge's unreadable reply is quoted cut to 80 characters in the error kept in
    ``--results``, the HTML report and the store, and printed again by ``show``."""
    import tests.judges.fake_server as fs

    for pad in range(40, 80, 3):
        monkeypatch.setattr(fs, "reply", lambda behaviour, body, pad=pad: "no json here " + "z" * pad + f" {SECRET} end")
        cases = write_jsonl(tmp_path / "cases.jsonl", [case()])
        with FakeChat() as fake:
            code = main(["score", str(cases), "--judge", "openai", "--base-url", fake.url, "--results",
                         str(tmp_path / f"res-{pad}.jsonl"), "--format", "html", "--output", str(tmp_path / f"r-{pad}.html"),
                         "--store", str(tmp_path / "store.db"), "--no-cache"])
            assert code in (0, 1, 2)
            assert fake.count >= 1
        main(["show", "last", "--store", str(tmp_path / "store.db"), "--format", "json"])
    out, err = capsys.readouterr()
    written = _everything_written(tmp_path)
    assert "no JSON object" in written
    for text in (out, err, written):
        assert _pieces_left(text) == []
