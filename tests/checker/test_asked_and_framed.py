"""What the user asked and how the answer frames itself: advice to ask the organisation about the attribute the
question itself asks for ("how much is it?" → "ask them about its price") names no fee; a topic of a refusal's
advice may be long ("For anything about accessibility or Blue Badge concessions, I'd recommend asking …"). A
figure, a fee of its own or a drafted fact in an empty retrieval stays hallucinated; an explained refusal that
states a fact the context lacks is still an answer."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.checker import check

Q_PRICE = "Does SoundWell do ear wax removal, and how much is it?"
REFUSAL = "Unfortunately, I don't have any information about SoundWell's services or prices, so I can't tell you."


def _empty(response: str, query: str = Q_PRICE):
    [r] = score([Case(id="e", type="unanswerable", expect="abstain", query=query, context=[], response=response)])
    return r


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Ask SoundWell directly", "I'd suggest asking SoundWell", "It's worth checking with them"]),
       st.sampled_from(["its price", "the cost", "what it costs", "the price", "their prices"]),
       st.sampled_from([" before booking", "", " first"]))
def test_advice_to_ask_about_what_the_question_asks_drafts_nothing(lead, attribute, after):
    r = _empty(f"{REFUSAL}\n\n**My suggestion:**\n- {lead} about ear wax removal and {attribute}{after}.")
    assert not r.hallucinated, r.findings


@pytest.mark.parametrize("response", [
    f"{REFUSAL}\n\n- Ask SoundWell directly about ear wax removal and its £20 price before booking.",
    f"{REFUSAL}\n\n- SoundWell charges £40 for ear wax removal, so ask them directly.",
    f"{REFUSAL}\n\n- Ask SoundWell about ear wax removal on their 0800 helpline.",
])
def test_an_empty_retrieval_that_drafts_is_still_hallucinated(response):
    assert _empty(response).hallucinated


PARKING = [{"title": "parking-prices.md", "text": "Pre-booked prices for an 8-day stay: Long Stay £72, Short Stay £129. "
                                                 "Motorbikes park free in the marked bays in Short Stay."}]
Q_BADGE = "Do you offer a discount for Blue Badge holders?"
DECLINE = ("I'm sorry — I can't find anything about **Blue Badge discounts** in the information I have.\n\n"
           "**What the information does cover:**\n- **Pre-booked prices for 8 days:** Long Stay £72, Short Stay £129\n"
           "- **Motorbikes:** free in the marked bays in Short Stay\n\n")


def _abstain(response: str):
    [r] = score([Case(id="a", type="unanswerable", expect="abstain", query=Q_BADGE, context=PARKING, response=response)])
    return r


def test_an_explained_refusal_with_long_topic_advice_is_an_abstention():
    r = _abstain(DECLINE + "For anything about accessibility or Blue Badge concessions, I'd recommend asking "
                           "Eastmere Airport Parking directly before you book.")
    assert not r.hallucinated, r.findings
    assert not any(f.type == "unexpected_answer" for f in r.findings)


@pytest.mark.parametrize("tail", [
    "Blue Badge holders park free for the first 3 days in Short Stay.",
    "For anything about accessibility or Blue Badge concessions, I'd recommend calling Eastmere on 0800 123 456.",
])
def test_an_explained_refusal_that_states_a_fact_is_still_an_answer(tail):
    assert _abstain(DECLINE + tail).hallucinated


BUILD = [{"title": "extras.md", "text": "We build bikes bought online from the box for £60. The workshop is open Tuesday to Saturday."}]
Q_BUILD = "Just bought a bike online. Can Spokesworth build it, and can they fix punctures?"


def test_the_organisation_asked_about_as_the_doer_beside_a_supported_claim_is_no_echo():
    v = check("Yes, Spokesworth can help: they build bikes bought online from the box for £60.", BUILD, Q_BUILD)
    assert v.hallucination == "clean", v.findings


@pytest.mark.parametrize("response", [
    "Yes, Spokesworth can fix punctures too, so bring your bike in.",  # the question's own words as the answer
    "Yes, Spokesworth can fix punctures: they build bikes bought online from the box for £60.",
])
def test_the_question_answered_in_its_own_words_is_still_an_echo(response):
    assert check(response, BUILD, Q_BUILD).hallucination == "hallucinated"
