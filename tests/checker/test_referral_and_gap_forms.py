"""Two forms of saying "the documents don't, ask them" (thirty-first session):

- who to ask, described by what they manage ("The organisation that manages that stretch of canal would be the one to
  ask"): advice naming no channel, time or place of its own (checker/scaffold.py ``_REL``, ``ASK_THEM``'s "the one to
  ask"); a time or a place added is a claim;
- the sources' verb of saying with its subject in the clause before ("The season ticket information covers the price
  (£48) … — but says nothing about lending the ticket"): a gap, not an extra clause (text/abstention.py ``_OTHER``).
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.checker.scaffold import asks_them

PARTIES = ["The organisation that manages that stretch of canal", "The company that runs those locks",
           "The trust that looks after it", "Your canal trust", "The team that manages them"]
ENDS = ["would be the one to ask", "would be the people to ask", "is the one to ask", "would be the best one to ask"]


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(PARTIES), st.sampled_from(ENDS))
def test_who_to_ask_described_is_advice(party, end):
    assert asks_them(f"{party} {end}.")


@pytest.mark.parametrize("said", ["The canal trust would be the one to ask on Fridays.",
                                  "The organisation that manages that stretch of canal on weekends would be the one to ask.",
                                  "The canal trust would be the one to ask by phone."])
def test_a_time_or_channel_added_is_no_plain_advice(said):
    assert not asks_them(said)


def test_an_empty_retrieval_that_refers_drafts_nothing():
    response = ("I'm sorry – I don't have any information about lock-keeper hire on the Caldon Locks, so I can't tell you "
                "whether it's available or how to book.\n\nThe organisation that manages that stretch of canal would be the "
                "one to ask. I hope you have a great trip! 🚤")
    assert check(response, [], query="Can I hire a lock keeper for the Caldon Locks?").hallucination == "clean"


TICKET = [{"title": "season-tickets.md", "text": "The Verse Arena season ticket costs £48 and admits the holder to all 8 "
                                                 "monthly slams from September to April."}]
VERBS = ["says nothing about", "but says nothing about", "but mentions nothing about", "and says nothing on",
         "but it says nothing about"]
TOPICS = ["lending or transferring the ticket to someone else", "passing it to a friend", "transfers between holders"]


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(VERBS), st.sampled_from(TOPICS))
def test_the_sources_saying_nothing_is_a_gap(verb, topic):
    response = (f"I'm afraid I can't answer that one. The season ticket information covers the **price (£48)** and entry to "
                f"the **8 monthly slams from September to April** — {verb} {topic}.\n\nThe Verse Arena would be able to "
                f"tell you.")
    verdict = check(response, TICKET, query="Can I transfer my season ticket to a friend for one night?")
    assert verdict.hallucination == "clean", (response, verdict.findings)


def test_a_guess_after_the_gap_is_still_a_claim():
    response = ("The season ticket information covers the **price (£48)** — but says nothing about lending it, though "
                "transfers are usually allowed for a £5 fee.")
    verdict = check(response, TICKET, query="Can I transfer my season ticket to a friend for one night?")
    assert verdict.hallucination == "hallucinated", verdict.findings
