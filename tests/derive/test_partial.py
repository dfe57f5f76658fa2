from __future__ import annotations

import random
from dataclasses import replace

from groundtest.derive.common import Corpus
from groundtest.derive.partial import join_questions, partial
from groundtest.text.matching import TextIndex

from .conftest import verdict


def test_the_question_is_joined_with_an_ask_the_context_does_not_cover(cases, corpus):
    source = cases["loan-period"]
    made = partial(source, random.Random(0), corpus)
    donor = cases[made.meta["second_ask_from"]]
    assert donor.id != source.id and donor.type == "answerable"
    assert made.query == join_questions(source.query, donor.query)
    assert made.query.startswith("How long is the loan period? Also, ")
    forbidden = [v for g in donor.must_include for v in g]
    assert made.must_not_include == forbidden
    assert not any(TextIndex(c.text).contains(v) for c in made.context for v in forbidden)
    assert made.context == source.context and made.must_include == [["21 days"]]
    assert (made.id, made.type, made.expect) == ("loan-period~partial", "partial", "partial")
    assert made.meta == {"topic": "loans", "derived_from": "loan-period", "perturbation": "partial",
                         "second_ask_from": donor.id}


def test_joining_keeps_names_capitalised():
    assert join_questions("How long is the loan?", "Can I renew online?") == "How long is the loan? Also, can I renew online?"
    assert join_questions("Tell me the loan period", "What is the fee?") == "Tell me the loan period? Also, what is the fee?"
    assert join_questions("How long?", "Westbrook opens when?") == "How long? Also, Westbrook opens when?"
    assert join_questions("How long?", "I lost my card, what now?") == "How long? Also, I lost my card, what now?"


def test_in_a_chat_the_last_user_turn_gets_the_second_ask(cases, corpus):
    source = cases["chat-card"]
    made = partial(source, random.Random(0), corpus)
    assert made.query[:2] == source.query[:2]
    assert made.query[2]["content"].startswith("How much is a replacement card? Also, ")


def test_no_uncovered_ask_means_a_skip(cases):
    a, b = cases["late-fee"], replace(cases["chat-card"], query="How much is a new card?")
    small = Corpus([a, b])  # each one's answer sits in the other's context
    assert partial(a, random.Random(0), small) == "no_uncovered_second_ask"
    assert partial(cases["cafe"], random.Random(0), small) == "no_must_include"


def test_the_derived_case_grades_gaps_and_inventions(cases, corpus):
    made = partial(cases["late-fee"], random.Random(0), corpus)
    invented = made.must_not_include[0]
    named_gap = "Late returns cost $0.25 per day. The documents don't cover the second question."
    assert verdict(made, named_gap) == (False, False)
    assert verdict(made, f"Late returns cost $0.25 per day, and the answer to your other question is {invented}.") == (True, False)
    assert verdict(made, "I don't know.") == (False, True)
