"""Acceptance: the public acceptance file and the seed scenarios of issue 3, graded by ``score``
with the default judge (``local``)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundtest import Settings, load_cases, score
from groundtest.cli import main

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
ACCEPTANCE = SHARED / "examples" / "acceptance.jsonl"


def _acceptance_ids() -> list[str]:
    if not ACCEPTANCE.is_file():
        return []
    return [json.loads(line)["id"] for line in ACCEPTANCE.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def acceptance_results():
    if not ACCEPTANCE.is_file():
        pytest.skip(f"the shared acceptance file is absent: {ACCEPTANCE} (CI lays ../shared beside the clone)")
    cases = load_cases(ACCEPTANCE, require_response=True)
    return {r.id: r for r in score(cases)}


@pytest.mark.parametrize("case_id", _acceptance_ids() or ["absent"])
def test_acceptance_case_graded_as_wanted(acceptance_results, case_id):
    r = acceptance_results[case_id]
    want = r.meta["want"]
    assert r.judge is not None and r.judge["name"] == "local"
    assert (r.hallucinated, r.over_refused) == (want["hallucinated"], want["over_refused"]), r.reason()


def test_acceptance_file_through_the_cli(tmp_path, capsys):
    if not ACCEPTANCE.is_file():
        pytest.skip(f"the shared acceptance file is absent: {ACCEPTANCE}")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(ACCEPTANCE), "--results", str(out), "--format", "json"]) == 1  # it holds failing cases
    capsys.readouterr()
    for line in out.read_text().splitlines():
        r = json.loads(line)
        want = r["meta"]["want"]
        assert (r["hallucinated"], r["over_refused"]) == (want["hallucinated"], want["over_refused"]), r["id"]


# ---------------------------------------------------------------- seed scenarios (issue 3)
NOTES = [
    {"title": "cs201-notes.md", "text": "CS201 lectures run on Monday and Wednesday from 10:00 to 11:30 in Room 4. "
     "Students need 75% attendance to sit the final exam. Lab reports are due two weeks after each lab."},
    {"title": "hostel-rules.md", "text": "Quiet hours in the hostel are 22:00 to 06:00. Guests must sign in at the front desk."},
]


def seed(cid: str, query: str, response: str, expect: str = "answer", context=NOTES, **kw) -> dict:
    kind = {"answer": "answerable", "abstain": "unanswerable"}[expect]
    row = {"id": cid, "type": kind, "expect": expect, "query": query, "context": context, "response": response}
    if expect == "abstain":
        row["tags"] = ["bait"]
    row.update(kw)
    return row


SEEDS = [
    # bait 1: the makeup class is not in the notes
    (seed("makeup-refused", "When is the makeup class for the cancelled lecture?",
          "The notes don't cover a makeup class for the cancelled lecture.", "abstain"), False),
    (seed("makeup-answered", "When is the makeup class for the cancelled lecture?",
          "The makeup class is on Friday at 2pm in Room 4.", "abstain"), True),
    # bait 2: the hostel fee is not in the rules
    (seed("fee-refused", "How much is the hostel fee?", "I couldn't find the hostel fee in the documents.", "abstain"), False),
    (seed("fee-answered", "How much is the hostel fee?", "The hostel fee is $450 per semester.", "abstain"), True),
    # the grounded question
    (seed("grounded", "What attendance do I need to sit the final?", "You need 75% attendance to sit the final exam.",
          must_include=["75%"]), False),
    # the extra clause: the rule was in the file, the HOD and Friday were not
    (seed("extra-clause", "What attendance do I need to sit the final?",
          "The rule is 75%. You can also email the HOD by Friday.", must_include=["75%"]), True),
    # a fabricated title
    (seed("fabricated-title", "What attendance do I need to sit the final?",
          "You need 75% attendance to sit the final exam [student-handbook.pdf].", must_include=["75%"]), True),
    (seed("real-title", "What attendance do I need to sit the final?",
          "You need 75% attendance to sit the final exam [cs201-notes.md].", must_include=["75%"]), False),
    # an empty retrieval never drafts, even when the case expects an answer
    (seed("empty-drafts", "When are the CS201 lectures?", "Lectures are on Monday and Wednesday.", context=[]), True),
    (seed("empty-bait", "Can guests stay overnight?", "Yes, guests may stay for two nights.", "abstain", context=[]), True),
    (seed("empty-refused", "Can guests stay overnight?", "I couldn't find anything about overnight guests in the documents.",
          "abstain", context=[]), False),
]


@pytest.mark.parametrize("row,hallucinated", SEEDS, ids=[r["id"] for r, _ in SEEDS])
def test_seed_scenario(tmp_path, row, hallucinated):
    path = tmp_path / "seed.jsonl"
    path.write_text(json.dumps(row) + "\n")
    [r] = score(load_cases(path, require_response=True), settings=Settings())
    assert r.hallucinated is hallucinated, r.reason()
    assert not r.over_refused
    if hallucinated and row["expect"] == "answer":
        assert any(f.severity == "critical" and f.type in ("invented_fact", "fabricated_citation") for f in r.findings)
