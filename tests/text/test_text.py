"""The text layer (groundtest.text): sentences and the one clause splitter the checker, the
refusal detector's gap finder and the claim layer share."""
from __future__ import annotations

import pytest

from groundtest.text import CLAUSE_JOINT, clause_spans, normalize, split_sentences


def clauses(text: str) -> list[str]:
    return [text[a:b].strip(" ,") for a, b in clause_spans(text)]


@pytest.mark.parametrize(("text", "want"), [
    ("The timetable doesn't give the resit date — it's usually the second Friday.",
     ["The timetable doesn't give the resit date", "it's usually the second Friday."]),
    ("The policy doesn't mention alcohol, although it's generally not reimbursed.",
     ["The policy doesn't mention alcohol", "it's generally not reimbursed."]),
    ("I can't see a fee for that; most branches charge $2.", ["I can't see a fee for that", "most branches charge $2."]),
    ("Not in the notes, but you could ask the registrar on Monday.", ["Not in the notes", "you could ask the registrar on Monday."]),
    ("Claims are paid within 10 days, and we cover the courier both ways.",
     ["Claims are paid within 10 days", "we cover the courier both ways."]),
    ("Your guest signs a waiver at reception, which also gets them free towel hire.",
     ["Your guest signs a waiver at reception", "also gets them free towel hire."]),
    ("Premium members can bring one guest and you can book online.", ["Premium members can bring one guest", "you can book online."]),
])
def test_clauses_at_the_joints_chat_answers_use(text, want):
    assert clauses(text) == want


@pytest.mark.parametrize("text", [
    "Black and white printing costs $0.10 per page.",  # "and" inside a noun phrase joins no clauses
    "Members get free returns and exchanges.",
    "The 7-10 day window applies.",  # a hyphen inside a word is no dash
    "Open 9am-5pm.",
])
def test_no_joint_inside_a_clause(text):
    assert clause_spans(text) == ((0, len(text)),)


def test_spans_are_positions_in_the_sentence_and_cached():
    text = "A card costs $3; a replacement costs $5."
    spans = clause_spans(text)
    assert [text[a:b] for a, b in spans] == ["A card costs $3", "a replacement costs $5."]
    assert clause_spans(text) is spans  # the gap finder and the claim splitter ask for the same sentences
    assert clause_spans("") == () and clause_spans("   ") == ()
    assert CLAUSE_JOINT.search("one, and two") is not None


def test_sentences_and_normalize():
    s = split_sentences("Dr. Patel runs the clinic. It opens at 9 a.m. on weekdays! Call us.")
    assert [x.text for x in s][-1] == "Call us."
    assert normalize("It\u2019s  OK") == "it's ok"
