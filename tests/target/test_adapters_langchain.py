"""``groundtest.target.langchain`` with the real langchain-core: an in-memory retriever over a few
Documents, a prompt and langchain's own FakeListChatModel, run through ``run_file`` and scored by the
real ``groundtest score`` entry point. No network, no model."""
from __future__ import annotations

import json
import sys

import pytest

from langchain_core.callbacks import CallbackManagerForRetrieverRun  # noqa: E402
from langchain_core.documents import Document  # noqa: E402
from langchain_core.language_models.fake_chat_models import FakeListChatModel  # noqa: E402
from langchain_core.output_parsers import StrOutputParser  # noqa: E402
from langchain_core.prompts import ChatPromptTemplate  # noqa: E402
from langchain_core.retrievers import BaseRetriever  # noqa: E402
from langchain_core.runnables import RunnableLambda, RunnableParallel, RunnablePassthrough  # noqa: E402

import groundtest.target  # noqa: E402
from groundtest.cases import load_cases  # noqa: E402
from groundtest.cli import main  # noqa: E402
from groundtest.errors import MissingExtra  # noqa: E402
from groundtest.target import CallOptions, run_file  # noqa: E402
from tests.helpers import write_jsonl  # noqa: E402

DOCS = [
    Document(page_content="A replacement card costs $3.", metadata={"source": "fees.md"}),
    Document(page_content="The library opens at 9am on Saturdays.", metadata={"source": "hours.md"}),
    Document(page_content="Books are lent for 21 days.", metadata={"source": "loans.md"}),
]


class KeywordRetriever(BaseRetriever):
    """The documents sharing the most words with the query (k of them)."""

    docs: list[Document]
    k: int = 1

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        words = set(query.lower().replace("?", "").split())
        ranked = sorted(self.docs, key=lambda d: -len(words & set(d.page_content.lower().rstrip(".").split())))
        return ranked[: self.k]


def rag_chain(replies: list[str]):
    """context → prompt → chat model, returning {context, question, answer} (the usual LCEL RAG shape)."""
    prompt = ChatPromptTemplate.from_messages([("system", "Answer only from:\n{context}"), ("human", "{question}")])
    fmt = RunnableLambda(lambda x: {"context": "\n".join(d.page_content for d in x["context"]), "question": x["question"]})
    answer = fmt | prompt | FakeListChatModel(responses=replies) | StrOutputParser()
    return RunnableParallel(context=KeywordRetriever(docs=DOCS), question=RunnablePassthrough()).assign(answer=answer)


CASES = [
    {"id": "fee", "type": "answerable", "expect": "answer", "query": "How much does a replacement card cost?",
     "context": [{"title": "fees.md", "text": "A replacement card costs $3."}], "must_include": ["$3"]},
    {"id": "sunday", "type": "unanswerable", "expect": "abstain", "query": "When does the library open on Sundays?",
     "context": [{"title": "hours.md", "text": "The library opens at 9am on Saturdays."}]},
]


def _run(tmp_path, chain, name="answered.jsonl", **kw):
    src = write_jsonl(tmp_path / "cases.jsonl", CASES)
    out = run_file(src, tmp_path / name, groundtest.target.langchain(chain, **kw),
                   CallOptions(concurrency=1, send="query"))  # one at a time: the fake model answers in order
    return out, load_cases(out.output)


def test_a_grounded_chain_passes_under_the_budgets(tmp_path, capsys):
    out, (fee, sunday) = _run(tmp_path, rag_chain([
        "A replacement card costs $3.",
        "I don't know: the documents don't say when the library opens on Sundays.",
    ]))
    assert out.complete and out.retrieval == {"answerable": {"retrieved": 1, "compared": 1, "differs": 0},
                                              "unanswerable": {"retrieved": 1, "compared": 1, "differs": 0}}
    assert fee.response == "A replacement card costs $3." and fee.meta["retrieved"] is True
    assert [(c.title, c.text) for c in sunday.context] == [("hours.md", "The library opens at 9am on Saturdays.")]
    assert main(["score", out.output, "--no-store"]) == 0
    assert "passed" in capsys.readouterr().out.lower()


def test_a_chain_that_invents_fails_the_gate(tmp_path, capsys):
    out, _ = _run(tmp_path, rag_chain(["A replacement card costs $3.", "The library opens at 10am on Sundays."]))
    assert out.complete
    assert main(["score", out.output, "--no-store", "--format", "json"]) == 1
    summary = json.loads(capsys.readouterr().out)
    assert summary["by_type"]["unanswerable"]["hallucinated"] == 1 and summary["by_type"]["answerable"]["hallucinated"] == 0


def test_a_chain_returning_text_keeps_the_case_context_and_input_key(tmp_path):
    seen = []
    chain = RunnableLambda(lambda x: seen.append(x) or x) | (lambda x: x["question"]) \
        | FakeListChatModel(responses=["A replacement card costs $3.", "I don't know."])
    out, (fee, _) = _run(tmp_path, chain, input_key="question")
    assert seen == [{"question": CASES[0]["query"]}, {"question": CASES[1]["query"]}]
    assert out.complete and out.retrieval == {}
    assert fee.meta == {"sent": "query"} and fee.context[0].title == "fees.md"


def test_bad_outputs_are_per_case_errors(tmp_path):
    out, cases = _run(tmp_path, RunnableLambda(lambda q: {"reply": "x", "context": []}))
    assert [e for _, e in out.errors] == ["no answer in the output (keys: reply, context); set answer_key="] * 2
    out, cases = _run(tmp_path, RunnableLambda(lambda q: {"answer": "x", "context": [42]}), "second.jsonl")
    assert out.errors[0] == ("fee", "the chain's 'context': expected Documents, got a int")
    assert all(c.response is None for c in cases)
    with pytest.raises(TypeError, match="expected a LangChain Runnable"):
        groundtest.target.langchain(lambda q: q)


def test_missing_langchain_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "langchain_core.runnables", None)
    with pytest.raises(MissingExtra, match=r"pip install 'groundtest\[langchain\]'"):
        groundtest.target.langchain(object())
