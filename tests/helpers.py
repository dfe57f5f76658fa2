"""Small helpers for writing case files in tests."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CONTEXT = [{"title": "fees.md", "text": "The replacement card fee is $3. Late returns cost $0.25 per day. The loan period is 21 days."}]


def case(**overrides: Any) -> dict[str, Any]:
    """A valid answerable case, with fields overridden."""
    c: dict[str, Any] = {
        "id": "c1",
        "type": "answerable",
        "expect": "answer",
        "query": "How much is a replacement card?",
        "context": CONTEXT,
        "response": "A replacement card costs $3.",
        "must_include": ["$3"],
    }
    c.update(overrides)
    return {k: v for k, v in c.items() if v is not ...}


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    with path.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write((r if isinstance(r, str) else json.dumps(r)) + "\n")
    return path


def scored_hallucinated(tmp_path: Path, responses: list[str], context: Any, query: Any, **fields: Any) -> list[bool]:
    """Each response as one case (answerable unless ``fields`` say otherwise) over ``context`` and ``query``, written to
    a file and scored through ``groundtest.score``: each case's hallucinated flag, in order."""
    from groundtest import load_cases, score

    rows = [case(id=f"c{k}", query=query, context=context, response=r, must_include=..., **fields)
            for k, r in enumerate(responses)]
    path = write_jsonl(tmp_path / "cases.jsonl", rows)
    return [r.hallucinated for r in score(load_cases(path, require_response=True))]


def cli_scored(tmp_path: Path, rows: list[dict[str, Any]], field: str | None = None) -> dict[str, Any]:
    """``rows`` written as a case file and scored through the CLI entry point (``groundtest score --no-store
    --results``), which must exit 0 or 1: each case's result row by its id (or only its ``field``)."""
    from groundtest.cli import main

    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    return {k: r[field] for k, r in got.items()} if field else got
