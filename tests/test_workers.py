"""Process workers (groundtest.workers) and ``score --workers``: the same bytes whatever the number
of processes, in input order, flat memory, clean Ctrl-C."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from groundtest import workers
from groundtest.cli import main
from groundtest.errors import UsageError

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
KEEP = ("id", "type", "expect", "query", "context", "response", "must_include", "must_not_include", "tags", "meta")


def _rows(path: Path) -> list[dict]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            rows.append({k: v for k, v in row.items() if k in KEEP})
    return rows


def mixed_cases(tmp_path: Path) -> Path:
    """Every kind of case the project has: the example set, the claim cases, the public acceptance
    cases and probes and the three dev sets when ../shared is there (about 1,300 cases)."""
    sources = [ROOT / "examples" / "support-assistant.jsonl", ROOT / "tests" / "fixtures" / "claims" / "cases.jsonl"]
    sources += sorted((SHARED / "examples").glob("*.jsonl")) + sorted((SHARED / "bench" / "dev").glob("*.jsonl"))
    out = tmp_path / "mixed.jsonl"
    n = 0
    with out.open("w", encoding="utf-8") as fh:
        for src in sources:
            if not src.exists():
                continue
            for row in _rows(src):
                if not row.get("response") and row.get("response") != "":
                    continue
                row["id"] = f"{n}-{row.get('id')}"
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
                n += 1
    assert n >= 200, n
    return out


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return mixed_cases(tmp_path_factory.mktemp("workers"))


@pytest.mark.parametrize("judge", ["local", "none"])
def test_two_workers_write_the_same_results_file_as_one(mixed: Path, tmp_path: Path, judge: str,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(workers, "BATCH_ITEMS", 37)  # many batches, so order across workers is tested
    outs = {}
    for n in ("1", "2"):
        results = tmp_path / f"results-{n}.jsonl"
        code = main(["score", str(mixed), "--judge", judge, "--no-store", "--workers", n, "--results", str(results),
                     "--format", "json", "-o", str(tmp_path / f"summary-{n}.json")])
        assert code in (0, 1)
        outs[n] = (code, results.read_bytes(), (tmp_path / f"summary-{n}.json").read_bytes())
    assert outs["1"][0] == outs["2"][0]
    assert outs["1"][1] == outs["2"][1]  # byte-identical results, in input order
    assert outs["1"][2] == outs["2"][2]  # and the same summary
    ids = [json.loads(line)["id"] for line in outs["2"][1].decode().splitlines()]
    assert ids == [f"{i}-{x.split('-', 1)[1]}" for i, x in enumerate(ids)]
    capsys.readouterr()


def test_bad_lines_are_reported_the_same_with_workers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(workers, "BATCH_ITEMS", 3)
    good = {"type": "answerable", "expect": "answer", "query": "How long?", "context": "Returns within 30 days.",
            "response": "Within 30 days."}
    lines = []
    for i in range(20):
        lines.append(json.dumps({"id": f"c{i}", **good}))
    lines[4] = json.dumps({"id": "c4", **good, "must_inlcude": ["30 days"]})  # a typo'd field
    lines[7] = "{not json"
    lines[9] = json.dumps({"id": "c2", **good})  # a duplicate id
    lines[12] = json.dumps({"id": "c12", **{**good, "type": "nonsense"}})
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n\n", encoding="utf-8")
    seen = []
    for n in ("1", "2"):
        results = tmp_path / f"r{n}.jsonl"
        code = main(["score", str(path), "--judge", "local", "--no-store", "--workers", n, "--results", str(results)])
        captured = capsys.readouterr()
        assert code == 2
        assert not results.exists()  # nothing written for a bad file
        seen.append(captured.err)
    assert seen[0] == seen[1]
    assert f"{path}:5: must_inlcude: unknown field; did you mean 'must_include'?" in seen[0]
    assert f"{path}:10: id: duplicate id 'c2' (first on line 3)" in seen[0]


def test_workers_flag_rejects_nonsense(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "x.jsonl", "--workers", "many"]) == 2
    assert capsys.readouterr().err == ("groundtest: error: groundtest score: argument --workers: expected 'auto' or a "
                                       "whole number of processes, got 'many'\n")


def test_parse_and_resolve() -> None:
    assert workers.parse_workers("auto") is None
    assert workers.parse_workers(" 3 ") == 3
    with pytest.raises(UsageError):
        workers.parse_workers("0")
    assert workers.resolve(None) == workers.usable_cpus() >= 1
    assert workers.resolve(4) == 4
    from groundtest.judges import make_judge

    assert all(workers.offline(make_judge(spec)) for spec in ("local", "none", "local+none"))
    local_url = {"base_url": "http://127.0.0.1:9/v1"}  # never called: only built
    assert not workers.offline(make_judge("local+openai", local_url))
    # an abstention model in front of the offline judge keeps the run in one process
    assert not workers.offline(make_judge("none", {"abstention_judge": "openai", **local_url}))


def test_batches_cut_by_items_and_bytes() -> None:
    items = [(i, b"x" * 10) for i in range(10)]
    assert [len(b) for b in workers.batches(items, max_items=4)] == [4, 4, 2]
    assert [len(b) for b in workers.batches(items, max_items=100, max_bytes=25)] == [3, 3, 3, 1]
    head, ended = workers.small(iter(range(5)), lines=10)
    assert head == [0, 1, 2, 3, 4] and ended
    head, ended = workers.small(iter(range(50)), lines=10)
    assert head == list(range(10)) and not ended


class _Doubler:
    def __init__(self, k: int):
        self.k, self.pid = k, os.getpid()

    def __call__(self, batch: list[int]) -> list[tuple[int, int]]:
        if -1 in batch:
            raise ValueError("minus one")
        return [(x * self.k, self.pid) for x in batch]


def test_ordered_keeps_order_across_processes_and_raises_a_batch_error() -> None:
    work = [[i, i + 1] for i in range(0, 200, 2)]
    out = list(workers.ordered(_Doubler, (3,), work, 2, window=2))
    assert [x for batch in out for x, _ in batch] == [3 * i for i in range(200)]
    assert len({pid for batch in out for _, pid in batch} - {os.getpid()}) >= 1  # really elsewhere
    seen = []
    with pytest.raises(ValueError, match="minus one"):
        for batch in workers.ordered(_Doubler, (1,), [[1], [2], [-1], [4]], 2):
            seen.append(batch)
    assert [b[0][0] for b in seen] == [1, 2]  # the batches before the failing one came out first


def test_auto_stays_in_one_process_for_a_small_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    started = []
    monkeypatch.setattr(workers, "ProcessPoolExecutor", lambda *a, **k: started.append(1) or pytest.fail("pool started"))
    examples = ROOT / "examples" / "support-assistant.jsonl"
    assert main(["score", str(examples), "--no-store", "--results", str(tmp_path / "r.jsonl")]) in (0, 1)
    assert not started
    capsys.readouterr()


def _children(pid: int) -> set[int]:
    kids: set[int] = set()
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as fh:
                kids |= {int(x) for x in fh.read().split()}
    except OSError:
        pass
    return kids


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc for the worker processes")
def test_ctrl_c_with_workers_keeps_what_was_finished_and_leaves_no_process(tmp_path: Path) -> None:
    """A real SIGINT to the console script's process group (as a terminal sends it) while
    ``score --workers 2`` waits for more lines on a FIFO: exit 130, the results scored so far
    written in order, every worker gone."""
    fifo = tmp_path / "cases.jsonl"
    os.mkfifo(fifo)
    exe = Path(sys.executable).with_name("groundtest")
    results = tmp_path / "results.jsonl"
    proc = subprocess.Popen([str(exe), "score", str(fifo), "--judge", "local", "--workers", "2", "--no-store",
                             "--results", str(results)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=tmp_path, start_new_session=True)
    deadline, writer = time.monotonic() + 30, None
    while writer is None and time.monotonic() < deadline and proc.poll() is None:
        try:
            writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            time.sleep(0.02)
    assert writer is not None, proc.communicate(timeout=5)
    os.set_blocking(writer, True)
    row = {"type": "answerable", "expect": "answer", "query": "How long do I have to return an item?",
           "context": "Returns are accepted within 30 days of delivery.", "response": "You have 30 days."}
    lines = "".join(json.dumps({"id": f"c{i}", **row}) + "\n" for i in range(3 * 256))
    os.write(writer, lines.encode())
    kids: set[int] = set()
    while time.monotonic() < deadline and len(kids) < 2:
        kids |= _children(proc.pid)
        time.sleep(0.05)
    assert len(kids) >= 2, "the workers did not start"
    time.sleep(2.0)  # the three full batches are scored; the command waits for more lines
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    os.close(writer)
    assert proc.returncode == 130, err
    assert "interrupted; what was finished is kept" in err
    assert "Traceback" not in err
    done = [json.loads(line)["id"] for line in results.read_text().splitlines()]
    assert done == [f"c{i}" for i in range(len(done))]  # in order, none missing before the last
    assert len(done) == 3 * 256
    for pid in kids:
        assert not Path(f"/proc/{pid}").exists() or "zombie" in Path(f"/proc/{pid}/status").read_text().lower()


def _bench_module(name: str):
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"bench_{name}", ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_audit_with_two_workers_writes_the_same_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Production outputs (chat, legal research citing statutes, advice; sampled; citations
    verified against the registry fixture): results, queue and report the same with 2 workers."""
    monkeypatch.setattr(workers, "BATCH_ITEMS", 41)
    db = tmp_path / "reg.db"
    assert main(["registry", "add", str(ROOT / "tests" / "fixtures" / "registry"), "--db", str(db)]) == 0
    src = tmp_path / "outputs.jsonl"
    _bench_module("audit").generate(1200, src)
    seen = []
    for n in ("1", "2"):
        (tmp_path / n).mkdir()
        monkeypatch.chdir(tmp_path / n)  # the report names the queue file: the same relative name each time
        out = [Path(f"{name}.json") for name in ("results", "queue", "report")]
        code = main(["audit", str(src), "--sample", "chat=0.5", "--registry", str(db), "--format", "json",
                     "--workers", n, "--results", str(out[0]), "--queue", str(out[1]), "-o", str(out[2])])
        seen.append((code, *(p.read_bytes() for p in out)))
    capsys.readouterr()
    assert seen[0] == seen[1]
    assert seen[0][1].count(b"\n") > 600 and seen[0][2].count(b"\n") > 0  # sampled results and a queue


@pytest.mark.skipif(not (SHARED / "bench" / "dev" / "ragtruth.jsonl").exists(), reason="needs ../shared/bench/dev")
def test_calibrate_fit_with_two_workers_writes_the_same_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """The coordinate search scores each field's candidates on the workers and takes the same
    steps: the same thresholds file and report as in one process (labels that move thresholds)."""
    src = SHARED / "bench" / "dev" / "ragtruth.jsonl"
    # (seven cases: the fewest of the file's first that still move a threshold — five or six move none; the search's
    # cost is candidates × cases, and CI's 15 minutes are shared)
    rows = [json.loads(line) for line in src.read_text(encoding="utf-8").splitlines()[:7]]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    labels = tmp_path / "labels.jsonl"
    labels.write_text("".join(json.dumps({"id": r["id"], "gold": r["gold"]}) + "\n" for r in rows), encoding="utf-8")
    seen = []
    for n in ("1", "2"):
        (tmp_path / n).mkdir()
        monkeypatch.chdir(tmp_path / n)
        code = main(["calibrate", str(labels), "--fit", str(cases), "--write-config", "fit.toml", "--workers", n,
                     "--format", "json", "-o", "report.json"])
        seen.append((code, Path("fit.toml").read_bytes(), Path("report.json").read_bytes()))
    capsys.readouterr()
    assert seen[0] == seen[1]
    assert json.loads(seen[0][2])["changed"]  # the labels moved some threshold: the search took steps


def test_the_library_s_score_takes_workers_too(mixed: Path) -> None:
    from groundtest import load_cases, score
    from groundtest.settings import Settings

    cases = load_cases(mixed)[:300]
    one = [r.to_dict() for r in score(cases, "local", Settings())]
    two = [r.to_dict() for r in score(cases, "local", Settings(), workers=2)]
    assert one == two and len(one) == len(cases)  # 300, or the 241 there are without ../shared
    assert [r.id for r in score(iter(cases[:5]), "none", workers=None)] == [c.id for c in cases[:5]]


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc for the worker processes")
def test_workers_end_when_the_main_process_is_killed(tmp_path: Path) -> None:
    """SIGKILL to ``score --workers 2`` (no chance to clean up): its workers end too, so none is
    left holding the results temporary or its lock."""
    from tests.helpers import case, write_jsonl

    big = write_jsonl(tmp_path / "big.jsonl", [case(id=f"c{i}") for i in range(200_000)])
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.Popen([str(exe), "score", str(big), "--judge", "local", "--workers", "2", "--no-store",
                             "--results", str(tmp_path / "r.jsonl")], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, cwd=tmp_path)
    deadline, kids = time.monotonic() + 60, set()
    while time.monotonic() < deadline and len(kids) < 2:
        kids |= _children(proc.pid)
        time.sleep(0.05)
    assert len(kids) >= 2, "the workers did not start"
    proc.kill()
    proc.wait(30)
    deadline = time.monotonic() + 10
    alive = set(kids)
    while alive and time.monotonic() < deadline:
        alive = {pid for pid in alive if Path(f"/proc/{pid}").exists()
                 and "zombie" not in Path(f"/proc/{pid}/status").read_text().lower()}
        time.sleep(0.05)
    assert not alive, f"workers left running: {alive}"


@pytest.mark.parametrize("method", ["spawn", "forkserver"])
def test_the_same_results_from_workers_started_without_fork(mixed: Path, tmp_path: Path, method: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """macOS and Windows start workers by spawn (a new interpreter that imports groundtest and
    receives the task pickled), Linux with other threads running by forkserver: the same bytes."""
    import multiprocessing

    from groundtest.runner import score_file
    from groundtest.settings import Settings

    if method not in multiprocessing.get_all_start_methods():
        pytest.skip(f"no {method} here")
    monkeypatch.setattr(workers, "_context", lambda: multiprocessing.get_context(method))
    monkeypatch.setattr(workers, "BATCH_ITEMS", 50)
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    a = score_file(mixed, Settings(judge="local"), results_path=one, workers=1)
    b = score_file(mixed, Settings(judge="local"), results_path=two, workers=2)
    assert one.read_bytes() == two.read_bytes()
    assert a.summary.to_dict() == b.summary.to_dict()
