"""``groundtest import OBSERVATIONS.jsonl --from langfuse``: a JSONL export of Langfuse observations
(the public API's observation objects, as its LangChain callback records a retrieval chain) read by
the same join as OTLP traces."""
from __future__ import annotations

import json

from groundtest.cli import main
from tests.helpers import write_jsonl

T = "7f3c9a2e-0d1b-4c55-9a61-2b8f0c1d2e3f"
OBSERVATIONS = [
    {"id": "root", "traceId": T, "type": "SPAN", "name": "RetrievalQA", "parentObservationId": None,
     "startTime": "2026-11-30T10:00:00.000Z", "input": {"question": "How much is a replacement card?"},
     "output": {"answer": "A replacement card costs $3."}, "metadata": {}},
    {"id": "ret", "traceId": T, "type": "SPAN", "name": "VectorStoreRetriever", "parentObservationId": "root",
     "startTime": "2026-11-30T10:00:00.100Z", "input": "How much is a replacement card?",
     "output": [{"page_content": "A replacement card costs $3.", "metadata": {"source": "fees.md"}},
                {"page_content": "Late returns cost $0.25 per day.", "metadata": {"source": "fees.md#late"}}]},
    {"id": "gen", "traceId": T, "type": "GENERATION", "name": "ChatOpenAI", "parentObservationId": "root",
     "startTime": "2026-11-30T10:00:00.200Z", "model": "gpt-4o-mini",
     "input": [{"role": "system", "content": "Answer from the context."},
               {"role": "user", "content": "How much is a replacement card?"}],
     "output": {"role": "assistant", "content": "A replacement card costs $3."}},
    {"id": "solo", "traceId": "t-2", "type": "GENERATION", "name": "ChatOpenAI",
     "startTime": "2026-11-30T10:01:00Z", "input": [{"role": "user", "content": "Say hello"}],
     "output": {"role": "assistant", "content": "Hello!"}},
    {"id": "r2", "traceId": "t-3", "type": "RETRIEVER", "name": "retriever", "startTime": "2026-11-30T10:02:00Z",
     "input": "opening hours", "output": {"documents": [{"content": "Open 9am to 6pm.", "metadata": {"title": "hours.md"}}]}},
]


def test_langfuse_observations_join_like_otlp_spans(tmp_path, capsys):
    src, out = write_jsonl(tmp_path / "observations.jsonl", OBSERVATIONS), tmp_path / "cases.jsonl"
    assert main(["import", str(src), "--from", "langfuse", "--as", "cases", "-o", str(out), "--format", "json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert (rep["spans"], rep["traces"], rep["written"]) == (5, 3, 1)
    assert rep["dropped"] == [{"id": "t-2", "reason": "no retrieved documents: an answerable case needs the context"}]
    assert rep["skipped_traces"] == [{"trace_id": "t-3", "reason": "no CHAIN, AGENT or LLM span"}]
    (case,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert case["id"] == T and case["query"] == "How much is a replacement card?"
    assert case["response"] == "A replacement card costs $3." and case["must_include"] == ["$3"]
    assert case["context"] == [{"title": "fees.md", "text": "A replacement card costs $3."},
                               {"title": "fees.md#late", "text": "Late returns cost $0.25 per day."}]
    assert case["meta"]["source"] == "langfuse" and case["meta"]["span"] == "RetrievalQA"
    assert main(["validate", str(out)]) == 0
    capsys.readouterr()


def test_the_api_page_shape_and_bad_lines(tmp_path, capsys):
    page = tmp_path / "page.json"
    page.write_text(json.dumps({"data": OBSERVATIONS[:3], "meta": {"page": 1}}))
    out = tmp_path / "rows.jsonl"
    assert main(["import", str(page), "--from", "langfuse", "-o", str(out)]) == 0
    (row,) = [json.loads(line) for line in out.read_text().splitlines()]
    assert row["output_type"] == "RetrievalQA" and len(row["context"]) == 2
    bad = write_jsonl(tmp_path / "bad.jsonl", [{"id": "x", "type": "SPAN"}, "{oops"])
    assert main(["import", str(bad), "--from", "langfuse", "-o", str(tmp_path / "o.jsonl")]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:2: not JSON" in err
    bad.write_text(json.dumps({"id": "x", "type": "SPAN"}) + "\n")
    assert main(["import", str(bad), "--from", "langfuse", "-o", str(tmp_path / "o.jsonl")]) == 2
    assert f"{bad}:1: traceId: missing or not a string" in capsys.readouterr().err
    assert not (tmp_path / "o.jsonl").exists()
