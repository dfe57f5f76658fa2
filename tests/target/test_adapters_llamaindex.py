"""``groundtest.target.llamaindex`` with the real llama-index-core: in-memory indexes over a few
nodes (a keyword table; a vector index with MockEmbedding), MockLLM and a scripted CustomLLM, run
through ``run_file`` and scored by the real ``groundtest score``. No network, no model."""
from __future__ import annotations

import sys
from typing import Any

import pytest
from llama_index.core import SimpleKeywordTableIndex, VectorStoreIndex
from llama_index.core.base.response.schema import Response
from llama_index.core.embeddings import MockEmbedding
from llama_index.core.llms import CompletionResponse, CustomLLM, LLMMetadata, MockLLM
from llama_index.core.llms.callbacks import llm_completion_callback
from llama_index.core.schema import TextNode

import groundtest.target
from groundtest.cases import load_cases
from groundtest.cli import main
from groundtest.errors import MissingExtra
from groundtest.target import CallOptions, run_file
from tests.helpers import write_jsonl

NODES = [
    TextNode(text="A replacement card costs $3.", metadata={"file_name": "fees.md"}),
    TextNode(text="The library opens at 9am on Saturdays.", metadata={"file_name": "hours.md"}),
]
CASES = [
    {"id": "fee", "type": "answerable", "expect": "answer", "query": "How much does a replacement card cost?",
     "context": [], "must_include": ["$3"]},
    {"id": "sunday", "type": "unanswerable", "expect": "abstain", "query": "When does the library open on Sundays?",
     "context": [{"title": "hours.md", "text": "Opening hours: see the website."}]},
]


class Scripted(CustomLLM):
    """A stand-in model: the reply for the first key found in the prompt."""

    replies: dict[str, str]

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata()

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kw: Any) -> CompletionResponse:
        return CompletionResponse(text=next((v for k, v in self.replies.items() if k in prompt), "?"))

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kw: Any):
        raise NotImplementedError


def _run(tmp_path, engine):
    src = write_jsonl(tmp_path / "cases.jsonl", CASES)
    out = run_file(src, tmp_path / "answered.jsonl", groundtest.target.llamaindex(engine), CallOptions(send="query"))
    return out, load_cases(out.output)


def _keyword_engine(replies: dict[str, str]):
    index = SimpleKeywordTableIndex(NODES, llm=MockLLM())
    return index.as_query_engine(llm=Scripted(replies=replies), retriever_mode="simple")


def test_a_grounded_query_engine_passes_under_the_budgets(tmp_path, capsys):
    out, (fee, sunday) = _run(tmp_path, _keyword_engine(
        {"card": "A replacement card costs $3.", "Sundays": "I don't know: the documents don't cover Sundays."}))
    assert out.complete
    assert [(c.title, c.text) for c in fee.context] == [("fees.md", "A replacement card costs $3.")]
    assert fee.meta == {"retrieved": True, "sent": "query"}  # the case file had no context to compare
    assert sunday.meta["reference_context"][0]["text"] == "Opening hours: see the website."
    assert out.retrieval["unanswerable"] == {"retrieved": 1, "compared": 1, "differs": 1}
    assert main(["score", out.output, "--no-store"]) == 0
    capsys.readouterr()


def test_an_engine_that_invents_fails_the_gate(tmp_path, capsys):
    out, _ = _run(tmp_path, _keyword_engine(
        {"card": "A replacement card costs $5.", "Sundays": "I don't know."}))
    assert out.complete
    assert main(["score", out.output, "--no-store"]) == 1
    capsys.readouterr()


def test_vector_index_with_mock_llm_and_embedding(tmp_path):
    index = VectorStoreIndex(NODES, embed_model=MockEmbedding(embed_dim=8))
    engine = index.as_query_engine(llm=MockLLM(max_tokens=4), similarity_top_k=2)
    out, (fee, _) = _run(tmp_path, engine)
    assert out.complete
    assert fee.response == "text text text text"  # MockLLM's reply
    assert sorted(c.title for c in fee.context) == ["fees.md", "hours.md"]


def test_bad_responses_are_per_case_errors(tmp_path):
    class Engine:
        def query(self, q: str) -> Response:
            return Response(response="x", source_nodes=[42])  # type: ignore[list-item]

    out, cases = _run(tmp_path, Engine())
    assert out.errors == [("fee", "source_nodes: expected nodes, got a int"),
                          ("sunday", "source_nodes: expected nodes, got a int")]
    assert all(c.response is None for c in cases)
    with pytest.raises(TypeError, match="expected a query engine"):
        groundtest.target.llamaindex(object())


def test_missing_llamaindex_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "llama_index.core", None)
    with pytest.raises(MissingExtra, match=r"pip install 'groundtest\[llamaindex\]'"):
        groundtest.target.llamaindex(object())
