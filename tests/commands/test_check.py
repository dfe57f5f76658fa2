"""``groundtest check``: the verdict JSON on one response; exit 0 clean, 1 not clean, 2 bad input."""
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
CHUNKS = [{"title": "lending-rules.md", "text": RULES}]


@pytest.fixture
def files(tmp_path):
    ctx_txt = tmp_path / "context.txt"
    ctx_txt.write_text(RULES)
    ctx_json = tmp_path / "chunks.json"
    ctx_json.write_text(json.dumps(CHUNKS))
    return tmp_path, ctx_txt, ctx_json


def write(tmp_path: Path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_clean_response_from_plain_text_context(files, capsys):
    tmp, ctx, _ = files
    resp = write(tmp, "r.txt", "The loan period is 21 days.")
    assert main(["check", "--context", str(ctx), "--response", resp]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == {"hallucination": "clean", "findings": []} and err == ""


def test_hallucinated_response_with_json_chunks(files, capsys):
    tmp, _, chunks = files
    resp = write(tmp, "r.txt", "You can borrow up to 8 books at a time [membership-faq.md]. The loan period is 14 days.")
    assert main(["check", "--context", str(chunks), "--response", resp]) == 1
    v = json.loads(capsys.readouterr().out)
    assert v["hallucination"] == "hallucinated"
    assert v["findings"] == [
        {"type": "fabricated_citation", "content": "membership-faq.md", "severity": "critical", "sentence": 0,
         "notes": "cites a source that is not among the retrieved chunks", "rule": "citation"},
        {"type": "invented_fact", "content": "14 days", "severity": "critical", "sentence": 1,
         "notes": "quantity not found in the context", "rule": "value"},
    ]


def test_uncertain_is_exit_0_as_the_readme_says_unless_asked(files, capsys):
    # README: exit 1 means a hallucinated verdict; uncertain goes to a person, not the failure count
    tmp, ctx, _ = files
    resp = write(tmp, "r.txt", "The loan period is 21 days. Loans are handled kindly.")
    assert main(["check", "--context", str(ctx), "--response", resp]) == 0
    assert json.loads(capsys.readouterr().out)["hallucination"] == "uncertain"
    assert main(["check", "--context", str(ctx), "--response", resp, "--fail-on-uncertain"]) == 1
    assert json.loads(capsys.readouterr().out)["hallucination"] == "uncertain"


def test_extra_sentence_beside_a_supported_answer_is_hallucinated(files, capsys):
    """With a new detail (a channel, a day) it is critical; new plain words alone are moderate (issue 22)."""
    tmp, ctx, _ = files
    resp = write(tmp, "r.txt", "The loan period is 21 days. You can also renew them by phone or at the kiosk downstairs.")
    assert main(["check", "--context", str(ctx), "--response", resp]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["hallucination"] == "hallucinated"
    assert [(f["sentence"], f["severity"]) for f in out["findings"]] == [(1, "critical")]
    plain = write(tmp, "p.txt", "The loan period is 21 days. Everybody loves the friendly librarians enormously.")
    assert main(["check", "--context", str(ctx), "--response", plain]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hallucination"] == "uncertain"
    assert [(f["sentence"], f["severity"], f["rule"]) for f in out["findings"]] == [(1, "moderate", "extra_sentence")]


def test_response_from_stdin_and_query(files, capsys, monkeypatch):
    _, ctx, _ = files
    monkeypatch.setattr(sys, "stdin", io.StringIO("Late returns cost $0.25 per day, not $1."))
    assert main(["check", "--context", str(ctx), "--response", "-", "--query", "Why was I charged $1 a day?"]) == 0
    assert json.loads(capsys.readouterr().out)["hallucination"] == "clean"


def test_require_citations(files, capsys):
    tmp, _, chunks = files
    cited = write(tmp, "a.txt", "The loan period is 21 days [lending-rules.md].")
    bare = write(tmp, "b.txt", "The loan period is 21 days.")
    assert main(["check", "--context", str(chunks), "--response", cited, "--require-citations"]) == 0
    assert main(["check", "--context", str(chunks), "--response", bare, "--require-citations"]) == 1
    assert "citation" in capsys.readouterr().out


def test_config_file(files, tmp_path, capsys):
    tmp, ctx, _ = files
    resp = write(tmp, "r.txt", "The loan period is 21 days. You can also renew them in person at the kiosk downstairs.")
    cfg = write(tmp, "c.toml", "moderate_novel_share = 1.0\nmoderate_novel_words = 50\nshort_response_words = 0\n"
                "extra_sentence_novel_words = 0\n")
    assert main(["check", "--context", str(ctx), "--response", resp]) == 1  # the extra sentence, by default
    capsys.readouterr()
    for flag in ("--checker-config", "--config"):  # one name across check/guard/score; the old one still works
        assert main(["check", "--context", str(ctx), "--response", resp, flag, cfg]) == 0
        assert json.loads(capsys.readouterr().out)["hallucination"] == "clean"


@pytest.mark.parametrize("command", ["check", "guard", "score"])
def test_the_thresholds_flag_has_one_name_and_the_old_one_is_hidden(command, capsys):
    assert main([command, "--help"]) == 0
    out = capsys.readouterr().out
    assert "--checker-config FILE" in out
    if command != "score":  # score's --config is its settings file
        assert "--config" not in out.replace("--checker-config", "")


@pytest.mark.parametrize("content,message", [
    ('[{"title": "a"}]', "chunks.json: [0].text: missing or not a string"),
    ('[{"text": "x", "status": "old"}]', "chunks.json: [0].status: must be 'current' or 'superseded'"),
    ('[{"text": "x", "txet": "y"}]', "chunks.json: [0].txet: unknown chunk field"),
    ('[{"text": "x"}, 5]', "chunks.json: [1]: must be an object"),
    ('{"text": ', "chunks.json:1: not valid JSON"),
    ('42', "chunks.json: expected a list of {title, text} chunks"),
])
def test_bad_chunks_exit_2_with_file_and_field(tmp_path, capsys, content, message):
    ctx = write(tmp_path, "chunks.json", content)
    resp = write(tmp_path, "r.txt", "The loan period is 21 days.")
    assert main(["check", "--context", ctx, "--response", resp]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"groundtest: error: {tmp_path}/") and message in err
    assert "Traceback" not in err


def test_missing_files_and_usage_exit_2(tmp_path, capsys):
    resp = write(tmp_path, "r.txt", "x")
    assert main(["check", "--context", str(tmp_path / "nope.txt"), "--response", resp]) == 2
    assert f"{tmp_path / 'nope.txt'}: no such context file" in capsys.readouterr().err
    assert main(["check", "--context", resp, "--response", str(tmp_path / "gone.txt")]) == 2
    assert "no such response file" in capsys.readouterr().err
    assert main(["check", "--response", resp]) == 2
    assert "--context" in capsys.readouterr().err


def test_plain_text_that_looks_like_json_is_text(tmp_path, capsys):
    ctx = write(tmp_path, "ctx.txt", "[1] The loan period is 21 days.")
    resp = write(tmp_path, "r.txt", "The loan period is 21 days.")
    assert main(["check", "--context", ctx, "--response", resp]) == 0


def test_entry_point_smoke(files):
    tmp, ctx, _ = files
    resp = write(tmp, "r.txt", "Ask Daniel: the loan period is 21 days.")
    exe = Path(sys.executable).with_name("groundtest")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "groundtest.cli"]
    env = dict(os.environ)
    p = subprocess.run([*cmd, "check", "--context", str(ctx), "--response", resp], capture_output=True, text=True, env=env)
    assert p.returncode == 1, p.stderr
    v = json.loads(p.stdout)
    assert v["hallucination"] == "hallucinated" and "Daniel" in v["findings"][0]["content"]


@pytest.mark.parametrize("command", ["check", "guard"])
def test_non_utf8_on_stdin_is_exit_2_like_the_same_bytes_in_a_file(files, tmp_path, command):
    import subprocess

    _, ctx, _ = files
    data = b"A card costs \xff$3.\n"
    bad = tmp_path / "bad.txt"
    bad.write_bytes(data)
    results = []
    for response, stdin in ((str(bad), None), ("-", data)):
        proc = subprocess.run([sys.executable, "-m", "groundtest.cli", command, "--context", str(ctx), "--response", response],
                              input=stdin, capture_output=True, timeout=60)
        results.append((proc.returncode, proc.stdout, proc.stderr.decode()))
    (file_code, file_out, file_err), (pipe_code, pipe_out, pipe_err) = results
    assert file_code == pipe_code == 2 and file_out == pipe_out == b""
    assert file_err == f"groundtest: error: {bad}:1: not valid UTF-8 (byte 0xff)\n"
    assert pipe_err == "groundtest: error: -:1: not valid UTF-8 (byte 0xff)\n"


def test_a_json_object_context_says_which_shapes_are_accepted(files, tmp_path, capsys):
    _, _, _ = files
    resp = write(tmp_path, "r.txt", "A card costs $3.")
    wrapped = write(tmp_path, "ctx.txt", '{"documents": ["A card costs $3."]}')
    assert main(["check", "--context", wrapped, "--response", resp]) == 2
    err = capsys.readouterr().err
    assert f"{wrapped}: documents: unknown chunk field" in err
    assert f"{wrapped}: a JSON object is read as one chunk; accepted: plain text; a JSON list of" in err
    broken = write(tmp_path, "ctx2.txt", '{"title": "fees", "text": "A card costs $3."')
    assert main(["check", "--context", broken, "--response", resp]) == 0  # read as the plain text it may be...
    err = capsys.readouterr().err
    assert err.startswith(f"groundtest: warning: {broken}: starts with '{{' but is not valid JSON")  # ...but said so
    assert "accepted: plain text;" in err
