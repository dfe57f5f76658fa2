"""``groundtest run`` against a system that retrieves for itself: ``--send query``, a reply
``{response, context}`` or ``--context-path``, the frozen retrieved context, ``meta.reference_context``
and the per-type difference report; bad contexts are per-case errors. Real HTTP server on 127.0.0.1
and a real subprocess target."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from groundtest.cases import load_cases
from groundtest.cli import main
from tests.fixtures.target.server import TargetServer
from tests.helpers import write_jsonl

FEES = "A replacement card costs $3."
INDEX = {  # what the system's own retriever returns per query
    "card": [{"page_content": FEES, "metadata": {"source": "fees.md"}}],
    "hours": [{"page_content": "The library opens at 9am on Saturdays.", "metadata": {"source": "hours.md"}}],
}


def _cases(tmp_path: Path) -> Path:
    rows = [
        {"id": "a", "type": "answerable", "expect": "answer", "query": "card", "must_include": ["$3"],
         "context": [{"title": "fees.md", "text": FEES}]},
        {"id": "b", "type": "unanswerable", "expect": "abstain", "query": "hours",
         "context": [{"title": "old.md", "text": "Opening hours are not listed."}]},
        {"id": "c", "type": "answerable", "expect": "answer", "query": "card", "context": []},
    ]
    return write_jsonl(tmp_path / "cases.jsonl", rows)


def _retrieving(body, n):
    docs = INDEX[body["query"]]
    return 200, {"response": f"From {docs[0]['metadata']['source']}: {docs[0]['page_content']}", "context": docs}, {}


def test_send_query_records_the_retrieved_context_and_reports_differences(tmp_path, capsys):
    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer(_retrieving) as srv:
        code = main(["run", str(src), "--target", srv.url, "--send", "query", "-o", str(out)])
        bodies = [r["body"] for r in srv.requests]
    assert code == 0
    assert sorted(b["id"] for b in bodies) == ["a", "b", "c"]
    assert all(set(b) == {"id", "query"} for b in bodies)  # the system retrieves for itself
    assert capsys.readouterr().out.splitlines() == [
        f"wrote {out}: 3 case(s), 3 answered",
        "retrieved context: 3 case(s) answered from the context the system retrieved",
        "  answerable: 0 of 1 differ from the case file's context",
        "  unanswerable: 1 of 1 differ from the case file's context",
    ]
    a, b, c = load_cases(out, require_response=True)
    assert [(ch.title, ch.text) for ch in b.context] == [("hours.md", "The library opens at 9am on Saturdays.")]
    assert b.meta == {"retrieved": True, "sent": "query",
                      "reference_context": [{"title": "old.md", "text": "Opening hours are not listed.",
                                             "status": "current"}]}
    assert b.expect == "abstain" and b.type == "unanswerable"  # the expected behaviour stays the case's
    assert a.meta["retrieved"] is True and [ch.text for ch in a.context] == [FEES]
    assert c.meta == {"retrieved": True, "sent": "query"} and [ch.text for ch in c.context] == [FEES]  # nothing to compare
    assert main(["validate", str(out)]) == 0


def test_json_report_and_resume_keep_the_retrieved_context(tmp_path, capsys):
    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer(_retrieving) as srv:
        assert main(["run", str(src), "--target", srv.url, "--send", "query", "-o", str(out), "--format", "json"]) == 0
        first = json.loads(capsys.readouterr().out)
        assert first["retrieval"] == {"answerable": {"retrieved": 2, "compared": 1, "differs": 0},
                                      "unanswerable": {"retrieved": 1, "compared": 1, "differs": 1}}
        calls = len(srv.ids)
        assert main(["run", str(src), "--target", srv.url, "--send", "query", "-o", str(out), "--format", "json"]) == 0
        assert len(srv.ids) == calls  # nothing called again: the answers and their contexts are kept
    again = json.loads(capsys.readouterr().out)
    assert again["resumed"] == 3 and again["retrieval"] == first["retrieval"]
    b = next(c for c in load_cases(out) if c.id == "b")
    assert b.context[0].title == "hours.md" and b.meta["reference_context"][0]["title"] == "old.md"


def test_default_send_still_sends_the_context_and_a_plain_reply_keeps_it(tmp_path, capsys):
    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer() as srv:  # {"response": ...} only: no retrieval
        assert main(["run", str(src), "--target", srv.url, "-o", str(out)]) == 0
        assert all("context" in r["body"] for r in srv.requests)
    assert "retrieved" not in capsys.readouterr().out
    a = load_cases(out)[0]
    assert a.meta == {} and a.context[0].title == "fees.md"


BOT = """
import json, sys
case = json.loads(sys.stdin.read())
q = case["query"]
if q == "card":
    print(json.dumps({"data": {"answer": "It costs $3.", "sources": ["A replacement card costs $3."]}}))
elif q == "hours":
    print(json.dumps({"data": {"answer": "9am.", "sources": 42}}))
else:
    print(json.dumps({"data": {"answer": "No idea."}}))
"""


def test_context_path_and_bad_contexts_are_per_case_errors(tmp_path, capsys):
    bot = tmp_path / "bot.py"
    bot.write_text(BOT)
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "card", "context": []},
            {"id": "shape", "type": "answerable", "expect": "answer", "query": "hours", "context": []},
            {"id": "none", "type": "answerable", "expect": "answer", "query": "other", "context": []}]
    src, out = write_jsonl(tmp_path / "cases.jsonl", rows), tmp_path / "answered.jsonl"
    code = main(["run", str(src), "--target-cmd", f"{sys.executable} {bot}", "--send", "query", "-o", str(out),
                 "--response-path", "data.answer", "--context-path", "data.sources", "--concurrency", "1"])
    assert code == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == [
        f"wrote {out}: 3 case(s), 1 answered, 2 errored",
        "  shape: data.sources: expected a list of chunks or a string, got 42",
        "  none: no context at data.sources: no 'sources' in data (keys: answer); set --context-path",
    ]
    ok, shape, none = load_cases(out)
    assert ok.response == "It costs $3." and [c.text for c in ok.context] == ["A replacement card costs $3."]
    assert shape.response is None and shape.meta["run_error"].startswith("data.sources: expected")
    assert none.response is None and "no context at data.sources" in none.meta["run_error"]


def test_chunk_of_the_wrong_shape_names_the_item(tmp_path, capsys):
    def handler(body, n):
        return 200, {"response": "x", "context": [{"page_content": "ok"}, {"score": 0.3}]}, {}

    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer(handler) as srv:
        assert main(["run", str(src), "--target", srv.url, "-o", str(out), "--retries", "0"]) == 1
    text = capsys.readouterr().out
    assert ('  a: context.1: expected a string, {title, text} or {page_content, metadata}, got {"score": 0.3}'
            in text.splitlines())
    assert all(c.response is None for c in load_cases(out))


def test_bad_context_path_is_a_usage_error(tmp_path, capsys):
    src = _cases(tmp_path)
    assert main(["run", str(src), "--target", "http://127.0.0.1:9/x", "-o", str(tmp_path / "o.jsonl"),
                 "--context-path", "a..b"]) == 2
    assert "--context-path: expected keys separated by dots" in capsys.readouterr().err


def test_changing_send_calls_every_case_again(tmp_path, capsys):
    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer(_retrieving) as srv:
        assert main(["run", str(src), "--target", srv.url, "-o", str(out)]) == 0
        assert all("context" in r["body"] for r in srv.requests)
        assert main(["run", str(src), "--target", srv.url, "--send", "query", "-o", str(out), "--format", "json"]) == 0
        later = [r["body"] for r in srv.requests[3:]]
    capsys.readouterr()
    assert sorted(b["id"] for b in later) == ["a", "b", "c"] and all(set(b) == {"id", "query"} for b in later)


def test_a_null_context_is_no_context(tmp_path, capsys):
    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer(lambda body, n: (200, {"response": "x", "context": None}, {})) as srv:
        assert main(["run", str(src), "--target", srv.url, "-o", str(out)]) == 0
    assert capsys.readouterr().out.splitlines() == [f"wrote {out}: 3 case(s), 3 answered"]
    assert all("retrieved" not in c.meta for c in load_cases(out))


def test_a_changed_case_file_context_is_called_again(tmp_path, capsys):
    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer(_retrieving) as srv:
        assert main(["run", str(src), "--target", srv.url, "--send", "query", "-o", str(out)]) == 0
        rows = [json.loads(line) for line in src.read_text().splitlines()]
        rows[1]["context"][0]["status"] = "superseded"  # only the status of b's chunk changes
        src.write_text("".join(json.dumps(r) + "\n" for r in rows))
        before = len(srv.ids)
        assert main(["run", str(src), "--target", srv.url, "--send", "query", "-o", str(out)]) == 0
        assert srv.ids[before:] == ["b"]
    capsys.readouterr()
    b = next(c for c in load_cases(out) if c.id == "b")
    assert b.meta["reference_context"][0]["status"] == "superseded"


def _echoing(body, n):
    """A target that answers and hands back the context it was sent: no retrieval of its own."""
    return 200, {"response": "It costs $3.", "context": body.get("context", [])}, {}


def test_an_echoed_context_is_not_reported_as_retrieved(tmp_path, capsys):
    src, out = _cases(tmp_path), tmp_path / "answered.jsonl"
    with TargetServer(_echoing) as srv:  # the default --send all
        assert main(["run", str(src), "--target", srv.url, "-o", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"wrote {out}: 3 case(s), 3 answered",
                     "echoed context: 3 case(s) returned the context they were sent (answerable 2, unanswerable 1); "
                     "not counted as retrieved — use --send query to test the system's own retrieval"]
    a, b, c = load_cases(out, require_response=True)
    assert a.meta == b.meta == c.meta == {"echoed": True}  # c sent [] and got [] back: an echo too
    assert "retrieved" not in a.meta and [ch.title for ch in a.context] == ["fees.md"]
    with TargetServer(_echoing) as srv:
        assert main(["score", str(src), "--target", srv.url, "--no-store", "--format", "json"]) in (0, 1)
    err = capsys.readouterr().err
    assert "echoed context: 3 case(s)" in err and "retrieved context:" not in err
