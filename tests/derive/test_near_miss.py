from __future__ import annotations

import random
from dataclasses import replace

from groundtest.derive.near_miss import near_miss
from groundtest.model import Chunk

from .conftest import verdict

FEES = {"title": "fees.md", "text": "Late returns cost $0.25 per day. A replacement card costs $3.", "status": "current"}
HOURS = {"title": "hours.md", "text": "The library is open from 9am to 6pm on weekdays.", "status": "current"}


def test_removes_the_supporting_chunk_and_keeps_the_siblings(cases, corpus):
    made = near_miss(cases["loan-period"], random.Random(0), corpus)
    assert made.to_dict() == {
        "id": "loan-period~near_miss",
        "type": "unanswerable",
        "expect": "abstain",
        "query": "How long is the loan period?",
        "context": [FEES, HOURS],
        "must_not_include": ["21 days"],
        "tags": ["lending"],
        "meta": {"topic": "loans", "derived_from": "loan-period", "perturbation": "near_miss",
                 "removed_chunks": ["lending-rules.md"]},
    }
    assert made.response is None and made.must_include == []


def test_every_alternative_of_the_answer_is_forbidden_and_the_chat_is_kept(cases, corpus):
    source = cases["chat-card"]
    made = near_miss(source, random.Random(0), corpus)
    assert made.query == source.query
    assert [c.title for c in made.context] == ["lending-rules.md"]
    assert made.must_not_include == ["$3", "3 dollars"]
    assert made.meta["removed_chunks"] == ["fees.md"]


def test_cases_that_cannot_lose_their_support_are_skipped(cases, corpus):
    rng = random.Random(0)
    assert near_miss(cases["printing"], rng, corpus) == "single_chunk"  # context is one string
    assert near_miss(cases["borrow-limit"], rng, corpus) == "single_chunk"
    assert near_miss(cases["cafe"], rng, corpus) == "no_must_include"
    assert near_miss(cases["loan-everywhere"], rng, corpus) == "every_chunk_supports"
    nowhere = replace(cases["late-fee"], must_include=[["$9"]])
    assert near_miss(nowhere, rng, corpus) == "answer_not_in_context"
    asked = replace(cases["late-fee"], query="Is the late fee $0.25 a day?")
    assert near_miss(asked, rng, corpus) == "answer_in_query"


def test_the_supporting_chunk_is_found_by_meaning_not_spelling(cases, corpus):
    source = replace(cases["late-fee"], context=[Chunk("fees.md", "Late returns cost 25 cents per day."),
                                                 Chunk("hours.md", "Open 9am to 6pm.")])
    made = near_miss(source, random.Random(0), corpus)
    assert [c.title for c in made.context] == ["hours.md"]


def test_the_derived_case_grades_abstention_and_invention(cases, corpus):
    made = near_miss(cases["loan-period"], random.Random(0), corpus)
    assert verdict(made, "The documents don't say how long the loan period is.") == (False, False)
    assert verdict(made, "The loan period is 21 days.") == (True, False)
    assert verdict(made, "The loan period is three weeks.") == (True, False)  # answered instead of abstaining
