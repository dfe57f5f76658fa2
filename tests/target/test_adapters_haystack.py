"""``groundtest.target.haystack`` with the real haystack-ai: an InMemoryDocumentStore, the in-memory
BM25 retriever, a PromptBuilder and a small custom @component generator, run through ``run_file``
and scored by the real ``groundtest score``. No network, no model."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")  # before haystack is imported: no telemetry calls

import pytest  # noqa: E402
from haystack import Document, Pipeline, component  # noqa: E402
from haystack.components.builders import AnswerBuilder, PromptBuilder  # noqa: E402
from haystack.components.retrievers.in_memory import InMemoryBM25Retriever  # noqa: E402
from haystack.document_stores.in_memory import InMemoryDocumentStore  # noqa: E402

import groundtest.target  # noqa: E402
from groundtest.cases import load_cases  # noqa: E402
from groundtest.cli import main  # noqa: E402
from groundtest.errors import MissingExtra  # noqa: E402
from groundtest.target import CallOptions, run_file  # noqa: E402
from tests.helpers import write_jsonl  # noqa: E402

CASES = [
    {"id": "fee", "type": "answerable", "expect": "answer", "query": "How much does a replacement card cost?",
     "context": [{"title": "fees.md", "text": "A replacement card costs $3."}], "must_include": ["$3"]},
    {"id": "sunday", "type": "unanswerable", "expect": "abstain", "query": "When does the library open on Sundays?",
     "context": []},
]
TEMPLATE = "Answer from the documents only.\n{% for d in documents %}{{ d.content }}\n{% endfor %}Question: {{ question }}"


@component
class Scripted:
    """A stand-in generator: the reply for the first key found in the prompt."""

    def __init__(self, replies: dict[str, str]):
        self.replies = replies

    @component.output_types(replies=list[str])
    def run(self, prompt: str):
        return {"replies": [next((v for k, v in self.replies.items() if k in prompt), "?")]}


def rag_pipeline(replies: dict[str, str], answers: bool = False) -> Pipeline:
    store = InMemoryDocumentStore()
    store.write_documents([
        Document(content="A replacement card costs $3.", meta={"title": "fees.md"}),
        Document(content="The library opens at 9am on Saturdays.", meta={"title": "hours.md"}),
        Document(content="Books are lent for 21 days.", meta={"title": "loans.md"}),
    ])
    p = Pipeline()
    p.add_component("retriever", InMemoryBM25Retriever(store, top_k=1))
    p.add_component("prompt_builder", PromptBuilder(TEMPLATE, required_variables=["question", "documents"]))
    p.add_component("llm", Scripted(replies))
    p.connect("retriever.documents", "prompt_builder.documents")
    p.connect("prompt_builder.prompt", "llm.prompt")
    if answers:  # an AnswerBuilder's GeneratedAnswer carries its documents
        p.add_component("answer_builder", AnswerBuilder())
        p.connect("llm.replies", "answer_builder.replies")
        p.connect("retriever.documents", "answer_builder.documents")
    return p


def _run(tmp_path, target, name="answered.jsonl"):
    src = write_jsonl(tmp_path / "cases.jsonl", CASES)
    out = run_file(src, tmp_path / name, target, CallOptions(send="query"))
    return out, load_cases(out.output)


GOOD = {"card": "A replacement card costs $3.", "Sundays": "I don't know: the documents don't cover Sundays."}


@pytest.mark.parametrize("answers", [False, True], ids=["replies", "answer_builder"])
def test_a_grounded_pipeline_passes_under_the_budgets(tmp_path, capsys, answers):
    out, (fee, sunday) = _run(tmp_path, groundtest.target.haystack(rag_pipeline(GOOD, answers)))
    assert out.complete
    assert fee.response == "A replacement card costs $3."
    assert [(c.title, c.text) for c in fee.context] == [("fees.md", "A replacement card costs $3.")]
    assert [c.title for c in sunday.context] == ["hours.md"] and sunday.meta == {"retrieved": True, "sent": "query"}
    assert out.retrieval["answerable"] == {"retrieved": 1, "compared": 1, "differs": 0}
    assert main(["score", out.output, "--no-store"]) == 0
    capsys.readouterr()


def test_a_pipeline_that_invents_fails_the_gate(tmp_path, capsys):
    bad = {"card": "A replacement card costs $3.", "Sundays": "On Sundays the library opens at 11am."}
    out, _ = _run(tmp_path, groundtest.target.haystack(rag_pipeline(bad)))
    assert main(["score", out.output, "--no-store"]) == 1
    capsys.readouterr()


def test_explicit_inputs_and_bad_pipelines(tmp_path):
    seen = []

    def inputs(q):
        seen.append(q)
        return {"retriever": {"query": q}, "prompt_builder": {"question": q}}

    out, _ = _run(tmp_path, groundtest.target.haystack(rag_pipeline(GOOD), inputs=inputs))
    assert out.complete and sorted(seen) == sorted(c["query"] for c in CASES)

    lone = Pipeline()
    lone.add_component("llm", Scripted(GOOD))  # input 'prompt': nothing to send the query to
    out, cases = _run(tmp_path, groundtest.target.haystack(lone), "lone.jsonl")
    assert out.errors[0] == ("fee", "the pipeline has no open 'query' or 'question' input; pass inputs=lambda q: {...}")
    assert all(c.response is None for c in cases)
    with pytest.raises(ValueError, match="documents_from='ranker'"):
        groundtest.target.haystack(rag_pipeline(GOOD), documents_from="ranker")
    with pytest.raises(TypeError, match="expected a Haystack Pipeline"):
        groundtest.target.haystack(object())


def test_missing_haystack_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "haystack", None)
    with pytest.raises(MissingExtra, match=r"pip install 'groundtest\[haystack\]'"):
        groundtest.target.haystack(object())
