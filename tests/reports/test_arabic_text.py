"""Arabic text stays intact in every written format (issue 24, item 7): JSON, Markdown, JUnit and the
results file carry the Arabic characters themselves (not \\u escapes, not mojibake), through the CLI."""
from __future__ import annotations

import json

import pytest

from groundtest.cli import main

CASES = [
    {"id": "ar-fee", "type": "answerable", "expect": "answer", "query": "كم رسوم إعادة إصدار الشريحة؟",
     "context": [{"title": "رسوم الخدمات", "text": "رسوم إعادة إصدار الشريحة لدى سحاب موبايل: 15 ريالًا."}],
     "response": "رسوم إعادة إصدار الشريحة ٢٥ ريالًا.", "must_include": ["15 ريالًا"]},
]


@pytest.mark.parametrize("fmt", ["json", "markdown", "junit"])
def test_arabic_findings_are_written_as_arabic(tmp_path, capsys, fmt):
    cases = tmp_path / "cases.jsonl"
    cases.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in CASES), encoding="utf-8")
    out, results = tmp_path / f"report.{fmt}", tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--format", fmt, "--output", str(out), "--results", str(results), "--no-store"]) == 1
    capsys.readouterr()
    text = out.read_text(encoding="utf-8")
    assert "٢٥ ريالًا" in text and "15 ريالًا" in text and "\\u06" not in text
    [row] = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    assert any(f["content"] == "٢٥ ريالًا" for f in row["findings"])
