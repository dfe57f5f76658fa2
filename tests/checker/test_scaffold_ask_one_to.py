"""Advice to take the question to the organisation is scaffolding (checker/scaffold.py ``ASK_THEM``), in two more
of its forms: the question put as "one to confirm with them" ("This is definitely one to confirm with the test centre
before booking", "That's something worth checking with the club"), and the advice led by why getting it right
matters ("Because it's important to get this right, I'd recommend asking the rink directly"). Under an empty
retrieval such advice drafts nothing; the same advice naming a channel, a weekday, a figure or a new person still
does — the wrong neighbours. Through ``check`` and ``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check
from groundtest.checker.scaffold import asks_them

APOLOGY = "I'm sorry — I couldn't find any information about that in what's available to me, so I can't confirm it."
OFFER = "Is there anything else I can help you with?"

ONE_TO = ["This is definitely one to confirm with", "This is one to check with", "That's something worth checking with",
          "It's one to confirm with", "This would be one to raise with"]
WHY = ["Because it's important to get this right, I'd recommend asking", "Since it's really important to be sure, I'd suggest checking with",
       "As this matters, it's worth asking", "Because it's essential to get it right, I'd recommend contacting"]
PARTIES = ["the test centre", "the rink", "the club", "your landlord", "the venue"]
TAILS = ["", " directly", " before booking", " before your visit", " directly before you go"]
NEW_DETAILS = [" by email", " on Monday", " on 01234 567890", " at reception desk B", " at the ticket office by 5pm"]


def _empty(answer: str) -> str:
    return check(answer, "").hallucination


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ONE_TO + WHY), st.sampled_from(PARTIES), st.sampled_from(TAILS))
def test_advice_to_take_it_to_them_is_no_claim(lead, party, tail):
    sentence = f"{lead} {party}{tail}."
    assert asks_them(sentence), sentence
    assert _empty(f"{APOLOGY}\n\n{sentence}\n\n{OFFER}") == "clean", sentence


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ONE_TO + WHY), st.sampled_from(PARTIES), st.sampled_from(NEW_DETAILS))
def test_the_same_advice_naming_a_new_detail_still_drafts(lead, party, detail):
    sentence = f"{lead} {party}{detail}."
    assert not asks_them(sentence), sentence
    assert _empty(f"{APOLOGY}\n\n{sentence}\n\n{OFFER}") == "hallucinated", sentence


def test_a_why_clause_without_advice_is_a_claim():
    """The caution clause leads advice only: with a fact after it, the fact is drafted."""
    answer = f"{APOLOGY}\n\nBecause it's important to get this right, the rink has step-free access at the main door."
    assert _empty(answer) == "hallucinated"


def test_through_score(tmp_path):
    base = {"type": "unanswerable", "expect": "abstain", "query": "Is the roller rink wheelchair accessible?", "context": ""}
    good = dict(base, id="ask", response=f"{APOLOGY}\n\nBecause it's important to get this right, I'd recommend asking the "
                                          f"rink directly before your visit so they can tell you exactly what to expect.\n\n{OFFER}")
    bad = dict(base, id="drafts", response=f"{APOLOGY}\n\nThis is one to confirm with the rink by email.\n\n{OFFER}")
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["ask"].hallucinated and results["ask"].abstained
    assert results["drafts"].hallucinated
