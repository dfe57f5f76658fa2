"""``groundtest import TRACES --from otlp``: spans produced by the real opentelemetry-sdk with the
OpenInference attribute names (openinference-semantic-conventions), exported to an OTLP JSON file,
joined into audit rows or answerable cases and fed to the real ``audit``/``derive``/``validate``."""
from __future__ import annotations

import json
from pathlib import Path

from openinference.semconv.trace import (
    DocumentAttributes,
    MessageAttributes,
    OpenInferenceMimeTypeValues,
    OpenInferenceSpanKindValues,
    SpanAttributes,
)
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor

from groundtest.cli import main
from groundtest.traces import join
from tests.traces.otlp_file import OtlpJsonFileExporter

KIND = SpanAttributes.OPENINFERENCE_SPAN_KIND
DOCS = [("fees.md", "A replacement card costs $3."), ("hours.md", "The library opens at 9am on Saturdays.")]


def _rag(tracer, query: str, answer: str, docs=DOCS, wrap_http: bool = False) -> None:
    """One request of a RAG app, traced as OpenInference instrumentations do."""
    def chain():
        with tracer.start_as_current_span("RetrievalQA") as span:
            span.set_attribute(KIND, OpenInferenceSpanKindValues.CHAIN.value)
            span.set_attribute(SpanAttributes.INPUT_VALUE, json.dumps({"input": query}))
            span.set_attribute(SpanAttributes.INPUT_MIME_TYPE, OpenInferenceMimeTypeValues.JSON.value)
            with tracer.start_as_current_span("retriever") as r:
                r.set_attribute(KIND, OpenInferenceSpanKindValues.RETRIEVER.value)
                r.set_attribute(SpanAttributes.INPUT_VALUE, query)
                for i, (title, text) in enumerate(docs):
                    prefix = f"{SpanAttributes.RETRIEVAL_DOCUMENTS}.{i}."
                    r.set_attribute(prefix + DocumentAttributes.DOCUMENT_ID, f"doc-{i}")
                    r.set_attribute(prefix + DocumentAttributes.DOCUMENT_CONTENT, text)
                    r.set_attribute(prefix + DocumentAttributes.DOCUMENT_METADATA, json.dumps({"source": title}))
            with tracer.start_as_current_span("ChatModel") as llm:
                llm.set_attribute(KIND, OpenInferenceSpanKindValues.LLM.value)
                msgs = SpanAttributes.LLM_INPUT_MESSAGES
                llm.set_attribute(f"{msgs}.0.{MessageAttributes.MESSAGE_ROLE}", "system")
                llm.set_attribute(f"{msgs}.0.{MessageAttributes.MESSAGE_CONTENT}", "Answer from the documents.")
                llm.set_attribute(f"{msgs}.1.{MessageAttributes.MESSAGE_ROLE}", "user")
                llm.set_attribute(f"{msgs}.1.{MessageAttributes.MESSAGE_CONTENT}", query)
                out = SpanAttributes.LLM_OUTPUT_MESSAGES
                llm.set_attribute(f"{out}.0.{MessageAttributes.MESSAGE_ROLE}", "assistant")
                llm.set_attribute(f"{out}.0.{MessageAttributes.MESSAGE_CONTENT}", answer)
            span.set_attribute(SpanAttributes.OUTPUT_VALUE, json.dumps({"answer": answer}))
            span.set_attribute(SpanAttributes.OUTPUT_MIME_TYPE, OpenInferenceMimeTypeValues.JSON.value)

    if wrap_http:
        with tracer.start_as_current_span("POST /chat"):  # a plain web-framework span around the chain
            chain()
    else:
        chain()


def _traces(path: Path, batch: bool = False) -> Path:
    provider = TracerProvider(resource=Resource.create({"service.name": "library-bot"}))
    exporter = OtlpJsonFileExporter(path)
    provider.add_span_processor(BatchSpanProcessor(exporter) if batch else SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("library-bot")
    _rag(tracer, "How much is a replacement card?", "A replacement card costs $3.")
    _rag(tracer, "When do you open on Sundays?", "We open at 11am on Sundays.", wrap_http=True)
    with tracer.start_as_current_span("lonely-llm") as llm:  # an LLM call with no retrieval
        llm.set_attribute(KIND, OpenInferenceSpanKindValues.LLM.value)
        llm.set_attribute(SpanAttributes.INPUT_VALUE, "Say hello")
        llm.set_attribute(SpanAttributes.OUTPUT_VALUE, "Hello!")
    with tracer.start_as_current_span("GET /health"):
        pass
    provider.shutdown()
    return path


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_attribute_names_are_openinference_s():
    assert (join.INPUT_VALUE, join.OUTPUT_VALUE, join.RETRIEVAL_DOCUMENTS) == (
        SpanAttributes.INPUT_VALUE, SpanAttributes.OUTPUT_VALUE, SpanAttributes.RETRIEVAL_DOCUMENTS)
    assert (join.DOCUMENT_CONTENT, join.DOCUMENT_ID, join.DOCUMENT_METADATA) == (
        DocumentAttributes.DOCUMENT_CONTENT, DocumentAttributes.DOCUMENT_ID, DocumentAttributes.DOCUMENT_METADATA)
    assert (join.LLM_INPUT_MESSAGES, join.LLM_OUTPUT_MESSAGES, join.MESSAGE_ROLE, join.MESSAGE_CONTENT) == (
        SpanAttributes.LLM_INPUT_MESSAGES, SpanAttributes.LLM_OUTPUT_MESSAGES,
        MessageAttributes.MESSAGE_ROLE, MessageAttributes.MESSAGE_CONTENT)


def test_audit_rows_join_retriever_and_llm_spans_per_trace(tmp_path, capsys):
    traces, out = _traces(tmp_path / "traces.jsonl"), tmp_path / "rows.jsonl"
    assert main(["import", str(traces), "--from", "otlp", "-o", str(out)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == f"wrote {out}: 3 audit row(s) from 4 trace(s), 9 span(s)"
    assert printed[1] == "1 trace(s) without an answer:"
    assert printed[2].endswith(": no OpenInference spans (openinference.span.kind)")
    fee, sunday, hello = _rows(out)
    assert fee["query"] == "How much is a replacement card?" and fee["response"] == "A replacement card costs $3."
    assert fee["context"] == [{"title": t, "text": x} for t, x in DOCS]
    assert fee["output_type"] == "RetrievalQA" and fee["meta"]["retriever_spans"] == 1
    assert len(fee["id"]) == 32 and fee["id"] == fee["meta"]["trace_id"]
    assert sunday["query"] == "When do you open on Sundays?" and sunday["response"] == "We open at 11am on Sundays."
    assert hello == {**hello, "query": "Say hello", "response": "Hello!", "context": [], "output_type": "lonely-llm"}

    report = tmp_path / "audit.json"
    assert main(["audit", str(out), "--format", "json", "-o", str(report)]) == 1  # the invented 11am fails it
    audited = json.loads(report.read_text())
    assert audited["rows"] == audited["audited"] == 3  # every row is valid audit input
    assert audited["by_output_type"]["RetrievalQA"]["n"] == 2
    assert audited["by_output_type"]["RetrievalQA"]["hallucinated"] == 1
    capsys.readouterr()


def test_cases_feed_derive_and_drop_answers_without_context(tmp_path, capsys):
    traces, out = _traces(tmp_path / "traces.json", batch=True), tmp_path / "cases.jsonl"
    code = main(["import", str(traces), "--from", "otlp", "-o", str(out), "--as", "cases", "--format", "json"])
    assert code == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["written"] == 2 and rep["traces"] == 4
    assert [d["reason"] for d in rep["dropped"]] == ["no retrieved documents: an answerable case needs the context"]
    cases = _rows(out)
    assert {(c["type"], c["expect"]) for c in cases} == {("answerable", "answer")}
    fee, sunday = cases
    assert fee["must_include"] == ["$3"]  # stated by the response and by the retrieved context
    assert "must_include" not in sunday  # its 11am is in no document: not a value to expect
    assert main(["validate", str(out)]) == 0
    derived = tmp_path / "derived.jsonl"
    assert main(["derive", str(out), "-o", str(derived)]) == 0
    near = [c for c in _rows(derived) if c.get("meta", {}).get("perturbation") == "near_miss"]
    assert [(c["meta"]["derived_from"], c["type"]) for c in near] == [(fee["id"], "unanswerable")]
    capsys.readouterr()


def test_one_document_and_an_array_read_alike(tmp_path, capsys):
    lines = _traces(tmp_path / "traces.jsonl").read_text().splitlines()
    docs = [json.loads(x) for x in lines]
    merged = {"resourceSpans": [rs for d in docs for rs in d["resourceSpans"]]}
    (tmp_path / "one.json").write_text(json.dumps(merged, indent=2))
    (tmp_path / "array.json").write_text(json.dumps(docs))
    outs = []
    for name in ("traces.jsonl", "one.json", "array.json"):
        out = tmp_path / f"{name}.rows"
        assert main(["import", str(tmp_path / name), "--from", "otlp", "-o", str(out)]) == 0
        outs.append(out.read_text())
    assert outs[0] == outs[1] == outs[2] and outs[0]
    capsys.readouterr()


def test_bad_files_exit_2_naming_file_line_and_field(tmp_path, capsys):
    out = tmp_path / "rows.jsonl"
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"resourceSpans": []}\n{not json\n')
    assert main(["import", str(bad), "--from", "otlp", "-o", str(out)]) == 2
    assert f"{bad}:2: not JSON" in capsys.readouterr().err
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"data": [1, 2]}))
    assert main(["import", str(other), "--from", "otlp", "-o", str(out)]) == 2
    assert f"{other}:1: resourceSpans: missing: expected the OTLP JSON file format (found data)" in capsys.readouterr().err
    noid = tmp_path / "noid.json"
    noid.write_text(json.dumps({"resourceSpans": [{"scopeSpans": [{"spans": [{"spanId": "ab", "name": "x"}]}]}]}))
    assert main(["import", str(noid), "--from", "otlp", "-o", str(out)]) == 2
    assert "resourceSpans.0.scopeSpans.0.spans.0.traceId: missing or not a string" in capsys.readouterr().err
    shapes = tmp_path / "shapes.json"
    shapes.write_text(json.dumps({"resourceSpans": [1.5, {"scopeSpans": {"spans": []}}]}))
    assert main(["import", str(shapes), "--from", "otlp", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "resourceSpans.0: expected an object, got float" in err
    assert "resourceSpans.1.scopeSpans: expected a list, got dict" in err
    assert not out.exists()
    assert main(["import", str(noid), "--from", "otlp", "-o", str(noid)]) == 2
    assert "an output never overwrites an input" in capsys.readouterr().err


def test_cases_keep_a_range_a_duration_and_an_amount_as_one_value(tmp_path, capsys):
    docs = [("refunds.md", "Refunds take 5 to 7 business days. A call back takes 1 hour 30 minutes."),
            ("fees.md", "A replacement card costs 25 EUR. Fees range from $10-$15, between 3 and 5 weeks apart.")]
    answer = ("Your refund takes 5 to 7 business days and a call back 1 hour 30 minutes. "
              "The card is 25 EUR; fees are $10-$15, charged between 3 and 5 weeks apart.")
    provider = TracerProvider(resource=Resource.create({"service.name": "bank-bot"}))
    path = tmp_path / "traces.json"
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonFileExporter(path)))
    _rag(provider.get_tracer("bank-bot"), "How long does a refund take?", answer, docs=docs)
    provider.shutdown()
    out = tmp_path / "cases.jsonl"
    assert main(["import", str(path), "--from", "otlp", "-o", str(out), "--as", "cases"]) == 0
    [case] = _rows(out)
    assert case["must_include"] == ["5 to 7 business days", "1 hour 30 minutes", "25 EUR", "$10-$15",
                                    "between 3 and 5 weeks"]
    assert main(["score", str(out), "--format", "json"]) == 0  # the traced answer meets its own values
    capsys.readouterr()


def _status_traces(path: Path, statuses: list[str | None]) -> Path:
    provider = TracerProvider(resource=Resource.create({"service.name": "library-bot"}))
    provider.add_span_processor(SimpleSpanProcessor(OtlpJsonFileExporter(path)))
    tracer = provider.get_tracer("library-bot")
    with tracer.start_as_current_span("rag") as chain:
        chain.set_attribute(KIND, OpenInferenceSpanKindValues.CHAIN.value)
        chain.set_attribute(SpanAttributes.INPUT_VALUE, "How much is a replacement card?")
        with tracer.start_as_current_span("retriever") as r:
            r.set_attribute(KIND, OpenInferenceSpanKindValues.RETRIEVER.value)
            docs = [("fees-2023.md", "A replacement card costs $5."), ("fees-2024.md", "A replacement card costs $3.")]
            for i, ((title, text), status) in enumerate(zip(docs, statuses)):
                prefix = f"{SpanAttributes.RETRIEVAL_DOCUMENTS}.{i}."
                r.set_attribute(prefix + DocumentAttributes.DOCUMENT_CONTENT, text)
                meta = {"source": title, **({"status": status} if status else {})}
                r.set_attribute(prefix + DocumentAttributes.DOCUMENT_METADATA, json.dumps(meta))
        chain.set_attribute(SpanAttributes.OUTPUT_VALUE, "A replacement card costs $3.")
    provider.shutdown()
    return path


def test_a_superseded_document_in_a_trace_stays_superseded(tmp_path, capsys):
    traces, out = _status_traces(tmp_path / "t.json", ["superseded", None]), tmp_path / "cases.jsonl"
    assert main(["import", str(traces), "--from", "otlp", "--as", "cases", "-o", str(out)]) == 0
    capsys.readouterr()
    [case] = _rows(out)
    assert case["context"] == [{"title": "fees-2023.md", "text": "A replacement card costs $5.", "status": "superseded"},
                               {"title": "fees-2024.md", "text": "A replacement card costs $3."}]
    assert main(["validate", str(out)]) == 0
    capsys.readouterr()
    bad, out2 = _status_traces(tmp_path / "bad.json", ["archived", None]), tmp_path / "bad.jsonl"
    assert main(["import", str(bad), "--from", "otlp", "--as", "cases", "-o", str(out2), "--format", "json"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["written"] == 0 and [d["reason"] for d in rep["dropped"]] == [
        "document 'fees-2023.md': metadata.status must be 'current' or 'superseded', got 'archived'"]
    assert out2.read_text() == ""  # not written with its status read as current
