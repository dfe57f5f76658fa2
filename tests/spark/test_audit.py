"""``audit --engine spark`` and :func:`groundtest.spark.audit_dataframe`: the CLI's audit, byte for byte."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from groundtest.audit import AuditConfig, audit_file
from groundtest.cli import main

pytestmark = pytest.mark.spark

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "registry"
HOURS = [{"title": "hours.md", "text": "The library opens at 9am on weekdays."}]
NOTICE = [{"title": "notice.md", "text": "Either party may terminate the employment contract by written notice. The minimum "
                                         "period of notice is thirty days where the employee has been employed for five years or more."}]
LEGAL = [
    "Under Article 62 of DIFC Law No. 2 of 2019, either party may terminate the contract by written notice of at least "
    "30 days after five years of service.",
    "Under Article 62 of DIFC Law No. 2 of 2019, the notice period is 90 days.",
    "In Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099, the court held that the notice clause was void.",
    "Late payment penalties are capped at 5% per month under DIFC Law No. 7 of 2018.",
]


def outputs() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for i in range(60):
        response = "The library opens at 8am on Sundays." if i % 4 == 0 else "The library opens at 9am on weekdays."
        if i % 10 == 3:  # uncertain: goes to the review queue
            response = "The library opens at 9am on weekdays. Visits are handled kindly."
        rows.append({"id": f"chat-{i}", "output_type": "chat", "query": "When does the library open?", "context": HOURS,
                     "response": response, "meta": {"i": i, "ünï": "☕"}})
    for i, text in enumerate(LEGAL * 3):
        rows.append({"id": f"law-{i}", "output_type": "research", "query": [{"role": "user", "content": "Notice period?"}],
                     "context": NOTICE, "response": {"text": text, "answerable": True}})
    rows.append({"id": "advice-1", "output_type": "advice", "query": "q", "context": "The fee is $3.", "response": "The fee is $4."})
    return rows


def write(path: Path, rows: list[Any]) -> str:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)) + "\n" for r in rows), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def registry(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("spark-audit") / "reg.db"
    assert main(["registry", "add", str(FIXTURES), "--db", str(path)]) == 0
    return str(path)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("fmt", ["table", "json"])
def test_cli_and_spark_audit_identically(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         registry: str, monkeypatch: pytest.MonkeyPatch, fmt: str) -> None:
    src = write(tmp_path / "outputs.jsonl", outputs())
    monkeypatch.chdir(tmp_path)  # the report names the queue file: the same relative name for both runs
    args = ["audit", src, "--registry", registry, "--sample", "chat=0.5", "--target", "0.2", "--target", "advice=1",
            "--format", fmt, "--results", "r.jsonl", "--queue", "q.jsonl"]
    code, out, err = run(args, capsys)
    cli_results, cli_queue = Path("r.jsonl").read_bytes(), Path("q.jsonl").read_bytes()
    Path("r.jsonl").unlink()
    Path("q.jsonl").unlink()
    scode, sout, serr = run([*args, "--engine", "spark", "--partitions", "3", "--results-dir", "dir",
                             "--results-format", "jsonl"], capsys)
    assert (scode, sout, serr) == (code, out, err) == (1, out, "")
    assert Path("r.jsonl").read_bytes() == cli_results and Path("q.jsonl").read_bytes() == cli_queue
    assert cli_queue and b'"hallucination": "uncertain"' in cli_queue
    lines = sorted(line for p in Path("dir").glob("part-*.jsonl") for line in p.read_text(encoding="utf-8").splitlines())
    assert lines == sorted(cli_results.decode().splitlines()) and len(list(Path("dir").glob("part-*.jsonl"))) >= 2
    if fmt == "json":
        s = json.loads(out)
        assert s["skipped"] > 0 and set(s["by_output_type"]) == {"advice", "chat", "research"}


def test_audit_dataframe_and_its_summary(spark: Any, tmp_path: Path, registry: str) -> None:
    from groundtest.spark import audit_dataframe, summarize_audit
    from groundtest.spark.audit import AUDIT_COLUMNS, result_lines

    rows = outputs()
    src = write(tmp_path / "outputs.jsonl", rows)
    config = AuditConfig(target=0.2, sample={"chat": 0.5}, registry=registry)
    cli = tmp_path / "r.jsonl"
    expected = audit_file(src, config, results_path=cli).summary
    typed = [{**r, "query": r["query"] if isinstance(r["query"], str) else r["query"][0]["content"],
              "context": r["context"] if isinstance(r["context"], str) else r["context"][0]["text"],
              "response": r["response"] if isinstance(r["response"], str) else r["response"]["text"],
              "meta": json.dumps(r["meta"], ensure_ascii=False) if "meta" in r else None} for r in rows]
    df = spark.createDataFrame(typed, "id string, output_type string, query string, context string, response string, meta string")
    results = audit_dataframe(df, config)
    try:
        assert tuple(results.columns) == AUDIT_COLUMNS
        summary = summarize_audit(results, config, registry=registry)
        lines = {json.loads(r[0])["id"]: json.loads(r[0]) for r in result_lines(results).collect()}
    finally:
        results.unpersist()
    assert summary == expected
    want = {r["id"]: r for r in map(json.loads, cli.read_text(encoding="utf-8").splitlines())}
    assert set(lines) == set(want)
    chat = [i for i in want if i.startswith("chat-")]
    assert all(lines[i] == want[i] for i in chat) and lines["advice-1"] == want["advice-1"]
    assert all(lines[i]["hallucination"] == want[i]["hallucination"] for i in want)  # context as text: same verdicts


def test_bad_rows_are_reported_exactly_as_the_cli(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows: list[Any] = outputs()[:40]
    rows[4] = "{not json"
    rows[12] = {"id": "x", "output_type": "chat", "query": "q", "context": HOURS, "respons": "hi"}
    rows[30] = {"id": "", "output_type": "chat", "query": 5, "context": [{"text": 1}], "response": "ok", "meta": []}
    path = tmp_path / "bad.jsonl"
    write(path, rows)
    with path.open("ab") as fh:
        fh.write(b'{"id": "\xc3\x28"}\n')
    code, out, err = run(["audit", str(path)], capsys)
    assert code == 2 and out == "" and f"{path}:13: respons: unknown field; did you mean 'response'?" in err
    assert f"{path}:41: not valid UTF-8" in err
    assert run(["audit", str(path), "--engine", "spark", "--partitions", "3"], capsys) == (code, out, err)


def test_passing_outputs_exit_0(spark: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = [r for r in outputs() if r["output_type"] == "chat" and r["response"] == HOURS[0]["text"]]
    src = write(tmp_path / "ok.jsonl", rows)
    code, out, err = run(["audit", src, "--format", "markdown"], capsys)
    assert code == 0
    assert run(["audit", src, "--format", "markdown", "--engine", "spark"], capsys) == (0, out, err)
