"""``groundtest audit`` through the CLI: exit codes, formats, queue, results, sampling, registry."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from groundtest.cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "registry"
HOURS = [{"title": "hours.md", "text": "The library opens at 9am on weekdays."}]
NOTICE = "Either party may terminate the employment contract by written notice of thirty days after five years."


def row(i: str, output_type: str, response: str, context=HOURS) -> dict:
    return {"id": i, "output_type": output_type, "query": "q", "context": context, "response": response}


GOOD = "The library opens at 9am on weekdays."
BAD = "The library opens at 8am on Sundays."


def write(path: Path, rows: list) -> str:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("cli-audit") / "reg.db"
    assert main(["registry", "add", str(FIXTURES), "--db", str(path)]) == 0
    return str(path)


def test_clean_outputs_pass_with_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    src = write(tmp_path / "o.jsonl", [row(f"a{i}", "chat", GOOD) for i in range(3)])
    assert main(["audit", src, "--target", "0.5"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert out == (
        "3 output(s): 3 audited, 0 skipped by sampling; hallucination rate 0.00% (0/3), 0 uncertain\n\n"
        "output type  sampled  audited  hallucinated  rate   95% CI        target  uncertain  status\n"
        "chat         100%     3        0             0.00%  0.00%–56.15%  50.00%  0          ok\n\n"
        "PASSED\n"
        "note: chat: 0/3 is within the 50.00% target, but the 95% interval reaches 56.15%; audit more outputs to be sure\n"
    )


def test_a_type_over_target_exits_1_in_every_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    src = write(tmp_path / "o.jsonl", [row("a1", "chat", GOOD), row("a2", "chat", BAD), row("b1", "research", GOOD)])
    assert main(["audit", src, "--format", "json", "--target", "0.01", "--target", "research=0"]) == 1
    s = json.loads(capsys.readouterr().out)
    assert (s["rows"], s["audited"], s["hallucinated"], s["passed"]) == (3, 3, 1, False)
    assert s["by_output_type"]["chat"]["hallucination_rate"] == 0.5 and s["by_output_type"]["research"]["target"] == 0
    assert s["failures"] == ["chat: hallucination rate 50.00% (1/2) exceeds the target 1.00%"]
    assert main(["audit", src, "--format", "markdown"]) == 1
    md = capsys.readouterr().out
    assert md.startswith("## Audit: FAILED\n") and "| chat | 100% | 2 | 1 | 50.00% |" in md
    assert "- chat: hallucination rate 50.00% (1/2) exceeds the target 1.00%" in md
    assert main(["audit", src]) == 1
    out = capsys.readouterr().out
    assert "\nFAILED\n  chat: hallucination rate 50.00% (1/2) exceeds the target 1.00%\n" in out


def test_sampling_queue_results_and_registry(tmp_path: Path, db: str, capsys: pytest.CaptureFixture[str]):
    rows = [row(f"chat-{i}", "chat", GOOD) for i in range(40)] + [
        row("law-ok", "research", "Under Article 62 of DIFC Law No. 2 of 2019, either party may terminate the contract "
                                  "by written notice of at least 30 days after five years of service.", NOTICE),
        row("law-unknown", "research", "Either party may terminate the employment contract by written notice of thirty "
                                       "days after five years under DIFC Law No. 7 of 2018.", NOTICE),
    ]
    src = write(tmp_path / "o.jsonl", rows)
    queue, results = tmp_path / "queue.jsonl", tmp_path / "results.jsonl"
    code = main(["audit", src, "--sample", "research=1.0,chat=0.25", "--registry", db, "--queue", str(queue),
                 "--results", str(results), "--format", "json", "--target", "0.5"])
    assert code == 0
    s = json.loads(capsys.readouterr().out)
    chat = s["by_output_type"]["chat"]
    assert chat["sample_rate"] == 0.25 and chat["n"] + chat["skipped"] == 40 and 0 < chat["n"] < 20
    assert s["by_output_type"]["research"] | {"hallucination_rate_ci95": None} == {
        "n": 2, "hallucinated": 0, "uncertain": 1, "skipped": 0, "sample_rate": 1.0, "target": 0.5,
        "hallucination_rate": 0.0, "hallucination_rate_ci95": None, "passed": True}
    assert (s["registry"], s["queue"]) == (db, str(queue))
    assert [json.loads(x)["id"] for x in queue.read_text().splitlines()] == ["law-unknown"]
    lines = [json.loads(x) for x in results.read_text().splitlines()]
    assert len(lines) == s["audited"] and lines[-1]["citations"][0]["status"] == "uncertain"
    assert lines[-2]["citations"][0] | {"sentence": 0} == {"text": "Article 62 of DIFC Law No. 2 of 2019", "kind": "statute",
                                                        "jurisdiction": "DIFC", "key": "law:2:2019", "status": "verified",
                                                        "source": "DIFC Law No. 2 of 2019", "sentence": 0}
    again = tmp_path / "again.jsonl"
    assert main(["audit", src, "--sample", "chat=0.25", "--registry", db, "--results", str(again), "--target", "0.5"]) == 0
    assert again.read_bytes() == results.read_bytes()


def test_bad_input_and_usage_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    src = write(tmp_path / "o.jsonl", [row("a", "chat", GOOD), {"id": "b", "output_type": "chat", "query": "q",
                                                                 "context": "", "responce": "x"}])
    assert main(["audit", src, "--results", str(tmp_path / "r.jsonl")]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (f"groundtest: error: {src}:2: responce: unknown field; did you mean 'response'? (free data belongs under 'meta')\n"
                   f"groundtest: error: {src}:2: response: missing required field\n")
    assert not (tmp_path / "r.jsonl").exists()
    good = write(tmp_path / "g.jsonl", [row("a", "chat", GOOD)])
    cases = [
        (["--sample", "chat=2"], "groundtest: error: --sample: rate must be between 0 and 1, got 'chat=2'\n"),
        (["--target", "x=y"], "groundtest: error: --target: not a rate in 'x=y'; expected TYPE=RATE, e.g. chat=0.1\n"),
        (["--registry", str(tmp_path / "none.db")],
         f"groundtest: error: no registry at {tmp_path / 'none.db'}: build one with 'groundtest registry add DIR --db {tmp_path / 'none.db'}'\n"),
        (["--policies", str(tmp_path / "none.toml")], f"groundtest: error: {tmp_path / 'none.toml'}: no such file\n"),
        (["--queue", "same.jsonl", "--results", "same.jsonl"], "groundtest: error: --queue and --results must be different files\n"),
    ]
    for extra, message in cases:
        assert main(["audit", good, *extra]) == 2, extra
        assert capsys.readouterr() == ("", message)
    assert main(["audit", str(tmp_path / "missing.jsonl")]) == 2
    assert capsys.readouterr().err == f"groundtest: error: {tmp_path / 'missing.jsonl'}: no such file\n"


def test_checker_config_is_read_once_and_checked_up_front(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    from groundtest.checker.config import CheckerConfig

    cfg = tmp_path / "checker.toml"
    CheckerConfig().dump(cfg)
    src = write(tmp_path / "o.jsonl", [row("a", "chat", GOOD), row("b", "chat", BAD)])
    assert main(["audit", src, "--checker-config", str(cfg), "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out)["by_output_type"]["chat"]["hallucinated"] == 1
    cfg.write_text("[checker\n")
    assert main(["audit", src, "--checker-config", str(cfg)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"groundtest: error: {cfg}: not valid TOML")


def test_installed_entry_point(tmp_path: Path):
    exe = shutil.which("groundtest", path=str(Path(sys.executable).parent))
    if exe is None:
        pytest.skip("the groundtest console script is not installed in this environment")
    src = write(tmp_path / "o.jsonl", [row("a", "chat", GOOD), row("b", "chat", BAD)])
    done = subprocess.run([exe, "audit", src, "--format", "json"], capture_output=True, text=True)
    assert done.returncode == 1 and done.stderr == ""
    assert json.loads(done.stdout)["by_output_type"]["chat"]["hallucinated"] == 1
    done = subprocess.run([exe, "audit", str(tmp_path / "nope.jsonl")], capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (2, "") and "Traceback" not in done.stderr


def test_a_duplicate_id_is_exit_2_naming_both_lines_not_counted_twice(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    src = write(tmp_path / "o.jsonl", [row("a", "chat", GOOD), row("b", "chat", BAD), row("a", "chat", BAD)])
    assert main(["audit", src, "--results", str(tmp_path / "r.jsonl")]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"groundtest: error: {src}:3: id: duplicate id 'a' (first on line 1)\n")
    assert not (tmp_path / "r.jsonl").exists()
