"""The SQLite verdict cache: keys, threads, reruns with zero requests, resume after Ctrl-C."""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from groundtest.cli import main
from groundtest.judges import make_judge
from groundtest.judges.cache import CacheKey, JudgeCache, digest
from groundtest.model import Case, Chunk
from groundtest.scoring import score
from groundtest.settings import Settings
from tests.helpers import case as case_row, write_jsonl
from tests.judges.fake_server import FakeChat

SECRET = "sk-test-cache-5ecret-0123456789"
CTX = [Chunk("fees.md", "The replacement card fee is $3. The loan period is 21 days.")]


@pytest.fixture(autouse=True)
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)  # the run store and default cache land here, not in the repo
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    for name in ("AZURE_OPENAI_ENDPOINT", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)


def cases(n: int, bad_every: int = 3) -> list[Case]:
    return [Case(str(i), "answerable", "answer", f"Question {i}?", CTX,
                 f"The fee is $3 (ref {1000 + i})." if i % bad_every == 0 else "The fee is $3.")
            for i in range(n)]


def judged(cs: list[Case], fake: FakeChat, db: Path, **kw: Any) -> tuple[list[dict[str, Any]], dict[str, float]]:
    judge = make_judge("openai", {"base_url": fake.url, "cache": str(db), "retry_base": 0.01, **kw})
    try:
        return [r.to_dict() for r in score(cs, judge, Settings())], judge.usage
    finally:
        judge.close()


def test_key_changes_with_every_part() -> None:
    base = CacheKey("openai", "m", "v1", digest("q", [["t", "ctx", "current"]], "r"))
    assert digest("q", [["t", "ctx", "current"]], "r") == base.digest and len(base.digest) == 64
    assert len({base.digest, digest("q2", [["t", "ctx", "current"]], "r"), digest("q", [["t", "ctx2", "current"]], "r"),
                digest("q", [["t", "ctx", "superseded"]], "r"), digest("q", [["t", "ctx", "current"]], "r2"),
                digest("qr", [], "")}) == 6


def test_put_get_persist_and_replace(tmp_path: Path) -> None:
    db = tmp_path / "sub" / "cache.db"
    c = JudgeCache(db)
    k = CacheKey("openai", "m", "v1", digest("x"))
    assert c.get(k) is None
    c.put(k, {"score": 4, "reason": "r", "unsupported_claims": []})
    c.close()
    c = JudgeCache(db)
    assert c.get(k) == {"score": 4, "reason": "r", "unsupported_claims": []}
    assert c.get(CacheKey("openai", "other-model", "v1", k.digest)) is None
    assert c.get(CacheKey("openai", "m", "v2", k.digest)) is None
    c.put(k, {"score": 1})
    assert c.get(k) == {"score": 1} and len(c) == 1
    c.close()


def test_safe_across_threads(tmp_path: Path) -> None:
    c = JudgeCache(tmp_path / "cache.db")
    errors: list[BaseException] = []

    def work(t: int) -> None:
        try:
            for i in range(150):
                k = CacheKey("openai", "m", "v", digest(t, i))
                c.put(k, {"t": t, "i": i})
                assert c.get(k) == {"t": t, "i": i}
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(c) == 8 * 150
    c.close()


def test_rerun_makes_zero_requests_and_gives_identical_results(fake: FakeChat, tmp_path: Path) -> None:
    db = tmp_path / "cache.db"
    first, u1 = judged(cases(12), fake, db)
    assert fake.count == 12 and u1["cache_hits"] == 0
    assert sum(r["hallucinated"] for r in first) == 4
    second, u2 = judged(cases(12), fake, db)
    assert fake.count == 12
    assert second == first
    assert (u2["requests"], u2["cache_hits"]) == (0, 12)


def test_cache_never_stores_the_key_or_the_prompt(fake: FakeChat, tmp_path: Path) -> None:
    db = tmp_path / "cache.db"
    judged(cases(3), fake, db)
    rows = sqlite3.connect(db).execute("SELECT kind, model, prompt_version, digest, value FROM verdicts").fetchall()
    assert {(r[0], r[1], r[2]) for r in rows} == {("openai", "gpt-4o-mini", "groundedness-2")}
    assert {tuple(json.loads(r[4])) for r in rows} == {("reason", "score", "unsupported_claims")}
    dump = "\n".join(sqlite3.connect(db).iterdump())
    assert SECRET not in dump and "The replacement card fee" not in dump and "source of truth" not in dump
    for f in tmp_path.iterdir():
        assert SECRET.encode() not in f.read_bytes()


def test_another_server_with_the_same_model_name_does_not_share_verdicts(fake: FakeChat, tmp_path: Path) -> None:
    db = tmp_path / "cache.db"
    judged(cases(2), fake, db)
    with FakeChat() as other:  # other weights behind the same model name
        judged(cases(2), other, db)
        assert (fake.count, other.count) == (2, 2)
    judged(cases(2), FakeChatURL(fake.url + "/"), db)  # the same server, written with a trailing slash
    assert fake.count == 2


class FakeChatURL:
    """Only a URL (for :func:`judged`)."""

    def __init__(self, url: str) -> None:
        self.url = url


def test_model_change_misses_and_errors_are_not_cached(fake: FakeChat, tmp_path: Path) -> None:
    db = tmp_path / "cache.db"
    judged(cases(2), fake, db)
    judged(cases(2), fake, db, model="other-model")
    assert fake.count == 4
    fake.default = "garbage"
    broken = [Case("x", "answerable", "answer", "Q?", CTX, "The fee is $3.")]
    broken[0].query = "A new question?"
    (r,), _ = judged(broken, fake, db)
    assert r["judge_error"]
    fake.default = "json"
    (r,), _ = judged(broken, fake, db)
    assert not r["judge_error"] and fake.count == 6


def test_no_cache_asks_every_time_and_writes_nothing(fake: FakeChat, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for _ in range(2):
        judge = make_judge("openai", {"base_url": fake.url, "no_cache": True})
        list(score(cases(2), judge, Settings()))
        judge.close()
    assert fake.count == 4 and not (tmp_path / ".groundtest").exists()


def test_default_cache_path_is_under_dot_groundtest(fake: FakeChat, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    judge = make_judge("openai", {"base_url": fake.url})
    list(score(cases(2), judge, Settings()))
    judge.close()
    assert len(JudgeCache(tmp_path / ".groundtest" / "cache.db")) == 2


def test_unusable_cache_file_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "cache.db"
    bad.write_text("this is not a database, just text that is long enough to have a header" * 20)
    cs = write_jsonl(tmp_path / "cases.jsonl", [case_row()])
    assert main(["score", str(cs), "--judge", "openai", "--base-url", "http://127.0.0.1:9/v1", "--cache", str(bad)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"groundtest: error: --cache: cannot open judge cache {bad}: ")


class InterruptAfter:
    """A case stream whose reader gets Ctrl-C at case ``k``, once ``ready()`` holds (like a user)."""

    def __init__(self, cs: list[Case], k: int, ready: Any = lambda: True):
        self.cs, self.k, self.ready = cs, k, ready

    def __iter__(self) -> Iterator[Case]:
        for i, c in enumerate(self.cs):
            if i == self.k:
                deadline = time.monotonic() + 10
                while not self.ready() and time.monotonic() < deadline:
                    time.sleep(0.005)
                raise KeyboardInterrupt
            yield c


def test_interrupted_run_resumes_with_only_the_remaining_requests(fake: FakeChat, tmp_path: Path) -> None:
    fake.latency = 0.3
    db = tmp_path / "cache.db"
    judge = make_judge("openai", {"base_url": fake.url, "cache": str(db), "concurrency": 4})
    got = []
    with pytest.raises(KeyboardInterrupt):
        for r in score(InterruptAfter(cases(30), 10, lambda: fake.count >= 4), judge, Settings()):
            got.append(r)
    judge.close()
    first = fake.count
    # the requests in flight were answered and kept; the cases still queued were never sent
    assert got == [] and 4 <= first < 10 and len(JudgeCache(db)) == first
    rest, usage = judged(cases(30), fake, db, concurrency=4)
    assert fake.count - first == 30 - first and usage["cache_hits"] == first
    assert [r["id"] for r in rest] == [str(i) for i in range(30)]
    assert sorted(fake.judged_responses()) == sorted(c.response or "" for c in cases(30))  # nothing asked twice


def test_ctrl_c_on_the_real_command_then_rerun_resumes(fake: FakeChat, tmp_path: Path) -> None:
    """The installed ``groundtest`` console script, sent SIGINT mid-run, then run again."""
    fake.latency = 0.25
    rows = [case_row(id=f"c{i}", response=f"A replacement card costs $3. Note {'x' * (i + 1)}.") for i in range(24)]
    cs, db, res = write_jsonl(tmp_path / "cases.jsonl", rows), tmp_path / "cache.db", tmp_path / "results.jsonl"
    exe = Path(sys.executable).with_name("groundtest")
    argv = [str(exe), "score", str(cs), "--judge", "openai", "--base-url", fake.url, "--cache", str(db),
            "--concurrency", "2", "--results", str(res), "--format", "json"]
    env = {**os.environ, "OPENAI_API_KEY": SECRET}
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    deadline = time.monotonic() + 20
    while fake.count < 6 and time.monotonic() < deadline:
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=20)
    first = fake.count
    assert proc.returncode == 130, err
    assert err == "groundtest: interrupted; what was finished is kept\n" and out == ""
    assert 6 <= first < 24 and len(JudgeCache(db)) == first
    kept = [json.loads(line) for line in res.read_text().splitlines()]
    assert [r["id"] for r in kept] == [f"c{i}" for i in range(len(kept))] and len(kept) <= first
    again = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=60, cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert fake.count - first == 24 - first  # only the remaining cases were asked
    summary = json.loads(again.stdout)
    assert summary["cases"] == 24 and summary["usage"]["cache_hits"] == first
    assert len(res.read_text().splitlines()) == 24
    for text in (out, err, again.stdout, again.stderr, res.read_text()):
        assert SECRET not in text
