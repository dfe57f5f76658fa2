"""A checker config's ``rule_severity`` (checker/severity.py): a rule to review, promoted, or off — through
``check``, the guard, ``score --checker-config`` and the ``groundtest`` entry point; bad tables named (exit 2)."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from groundtest.checker import check, check_report, guard
from groundtest.checker.config import CheckerConfig, load_config
from groundtest.checker.severity import LEVELS, RULES
from groundtest.cli import main
from groundtest.errors import InputError

from ..helpers import write_jsonl

SRC = Path(__file__).resolve().parents[2] / "src" / "groundtest" / "checker"
CTX = [{"title": "passes.md", "text": "Weekday passes cost £6 and weekend passes cost £9. The pool opens at 7am."}]
SWAPPED = "Weekday passes cost £9 and weekend passes cost £6."
INVENTED = "Weekday passes cost £6, and a sauna session costs £4."


def rules(v) -> list[tuple[str | None, str]]:
    return [(f.rule, f.severity) for f in v.findings]


def test_default_severities_unchanged():
    assert check(SWAPPED, CTX).hallucination == "hallucinated"
    assert ("frame_swap", "critical") in rules(check(SWAPPED, CTX))


@pytest.mark.parametrize("rule,response", [("frame_swap", SWAPPED), ("value", INVENTED)])
def test_demoted_rule_goes_to_review(rule, response):
    v = check(response, CTX, config={"rule_severity": {rule: "moderate"}})
    assert v.hallucination == "uncertain"
    assert (rule, "moderate") in rules(v) and all(s != "critical" for r, s in rules(v) if r == rule)


def test_off_drops_the_rule_only():
    v = check(SWAPPED, CTX, config={"rule_severity": {"frame_swap": "off"}})
    assert "frame_swap" not in [r for r, _ in rules(v)]
    # another rule stays as it was
    assert check(INVENTED, CTX, config={"rule_severity": {"frame_swap": "off"}}).hallucination == "hallucinated"


def test_promoted_moderate_fails():
    ctx = [{"title": "a.md", "text": "The library lends books for 21 days. Renewals can be made online."}]
    response = ("Books can be borrowed for 21 days and renewed online, which should make it easier to plan your reading "
                "around your other commitments.")
    base = check(response, ctx)
    moderate = sorted({r for r, s in rules(base) if s == "moderate"})
    assert base.hallucination == "uncertain" and moderate
    promoted = check(response, ctx, config={"rule_severity": {r: "critical" for r in moderate}})
    assert promoted.hallucination == "hallucinated"


def test_sentence_reports_carry_the_same_severity():
    """The guard reads the sentence reports: a rule sent to review is not cut from the answer."""
    cfg = {"rule_severity": {"frame_swap": "moderate"}}
    rep = check_report(SWAPPED, CTX, config=cfg)
    assert all(f.severity == "moderate" for r in rep.sentences if r for f in r.findings if f.rule == "frame_swap")
    assert guard(SWAPPED, CTX, config=cfg).response == SWAPPED
    assert guard(SWAPPED, CTX).response != SWAPPED  # by default the swap is cut


@pytest.mark.parametrize("table,where,msg", [
    ({"frame_swapp": "moderate"}, "rule_severity.frame_swapp", "unknown rule"),
    ({"value": "low"}, "rule_severity.value", "expected one of critical, moderate, off"),
    ("moderate", "rule_severity", "expected a table"),
])
def test_bad_tables_are_named(table, where, msg):
    with pytest.raises(InputError) as e:
        load_config({"rule_severity": table})
    assert f"{where}: {msg}" in str(e.value)


def test_toml_round_trip(tmp_path):
    p = tmp_path / "c.toml"
    p.write_text('[checker]\nmin_content_words = 2\n[checker.rule_severity]\nframe_swap = "moderate"\nname = "off"\n')
    cfg = load_config(str(p))
    assert cfg.rule_severity == {"frame_swap": "moderate", "name": "off"}
    out = tmp_path / "out.toml"
    cfg.dump(out)
    assert load_config(str(out)).rule_severity == cfg.rule_severity
    out_json = tmp_path / "out.json"
    cfg.dump(out_json)
    assert json.loads(out_json.read_text())["rule_severity"] == cfg.rule_severity
    assert CheckerConfig().rule_severity == {} and CheckerConfig().rule_severity is not CheckerConfig().rule_severity


def test_every_rule_the_source_writes_is_registered():
    """RULES is the one list: a rule id written as a literal anywhere in the checker must be in it (and each
    registered id must be written somewhere, or made by the frames' kinds)."""
    written = set()
    for path in SRC.glob("*.py"):
        written |= set(re.findall(r'rule="([a-z_]+)"', path.read_text(encoding="utf-8")))
        written |= set(re.findall(r'"(value|name|identifier|contact|citation|quote|legal_citation|query_only|adopted_premise|empty_context)"\)\)?$',
                                  path.read_text(encoding="utf-8"), re.M))
    assert written and written <= RULES, written - RULES
    frames = {r for r in RULES if r.startswith("frame_")}
    assert {"frame_swap", "frame_polarity", "frame_period", "frame_qualifier", "frame_unit", "frame_value"} <= frames
    assert LEVELS == ("critical", "moderate", "off")


def test_every_rule_seen_on_graded_answers_is_registered():
    from groundtest import load_cases, score

    shared = Path(__file__).resolve().parents[3] / "shared" / "examples" / "assistant-probes-2.jsonl"
    if not shared.is_file():
        pytest.skip("the shared probe set is not beside the repository")
    seen = {f.rule for r in score(load_cases(shared, require_response=True)) for f in r.findings if f.rule}
    assert seen and seen <= RULES, seen - RULES


def _cases(tmp_path: Path) -> Path:
    row = {"id": "swap", "type": "answerable", "expect": "answer", "query": "How much are passes?", "context": CTX,
           "response": SWAPPED}
    return write_jsonl(tmp_path / "cases.jsonl", [row])


def test_score_with_a_review_config(tmp_path, capsys):
    cases = _cases(tmp_path)
    cfg = tmp_path / "review.toml"
    cfg.write_text('[checker.rule_severity]\nframe_swap = "moderate"\n')
    assert main(["score", str(cases), "--format", "json"]) == 1
    assert json.loads(capsys.readouterr().out)["by_type"]["answerable"]["hallucinated"] == 1
    assert main(["score", str(cases), "--format", "json", "--checker-config", str(cfg)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["by_type"]["answerable"]["hallucinated"] == 0 and out["passed"] is True


def test_entry_point_names_a_bad_rule(tmp_path):
    cases = _cases(tmp_path)
    cfg = tmp_path / "bad.toml"
    cfg.write_text('[checker.rule_severity]\nframe_swapp = "moderate"\n')
    exe = Path(sys.executable).with_name("groundtest")
    proc = subprocess.run([str(exe), "score", str(cases), "--checker-config", str(cfg)], capture_output=True, text=True)
    assert proc.returncode == 2
    assert f"{cfg}: rule_severity.frame_swapp: unknown rule" in proc.stderr and "Traceback" not in proc.stderr
