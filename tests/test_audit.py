"""The audit core: row validation, sampling by id, the pure per-row audit, streaming, the gate."""
from __future__ import annotations

import hashlib
import json
import pickle
from pathlib import Path

import pytest

from groundtest.audit import (AuditConfig, TypeCounts, audit_file, audit_row, build_summary, dumps, in_sample,
                              parse_rates, row_problems)
from groundtest.errors import InputError, UsageError

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "registry"
NOTICE = "Either party may terminate the employment contract by written notice of thirty days after five years."
PENALTY = "Late payment penalties are capped at 5% per month."
HOURS = "The library opens at 9am on weekdays."

#: research outputs with citations, and what the audit must say with the registry
RESEARCH = [
    ("r-verified", NOTICE, "Under Article 62 of DIFC Law No. 2 of 2019, either party may terminate the contract by "
                           "written notice of at least 30 days after five years of service.", "clean", ["verified"]),
    ("r-misquoted", NOTICE, "Under Article 62 of DIFC Law No. 2 of 2019, the notice period is 90 days.", "hallucinated", ["misquoted"]),
    ("r-wrong-article", NOTICE, "Under Article 99 of DIFC Law No. 2 of 2019, either party may terminate the contract by "
                                "written notice.", "hallucinated", ["misquoted"]),
    ("r-fabricated", "Courts have struck down punitive damages clauses.",
     "In Nakheel Marine LLC v Zayed Yachts Ltd [2021] DIFC CFI 099, the court struck down a punitive damages clause.",
     "hallucinated", ["fabricated"]),
    ("r-not-found", PENALTY, "Late payment penalties are capped at 5% per month under DIFC Law No. 7 of 2018.", "uncertain", ["uncertain"]),
    ("r-no-citation", HOURS, "The library opens at 9am on weekdays.", "clean", []),
]


def _sampled(row_id: str, rate: float) -> bool:
    """The documented rule, written out independently: first 8 bytes of sha256(id) / 2**64 < rate."""
    return rate >= 1 or int(hashlib.sha256(row_id.encode()).hexdigest()[:16], 16) / 2**64 < rate


def chat_rows(n: int = 60) -> list[dict]:
    rows = []
    for i in range(n):
        invented = i % 4 == 0
        rows.append({"id": f"chat-{i}", "output_type": "chat", "query": "When does the library open?",
                     "context": [{"title": "hours.md", "text": HOURS}],
                     "response": "The library opens at 8am on Sundays." if invented else "The library opens at 9am on weekdays.",
                     "meta": {"invented": invented}})
    return rows


def research_rows() -> list[dict]:
    return [{"id": i, "output_type": "research", "query": "What does the law say?", "context": ctx, "response": resp}
            for i, ctx, resp, _, _ in RESEARCH]


def write(path: Path, rows: list) -> Path:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def registry(tmp_path_factory: pytest.TempPathFactory) -> str:
    from groundtest.citations.ingest import read_directory
    from groundtest.citations.registry import SqliteRegistry

    path = tmp_path_factory.mktemp("audit") / "registry.db"
    reg = SqliteRegistry.create(path)
    reg.put_all(read_directory(FIXTURES))
    reg.close()
    return str(path)


# --- rows -----------------------------------------------------------------------------------

def test_row_problems_name_line_and_field():
    f = "out.jsonl"
    assert row_problems({"id": "a", "output_type": "chat", "query": "q", "context": "", "response": "r"}, 1, f) == []
    bad = {"id": "", "output_type": 3, "query": [{"role": "user"}], "context": [{"txt": "x"}, 5],
           "response": {"text": "r", "answerable": "no"}, "respnse": "r", "meta": []}
    assert [str(p) for p in row_problems(bad, 7, f)] == [
        "out.jsonl:7: respnse: unknown field; did you mean 'response'? (free data belongs under 'meta')",
        "out.jsonl:7: id: must be a non-empty string",
        "out.jsonl:7: output_type: must be a non-empty string",
        "out.jsonl:7: query: must be a string or a list of {role, content} turns",
        "out.jsonl:7: context[0].txt: unknown chunk field; did you mean 'text'?",
        "out.jsonl:7: context[0].text: missing or not a string",
        "out.jsonl:7: context[1]: must be an object {title, text, status?} or a string",
        "out.jsonl:7: response.answerable: must be true or false",
        "out.jsonl:7: meta: must be an object, got list",
    ]
    assert [str(p) for p in row_problems({"id": "x"}, 2, f)] == [
        f"out.jsonl:2: {k}: missing required field" for k in ("output_type", "query", "context", "response")]
    assert [str(p) for p in row_problems([1], 3, f)] == ["out.jsonl:3: expected a JSON object, got list"]


def test_sampling_is_deterministic_monotone_and_proportional():
    ids = [f"out-{i}" for i in range(20000)]
    tenth = {i for i in ids if in_sample(i, 0.1)}
    assert tenth == {i for i in ids if _sampled(i, 0.1)}
    assert tenth <= {i for i in ids if in_sample(i, 0.3)}
    assert 0.09 < len(tenth) / len(ids) < 0.11
    assert all(in_sample(i, 1.0) for i in ids[:100]) and not any(in_sample(i, 0.0) for i in ids[:100])


def test_parse_rates():
    assert parse_rates("research=1.0, chat=0.1") == ({"research": 1.0, "chat": 0.1}, None)
    assert parse_rates("0.5,chat=10%") == ({"chat": 0.1}, 0.5)
    assert parse_rates("*=0.25") == ({}, 0.25)
    with pytest.raises(UsageError, match=r"--sample: not a rate in 'chat=lots'; expected TYPE=RATE"):
        parse_rates("chat=lots")
    with pytest.raises(UsageError, match=r"--sample: rate must be between 0 and 1, got 'chat=1.5'"):
        parse_rates("chat=1.5")


# --- the per-row audit ----------------------------------------------------------------------

@pytest.mark.parametrize("row_id, ctx, response, label, statuses", RESEARCH, ids=[r[0] for r in RESEARCH])
def test_audit_row_with_registry(registry: str, row_id, ctx, response, label, statuses):
    row = {"id": row_id, "output_type": "research", "query": "q", "context": ctx, "response": response}
    result = audit_row(row, AuditConfig(registry=registry, reference_year=2025))
    assert result["hallucination"] == label, result["findings"]
    assert [c["status"] for c in result["citations"]] == statuses
    assert list(result) == ["id", "output_type", "hallucination", "hallucinated", "findings", "citations", "meta"]
    assert result["hallucinated"] is (label == "hallucinated")


def test_registry_takes_over_the_checkers_citation_findings(registry: str):
    row = {"id": "x", "output_type": "research", "query": "q", "context": PENALTY,
           "response": "Late payment penalties are capped at 5% per month under DIFC Law No. 7 of 2018."}
    alone = audit_row(row, AuditConfig(reference_year=2025))
    assert alone["hallucination"] == "hallucinated" and alone["citations"] == []
    assert "fabricated_citation" in {f["type"] for f in alone["findings"]}
    with_registry = audit_row(row, AuditConfig(registry=registry, reference_year=2025))
    assert [(f["type"], f["severity"], f["content"]) for f in with_registry["findings"]] == [
        ("fabricated_citation", "moderate", "DIFC Law No. 7 of 2018")]


def test_audit_row_is_pure_and_survives_pickling(registry: str):
    config = AuditConfig(registry=registry, reference_year=2025, sample={"chat": 0.5})
    clone = pickle.loads(pickle.dumps(config))
    for row in research_rows() + chat_rows(8):
        first = dumps(audit_row(row, config))
        assert dumps(audit_row(json.loads(json.dumps(row)), clone)) == first == dumps(audit_row(row, config))
        json.loads(first)


def test_the_checker_is_a_parameter():
    from groundtest.model import Finding, Verdict

    seen = []

    def strict(response, chunks, query=None, config=None):
        seen.append((response, [c.text for c in chunks], query, config))
        return Verdict.of([Finding("invented_fact", response, "moderate", 0, "strict says so")])

    row = {"id": "a", "output_type": "chat", "query": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "yo"}],
           "context": ["one", {"title": "t", "text": "two"}], "response": {"text": "Hello.", "answerable": True}}
    result = audit_row(row, AuditConfig(checker=strict, checker_config="cfg.toml"))
    assert seen == [("Hello.", ["one", "two"], "hi", "cfg.toml")]
    assert result["hallucination"] == "uncertain"


# --- the file: streaming, sampling, queue, gate -------------------------------------------

def test_audit_of_a_mixed_file_with_sampling(tmp_path: Path, registry: str):
    rows = research_rows() + chat_rows() + [
        {"id": "adv-1", "output_type": "advice", "query": "q", "context": HOURS, "response": "The library opens at 9am on weekdays."}]
    src = write(tmp_path / "outputs.jsonl", rows)
    config = AuditConfig(sample={"chat": 0.5}, registry=registry, reference_year=2025)
    outcome = audit_file(src, config, results_path=tmp_path / "results.jsonl", queue_path=tmp_path / "queue.jsonl")
    s = outcome.summary
    chat = [r for r in chat_rows() if _sampled(r["id"], 0.5)]
    chat_bad = sum(r["meta"]["invented"] for r in chat)
    assert 0 < len(chat) < 60 and chat_bad > 0
    assert (s.rows, s.audited, s.skipped) == (67, 7 + len(chat), 60 - len(chat))
    assert {t: (x.n, x.hallucinated, x.uncertain, x.skipped) for t, x in s.by_type.items()} == {
        "advice": (1, 0, 0, 0), "chat": (len(chat), chat_bad, 0, 60 - len(chat)), "research": (6, 3, 1, 0)}
    assert s.by_type["research"].rate == 0.5 and s.by_type["research"].ci95 == pytest.approx((0.1876, 0.8124), abs=1e-4)
    assert not s.passed and s.failures == [
        f"chat: hallucination rate {chat_bad / len(chat):.2%} ({chat_bad}/{len(chat)}) exceeds the target 1.00%",
        "research: hallucination rate 50.00% (3/6) exceeds the target 1.00%"]
    assert s.warnings == ["advice: 0/1 is within the 1.00% target, but the 95% interval reaches 79.35%; audit more outputs to be sure"]
    results = [json.loads(x) for x in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert [r["id"] for r in results] == [r["id"] for r in rows if r["output_type"] != "chat" or _sampled(r["id"], 0.5)]
    by_id = {r["id"]: r for r in rows}
    assert (tmp_path / "results.jsonl").read_text() == "".join(dumps(audit_row(by_id[r["id"]], config)) + "\n" for r in results)
    queue = [json.loads(x) for x in (tmp_path / "queue.jsonl").read_text().splitlines()]
    assert [q["id"] for q in queue] == ["r-not-found"] and outcome.queued == 1
    assert queue[0]["response"] == by_id["r-not-found"]["response"] and queue[0]["context"] == PENALTY
    assert queue[0]["hallucination"] == "uncertain" and queue[0]["findings"][0]["type"] == "fabricated_citation"


def test_targets_per_type_and_summary_from_counts(tmp_path: Path):
    src = write(tmp_path / "o.jsonl", chat_rows(20))
    config = AuditConfig(targets={"chat": 0.3})
    s = audit_file(src, config).summary
    assert s.passed and s.by_type["chat"].hallucinated == 5 and s.by_type["chat"].target == 0.3
    again = build_summary({"chat": TypeCounts(n=20, hallucinated=5, uncertain=0, skipped=0)}, config)
    assert again.to_dict() == s.to_dict()
    assert not audit_file(src, AuditConfig(target=0.2)).summary.passed


def test_bad_lines_are_all_reported_and_nothing_is_written(tmp_path: Path):
    rows = chat_rows(3) + ["{not json", json.dumps({"id": "z", "output_type": "chat"}), "", json.dumps([1])]
    src = write(tmp_path / "o.jsonl", rows)
    results, queue = tmp_path / "r.jsonl", tmp_path / "q.jsonl"
    with pytest.raises(InputError) as err:
        audit_file(src, AuditConfig(), results_path=results, queue_path=queue)
    assert [str(p) for p in err.value.problems] == [
        f"{src}:4: not valid JSON: Expecting property name enclosed in double quotes (column 2)",
        f"{src}:5: query: missing required field",
        f"{src}:5: context: missing required field",
        f"{src}:5: response: missing required field",
        f"{src}:7: expected a JSON object, got list",
    ]
    assert not results.exists() and not queue.exists() and list(tmp_path.iterdir()) == [src]
    with pytest.raises(InputError, match="no such file"):
        audit_file(tmp_path / "missing.jsonl", AuditConfig())
    with pytest.raises(InputError, match="file is empty: no outputs"):
        audit_file(write(tmp_path / "empty.jsonl", []), AuditConfig())


def test_row_chunks_are_validated_like_case_chunks():
    row = {"id": "a", "output_type": "chat", "query": "q", "response": "r",
           "context": [{"text": "x", "status": "old"}, {"text": "y", "title": 3}]}
    assert [str(p) for p in row_problems(row, 4, "out.jsonl")] == [
        "out.jsonl:4: context[0].status: must be 'current' or 'superseded', got 'old'",
        "out.jsonl:4: context[1].title: must be a string",
    ]
