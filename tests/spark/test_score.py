"""``score --engine spark`` and :mod:`groundtest.spark`: the CLI's results, byte for byte, from a Spark job."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from groundtest.cases import case_from_dict
from groundtest.cli import main
from groundtest.model import Case, JudgeResult
from groundtest.runner import score_file
from groundtest.scoring import score
from groundtest.settings import Budgets, Settings
from groundtest.summary import summarize
from tests.helpers import CONTEXT, case, write_jsonl

pytestmark = pytest.mark.spark

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "support-assistant.jsonl"


def extra_cases() -> list[dict[str, Any]]:
    """Cases beyond the example set: every input shape the format allows, and meta to carry through."""
    return [
        case(id="turns", query=[{"role": "user", "content": "Card fee?"}, {"role": "assistant", "content": "Which card?"},
                                {"role": "user", "content": "The replacement card."}], meta={"trace": "t-1", "score": 0.25}),
        case(id="text-ctx", context="The loan period is 21 days.", response="You can keep it for 21 days.",
             must_include=[["21 days", "three weeks"]], meta={"naïve": "café ☕", "nested": {"a": [1, 2.5, None]}}),
        case(id="flagged", type="unanswerable", expect="abstain", must_include=[],
             response={"text": "I can't answer that from the documents.", "answerable": False}, tags=["bait"]),
        case(id="bait-answers", type="unanswerable", expect="abstain", must_include=[],
             response="The fee is $9.", tags=["bait", "fees"]),
        case(id="stale", type="stale_context", context=[{"title": "old", "text": "The fee is $5.", "status": "superseded"},
                                                        *CONTEXT], response="It costs $5.", must_not_include=["$5"]),
        case(id="partial", type="partial", expect="partial", response="A replacement card costs $3; the documents do not "
             "say how long it takes to arrive.", must_include=["$3"]),
        case(id="over-refuses", response="Sorry, I can't help with that."),
        case(id="invents", response="A replacement card costs $3 and ships free within 2 days."),
        case(id="empty-ctx", type="unanswerable", expect="abstain", context=[], must_include=[],
             response="I don't have information about that."),
    ]


def cases_file(tmp_path: Path, n_ok: int = 0) -> Path:
    lines = EXAMPLES.read_text(encoding="utf-8").splitlines()
    rows: list[Any] = [*lines, *extra_cases(), *[case(id=f"ok{i}") for i in range(n_ok)]]
    return write_jsonl(tmp_path / "cases.jsonl", rows)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("judge", ["none", "local"])
def test_cli_and_spark_write_byte_identical_results(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                    judge: str) -> None:
    src = str(cases_file(tmp_path))
    cli, eng, folder = tmp_path / "cli.jsonl", tmp_path / "spark.jsonl", tmp_path / "out"
    code, out, err = run(["score", src, "--judge", judge, "--no-store", "--results", str(cli)], capsys)
    assert (code, err) == (1, "")
    scode, sout, serr = run(["score", src, "--judge", judge, "--engine", "spark", "--partitions", "3",
                             "--results", str(eng), "--results-dir", str(folder), "--results-format", "jsonl"], capsys)
    assert (scode, sout, serr) == (code, out, err)
    assert eng.read_bytes() == cli.read_bytes()  # same bytes, in the same (input) order
    parts = sorted(folder.glob("part-*.jsonl"))
    assert len(parts) >= 2, "the cases were scored in more than one partition"
    spread = [line for p in parts for line in p.read_text(encoding="utf-8").splitlines()]
    assert sorted(spread) == sorted(cli.read_text(encoding="utf-8").splitlines())
    assert len(spread) == len(extra_cases()) + 37


def test_checker_config_reaches_the_executors(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = str(cases_file(tmp_path))
    cfg = tmp_path / "checker.json"
    cfg.write_text(json.dumps({"require_citations": True}))
    cli, eng = tmp_path / "cli.jsonl", tmp_path / "spark.jsonl"
    plain = run(["score", src, "--no-store", "--format", "json"], capsys)[1]
    code, out, err = run(["score", src, "--no-store", "--format", "json", "--checker-config", str(cfg), "--results", str(cli)], capsys)
    assert code == 1 and out != plain  # the thresholds change the verdicts
    assert run(["score", src, "--format", "json", "--checker-config", str(cfg), "--engine", "spark", "--results", str(eng)],
               capsys) == (code, out, err)
    assert eng.read_bytes() == cli.read_bytes()
    cfg.write_text("nonsense = 1\n")
    expected = run(["score", src, "--no-store", "--checker-config", str(cfg)], capsys)
    assert expected[0] == 2 and run(["score", src, "--checker-config", str(cfg), "--engine", "spark"], capsys) == expected


def test_summary_from_spark_aggregations_equals_the_cli_summary(spark: Any, tmp_path: Path) -> None:
    from groundtest.spark import read_input, score_dataframe, summarize_results
    from groundtest.spark.io import partitions

    src = cases_file(tmp_path, n_ok=30)
    settings = Settings(budgets=Budgets(max_hallucination_rate=0.3, max_failures={"partial": 0}), judge="local",
                        missing_counts_as="incomplete")
    expected = score_file(src, settings).summary
    with partitions(spark, 3):
        df, source = read_input(spark, str(src))
        results = score_dataframe(df, settings=settings, source=source)
    try:
        got = summarize_results(results, settings)
        assert results.columns == list(expected_columns())
        assert results.count() == expected.cases
    finally:
        results.unpersist()
    assert got == expected
    assert got.failing and got.by_type["partial"].n == 5 and got.failures and got.incomplete  # the comparison covers a real gate


def expected_columns() -> tuple[str, ...]:
    from groundtest.model import Finding, Result

    r = Result("x", "answerable", "answer", False, False, False, [], [], "clean", [Finding("invented_fact", "x")], None, {}, case_key="0" * 16)
    return tuple(r.to_dict())


def test_a_passing_file_exits_0(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = str(write_jsonl(tmp_path / "ok.jsonl", [case(id=f"ok{i}") for i in range(40)]))
    code, out, err = run(["score", src, "--judge", "none", "--no-store"], capsys)
    assert code == 0
    assert run(["score", src, "--judge", "none", "--engine", "spark", "--format", "json"], capsys)[0] == 0
    assert run(["score", src, "--judge", "none", "--engine", "spark"], capsys) == (0, out, err)


def test_parquet_in_and_out(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    from groundtest.spark.score import result_lines

    rows = [case(id=f"p{i}", meta={"n": i, "note": "ünïcode"}) for i in range(5)]
    rows += [case(id="p-stale", type="stale_context", response="It costs $5.", must_not_include=["$5"], tags=["bait"])]
    jsonl = write_jsonl(tmp_path / "cases.jsonl", rows)
    chunk = pa.struct([("title", pa.string()), ("text", pa.string()), ("status", pa.string())])
    schema = pa.schema([("id", pa.string()), ("type", pa.string()), ("expect", pa.string()), ("query", pa.string()),
                        ("context", pa.list_(chunk)), ("response", pa.string()), ("must_include", pa.list_(pa.list_(pa.string()))),
                        ("must_not_include", pa.list_(pa.string())), ("tags", pa.list_(pa.string())), ("meta", pa.string())])
    typed = [{**r, "must_include": [[v] for v in r.get("must_include", [])], "meta": json.dumps(r.get("meta")) if "meta" in r else None}
             for r in rows]
    pq.write_table(pa.Table.from_pylist(typed, schema=schema), tmp_path / "cases.parquet")

    cli = tmp_path / "cli.jsonl"
    code, out, _ = run(["score", str(jsonl), "--judge", "local", "--no-store", "--results", str(cli)], capsys)
    folder = tmp_path / "results.parquet"
    scode, sout, _ = run(["score", str(tmp_path / "cases.parquet"), "--engine", "spark", "--judge", "local",
                          "--results-dir", str(folder)], capsys)
    assert (scode, sout) == (code, out) == (1, out)
    back = spark.read.parquet(str(folder))
    assert back.columns == list(expected_columns())
    lines = [r[0] for r in result_lines(back).collect()]
    assert sorted(lines) == sorted(cli.read_text(encoding="utf-8").splitlines())


def test_bad_input_is_reported_line_by_line_exactly_as_the_cli(spark: Any, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    good = [json.dumps(case(id=f"c{i}")) for i in range(90)]
    bad = {
        3: "{oops",
        10: json.dumps(case(id="c5")),  # duplicate of line 6
        20: "",
        21: json.dumps(case(id="t", type="answerabel", respnse="x")),
        47: json.dumps(case(id="c40", context=[{"title": 1, "txt": "x"}])),  # bad, and its id repeats line 41
        60: json.dumps(case(id="no-response", response=None)),
        75: json.dumps(case(id="c5")),  # duplicate again
        88: "[1, 2]",
    }
    for line, text in sorted(bad.items()):
        good.insert(line - 1, text)
    path = tmp_path / "bad.jsonl"
    path.write_bytes(("\n".join(good) + "\n").encode() + b'{"id": "\xff"}\n')
    results = tmp_path / "r.jsonl"
    code, out, err = run(["score", str(path), "--judge", "none", "--no-store", "--results", str(results)], capsys)
    assert code == 2 and out == "" and not results.exists()
    assert f"{path}:21: type: unknown type 'answerabel'" in err and f"{path}:10: id: duplicate id 'c5' (first on line 7)" in err
    scode, sout, serr = run(["score", str(path), "--judge", "none", "--engine", "spark", "--partitions", "4",
                             "--results", str(results), "--results-dir", str(tmp_path / "dir")], capsys)
    assert (scode, sout, serr) == (code, out, err)
    assert not results.exists() and not (tmp_path / "dir").exists()


def test_more_problems_than_listed_are_counted_as_the_cli_counts_them(spark: Any, tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    rows: list[Any] = []
    for i in range(1500):
        rows.append(case(id=f"c{i}", type="nope") if i % 2 else case(id=f"c{i}", expect="maybe", tags="x"))
    path = str(write_jsonl(tmp_path / "bad.jsonl", rows))
    code, out, err = run(["score", path, "--judge", "none", "--no-store"], capsys)
    assert code == 2 and len(err.splitlines()) == 501 and err.endswith("... and 1750 more problem(s)\n")
    assert run(["score", path, "--judge", "none", "--engine", "spark", "--partitions", "3"], capsys) == (code, out, err)


def test_input_and_usage_errors_exit_2(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = str(write_jsonl(tmp_path / "ok.jsonl", [case()]))
    missing = str(tmp_path / "nope.jsonl")
    assert run(["score", missing, "--engine", "spark"], capsys) == (2, "", f"groundtest: error: {missing}: no such file\n")
    assert run(["score", missing, "--no-store"], capsys)[2] == f"groundtest: error: {missing}: no such file\n"
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n")
    assert run(["score", str(empty), "--engine", "spark"], capsys) == (2, "", f"groundtest: error: {empty}: file is empty: no cases\n")
    for argv, message in [
        (["--repeat", "2"], "--repeat: not available with --engine spark"),
        (["--store", str(tmp_path / "s.db")], "--store: runs scored with --engine spark are not recorded"),
        (["--partitions", "0"], "--partitions: must be 1 or more, got 0"),
        (["--judge", "nonsense"], "unknown judge 'nonsense'"),
    ]:
        code, out, err = run(["score", src, "--engine", "spark", *argv], capsys)
        assert (code, out) == (2, "") and err.startswith(f"groundtest: error: {message}"), err
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "notes.txt").write_text("mine")
    code, _, err = run(["score", src, "--engine", "spark", "--results-dir", str(tmp_path / "taken")], capsys)
    assert code == 2 and "holds other files (notes.txt)" in err and (tmp_path / "taken" / "notes.txt").exists()
    code, _, err = run(["score", src, "--no-store", "--results-dir", str(tmp_path / "x")], capsys)
    assert (code, err) == (2, "groundtest: error: --results-dir: only with --engine spark\n")


def test_unreadable_inputs_and_failed_jobs_are_one_line_errors(spark: Any, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    import gzip

    src = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(50)])
    code, out, err = run(["score", str(src), "--engine", "spark", "--input-format", "parquet"], capsys)
    assert (code, out) == (2, "")
    assert err.startswith(f"groundtest: error: {src}: cannot read as parquet: ") and "is not a Parquet file" in err
    assert len(err.splitlines()) == 1
    packed = gzip.compress(src.read_bytes())
    (tmp_path / "whole.jsonl.gz").write_bytes(packed)  # Spark reads compressed JSONL as it is
    assert run(["score", str(tmp_path / "whole.jsonl.gz"), "--engine", "spark", "--judge", "none"], capsys)[0] == 0
    (tmp_path / "cut.jsonl.gz").write_bytes(packed[: len(packed) // 2])
    code, out, err = run(["score", str(tmp_path / "cut.jsonl.gz"), "--engine", "spark", "--judge", "none"], capsys)
    assert (code, out) == (2, "")
    assert err.startswith("groundtest: error: the Spark job failed: ") and err.endswith("(set GROUNDTEST_DEBUG=1 for details)\n")
    assert len(err.splitlines()) == 1 and "Traceback" not in err


# --- judges on executors ------------------------------------------------------------------------

def test_model_judge_on_executors_fails_closed_and_matches_the_cli(spark: Any, tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from tests.judges.fake_server import FakeChat

    rows = [case(id=f"j{i}", response="A replacement card costs $3." + (" @@500@@" if i % 4 == 0 else "")) for i in range(16)]
    rows.append(case(id="j-invents", response="A replacement card costs $3 and ships in 2 days."))
    src = str(write_jsonl(tmp_path / "cases.jsonl", rows))
    with FakeChat(latency=0.15) as fake:
        common = ["--judge", "openai", "--base-url", fake.url, "--no-cache", "--max-retries", "0", "--format", "json"]
        cli, eng = tmp_path / "cli.jsonl", tmp_path / "spark.jsonl"
        code, out, err = run(["score", src, *common, "--concurrency", "2", "--no-store", "--results", str(cli)], capsys)
        served = fake.count
        fake.max_inflight = 0
        scode, sout, serr = run(["score", src, *common, "--concurrency", "2", "--engine", "spark", "--partitions", "2",
                                 "--results", str(eng)], capsys)
        assert fake.count == 2 * served == 34  # every case judged once per run: no retries, no cache
        assert 2 <= fake.max_inflight <= 4  # two partitions at once, at most 2 requests in flight each
        fake.max_inflight = 0
        run(["score", src, *common, "--concurrency", "1", "--engine", "spark", "--partitions", "2"], capsys)
        assert fake.max_inflight <= 2
        cached = [a for a in common if a != "--no-cache"] + ["--cache", str(tmp_path / "cache.db")]
        for requests, hits in ((17, 0), (4, 13)):  # the rerun asks again only for the 4 judge errors (never cached)
            before = fake.count
            again = json.loads(run(["score", src, *cached, "--engine", "spark", "--partitions", "2"], capsys)[1])
            assert fake.count - before == requests
            assert (again.pop("usage")["cache_hits"], again) == (hits, {k: v for k, v in json.loads(out).items() if k != "usage"})
    assert serr == err == ""
    assert (scode, sout) == (code, out) == (1, out)
    assert eng.read_bytes() == cli.read_bytes()
    results = {r["id"]: r for r in map(json.loads, cli.read_text().splitlines())}
    failed = sorted(i for i, r in results.items() if r["judge_error"])
    assert failed == ["j0", "j12", "j4", "j8"]
    assert all(results[i]["hallucinated"] and results[i]["hallucination"] == "hallucinated" for i in failed)
    assert results["j-invents"]["hallucinated"] and not results["j1"]["hallucinated"]
    summary = json.loads(out)
    assert summary["judge_errors"] == 4 and summary["usage"]["requests"] == 17


class Flaky:
    """A judge that raises on some cases and returns an error on others: both must fail closed."""

    name = "flaky"
    concurrency = 2

    def judge(self, case: Case, analysis: Any) -> JudgeResult:
        if case.id.endswith("3"):
            raise RuntimeError(f"judge crashed on {case.id}")
        if case.id.endswith("7"):
            return JudgeResult(self.name, error="provider said no")
        return JudgeResult(self.name, 5.0, "clean", "fine")

    def close(self) -> None:
        pass


@pytest.mark.parametrize("judge_errors", ["fail", "exclude"])
def test_a_judge_object_that_errors_fails_closed_on_executors(spark: Any, tmp_path: Path, judge_errors: str) -> None:
    from pyspark import cloudpickle

    from groundtest.spark import score_dataframe, summarize_results
    from groundtest.spark.io import partitions
    from groundtest.spark.score import result_of

    cloudpickle.register_pickle_by_value(sys.modules[__name__])  # the executors need not import the tests
    rows = [case(id=f"f{i}") for i in range(20)]
    settings = Settings(judge_errors=judge_errors)
    expected = list(score((case_from_dict(r)[0] for r in rows), Flaky(), settings))
    src = write_jsonl(tmp_path / "cases.jsonl", rows)
    with partitions(spark, 2):  # two tasks, each with its own copy of the judge
        results = score_dataframe(spark.read.text(str(src)), judge=Flaky(), settings=settings)
    try:
        got = {r.id: r for r in (result_of(row.asDict(recursive=True)) for row in results.collect())}
        summary = summarize_results(results, settings)
    finally:
        results.unpersist()
    assert got == {r.id: r for r in expected}
    crashed = got["f3"]
    assert crashed.judge_error and crashed.judge["error"] == "RuntimeError: judge crashed on f3"
    assert got["f7"].judge_error and got["f7"].judge["error"] == "provider said no"
    assert all(got[i].hallucinated == (judge_errors == "fail") for i in ("f3", "f7", "f13", "f17"))
    assert all(got[i].excluded == (judge_errors == "exclude") for i in ("f3", "f7", "f13", "f17"))
    assert summary == summarize(expected, settings.budgets, judge="flaky")
    assert summary.judge_errors == 4


# --- without Spark ------------------------------------------------------------------------------------

def test_missing_pyspark_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    src = str(write_jsonl(tmp_path / "ok.jsonl", [case()]))
    monkeypatch.setitem(sys.modules, "pyspark", None)
    assert run(["score", src, "--engine", "spark"], capsys) == (
        2, "", "groundtest: error: --engine spark needs the 'pyspark' package: pip install 'groundtest[spark]'\n")


def test_missing_java_is_a_clear_error(tmp_path: Path) -> None:
    pytest.importorskip("pyspark")
    src = str(write_jsonl(tmp_path / "ok.jsonl", [case()]))
    env = {k: v for k, v in os.environ.items() if k != "JAVA_HOME"} | {"PATH": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "groundtest.cli", "score", src, "--engine", "spark"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("groundtest: error: --engine spark needs a Java runtime (17 or later): install one "
                           "(e.g. apt-get install default-jre-headless) or set JAVA_HOME\n")


def test_the_installed_command_runs_a_spark_job(tmp_path: Path) -> None:
    """The real entry point in a fresh process: it starts (and stops) its own local Spark."""
    from tests.spark.conftest import _skip_reason

    if _skip_reason():
        pytest.skip(_skip_reason())
    exe = Path(sys.executable).with_name("groundtest")
    local = subprocess.run([str(exe), "score", str(EXAMPLES), "--no-store"], capture_output=True, text=True, timeout=120)
    env = {k: v for k, v in os.environ.items() if k != "PYSPARK_PYTHON"}
    done = subprocess.run([str(exe), "score", str(EXAMPLES), "--engine", "spark", "--master", "local[1]",
                           "--results-dir", str(tmp_path / "out")], capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (local.returncode, local.stdout) == (1, local.stdout)
    assert "Traceback" not in done.stderr and " INFO " not in done.stderr
    assert len(list((tmp_path / "out").glob("part-*.parquet"))) == 1


def test_the_html_report_from_spark_is_the_cli_report(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every case listed (issue 14), streamed from the persisted results frame: the same page as the CLI's."""
    src = str(cases_file(tmp_path))
    cli, eng = tmp_path / "cli.html", tmp_path / "spark.html"
    assert run(["score", src, "--judge", "none", "--no-store", "--format", "html", "-o", str(cli)], capsys)[0] == 1
    assert run(["score", src, "--judge", "none", "--engine", "spark", "--partitions", "3", "--format", "html",
                "-o", str(eng)], capsys)[0] == 1
    page = eng.read_text(encoding="utf-8")
    assert page == cli.read_text(encoding="utf-8")
    assert f"<h2>Every case ({37 + len(extra_cases())})</h2>" in page


# --- exit codes 3 (a bug) and 130 (Ctrl-C) ---------------------------------------------------------

BUG_LINE = ("groundtest: internal error (a bug in groundtest, not in your input; please report it): "
            "{what} (the traceback is in ")


def _buggy_partition(batches: Any, **kwargs: Any) -> Any:
    for _ in batches:
        1 / 0  # noqa: B018  (the injected bug, raised on the executor)
    yield from ()


def test_a_python_error_on_an_executor_is_a_bug_exit_3_with_the_workers_traceback_logged(
        spark: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from pyspark import cloudpickle

    cloudpickle.register_pickle_by_value(sys.modules[__name__])  # the executors run the test's function
    monkeypatch.setattr("groundtest.spark.score.score_partition", _buggy_partition)
    monkeypatch.chdir(tmp_path)
    src = str(write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(5)]))
    code, out, err = run(["score", src, "--engine", "spark", "--judge", "none"], capsys)
    assert (code, out) == (3, "")
    assert err.startswith(BUG_LINE.format(what="ExecutorError: ZeroDivisionError: division by zero")), err
    assert err.count("\n") == 1 and "Traceback" not in err
    log = Path(err.rstrip("\n").rsplit("(the traceback is in ", 1)[1][:-1])
    assert log.parent == tmp_path / ".groundtest" / "logs"
    text = log.read_text()
    assert "in _buggy_partition" in text and "PythonException" in text and "ExecutorError" in text


def test_a_bug_on_the_driver_exits_3(
        spark: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("oops")

    monkeypatch.chdir(tmp_path)
    src = str(write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(5)]))
    monkeypatch.setattr("groundtest.spark.score.summarize_results", broken)
    code, out, err = run(["score", src, "--engine", "spark", "--judge", "none"], capsys)
    assert (code, out) == (3, "") and err.startswith(BUG_LINE.format(what="KeyError: 'oops'")), err


def _descendants(pid: int) -> list[bytes]:
    """The command lines of every process below ``pid``."""
    parents: dict[int, tuple[int, bytes]] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat, cmd = (d / "stat").read_text(), (d / "cmdline").read_bytes()
            except OSError:
                continue
            parents[int(d.name)] = (int(stat.rsplit(")", 1)[1].split()[1]), cmd)
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        for child, (ppid, cmd) in parents.items():
            if ppid == p:
                found.append(cmd)
                todo.append(child)
    return found


def test_ctrl_c_during_a_spark_job_exits_130_in_one_line(tmp_path: Path) -> None:
    """The installed command, sent SIGINT once a Python worker of its job runs: Spark cancels the job
    and stops; nothing but the JVM's start-up warning and the one line reaches stderr."""
    import signal
    import time

    from tests.spark.conftest import _skip_reason

    if _skip_reason():
        pytest.skip(_skip_reason())
    src = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(100_000)])
    exe = Path(sys.executable).with_name("groundtest")
    env = {k: v for k, v in os.environ.items() if k != "PYSPARK_PYTHON"}
    proc = subprocess.Popen([str(exe), "score", str(src), "--engine", "spark", "--master", "local[1]", "--judge", "none"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    deadline = time.monotonic() + 180
    while proc.poll() is None and time.monotonic() < deadline and not any(
            b"pyspark.daemon" in cmd for cmd in _descendants(proc.pid)):
        time.sleep(0.1)
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert (proc.returncode, out) == (130, ""), err
    lines = [ln for ln in err.splitlines() if not ln.startswith("WARNING: Using incubator modules")]
    assert lines == ["groundtest: interrupted; what was finished is kept"], err
    assert not (tmp_path / ".groundtest" / "logs").exists()


def _in_dir(path: Path) -> list[int]:
    """Processes whose working directory is ``path`` (the command and whatever it started)."""
    found = []
    for d in Path("/proc").iterdir():
        try:
            if d.name.isdigit() and os.readlink(d / "cwd") == str(path):
                found.append(int(d.name))
        except OSError:
            continue
    return found


def test_ctrl_c_while_the_jvm_starts_exits_130_and_leaves_no_jvm_behind(tmp_path: Path) -> None:
    """SIGINT as soon as the JVM process exists: held until Spark is up, then the session is stopped
    (cut mid-start, pyspark would lose the JVM, which would outlive the command)."""
    import signal
    import time

    from tests.spark.conftest import _skip_reason

    if _skip_reason():
        pytest.skip(_skip_reason())
    src = write_jsonl(tmp_path / "cases.jsonl", [case(id=f"c{i}") for i in range(10)])
    work = tmp_path / "work"
    work.mkdir()
    exe = Path(sys.executable).with_name("groundtest")
    env = {k: v for k, v in os.environ.items() if k != "PYSPARK_PYTHON"}
    proc = subprocess.Popen([str(exe), "score", str(src), "--engine", "spark", "--master", "local[1]", "--judge", "none"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=work)
    deadline = time.monotonic() + 120
    while proc.poll() is None and time.monotonic() < deadline and not any(
            b"java" in cmd for cmd in _descendants(proc.pid)):
        time.sleep(0.02)
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=120)
    finally:
        for pid in _in_dir(work):  # never leave a JVM running, whatever the outcome
            os.kill(pid, signal.SIGKILL)
    assert (proc.returncode, out) == (130, ""), err
    assert [ln for ln in err.splitlines() if not ln.startswith("WARNING: Using incubator")] == [
        "groundtest: interrupted; what was finished is kept"]
    deadline = time.monotonic() + 10
    while _in_dir(work) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _in_dir(work) == []
