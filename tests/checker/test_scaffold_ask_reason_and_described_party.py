"""Advice to ask them, with the reason they are the ones to ask, or with who is asked described by the user's dealings
with them (checker/scaffold.py ``_ASK_REASON``, ``_DESCRIBED``, ``asks_them``).

Grammar (reason): ADVICE (— | ; | , | as | since | because) (they | he | she | the NOUN) ('ll | will | would | 'd | can
| could | should) [be able to] (know | tell you | confirm | say | advise) [exactly | for sure] [(what | which | how |
whether …) CLAUSE] — "It'd be worth asking the farm shop — they'll know exactly what goes in each box".
Grammar (described party): the party (that | who | which | whoever) … (you | your | his | her | my) … before the advice's
verb — "The organisation that issues your licence would be the right people to confirm" — its words describe who is
asked and state no requirement. Wrong neighbours stay flagged: a hedge, a figure, a channel or an invented detail in
either ("— they'll usually include two recipe cards", "the team that answers your emails", "within 5 days")."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.checker.scaffold import asks_them

ADVICE = ["It'd be worth asking the farm shop", "I'd suggest checking with the farm shop", "Ask the farm shop",
          "It might be worth contacting the farm shop"]
JOINS = [" — ", "; ", ", as ", ", since "]
REASONS = ["they'll know exactly what goes in each box", "they'd be able to tell you for sure",
           "they can confirm whether that's included", "they'll know which items come with it",
           "they will tell you exactly how it works"]
BAD_REASONS = ["they'll usually include two recipe cards", "they'll know, but it's normally £3 extra",
               "they can confirm by email within 24 hours", "they'll probably add a recipe leaflet"]
Q = "Do you include recipe cards in the veg box?"
GAP = "I'm sorry, I don't have any information about what comes with the boxes besides the veg. "
CTX = [{"title": "box.md", "text": "Veg boxes cost £12 and are delivered on Fridays by the farm shop."}]


@settings(max_examples=60, deadline=None)
@given(advice=st.sampled_from(ADVICE), join=st.sampled_from(JOINS), reason=st.sampled_from(REASONS),
       empty=st.booleans())
def test_advice_with_the_reason_they_know(advice, join, reason, empty):
    text = f"{GAP}{advice}{join}{reason}.\n\nIs there anything else I can help with?"
    got = check(text, [] if empty else CTX, Q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]


@settings(max_examples=40, deadline=None)
@given(advice=st.sampled_from(ADVICE), reason=st.sampled_from(BAD_REASONS), empty=st.booleans())
def test_a_guess_or_a_detail_after_the_advice_is_a_claim(advice, reason, empty):
    text = f"{GAP}{advice} — {reason}.\n\nIs there anything else I can help with?"
    assert check(text, [] if empty else CTX, Q).hallucination == "hallucinated"


PARTIES = ["The organisation that issues your licence", "The office that handled your application",
           "Whoever issued your permit", "The team who sent your renewal letter"]
TAILS = ["would be the right people to confirm", "will be able to confirm", "can tell you", "would be best placed to advise"]


@pytest.mark.parametrize("party", PARTIES)
@pytest.mark.parametrize("tail", TAILS)
def test_a_party_described_by_the_users_dealings(party, tail):
    text = f"{party} {tail}."
    assert asks_them(text), text
    full = ("That's a great question, but I'm afraid I don't have any information on operating abroad, so I can't give "
            f"you a reliable answer. {text}")
    assert check(full, [], "Can I use my callsign in France?").hallucination != "hallucinated"


@pytest.mark.parametrize("bad", ["The team that answers your emails would be the right people to confirm.",
                                 "The organisation that issues your licence within 5 days would be the right people to confirm.",
                                 "The office that usually stamps your permit can tell you."])
def test_a_channel_a_figure_or_a_hedge_in_the_description_stays_read(bad):
    assert not asks_them(bad)


def test_through_score(tmp_path):
    said = [f"{GAP}It'd be worth asking the farm shop — {r}." for r in (REASONS[0], BAD_REASONS[0])]
    assert scored_hallucinated(tmp_path, said, [], Q, type="unanswerable", expect="abstain") == [False, True]
