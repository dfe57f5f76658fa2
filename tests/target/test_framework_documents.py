"""The frameworks' own documents (LangChain ``Document``, LlamaIndex ``NodeWithScore``/``TextNode``,
Haystack ``Document``, and their ``{page_content, metadata}`` / ``{content, meta}`` dicts), with the
real packages: the adapters carry their status and title from the metadata, and ``check``, ``guard``,
``assert_grounded`` and ``groundtest check --context`` accept them through the same conversion
(``groundtest.model.document_chunk``)."""
from __future__ import annotations

import json
import os

os.environ.setdefault("HAYSTACK_TELEMETRY_ENABLED", "False")

import pytest  # noqa: E402
from haystack import Document as HaystackDocument  # noqa: E402
from langchain_core.documents import Document  # noqa: E402
from langchain_core.runnables import RunnableLambda  # noqa: E402
from llama_index.core.base.response.schema import Response  # noqa: E402
from llama_index.core.schema import NodeWithScore, TextNode  # noqa: E402

import groundtest  # noqa: E402
import groundtest.target  # noqa: E402
from groundtest.cli import main  # noqa: E402
from groundtest.model import Chunk  # noqa: E402
from groundtest.target import run_cases  # noqa: E402

OLD = "A replacement card costs $5."
NEW = "A replacement card costs $3."
ANSWER_OLD = "A replacement card costs $5."
CASE = groundtest.Case(id="fee", type="stale_context", expect="answer", query="How much is a replacement card?",
                       context=[], must_include=["$3"], must_not_include=["$5"])

# the same two documents in each framework's own type: the 2023 one superseded in its metadata
FRAMEWORK_DOCS = {
    "langchain": [Document(page_content=OLD, metadata={"source": "fees-2023.md", "status": "superseded"}),
                  Document(page_content=NEW, metadata={"source": "fees-2024.md"})],
    "llamaindex-nodes-with-score": [
        NodeWithScore(node=TextNode(text=OLD, metadata={"file_name": "fees-2023.md", "status": "superseded"}), score=0.9),
        NodeWithScore(node=TextNode(text=NEW, metadata={"file_name": "fees-2024.md"}), score=0.8)],
    "llamaindex-text-nodes": [TextNode(text=OLD, metadata={"title": "fees-2023.md", "status": "superseded"}),
                              TextNode(text=NEW, metadata={"title": "fees-2024.md"})],
    "haystack": [HaystackDocument(content=OLD, meta={"file_name": "fees-2023.md", "status": "superseded"}),
                 HaystackDocument(content=NEW, meta={"file_name": "fees-2024.md"})],
    "page_content-dicts": [{"page_content": OLD, "metadata": {"source": "fees-2023.md", "status": "superseded"}},
                           {"page_content": NEW, "metadata": {"source": "fees-2024.md"}}],
    "content-meta-dicts": [{"content": OLD, "meta": {"source": "fees-2023.md", "status": "superseded"}},
                           {"content": NEW, "meta": {"source": "fees-2024.md"}}],
}
EXPECTED = [Chunk("fees-2023.md", OLD, "superseded"), Chunk("fees-2024.md", NEW, "current")]


# --- item 1: the adapters keep status and title ---------------------------------------------


def _answered(target) -> groundtest.Case:
    [case] = run_cases([CASE], target, send="query")
    assert "run_error" not in case.meta, case.meta
    return case


def test_langchain_adapter_keeps_a_superseded_document_superseded():
    chain = RunnableLambda(lambda q: {"answer": ANSWER_OLD, "context": FRAMEWORK_DOCS["langchain"]})
    case = _answered(groundtest.target.langchain(chain))
    assert case.context == EXPECTED
    # and the stale case now works: the answer from the superseded document is not clean
    [result] = groundtest.score([case], judge="local")
    assert result.hallucination != "clean" or not result.passed


class _Engine:
    """A LlamaIndex query engine's surface: ``query`` returning the real ``Response``."""

    def query(self, q):
        return Response(response=ANSWER_OLD, source_nodes=FRAMEWORK_DOCS["llamaindex-nodes-with-score"])


def test_llamaindex_adapter_keeps_status_and_file_name():
    assert _answered(groundtest.target.llamaindex(_Engine())).context == EXPECTED


def test_haystack_adapter_keeps_status_and_title():
    from haystack.components.builders import AnswerBuilder
    from haystack import Pipeline
    from haystack.dataclasses import GeneratedAnswer  # noqa: F401  (the AnswerBuilder's output type)

    p = Pipeline()
    p.add_component("answer_builder", AnswerBuilder())
    target = groundtest.target.haystack(
        p, inputs=lambda q: {"answer_builder": {"query": q, "replies": [ANSWER_OLD], "documents": FRAMEWORK_DOCS["haystack"]}})
    assert _answered(target).context == EXPECTED


def test_an_unknown_status_in_the_metadata_is_a_per_case_error_not_current():
    docs = [Document(page_content=NEW, metadata={"source": "fees.md", "status": "draft"})]
    [case] = run_cases([CASE], groundtest.target.langchain(RunnableLambda(lambda q: {"answer": NEW, "context": docs})),
                       send="query")
    assert "metadata.status must be 'current' or 'superseded', got 'draft'" in case.meta["run_error"]


# --- item 2: check, guard, assert_grounded and the CLI accept them ----------------------------


@pytest.mark.parametrize("kind", sorted(FRAMEWORK_DOCS))
def test_check_guard_and_assert_grounded_accept_framework_documents(kind):
    docs = FRAMEWORK_DOCS[kind]
    # the $5 is only in the superseded document: with its status carried it is not a clean answer
    verdict = groundtest.check(ANSWER_OLD, docs, "How much is a replacement card?")
    assert verdict.hallucination != "clean", verdict
    assert groundtest.check(NEW, docs).hallucination == "clean"
    guarded = groundtest.guard(NEW, docs)
    assert guarded.response == NEW and not guarded.replaced
    assert groundtest.assert_grounded(NEW, docs).hallucination == "clean"
    with pytest.raises(AssertionError):
        groundtest.assert_grounded(ANSWER_OLD, docs)


def test_a_bad_status_is_a_clear_type_error():
    with pytest.raises(TypeError, match=r"context\[0\]: metadata.status must be 'current' or 'superseded', got 'old'"):
        groundtest.check(NEW, [Document(page_content=NEW, metadata={"status": "old"})])


def test_cli_check_reads_page_content_documents(tmp_path, capsys):
    ctx = tmp_path / "docs.json"
    ctx.write_text(json.dumps(FRAMEWORK_DOCS["page_content-dicts"]))
    resp = tmp_path / "answer.txt"
    resp.write_text(NEW)
    assert main(["check", "--context", str(ctx), "--response", str(resp)]) == 0
    assert json.loads(capsys.readouterr().out)["hallucination"] == "clean"
    resp.write_text(ANSWER_OLD)
    assert main(["check", "--context", str(ctx), "--response", str(resp)]) == 1
    capsys.readouterr()


def test_cli_check_names_the_bad_status(tmp_path, capsys):
    ctx = tmp_path / "docs.json"
    ctx.write_text(json.dumps([{"content": NEW, "meta": {"status": "archived"}}]))
    resp = tmp_path / "answer.txt"
    resp.write_text(NEW)
    assert main(["check", "--context", str(ctx), "--response", str(resp)]) == 2
    err = capsys.readouterr().err
    assert f"{ctx}" in err and "[0]" in err and "'archived'" in err and "Traceback" not in err
