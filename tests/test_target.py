"""Targets and runs: a real HTTP server on 127.0.0.1, a real subprocess, plain functions."""
from __future__ import annotations

import fcntl
import json
import os
import sys
import threading
import time
from pathlib import Path

import pytest

from groundtest.cases import CaseReader, load_cases
from groundtest.errors import UsageError
from groundtest.model import Case, Chunk
from groundtest.target import (
    Answer,
    CallOptions,
    CommandTarget,
    HttpTarget,
    RunInterrupted,
    TargetError,
    extract,
    journal_path,
    make_target,
    parse_headers,
    parse_output,
    parse_path,
    run_cases,
    run_file,
)
from tests.fixtures.target.server import TargetServer, answer
from tests.helpers import write_jsonl

BOT = [sys.executable, str(Path(__file__).parent / "fixtures" / "target" / "bot.py")]
FAST = CallOptions(concurrency=2, timeout=5.0, retries=2, backoff=0.01)
CHUNKS = [{"title": "fees.md", "text": "A replacement card costs $3.", "status": "current"},
          {"title": "fees-2023.md", "text": "A replacement card costs $5.", "status": "superseded"}]


def mk(cid: str, query: str | list = "How much is a card?", context=None) -> Case:
    ctx = CHUNKS if context is None else context
    return Case(cid, "answerable", "answer", query, [Chunk(**c) for c in ctx])


def row(cid: str, **kw) -> dict:
    d = {"id": cid, "type": "answerable", "expect": "answer", "query": f"Question {cid}?", "context": CHUNKS}
    d.update(kw)
    return d


# --- reading answers --------------------------------------------------------------------------


@pytest.mark.parametrize("spec, want", [
    ("response", ("response",)),
    ("data.answer", ("data", "answer")),
    ("choices[0].message.content", ("choices", "0", "message", "content")),
    ("choices.-1.text", ("choices", "-1", "text")),
])
def test_parse_path(spec, want):
    assert parse_path(spec) == want


@pytest.mark.parametrize("spec", ["", "a..b", ".a", "a."])
def test_parse_path_rejects_empty_segments(spec):
    with pytest.raises(UsageError, match="--response-path"):
        parse_path(spec)


def test_extract_reads_every_documented_shape():
    assert extract({"response": "Hi"}) == Answer("Hi")
    assert extract({"response": {"text": "No idea", "answerable": False}}) == Answer("No idea", False)
    assert extract({"response": {"text": "Yes"}}) == Answer("Yes", None)
    body = {"choices": [{"message": {"content": "first"}}, {"message": {"content": "last"}}]}
    assert extract(body, parse_path("choices.0.message.content")) == Answer("first")
    assert extract(body, parse_path("choices[-1].message.content")) == Answer("last")


@pytest.mark.parametrize("body, path, message", [
    ({"answer": "x"}, ("response",), "no 'response' in the body (keys: answer); set --response-path"),
    ({"data": []}, ("data", "0"), "no '0' in data (keys: a list)"),
    ({"response": 42}, ("response",), "response: expected a string or {text, answerable}, got 42"),
    ({"response": {"text": "x", "answerable": "no"}}, ("response",), "response.answerable: must be true, false or absent"),
])
def test_extract_says_what_is_wrong(body, path, message):
    with pytest.raises(TargetError) as exc:
        extract(body, path)
    assert message in str(exc.value) and not exc.value.retryable


def test_command_output_is_text_or_json():
    assert parse_output("The fee is $3.\n") == Answer("The fee is $3.")
    assert parse_output('{"response": "JSON $3"}\n') == Answer("JSON $3")
    assert parse_output('{"response": {"text": "no", "answerable": false}}') == Answer("no", False)
    assert parse_output("{curly but not JSON") == Answer("{curly but not JSON")
    assert parse_output('{"out": {"a": "deep"}}', ("out", "a")) == Answer("deep")
    with pytest.raises(TargetError, match="printed JSON without a 'response' field"):
        parse_output('{"ok": true}')
    with pytest.raises(TargetError, match="output is not JSON"):
        parse_output("plain", ("out",))


def test_headers_read_secrets_from_the_environment(monkeypatch):
    monkeypatch.setenv("GT_TEST_TOKEN", "s3cret")
    assert parse_headers(["Authorization: Bearer ${GT_TEST_TOKEN}", "X-A:b"]) == {
        "Authorization": "Bearer s3cret", "X-A": "b"}
    monkeypatch.delenv("GT_TEST_TOKEN")
    with pytest.raises(UsageError, match="environment variable GT_TEST_TOKEN is not set"):
        parse_headers(["Authorization: Bearer ${GT_TEST_TOKEN}"])
    with pytest.raises(UsageError, match="expected 'Name: value'"):
        parse_headers(["no colon"])


@pytest.mark.parametrize("kw, message", [
    ({}, "exactly one of --target URL or --target-cmd"),
    ({"url": "http://x", "command": "echo"}, "exactly one of"),
    ({"url": "ftp://example.com/a"}, "expected an http:// or https:// URL"),
    ({"url": "localhost:8000"}, "expected an http:// or https:// URL"),
    ({"command": "no-such-program-groundtest"}, "command not found: no-such-program-groundtest"),
    ({"command": "   "}, "empty command"),
    ({"command": "echo", "headers": ["A: b"]}, "--header applies to --target URL only"),
])
def test_make_target_rejects_bad_flags(kw, message):
    with pytest.raises(UsageError, match=message):
        make_target(kw.get("url"), kw.get("command"), headers=kw.get("headers", ()))


# --- HTTP -------------------------------------------------------------------------------------


def test_http_target_posts_the_case_as_recorded_and_reads_each_shape():
    def handler(body, n):
        cid = body["id"]
        if cid == "obj":
            return 200, {"response": {"text": "Can't say.", "answerable": False}}, {}
        if cid == "plain":
            return 200, b"plain words", {"Content-Type": "text/plain; charset=utf-8"}
        return answer(body, n)

    chat = [{"role": "user", "content": "hi"}, {"role": "user", "content": "How much is a card?"}]
    cases = [mk("str"), mk("obj"), mk("plain"), mk("chat", chat), Case("txt", "answerable", "answer", "Q?",
             [Chunk("context", "Cards cost $3.")], context_is_text=True)]
    with TargetServer(handler) as srv:
        out = run_cases(cases, HttpTarget(srv.url, headers={"X-Team": "qa"}), concurrency=2, backoff=0.01)
        bodies = {r["body"]["id"]: r for r in srv.requests}
    assert [c.response for c in out] == ["Answer to: How much is a card?", "Can't say.", "plain words",
                                         "Answer to: How much is a card?", "Answer to: Q?"]
    assert out[1].answerable is False and out[1].to_dict()["response"] == {"text": "Can't say.", "answerable": False}
    assert bodies["str"]["body"] == {"id": "str", "query": "How much is a card?", "context": CHUNKS}
    assert bodies["chat"]["body"]["query"] == chat
    assert bodies["txt"]["body"]["context"] == "Cards cost $3."
    assert bodies["str"]["headers"]["X-Team"] == "qa"
    assert bodies["str"]["headers"]["Content-Type"] == "application/json"


def test_http_response_path_reads_nested_answers():
    def handler(body, n):
        return 200, {"data": {"choices": [{"text": f"nested {body['id']}"}]}}, {}

    with TargetServer(handler) as srv:
        out = run_cases([mk("a")], make_target(srv.url, response_path="data.choices[0].text"))
    assert out[0].response == "nested a"


def test_http_failures_are_retried_when_transient_and_recorded_per_case():
    def handler(body, n):
        cid = body["id"]
        if cid == "down":
            return 500, {"error": "db down"}, {}
        if cid == "flaky":
            return (503, {"error": "busy"}, {}) if n <= 2 else answer(body, n)
        if cid == "limited":
            return (429, {"error": "slow down"}, {"Retry-After": "0"}) if n == 1 else answer(body, n)
        if cid == "bad":
            return 400, b"missing field", {"Content-Type": "text/html"}
        if cid == "html":
            return 200, b"<html>oops</html>", {"Content-Type": "text/html"}
        return answer(body, n)

    cases = [mk(i) for i in ("ok", "down", "flaky", "limited", "bad", "html")]
    with TargetServer(handler) as srv:
        out = {c.id: c for c in run_cases(cases, HttpTarget(srv.url), concurrency=3, retries=2, backoff=0.01)}
        calls = {i: srv.ids.count(i) for i in srv.ids}
    assert out["ok"].response == out["flaky"].response == out["limited"].response == "Answer to: How much is a card?"
    assert calls == {"ok": 1, "down": 3, "flaky": 3, "limited": 2, "bad": 1, "html": 1}
    assert out["down"].response is None
    assert out["down"].meta["run_error"] == 'HTTP 500 Internal Server Error: {"error": "db down"} (after 3 attempts)'
    assert out["bad"].meta["run_error"] == "HTTP 400 Bad Request: missing field"
    assert out["html"].meta["run_error"] == "reply is not JSON (text/html): <html>oops</html>"
    assert "run_error" not in out["flaky"].meta


def test_a_slow_target_times_out_without_retry_and_others_still_answer():
    def handler(body, n):
        if body["id"] == "slow":
            srv.release.wait(10)
        return answer(body, n)

    with TargetServer(handler) as srv:
        t0 = time.monotonic()
        out = run_cases([mk("slow"), mk("quick")], HttpTarget(srv.url), concurrency=2, timeout=0.3, retries=2)
        took = time.monotonic() - t0
        assert srv.ids.count("slow") == 1
    assert out[0].meta["run_error"] == "timed out after 0.3s"
    assert out[1].response.startswith("Answer to:")
    assert took < 5


def test_connection_refused_is_retried_then_recorded_without_secrets_in_the_url():
    with TargetServer() as srv:
        url = srv.url
    secret = url.replace("http://", "http://user:pw@") + "?api_key=s3cret"
    out = run_cases([mk("a")], HttpTarget(secret), retries=1, backoff=0.01)
    assert out[0].meta["run_error"].startswith(f"cannot connect to {url}: ")
    assert out[0].meta["run_error"].endswith("(after 2 attempts)")
    assert "s3cret" not in out[0].meta["run_error"] and "pw" not in out[0].meta["run_error"]


def test_concurrency_puts_n_calls_in_flight_at_once():
    barrier = threading.Barrier(4, timeout=5)

    def handler(body, n):
        barrier.wait()  # breaks (and the call errors) unless 4 requests are in flight together
        return answer(body, n)

    with TargetServer(handler) as srv:
        out = run_cases([mk(f"c{i}") for i in range(8)], HttpTarget(srv.url), concurrency=4, retries=0)
    assert [c.id for c in out] == [f"c{i}" for i in range(8)]  # input order, whatever the finish order
    assert all(c.response for c in out), [c.meta for c in out]


# --- commands ---------------------------------------------------------------------------------


def test_command_target_answers_and_fails_per_case(tmp_path, monkeypatch):
    log = tmp_path / "calls.log"
    monkeypatch.setenv("BOT_LOG", str(log))
    monkeypatch.setenv("BOT_STATE", str(tmp_path))
    cases = [mk("plain"), mk("json"), mk("fail"), mk("flaky"), mk("silent"), mk("slow")]
    t0 = time.monotonic()
    out = {c.id: c for c in run_cases(cases, CommandTarget(BOT), concurrency=3, timeout=2, retries=1, backoff=0.01)}
    assert time.monotonic() - t0 < 15
    assert out["plain"].response == "Answer to: How much is a card? (2 chunk(s))"
    assert (out["json"].response, out["json"].answerable) == ("Answer to: How much is a card?", True)
    assert out["fail"].meta["run_error"] == "command failed (exit status 3): boom: database down (after 2 attempts)"
    assert out["flaky"].response is not None
    assert out["silent"].meta["run_error"].startswith("printed JSON without a 'response' field (keys: ok)")
    assert out["slow"].meta["run_error"] == "timed out after 2s"
    calls = [line.split() for line in log.read_text().splitlines()]
    assert sorted(i for i, _ in calls) == ["fail", "fail", "flaky", "flaky", "json", "plain", "silent", "slow"]
    slow_pid = int(next(p for i, p in calls if i == "slow"))
    with pytest.raises(ProcessLookupError):
        os.kill(slow_pid, 0)  # killed at the timeout, not left running


# --- plain functions --------------------------------------------------------------------------


def test_function_targets_return_text_or_objects_and_errors_are_data():
    calls: list[str] = []

    def bot(payload):
        calls.append(payload["id"])
        if payload["id"] == "obj":
            return {"text": "no", "answerable": False}
        if payload["id"] == "wrapped":
            return {"response": "wrapped answer"}
        if payload["id"] == "boom":
            raise ValueError("bad input")
        if payload["id"] == "net" and calls.count("net") < 2:
            raise ConnectionError("reset")
        if payload["id"] == "int":
            return 7
        if payload["id"] == "slow":
            time.sleep(1)
        return f"{payload['query']} -> $3"

    ids = ["s", "obj", "wrapped", "boom", "net", "int", "slow"]
    out = {c.id: c for c in run_cases([mk(i) for i in ids], bot, timeout=0.3, retries=2, backoff=0.01)}
    assert out["s"].response == "How much is a card? -> $3"
    assert (out["obj"].response, out["obj"].answerable) == ("no", False)
    assert out["wrapped"].response == "wrapped answer"
    assert out["boom"].meta["run_error"] == "ValueError: bad input" and calls.count("boom") == 1
    assert out["net"].response is not None and calls.count("net") == 2
    assert out["int"].meta["run_error"] == "response: expected a string or {text, answerable}, got 7"
    assert out["slow"].meta["run_error"] == "timed out after 0.3s"


# --- files: resume and atomic output ------------------------------------------------------------


def _counting(calls: list[str]):
    def bot(payload):
        calls.append(payload["id"])
        return f"answer {payload['id']}"
    return bot


def test_interrupted_run_leaves_a_valid_file_and_the_rerun_calls_only_the_rest(tmp_path):
    src = write_jsonl(tmp_path / "cases.jsonl", [row(f"c{i}", response="old answer from elsewhere") for i in range(6)])
    out = tmp_path / "answered.jsonl"
    calls: list[str] = []
    seen: list[str] = []

    def stop_after_two(case):
        seen.append(case.id)
        if len(seen) == 2:
            raise KeyboardInterrupt

    with pytest.raises(RunInterrupted) as exc:
        run_file(src, out, _counting(calls), CallOptions(concurrency=1), on_done=stop_after_two)
    o = exc.value.outcome
    assert (o.answered, o.pending, o.resumed) == (2, 4, 0)
    assert not journal_path(out).exists()
    first = load_cases(out)  # valid, every case present, in input order
    assert [c.id for c in first] == [f"c{i}" for i in range(6)]
    answered = {c.id for c in first if c.response is not None}
    assert answered == set(seen)
    assert all(c.response == f"answer {c.id}" for c in first if c.id in answered)  # no stale input answers

    rerun_calls: list[str] = []  # a fresh list: a call still in flight in the first run may land late
    outcome = run_file(src, out, _counting(rerun_calls), CallOptions(concurrency=3))
    assert sorted(rerun_calls) == sorted({f"c{i}" for i in range(6)} - answered)
    assert (outcome.resumed, outcome.answered, outcome.complete) == (2, 4, True)
    assert [c.response for c in load_cases(out)] == [f"answer c{i}" for i in range(6)]


def test_a_killed_run_resumes_from_its_journal_even_with_a_torn_last_line(tmp_path):
    src = write_jsonl(tmp_path / "cases.jsonl", [row(f"c{i}") for i in range(4)])
    out = tmp_path / "answered.jsonl"
    done = [json.dumps(row("c0", response="kept 0")), json.dumps(row("c2", response="kept 2"))]
    journal_path(out).write_text(done[0] + "\n" + done[1] + "\n" + json.dumps(row("c3", response="torn"))[:30])
    calls: list[str] = []
    outcome = run_file(src, out, _counting(calls), FAST)
    assert sorted(calls) == ["c1", "c3"]
    assert outcome.resumed == 2
    assert [c.response for c in load_cases(out)] == ["kept 0", "answer c1", "kept 2", "answer c3"]
    assert not journal_path(out).exists()


def test_journal_lines_are_flushed_as_cases_finish(tmp_path):
    src = write_jsonl(tmp_path / "cases.jsonl", [row(f"c{i}") for i in range(3)])
    out = tmp_path / "answered.jsonl"
    lines: list[int] = []

    def peek(case):
        lines.append(len(journal_path(out).read_text().splitlines()))

    run_file(src, out, _counting([]), CallOptions(concurrency=1), on_done=peek)
    assert lines == [1, 2, 3]


def test_errors_and_changed_cases_are_called_again_answers_are_kept(tmp_path):
    src = tmp_path / "cases.jsonl"
    write_jsonl(src, [row("a"), row("b"), row("c")])
    out = tmp_path / "answered.jsonl"

    def first(payload):
        if payload["id"] == "b":
            raise ValueError("not today")
        return f"v1 {payload['id']}"

    outcome = run_file(src, out, first, FAST)
    assert not outcome.complete and outcome.errors == [("b", "ValueError: not today")]
    b = next(c for c in load_cases(out) if c.id == "b")
    assert b.response is None and b.meta["run_error"] == "ValueError: not today"

    write_jsonl(src, [row("a"), row("b"), row("c", query="A different question?")])
    calls: list[str] = []
    outcome = run_file(src, out, _counting(calls), FAST)
    assert sorted(calls) == ["b", "c"] and outcome.complete
    final = {c.id: c for c in load_cases(out)}
    assert final["a"].response == "v1 a" and final["b"].response == "answer b" and "run_error" not in final["b"].meta
    calls.clear()
    run_file(src, out, _counting(calls), FAST, resume=False)
    assert sorted(calls) == ["a", "b", "c"]


def test_an_unrelated_output_file_is_not_overwritten(tmp_path):
    src = write_jsonl(tmp_path / "cases.jsonl", [row("a")])
    out = tmp_path / "notes.txt"
    out.write_text("my notes\n")
    with pytest.raises(UsageError, match="exists and is not a valid case file"):
        run_file(src, out, _counting([]), FAST)
    assert out.read_text() == "my notes\n"


def test_a_second_run_on_the_same_output_is_refused(tmp_path):
    src = write_jsonl(tmp_path / "cases.jsonl", [row("a")])
    out = tmp_path / "answered.jsonl"
    with journal_path(out).open("a") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        with pytest.raises(UsageError, match="another groundtest run is writing"):
            run_file(src, out, _counting([]), FAST)
    assert not out.exists()


def test_run_output_reads_back_as_cases(tmp_path):
    src = write_jsonl(tmp_path / "cases.jsonl", [row("a", meta={"k": 1}, tags=["x"]), row("b", context="plain")])
    out = tmp_path / "answered.jsonl"
    run_file(src, out, lambda p: {"text": f"t {p['id']}", "answerable": True}, FAST)
    reader = CaseReader(out, require_response=True)
    got = list(reader)
    assert reader.problems == []
    assert got[0].to_dict() == {**row("a", meta={"k": 1}, tags=["x"]), "response": {"text": "t a", "answerable": True}}
    assert got[1].to_dict()["context"] == "plain"
