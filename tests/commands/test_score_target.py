"""``groundtest score CASES --target URL|--target-cmd CMD``: call, record (resumable with
``--answers``) and score in one command, with score's exit codes. Real HTTP server on 127.0.0.1 and
a real subprocess target."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from groundtest.cases import load_cases
from groundtest.cli import main
from tests.fixtures.target.server import TargetServer
from tests.helpers import write_jsonl

FEES = "A replacement card costs $3."
CTX = [{"title": "fees.md", "text": FEES}]


def _cases(tmp_path: Path) -> Path:
    rows = [
        {"id": "fee", "type": "answerable", "expect": "answer", "query": "How much is a replacement card?",
         "context": CTX, "must_include": ["$3"]},
        {"id": "hours", "type": "unanswerable", "expect": "abstain", "query": "When do you open on Sundays?",
         "context": CTX},
    ]
    return write_jsonl(tmp_path / "cases.jsonl", rows)


def _good(body, n):
    if "card" in body["query"]:
        return 200, {"response": "A replacement card costs $3."}, {}
    return 200, {"response": "I don't know: the documents don't say when we open on Sundays."}, {}


def _invents(body, n):
    if "card" in body["query"]:
        return 200, {"response": "A replacement card costs $3."}, {}
    return 200, {"response": "We open at 10am on Sundays."}, {}


def _score(args, capsys):
    code = main(["score", *args, "--no-store", "--format", "json"])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if out.out else None), out.err


def test_one_step_scores_the_live_answers_and_keeps_them_with_answers(tmp_path, capsys):
    src, answers = _cases(tmp_path), tmp_path / "answers.jsonl"
    with TargetServer(_good) as srv:
        code, summary, _ = _score([str(src), "--target", srv.url, "--answers", str(answers)], capsys)
        assert code == 0
        assert summary["cases"] == 2 and summary["passed"] is True and summary["hallucinated"] == 0
        calls = len(srv.ids)
        assert calls == 2
        code, again, _ = _score([str(src), "--target", srv.url, "--answers", str(answers)], capsys)
        assert code == 0 and len(srv.ids) == calls  # resumed: nothing called again
        assert again["cases"] == 2
    assert [c.response for c in load_cases(answers, require_response=True)][0] == "A replacement card costs $3."


def test_a_hallucinating_target_fails_the_gate_and_leaves_no_file_without_answers(tmp_path, capsys):
    src, results = _cases(tmp_path), tmp_path / "results.jsonl"
    with TargetServer(_invents) as srv:
        code, summary, _ = _score([str(src), "--target", srv.url, "--results", str(results)], capsys)
    assert code == 1
    assert summary["passed"] is False and summary["by_type"]["unanswerable"]["hallucinated"] == 1
    assert [json.loads(line)["id"] for line in results.read_text().splitlines()] == ["fee", "hours"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cases.jsonl", "results.jsonl"]


BOT = """
import json, sys
case = json.loads(sys.stdin.read())
assert "context" not in case, "--send query sends no context"
print(json.dumps({"response": "A replacement card costs $3.",
                  "context": [{"page_content": "A replacement card costs $3.", "metadata": {"source": "fees.md"}}]}))
"""


def test_target_cmd_with_live_retrieval(tmp_path, capsys):
    bot = tmp_path / "bot.py"
    bot.write_text(BOT)
    rows = [{"id": "fee", "type": "answerable", "expect": "answer", "query": "card?", "context": [],
             "must_include": ["$3"]}]
    src, answers = write_jsonl(tmp_path / "cases.jsonl", rows), tmp_path / "answers.jsonl"
    code, summary, err = _score([str(src), "--target-cmd", f"{sys.executable} {bot}", "--send", "query",
                                 "--answers", str(answers)], capsys)
    assert code == 0 and summary["hallucinated"] == 0
    assert err.splitlines() == ["retrieved context: 1 case(s) answered from the context the system retrieved",
                                "  answerable: 1 with no case-file context to compare"]
    (case,) = load_cases(answers)
    assert case.meta == {"retrieved": True, "sent": "query"} and case.context[0].title == "fees.md"


def test_cases_without_an_answer_exit_1_and_score_nothing(tmp_path, capsys):
    src, answers = _cases(tmp_path), tmp_path / "answers.jsonl"

    def handler(body, n):
        return (500, b"down", {"Content-Type": "text/plain"}) if "Sundays" in body["query"] else _good(body, n)

    with TargetServer(handler) as srv:
        code, summary, err = _score([str(src), "--target", srv.url, "--answers", str(answers),
                                     "--target-retries", "0"], capsys)
    assert code == 1 and summary is None
    assert "  hours: HTTP 500 Internal Server Error: down" in err.splitlines()
    assert "groundtest: not scored: 1 case(s) have no answer; run the same command again to retry them" in err


def test_usage_errors_exit_2(tmp_path, capsys):
    src = _cases(tmp_path)
    before = src.read_bytes()
    assert main(["score", str(src), "--target", "http://127.0.0.1:9/x", "--answers", str(src)]) == 2
    assert "is the case file; an output never overwrites an input" in capsys.readouterr().err
    assert src.read_bytes() == before
    assert main(["score", str(src), "--answers", str(tmp_path / "a.jsonl")]) == 2
    assert "--answers and --restart: only with --target" in capsys.readouterr().err
    assert main(["score", str(src), "--target", "http://127.0.0.1:9/x", "--target-cmd", "echo"]) == 2
    assert "give exactly one of --target URL or --target-cmd" in capsys.readouterr().err
