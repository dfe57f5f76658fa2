"""A judge that cannot be reached is a setup error (exit 2, "judge unreachable"), not a run of
hallucinations: real servers on 127.0.0.1 answering 401/403/404, and a closed port."""
from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest

from groundtest.cli import main
from tests.helpers import case, write_jsonl
from tests.judges.fake_server import FakeChat

SECRET = "sk-test-unreachable-SECRET-0123"


@pytest.fixture(autouse=True)
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    for name in ("AZURE_OPENAI_ENDPOINT", "AZURE_OPENAI_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_VERSION"):
        monkeypatch.delenv(name, raising=False)


def cases(tmp_path: Path, n: int = 40) -> Path:
    return write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}", response="A replacement card costs $3.") for i in range(n)])


def score(base_url: str, tmp_path: Path, *extra: str) -> list[str]:
    return ["score", str(cases(tmp_path)), "--judge", "openai", "--base-url", base_url, "--no-cache",
            "--results", str(tmp_path / "results.jsonl"), *extra]


@pytest.mark.parametrize(("status", "cause"), [("401", "HTTP 401"), ("403", "HTTP 403"), ("404", "HTTP 404")])
def test_a_server_refusing_every_call_is_judge_unreachable(
    fake: FakeChat, tmp_path: Path, capsys: pytest.CaptureFixture[str], status: str, cause: str
) -> None:
    fake.default = status
    code = main(score(fake.url, tmp_path))
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith(f"groundtest: error: judge unreachable: the first 5 calls to {fake.url.rstrip('/')} all failed (")
    assert cause in err and err.endswith("; check the judge's base URL, API key and model\n")
    assert SECRET not in err
    assert not (tmp_path / "results.jsonl").exists()  # a setup error is not a result
    assert fake.count < 40  # it stopped rather than judging every case


def test_a_closed_port_is_judge_unreachable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    code = main(score(url, tmp_path, "--max-retries", "1"))
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith(f"groundtest: error: judge unreachable: the first 5 calls to {url} all failed (APIConnectionError calling")
    assert "(after 2 attempt(s))" in err and not (tmp_path / "results.jsonl").exists()


def test_a_judge_that_answered_once_fails_closed_case_by_case(
    fake: FakeChat, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fake.default = "401"
    fake.then("401", "401", "401", "401", "json")  # four refusals, then one verdict: reachable after all
    code = main(score(fake.url, tmp_path, "--concurrency", "1", "--format", "json"))
    out, err = capsys.readouterr()
    assert code == 1 and err == ""
    d = json.loads(out)
    assert d["judge_errors"] == 39 and d["cases"] == 40  # every refused call fails its case closed
    assert fake.count == 40


def test_other_failures_do_not_count_as_unreachable(fake: FakeChat, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fake.default = "garbage"  # the server answers, badly: a judge problem per case, not a setup error
    code = main(score(fake.url, tmp_path, "--format", "json"))
    out, _ = capsys.readouterr()
    assert code == 1 and json.loads(out)["judge_errors"] == 40


def test_local_plus_openai_stops_too_and_records_no_run(fake: FakeChat, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fake.default = "401"
    code = main(["local+openai" if a == "openai" else a for a in score(fake.url, tmp_path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "groundtest: error: judge unreachable: the first 5 calls" in err
    assert main(["runs"]) == 0
    assert "no runs" in capsys.readouterr().out.lower()
