"""The ask-them form (checker/scaffold.py ASK_THEM, asks_them): advice to ask the organisation, or to look at
its own pages, is no claim, whoever is asked and about what; a channel, a new person or place, a weekday, a
scope word or a hedge inside it is. Through an empty retrieval: the advice beside a refusal leaves it clean;
a drafted fact stays hallucinated."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.checker import check
from groundtest.checker.scaffold import asks_them, is_scaffolding

#: the grammar's pieces (their words are the grammar's data: ASK_LEADS, ASK_VERBS, TELL_VERBS, ASK_TAILS)
LEADS = ["I'd suggest asking", "I'd recommend checking with", "It would be best to check with", "It's worth asking",
         "The best option would be to check with", "I'd strongly recommend speaking to", "Please contact", "I'd check directly with",
         "You could try asking"]
PARTIES = ["the venue", "the marina itself", "Spokesworth", "the clinic", "your HR team", "them", "her teacher",
           "Kestrel Point Marina"]
AFTERS = ["", " directly", " about ceremony options", " before you book", " to confirm their arrangements",
          " directly about your son's needs", " when you drop it off"]
TELLS = ["will be able to tell you about ceremony options", "'ll be able to confirm this", "should be able to advise",
         "can confirm the current amount", "will be best placed to advise on a routine", "is the best place to confirm this"]
#: what makes it a claim: a channel, a new place or person, a weekday, a scope word, a hedge
CLAIMS = [" at the front desk", " on Monday", " through the app", " about the free shuttle", " — they usually allow it",
          " by email", " or the registrar"]

QUESTION = "Can we get married outdoors at Harrowfield Barn?"


def _known(query: str = QUESTION):
    from groundtest.checker import _Known, index_context

    return _Known(index_context([], query))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(PARTIES), st.sampled_from(AFTERS))
def test_advice_to_ask_them_is_scaffolding(lead, party, after):
    text = f"{lead} {party}{after}."
    assert asks_them(text, _known()) and is_scaffolding(text, _known()), text


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["The venue", "They", "The clinic itself", "SecureLet", "Her teacher"]), st.sampled_from(TELLS))
def test_the_organisation_as_the_one_to_tell_you_is_scaffolding(party, tell):
    text = f"{party} {tell}." if not tell.startswith("'") else f"{party}{tell}."
    assert is_scaffolding(text, _known()), text


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(PARTIES), st.sampled_from(CLAIMS))
def test_a_channel_place_day_scope_or_guess_in_the_advice_is_a_claim(lead, party, claim):
    text = f"{lead} {party}{claim}."
    assert not asks_them(text, _known()), text
    assert not is_scaffolding(text, _known()), text


@pytest.mark.parametrize("text", [
    "A coach can help you with technique.",  # "a coach": one that exists, not one to ask
    "Reception can confirm the times.",
    "The VoltWay's own app will show the prices.",
])
def test_new_parties_and_channels_are_claims(text):
    assert not is_scaffolding(text, _known())


def _empty(response: str):
    [r] = score([Case(id="e", type="unanswerable", expect="abstain", query=QUESTION, context=[], response=response)])
    return r


REFUSAL = "Unfortunately, I don't have any information about Harrowfield Barn, so I can't tell you whether outdoor ceremonies are possible."


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(PARTIES), st.sampled_from(AFTERS))
def test_an_empty_retrieval_that_declines_and_says_whom_to_ask_is_a_clean_abstention(lead, party, after):
    r = _empty(f"Thank you for your question, and congratulations! {REFUSAL} {lead} {party}{after}.")
    assert r.abstained and r.hallucination == "clean", r.reason()


@pytest.mark.parametrize("drafted", [
    "Most barns like Harrowfield allow outdoor ceremonies in the orchard.",
    "You can ask at the front desk on Monday.",
    "Ceremonies in the garden cost £500.",
])
def test_an_empty_retrieval_that_drafts_a_fact_beside_the_advice_is_hallucinated(drafted):
    r = _empty(f"{REFUSAL} {drafted} I'd suggest asking the venue directly.")
    assert r.hallucinated, r.reason()


def test_a_caveat_that_fees_change_and_the_answers_source_are_no_claim():
    ctx = [{"title": "fees.md", "text": "Intermediate membership at the club costs £690 a year."}]
    lead = "I'd double-check the exact amount with the club, as fees can change, but according to the documents I have:"
    assert check(f"{lead} Intermediate membership costs £690 a year.", ctx).hallucination == "clean"
    assert check(f"{lead} Intermediate membership costs £690 a year. Parking is £4 a day.", ctx).hallucination == "hallucinated"
