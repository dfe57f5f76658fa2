"""``groundtest guard``: the guarded response and what was cut, as JSON."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from groundtest.cli import main

RULES = "Members may borrow up to 8 books at a time. The loan period is 21 days. Late returns cost $0.25 per day."


def write(tmp_path: Path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_drops_the_unsupported_sentence(tmp_path, capsys):
    ctx = write(tmp_path, "c.txt", RULES)
    resp = write(tmp_path, "r.txt", "The loan period is 21 days. You can renew 3 times online.\nLate returns cost $0.25 per day.")
    assert main(["guard", "--context", ctx, "--response", resp]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["response"] == "The loan period is 21 days.\nLate returns cost $0.25 per day."
    assert out["replaced"] is False
    assert out["cut"] == [{"sentence": "You can renew 3 times online.", "reason": "quantity not found in the context",
                           "findings": [{"type": "invented_fact", "content": "3 times", "severity": "critical",
                                         "sentence": 1, "notes": "quantity not found in the context", "rule": "value"}]}]


def test_replaces_with_the_configured_refusal(tmp_path, capsys, monkeypatch):
    ctx = write(tmp_path, "c.json", "[]")
    monkeypatch.setattr(sys, "stdin", io.StringIO("Yes, snacks are allowed."))
    assert main(["guard", "--context", ctx, "--response", "-", "--refusal", "I don't know from these documents."]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["response"] == "I don't know from these documents." and out["replaced"] is True
    assert out["cut"][0]["sentence"] == "Yes, snacks are allowed."


def test_max_critical_share(tmp_path, capsys):
    ctx = write(tmp_path, "c.txt", RULES)
    resp = write(tmp_path, "r.txt", "The loan period is 21 days. You can renew 3 times online.")
    assert main(["guard", "--context", ctx, "--response", resp, "--max-critical-share", "0.25"]) == 0
    assert json.loads(capsys.readouterr().out)["replaced"] is True


def test_bad_input_exit_2(tmp_path, capsys):
    ctx = write(tmp_path, "c.txt", RULES)
    resp = write(tmp_path, "r.txt", "x")
    assert main(["guard", "--context", ctx, "--response", resp, "--max-critical-share", "2"]) == 2
    assert "a share between 0 and 1" in capsys.readouterr().err
    bad = write(tmp_path, "chunks.json", '[{"title": 3, "text": "x"}]')
    assert main(["guard", "--context", bad, "--response", resp]) == 2
    err = capsys.readouterr().err
    assert f"{bad}: [0].title: must be a string" in err and "Traceback" not in err


def test_entry_point_smoke(tmp_path):
    ctx = write(tmp_path, "c.txt", RULES)
    exe = Path(sys.executable).with_name("groundtest")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "groundtest.cli"]
    p = subprocess.run([*cmd, "guard", "--context", ctx, "--response", "-"], input="Ask Daniel at the desk on Friday.",
                       capture_output=True, text=True, env=dict(os.environ))
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["replaced"] is True


@pytest.mark.parametrize("flag", ["--checker-config", "--config"])
def test_checker_thresholds_flag(tmp_path, capsys, flag):
    ctx = write(tmp_path, "c.txt", RULES)
    resp = write(tmp_path, "r.txt", "The loan period is 21 days. Everybody loves the friendly librarians enormously.")
    cfg = write(tmp_path, "t.toml", "moderate_novel_share = 1.0\nmoderate_novel_words = 50\nshort_response_words = 0\n"
                "extra_sentence_novel_words = 0\n")
    assert main(["guard", "--context", ctx, "--response", resp]) == 0
    assert json.loads(capsys.readouterr().out)["response"] == "The loan period is 21 days."
    assert main(["guard", "--context", ctx, "--response", resp, flag, cfg]) == 0
    assert json.loads(capsys.readouterr().out)["cut"] == []
