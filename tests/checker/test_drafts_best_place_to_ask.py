"""With nothing retrieved, naming who to ask drafts nothing (checker/drafts._TELLS): "the organisation that runs the
allotments would be the best place to ask", "the council's allotment team is the right place to enquire" — the asking
comes after the slot ("the best place to …"). A guess beside it, or "they'll ask for …" (what they do, no referral), is
still a draft."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

Q = "How long is the waiting list for an allotment in Millbrook?"
HEAD = ("Thanks for asking! Unfortunately, I don't have any information about Millbrook's allotment waiting list in the "
        "documents available to me, so I can't tell you how long the wait is.\n\n")
TAIL = "\n\nIf you have a leaflet about the scheme, feel free to paste it here and I'll go through it with you."


@settings(max_examples=60, deadline=None)
@given(who=st.sampled_from(["The organisation that runs the allotments", "The allotment association", "Whoever manages the site",
                            "The council's allotment team", "They"]),
       modal=st.sampled_from([" would be", " will be", " is", " should be", "'d be"]),
       slot=st.sampled_from(["the best place", "the right people", "the best people", "the right place"]),
       verb=st.sampled_from(["ask", "enquire", "contact", "speak to", "talk to"]))
def test_who_to_ask_drafts_nothing(who, modal, slot, verb):
    if who == "They" and modal == " is":
        modal = " are"
    if who == "Whoever manages the site" and modal == "'d be":
        modal = " would be"
    text = f"{HEAD}{who}{modal} {slot} to {verb}.{TAIL}"
    v = check(text, [], Q)
    assert v.hallucination != "hallucinated", (text, [(f.rule, f.content) for f in v.findings])


@pytest.mark.parametrize("line", [
    "The organisation that runs the allotments would be the best place to ask — the wait is usually about two years.",
    "They'll ask for proof of address when you apply.",
    "The allotment association would be the best place to ask; plots cost £40 a year.",
])
def test_a_draft_beside_the_referral(line):
    assert check(f"{HEAD}{line}{TAIL}", [], Q).hallucination == "hallucinated"
