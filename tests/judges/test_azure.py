"""The ``azure`` judge: the real ``GroundednessEvaluator`` against a Chat Completions server on 127.0.0.1.

The SDK's output mapping is also tested on its result-dict shapes directly (no SDK needed).
"""
from __future__ import annotations

import json
import math
import re
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

import pytest

from groundtest.cli import main
from groundtest.judges.azure import map_output, model_config, tokens_of
from groundtest.errors import UsageError
from tests.helpers import case, write_jsonl

KEY = "sk-azure-test-SECRET-4242"
_MARK = re.compile(r"@@([a-z_]+)(?:=([0-9.]+))?@@")


# ---------------------------------------------------------------------------------------------
# the mapping, on the SDK's output shapes


def test_map_current_shape_pass_and_fail() -> None:
    out = {"groundedness": 4.0, "groundedness_score": 4.0, "groundedness_passed": True, "groundedness_result": "pass",
           "groundedness_reason": "all supported", "groundedness_status": "completed", "groundedness_threshold": 3,
           "groundedness_properties": {"prompt_tokens": 11, "completion_tokens": 7}}
    r = map_output(out)
    assert (r.score, r.label, r.reason, r.error) == (4.0, "clean", "all supported", None)
    assert r.extra == {"threshold": 3.0, "result": "pass"}
    assert tokens_of(out) == {"prompt_tokens": 11, "completion_tokens": 7}
    r2 = map_output({**out, "groundedness": 2.0, "groundedness_score": 2.0, "groundedness_reason": "wrong fee"})
    assert (r2.score, r2.label, r2.reason) == (2.0, "hallucinated", "wrong fee")


def test_map_legacy_shape_and_threshold() -> None:
    legacy = {"groundedness": 3.0, "gpt_groundedness": 3.0, "groundedness_reason": "vague"}
    assert map_output(legacy).label == "clean"  # the SDK's default threshold 3 passes a 3
    assert map_output(legacy, threshold=4).label == "hallucinated"
    assert map_output({"gpt_groundedness": 5}).score == 5.0


@pytest.mark.parametrize(
    "out, why",
    [
        ({"groundedness": math.nan, "groundedness_result": "unknown", "groundedness_reason": "no score"}, "no usable score"),
        ({"groundedness": None, "groundedness_status": "skipped", "groundedness_result": "not_applicable",
          "groundedness_reason": "Not applicable: empty"}, "not applicable"),
        ({"groundedness": 9.0}, "outside 1-5"),
        ({"groundedness": 0}, "outside 1-5"),
        ({"groundedness": True}, "no usable score"),
        ({"groundedness": "4"}, "no usable score"),
        ({"groundedness_reason": "no score at all"}, "no usable score"),
        ({"groundedness": math.inf}, "no usable score"),
        ("not a dict", "unexpected evaluator output"),
    ],
)
def test_map_unusable_outputs_are_judge_errors(out: Any, why: str) -> None:
    r = map_output(out)
    assert r.failed and why in r.error and r.label is None


def test_model_config_from_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("AZURE_OPENAI_ENDPOINT", "AZURE_OPENAI_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_VERSION"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(UsageError, match="AZURE_OPENAI_ENDPOINT, or an API key in OPENAI_API_KEY"):
        model_config({})
    monkeypatch.setenv("AZURE_OPENAI_ENDPOINT", "https://example.invalid")
    monkeypatch.setenv("AZURE_OPENAI_API_KEY", KEY)
    monkeypatch.setenv("OPENAI_API_VERSION", "2024-06-01")
    cfg, key, model = model_config({"model": "my-deployment"})
    assert cfg == {"type": "azure_openai", "azure_endpoint": "https://example.invalid", "azure_deployment": "my-deployment",
                   "api_key": KEY, "api_version": "2024-06-01"}
    assert (key, model) == (KEY, "my-deployment")
    cfg, key, _ = model_config({"base_url": "http://127.0.0.1:9/v1", "model": "m"})  # --base-url wins over Azure
    assert cfg == {"type": "openai", "model": "m", "api_key": "no-key", "base_url": "http://127.0.0.1:9/v1"} and key is None


# ---------------------------------------------------------------------------------------------
# the real evaluator, through the CLI, against a scripted server

class _Server:
    """Chat Completions on 127.0.0.1: the reply is chosen by a ``@@name[=score]@@`` marker in the prompt."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        handler = type("H", (_Handler,), {"server_state": self})
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_port}/v1"


class _Handler(BaseHTTPRequestHandler):
    server_state: _Server

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))))
        self.server_state.requests.append({"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body})
        prompt = "\n".join(str(m.get("content", "")) for m in body.get("messages", []))
        m = _MARK.search(prompt)
        name, value = (m.group(1), m.group(2)) if m else ("score", "5")
        if name == "badrequest":  # an error message that echoes the key: it must be masked
            return self._send(400, {"error": {"message": f"rejected {self.headers.get('authorization')}", "type": "invalid"}})
        content = {
            "score": json.dumps({"reason": f"Let's think step by step: graded {value}", "score": float(value or 0), "status": "completed"}),
            "garbage": "I think it is fine, maybe a four?",
            "noscore": json.dumps({"reason": "I could not decide"}),
            "skipped": json.dumps({"reason": "empty input", "score": None, "status": "skipped"}),
        }[name]
        self._send(200, {"id": "c", "object": "chat.completion", "created": 1, "model": body.get("model", "m"),
                         "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
                         "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}})

    def _send(self, status: int, obj: dict[str, Any]) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[_Server]:
    pytest.importorskip("azure.ai.evaluation", reason="azure-ai-evaluation is not installed (groundtest[azure])")
    for name in ("AZURE_OPENAI_ENDPOINT", "OPENAI_BASE_URL", "AZURE_OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    s = _Server()
    s.thread.start()
    yield s
    s.httpd.shutdown()
    s.httpd.server_close()


def _cases(tmp_path: Path, rows: list[dict[str, Any]]) -> Path:
    return write_jsonl(tmp_path / "cases.jsonl", rows)


def _score(tmp_path: Path, server: _Server, cases: Path, *extra: str) -> tuple[int, list[dict[str, Any]]]:
    results = tmp_path / "results.jsonl"
    code = main(["score", str(cases), "--judge", "azure", "--base-url", server.url, "--model", "gpt-test",
                 "--cache", str(tmp_path / "cache.db"), "--results", str(results), *extra])
    return code, [json.loads(line) for line in results.read_text().splitlines()]


def test_scores_map_to_verdicts_through_the_real_evaluator(tmp_path: Path, server: _Server, capsys: pytest.CaptureFixture[str]) -> None:
    cases = _cases(tmp_path, [
        case(id="good", response="A replacement card costs $3. @@score=5@@"),
        case(id="bad", response="A replacement card costs $3, and it ships free. @@score=2@@"),
        case(id="edge", response="A replacement card costs $3. @@score=3@@"),
    ])
    code, rows = _score(tmp_path, server, cases, "--format", "json")
    out = capsys.readouterr()
    assert code == 1  # one hallucinated case of three breaks the 2% budget
    by_id = {r["id"]: r for r in rows}
    assert by_id["good"]["judge"] == {"name": "azure", "score": 5.0, "label": "clean",
                                     "reason": "Let's think step by step: graded 5", "threshold": 3.0, "result": "pass"}
    assert not by_id["good"]["hallucinated"] and not by_id["edge"]["hallucinated"]
    assert by_id["bad"]["hallucinated"] and by_id["bad"]["hallucination"] == "hallucinated"
    assert by_id["bad"]["judge"]["result"] == "fail"
    assert [f["content"] for f in by_id["bad"]["findings"]] == ["Let's think step by step: graded 2"]
    assert len(server.requests) == 3
    body = server.requests[0]["body"]
    assert body["model"] == "gpt-test" and server.requests[0]["path"] == "/v1/chat/completions"
    assert "How much is a replacement card?" in json.dumps(body)  # the query reaches the evaluator
    summary = json.loads(out.out)
    assert summary["usage"]["requests"] == 3
    assert summary["usage"]["prompt_tokens"] == 300 and summary["usage"]["completion_tokens"] == 60
    assert KEY not in out.out + out.err + (tmp_path / "results.jsonl").read_text()


def test_rerun_is_served_from_the_cache(tmp_path: Path, server: _Server, capsys: pytest.CaptureFixture[str]) -> None:
    cases = _cases(tmp_path, [case(id=f"c{i}", response=f"A replacement card costs $3. @@score={i % 5 + 1}@@") for i in range(5)])
    _, first = _score(tmp_path, server, cases)
    assert len(server.requests) == 5
    _, second = _score(tmp_path, server, cases)
    assert len(server.requests) == 5  # no request on the rerun
    assert [r["judge"] for r in first] == [r["judge"] for r in second]
    assert KEY.encode() not in (tmp_path / "cache.db").read_bytes()


@pytest.mark.parametrize("marker, why", [
    ("@@garbage@@", "azure judge: JSONDecodeError"),
    ("@@noscore@@", "no usable score"),
    ("@@score=9@@", "outside 1-5"),
    ("@@skipped@@", "not applicable: Not applicable: empty input"),
    ("@@badrequest@@", "400"),
])
def test_unusable_replies_fail_the_case_closed(tmp_path: Path, server: _Server, capsys: pytest.CaptureFixture[str],
                                              marker: str, why: str) -> None:
    cases = _cases(tmp_path, [case(id="x", response=f"A replacement card costs $3. {marker}")])
    code, rows = _score(tmp_path, server, cases)
    out = capsys.readouterr()
    assert code == 1
    (r,) = rows
    assert r["hallucinated"] and r["judge_error"] and why in r["judge"]["error"]
    assert "judge errors       1 (counted as hallucinated)" in out.out
    assert KEY not in out.out + out.err + json.dumps(rows)
    assert "Traceback" not in out.err
    _, again = _score(tmp_path, server, cases)
    assert len(server.requests) == 2  # errors are not cached: the next run asks again


def test_key_in_a_provider_error_is_masked(tmp_path: Path, server: _Server, capsys: pytest.CaptureFixture[str]) -> None:
    cases = _cases(tmp_path, [case(id="x", response="A replacement card costs $3. @@badrequest@@")])
    _, (r,) = _score(tmp_path, server, cases)
    assert server.requests[0]["headers"]["authorization"] == f"Bearer {KEY}"
    assert "rejected Bearer ***" in r["judge"]["error"] and KEY not in r["judge"]["error"]


def test_declines_and_empty_context_need_no_request(tmp_path: Path, server: _Server, capsys: pytest.CaptureFixture[str]) -> None:
    cases = _cases(tmp_path, [
        case(id="declines", type="unanswerable", expect="abstain", must_include=...,
             response="I'm sorry, the notes don't cover that."),
        case(id="empty-ctx", type="unanswerable", expect="abstain", must_include=..., context=[],
             response="The fee is $40."),
    ])
    _, rows = _score(tmp_path, server, cases)
    assert server.requests == []
    declines, empty = rows
    assert not declines["hallucinated"] and declines["judge"]["label"] == "clean"
    assert empty["hallucinated"] and empty["judge"]["label"] == "hallucinated"
    assert empty["judge"]["reason"] == "the response makes claims but the context is empty"


def test_threshold_from_the_config_file(tmp_path: Path, server: _Server, capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "groundtest.toml"
    config.write_text("[judge_options]\nazure_threshold = 4\n")
    cases = _cases(tmp_path, [case(id="four", response="A replacement card costs $3. @@score=4@@"),
                              case(id="three", response="A replacement card costs $3. @@score=3@@")])
    _, rows = _score(tmp_path, server, cases, "--config", str(config))
    assert [(r["id"], r["judge"]["label"], r["judge"]["threshold"]) for r in rows] == [
        ("four", "clean", 4.0), ("three", "hallucinated", 4.0)]


def test_bad_threshold_and_missing_key_are_usage_errors(tmp_path: Path, server: _Server, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    cases = _cases(tmp_path, [case()])
    config = tmp_path / "groundtest.toml"
    config.write_text("[judge_options]\nazure_threshold = 7\n")
    assert main(["score", str(cases), "--judge", "azure", "--base-url", server.url, "--config", str(config)]) == 2
    assert capsys.readouterr().err == "groundtest: error: judge option azure_threshold: must be between 1 and 5, got 7\n"
    monkeypatch.delenv("OPENAI_API_KEY")
    assert main(["score", str(cases), "--judge", "azure", "--no-cache"]) == 2
    assert capsys.readouterr().err == (
        "groundtest: error: the azure judge needs AZURE_OPENAI_ENDPOINT, or an API key in OPENAI_API_KEY\n")
    assert server.requests == []


def test_missing_extra_says_what_to_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "azure.ai.evaluation", None)  # as if the package were absent
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    assert main(["score", str(_cases(tmp_path, [case()])), "--judge", "azure", "--no-cache"]) == 2
    assert capsys.readouterr().err == (
        "groundtest: error: the azure judge needs the 'azure-ai-evaluation' package: pip install 'groundtest[azure]'\n")


def test_console_script_smoke(tmp_path: Path, server: _Server) -> None:
    cases = _cases(tmp_path, [case(id="good", response="A replacement card costs $3. @@score=5@@")])
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.run([str(exe), "score", str(cases), "--judge", "azure", "--base-url", server.url, "--no-cache",
                           "--format", "json"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["passed"] is True
    assert len(server.requests) == 1 and KEY not in proc.stdout + proc.stderr
