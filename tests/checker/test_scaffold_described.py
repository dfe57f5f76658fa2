"""Speech acts addressed to the user, round two (checker/scaffold.py): who is to be asked may be *described* by the
user's dealings with them rather than named ("the team that sent his appointment letter", "the company your cat's chip
is registered with"); what the user holds or is asked to share is theirs, not a channel of the organisation's ("if you
have the appointment letter handy", "details from their website"); sympathy ("I'm so sorry to hear about your son's
reaction — that must have been very frightening") and delight ("A stargazing birthday sounds wonderful!") are
evaluations of the user's situation; and advice that follows from a named gap ("so it's probably safest to bring all
the tackle you'll need rather than count on buying it there") is a hedged judgement of what the user should do, no
guessed fact. Each form is generated from parts; the same forms naming an invented channel, fee, time, person, rule
or a fact of the organisation stay claims."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.scaffold import addressed_act, speech_clauses

QUERY = "How do I update my details before my dad's outpatient appointment at the clinic next week?"
REFUSAL = "I'm sorry — I couldn't find any information about this, so I can't give you the steps."
CONTEXT = [{"title": "clinic.md", "text": "The clinic runs outpatient appointments on weekdays. Patients should arrive "
                                          "ten minutes early. There is a café on the ground floor."}]
SUPPORTED = "The clinic runs outpatient appointments on weekdays, and patients should arrive ten minutes early."


def _known():
    from groundtest.checker import _Known, index_context

    return _Known(index_context([], QUERY))


def _empty(sentence: str) -> str:
    return check(REFUSAL + "\n\n" + sentence, [], QUERY).hallucination


def _beside(sentence: str) -> str:
    return check(SUPPORTED + "\n\n" + sentence, CONTEXT, QUERY).hallucination


# ------------------------------------------------------------------------------ the party asked, described
DESCRIBED = ["The hospital or the team that sent his appointment letter", "The company your cat's chip is registered with",
             "The office that handles your account", "The clinic you booked with", "The school that sent her admission letter",
             "The airline your flight is booked with", "The people who issued your parking permit",
             "Your local council office"]
TELLS = ["would be able to help with this", "would be the best people to point you in the right direction",
         "will be able to confirm what they offer", "should be able to sort this out", "would be the right people to ask",
         "can tell you more"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(DESCRIBED), st.sampled_from(TELLS), st.sampled_from([".", "!", " 🙂"]))
def test_a_party_described_by_the_users_dealings_is_asked_not_claimed(party, tell, end):
    sentence = f"{party} {tell}{end}"
    assert addressed_act(sentence, _known()), speech_clauses(sentence)
    assert _empty(sentence) != "hallucinated"
    assert _beside(sentence) != "hallucinated"


#: the same form asserting something of the organisation: an invented channel, fee, time, person or rule, or a fact
DESCRIBED_CLAIMS = [
    "The team that sent his appointment letter would be able to help with this on 0800 123 456.",     # phone
    "The company your cat's chip is registered with will refund you within 14 days.",                 # an org fact
    "The company your cat's chip is registered with charges a fee to update it.",                      # a fee, asserted
    "The team that runs the Saturday clinic would be able to help with this.",                        # the org's, a weekday
    "The office that charges the £5 admin fee would be able to help with this.",                      # a fee
    "The team that offers a free transport service would be able to help with this.",                 # the org's, a free thing
    "Dr Patel, who sent his appointment letter, would be able to help with this.",                    # a person
    "The team that sent his appointment letter would be able to help with this via the PatientLink app.",  # a channel
    "The team that sent his appointment letter will book transport for him as long as you call 48 hours ahead.",  # rule
]


@pytest.mark.parametrize("sentence", DESCRIBED_CLAIMS)
def test_a_described_party_asserting_a_fact_is_a_claim(sentence):
    assert not addressed_act(sentence, _known())
    assert _empty(sentence) == "hallucinated"


def test_the_relative_clause_must_hold_the_user():
    # "the team that offers a puppy package" describes the organisation, not the user's dealings: not read as asked
    assert not addressed_act("The team that offers a puppy package would be able to help with this.", _known())


# ------------------------------------------------------------------------------ what the user holds
HOLDS = ["If you have the appointment letter or any transport leaflet handy", "If you can share any details from their website or a leaflet",
         "If you've still got the booking confirmation email", "If you can find his referral letter",
         "If you have your registration papers to hand"]
OFFERS = ["I'd be happy to help you make sense of it", "feel free to share what it says and I'll help you work through it",
          "I'll help you work out what to do next"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(HOLDS), st.sampled_from(OFFERS))
def test_what_the_user_holds_is_theirs(hold, offer):
    sentence = f"{hold}, {offer}."
    assert addressed_act(sentence, _known()), speech_clauses(sentence)
    assert _empty(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence", [
    "If you book through their website, I'd be happy to help.",                         # a channel to book by: theirs
    "If you call the transport helpline, I'll help you work out what to do next.",      # a channel of the organisation's
    "If you have the letter handy, I'd be happy to help — they also take bookings by email.",  # a channel asserted
    "If you have the letter handy, I'd be happy to help you claim the £10 refund.",     # a fee
    "If you have the letter handy, I'll help you work out what to do before Monday.",   # a weekday
])
def test_a_channel_or_fee_of_theirs_stays_a_claim(sentence):
    assert not addressed_act(sentence, _known())
    assert _empty(sentence) == "hallucinated"


# ------------------------------------------------------------------------------ sympathy and delight
SORRY = ["I'm so sorry to hear about your son's reaction", "Sorry to hear about your dog's injury", "I'm really sorry to hear that",
         "I'm sorry to hear about her fall"]
FELT = ["that must have been very frightening", "that must be really worrying", "it must have been so stressful",
        "that sounds exhausting"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SORRY), st.sampled_from(FELT))
def test_sympathy_is_no_claim(sorry, felt):
    sentence = f"{sorry} — {felt}."
    assert addressed_act(sentence, _known()), speech_clauses(sentence)
    assert _empty(sentence) != "hallucinated"
    assert _beside(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence", ["A stargazing birthday sounds wonderful!", "Your trip sounds lovely!",
                                      "His first appointment sounds daunting!", "That sounds exciting!"])
def test_delight_in_the_users_plan_is_no_claim(sentence):
    assert addressed_act(sentence, _known()), speech_clauses(sentence)
    assert _beside(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence", [
    "I'm so sorry to hear about your son's reaction — the clinic must see him within 4 weeks.",   # a rule with a figure
    "That must have been very frightening, and the clinic must see him within a month.",        # epistemic, then a rule
    "I'm sorry to hear that — you must bring his referral letter to every appointment.",         # a requirement
    "The clinic's café sounds wonderful, and it opens at 7am.",                                   # delight, then a fact
    "I'm sorry to hear about your son's reaction — Dr Patel will call you tomorrow.",             # a person and a time
])
def test_sympathy_or_delight_beside_a_fact_is_a_claim(sentence):
    assert not addressed_act(sentence, _known())
    assert _empty(sentence) == "hallucinated"


# ------------------------------------------------------------------------------ advice after a named gap
ADVISE = ["So it's probably safest to bring all the tackle you'll need rather than count on buying it there",
          "It's probably best to pack your own lunch", "It would be wise to bring some spare batteries",
          "so it's safest to bring your own towels", "It might be a good idea to take everything you'll need with you",
          "It's probably worth bringing", "It'd be sensible to allow extra time rather than risking it"]


@pytest.mark.parametrize("sentence", ADVISE)
def test_advice_after_a_gap_is_no_claim(sentence):
    sentence = sentence[0].upper() + sentence[1:] + "."
    if "bringing" in sentence:  # (no object: not the form; a guard that the grammar is not a catch-all)
        assert not addressed_act(sentence, _known())
        return
    assert addressed_act(sentence, _known()), speech_clauses(sentence)
    assert _beside(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence", [
    "So it's probably safest to bring cash, as they don't take cards.",                    # a reason of the world
    "It's probably best to book 48 hours ahead.",                                          # a figure, and not the form
    "It's probably safest to bring your own towels — the shop closes at noon.",            # a time of theirs
    "It's probably best to bring all the tackle you'll need, since the shop only opens on Saturdays.",
    "It's probably safest to bring your own, because the café charges £3 for a towel.",   # a fee
    "It's probably safest to bring your photo ID, which you must show at the gate.",       # a rule
])
def test_advice_beside_a_fact_is_a_claim(sentence):
    assert not addressed_act(sentence, _known())
    assert _empty(sentence) == "hallucinated"


# ------------------------------------------------------------------------------ what the fact just given means for the user
CONSEQUENCES = ["So there's no benefit in adding extra for paper", "So there's no point in paying for the longer slot",
                "So it's not really worth topping up the balance", "so there's little advantage in booking the earlier train",
                "So there'd be no point buying a second one"]


@pytest.mark.parametrize("sentence", CONSEQUENCES)
def test_a_consequence_for_the_users_choice_is_no_claim(sentence):
    sentence = sentence[0].upper() + sentence[1:] + "."
    assert addressed_act(sentence, _known()), speech_clauses(sentence)
    assert _beside(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence", [
    "So there's no need to book.",                                     # a rule of theirs, not the form
    "There's no point in booking ahead.",                              # no "so": nothing it follows from
    "So there's no point in booking, as it's free on Mondays.",        # a fact of theirs beside it
    "So there's no benefit in paying the £5 upgrade fee.",             # a fee
    "So there's no point in booking — they refund you within 14 days.",
    "So there's no point in calling the helpline.",                    # a channel
])
def test_a_consequence_beside_a_fact_or_a_rule_is_a_claim(sentence):
    assert not addressed_act(sentence, _known())
    assert _empty(sentence) == "hallucinated"


# ------------------------------------------------------------------------------ the user's own arrangements
ARRANGE = ["You may need to arrange for someone else to collect her prescription", "You might want to ask a friend to drive her there",
           "So you'll need to get a family member to pick up his letter", "You could ask a neighbour to take in the parcel",
           "You may also need to arrange for a relative to meet her at the door"]


@pytest.mark.parametrize("sentence", ARRANGE)
def test_the_users_arrangement_with_their_own_people_is_no_claim(sentence):
    sentence = sentence + "."
    assert addressed_act(sentence, _known()), speech_clauses(sentence)
    assert _beside(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence", [
    "You may need to arrange for the pharmacy to deliver it for £3.",               # a service of theirs, a fee
    "You may need to arrange for someone else to collect it from Boots on Tuesday.",  # a name and a weekday
    "You may need to arrange for someone else to collect it, as drivers only wait 5 minutes.",  # a rule of theirs
    "You'll need to bring someone else with you to every appointment.",            # a requirement, not the form
    "You may need to arrange for someone else to collect it — the clinic charges a fee for late pickups.",
])
def test_an_arrangement_naming_a_service_or_rule_is_a_claim(sentence):
    assert not addressed_act(sentence, _known())
    assert _empty(sentence) == "hallucinated"
