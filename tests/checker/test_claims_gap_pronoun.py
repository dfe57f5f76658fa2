"""A guess after a gap whose subject is a pronoun for the gap's topic (checker/claims.py ``gap_guess``,
``_TOPIC_PRONOUN``): "The subscription information doesn't list toric lenses separately, but they're available at the
same £15 monthly price" says what the response has just said the context leaves out — critical, though no word of the
topic is repeated. Its neighbours are not guesses: the pronoun reporting what the documents do say ("but it does list
monthly lenses at £15"), advice ("but they'd be worth asking about"). Through ``check`` and ``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check

CTX = [{"title": "subscription.md", "text": "ClearSight Direct daily lenses cost £22 per month for a 30-day supply for both "
        "eyes. Monthly lenses cost £15 per month. Delivery is free."}]
QUERY = "How much are ClearSight monthly lenses, and do you do toric lenses for astigmatism?"
OPEN = "Monthly lenses cost **£15 per month**, with free delivery.\n\n"
GAPS = ["The subscription information doesn't list toric lenses separately", "I couldn't find anything about toric lenses",
        "The documents don't mention toric lenses"]
GUESSES = ["they're available at the same £15 monthly price", "they cost the same as the monthly lenses",
           "they're offered on the same subscription", "it's possible to order them through the same plan",
           "they come at a small extra charge"]
NOT_GUESSES = ["it does list monthly lenses at £15", "they do mention daily lenses at £22",
               "it's worth asking ClearSight directly", "they'd be worth asking ClearSight about"]


def gap_rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(GAPS), st.sampled_from(GUESSES))
def test_a_pronoun_for_the_gaps_topic_guesses(gap, guess):
    v = check(f"{OPEN}{gap}, but {guess}.", CTX, query=QUERY)
    assert v.hallucination == "hallucinated", v


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(GAPS), st.sampled_from(NOT_GUESSES))
def test_a_pronoun_reporting_the_documents_or_advising_is_no_guess(gap, rest):
    v = check(f"{OPEN}{gap}, but {rest}.", CTX, query=QUERY)
    assert "gap_guess" not in gap_rules(v), v


def test_through_score(tmp_path):
    base = {"type": "partial", "expect": "partial", "query": QUERY, "context": CTX, "must_include": ["£15"]}
    good = dict(base, id="gap", response=OPEN + "The subscription information doesn't list toric lenses, so it's worth "
                                               "asking ClearSight directly.")
    bad = dict(base, id="guess", response=OPEN + "The subscription information doesn't list toric lenses separately, but "
                                                "they're available at the same £15 monthly price.")
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["gap"].hallucinated
    assert results["guess"].hallucinated
