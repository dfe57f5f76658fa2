"""Report formats parse: JSON loads with the DESIGN §3 fields, JUnit is valid XML, Markdown has the tables."""
from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

from groundtest.model import Finding, Result
from groundtest.reports import get_renderer
from groundtest.summary import summarize


def results() -> list[Result]:
    bad = Result("x<&\x01", "unanswerable", "abstain", False, True, False, [], [], "hallucinated",
                 [Finding("unexpected_answer", "It opens at <b>10am</b> & later", "critical", 0, "n")], None, {}, ["bait"])
    good = Result("ok", "answerable", "answer", False, False, False, [], [], "clean", [], None, {})
    return [bad, good]


def test_json_summary_has_design_fields() -> None:
    s = summarize(results())
    data = json.loads(get_renderer("json").render(s, None))
    for key in ("cases", "hallucination_rate", "over_refusal_rate", "by_type", "budgets", "passed", "failures"):
        assert key in data
    assert data["cases"] == 2 and data["passed"] is False
    assert data["by_type"]["unanswerable"] == {"n": 1, "hallucinated": 1, "over_refused": 0, "incomplete": 0, "uncertain": 0}
    assert len(data["hallucination_rate_ci95"]) == 2


def test_junit_is_valid_xml_with_one_testcase_per_case_and_a_gate() -> None:
    rs = results()
    xml = get_renderer("junit").render(summarize(rs), rs)
    root = ET.fromstring(xml.split("\n", 1)[1])
    cases = root.findall(".//testcase")
    assert [c.get("name") for c in cases] == ["x<&\ufffd", "ok", "budgets"]
    assert cases[0].find("failure") is not None and cases[1].find("failure") is None
    assert root.find("testsuite").get("failures") == "2"


def test_markdown_and_table_name_failures() -> None:
    s = summarize(results())
    md = get_renderer("markdown").render(s, None)
    assert md.startswith("## groundtest: ❌ failed") and "| hallucination rate | 50.0% (1/2)" in md
    table = get_renderer("table").render(s, None)
    assert "FAILED:" in table and "bait case(s) hallucinated" in table


def test_markdown_renders_model_text_literally() -> None:
    hostile = Result("c|1", "answerable", "answer", False, True, False, [], [], "hallucinated",
                     [Finding("invented_fact", "see [docs](https://evil.example) @team <img src=x>", "critical", 0, "")],
                     None, {})
    md = get_renderer("markdown").render(summarize([hostile]), None)
    row = next(line for line in md.splitlines() if line.startswith("| c"))
    for markup in (r"\]\(", r"<img", r"\|1", r"\[docs"):  # each only in its escaped form
        assert re.search(r"(?<!\\)" + markup, row) is None, markup
    assert "\\<img" in row and "\\[docs\\]\\(https" in row and "@team" not in row and "@\u200bteam" in row


def test_table_strips_terminal_control_characters_from_model_text() -> None:
    hostile = Result("x\x1b[2J", "answerable", "answer", False, True, False, [], [], "hallucinated",
                     [Finding("invented_fact", "text", "critical", 0, "judge said \x1b]0;pwned\x07")], None, {})
    table = get_renderer("table").render(summarize([hostile]), None)
    assert "\x1b" not in table and "\x07" not in table
    assert "  x\ufffd[2J [answerable] invented_fact: 'text' (judge said \ufffd]0;pwned\ufffd)" in table
