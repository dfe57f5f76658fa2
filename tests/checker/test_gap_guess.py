"""A guess after a gap (claims.gap_topics, gap_guess, the hedged rule with the topics named before): once a
response says the context does not cover something the question asks about, a hedged claim about that same
thing, or a claim joined to the gap in its sentence, is by the response's own word not from the context."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score

CTX = [{"title": "berth-fees.md", "text": "Visitor berths are £3.40 per metre per night. Fresh water is free; shore power "
                                          "is metered at 32p per kWh. The marina office is open 8am to 6pm daily."}]
QUERY = "What's the visitor berth rate at Kestrel Point, and are there showers?"
GAPS = ["The documents don't mention shower facilities.", "I couldn't find anything about showers in the information I have.",
        "There's no information about showers in the documents."]
HEDGED = ["Most marinas include showers in the visitor fee, so you'll very likely have access too.",
          "Showers are usually included for visitors.", "You'll probably find showers by the office.",
          "In most cases showers come with a visitor berth."]
FAITHFUL = ["Visitor berths are £3.40 per metre per night.", "The marina office is open 8am to 6pm daily.",
            "Fresh water is free, and shore power is 32p per kWh."]


def _score(response: str, expect: str = "partial"):
    [r] = score([Case(id="g", type="partial", expect=expect, query=QUERY, context=CTX, response=response)])
    return r


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FAITHFUL), st.sampled_from(GAPS), st.sampled_from(HEDGED))
def test_a_hedged_claim_on_the_gap_named_before_is_hallucinated(good, gap, guess):
    r = _score(f"{good} {gap} {guess}")
    assert r.hallucinated, (good, gap, guess, r.reason())


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FAITHFUL), st.sampled_from(GAPS), st.sampled_from(FAITHFUL))
def test_naming_the_gap_and_restating_the_context_stays_clean(good, gap, other):
    r = _score(f"{good} {gap} {other} It's worth asking the marina about showers.")
    assert not r.hallucinated, r.reason()


def test_a_claim_joined_to_the_gap_in_its_sentence_is_hallucinated():
    r = _score("Visitor berths are £3.40 per metre per night. The documents don't mention showers, but showers are "
               "included and open around the clock.")
    assert r.hallucinated and any(f.rule == "gap_guess" for f in r.findings), r.reason()


@pytest.mark.parametrize("after", [
    "but I'd hate to guess about the showers.",  # about the answer, not the world
    "so it's worth asking the marina about showers before you arrive.",
    "so you could probably ask about showers when you arrive.",  # hedged advice to ask: no guess
    "so I'd probably ask the office about showers.",
])
def test_what_only_declines_or_advises_after_the_gap_is_no_guess(after):
    r = _score(f"Visitor berths are £3.40 per metre per night. The documents don't mention showers, {after}")
    assert not r.hallucinated, r.reason()
