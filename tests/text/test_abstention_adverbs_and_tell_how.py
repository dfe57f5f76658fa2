"""The first-person gap with an adverb before its verb ("I don't actually have any information about …", "we don't
currently know …") and "I can't tell you how much/long/many …" as a gap, unlike the idiom of feeling ("I can't tell you
how glad I am"). Grammars, tested over their products."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.text.abstention import DEFAULT

SUBJ = ["I", "We", "I'm sorry — I", "Unfortunately, I", "I'm afraid I"]
NEG = ["don't", "do not", "didn't"]
ADV = ["actually", "currently", "really", "yet", "personally", "specifically", "at the moment"]
HAVE = ["have any information about the knife skills class", "have the details of that class", "know the price",
        "have enough information to answer that", "have access to their timetable"]

HOW = ["how much perfume you can bring back", "how long the class lasts", "how many places are left",
       "how much it costs", "how long it takes to arrive", "how often the bus runs"]
FEEL = ["how glad I am", "how much I appreciate it", "how happy we are for you", "how pleased I am", "how excited I am",
        "how much your help means to me", "how much this means to us"]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(SUBJ), st.sampled_from(NEG), st.sampled_from(ADV), st.sampled_from(HAVE))
def test_a_gap_with_an_adverb_before_its_verb_is_a_refusal(subj, neg, adv, have):
    assert DEFAULT.is_refusal(f"{subj} {neg} {adv} {have}.")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I can't", "I cannot", "I'm afraid I can't", "so I can't"]), st.sampled_from(HOW))
def test_cannot_tell_you_how_much_or_long_is_a_gap(lead, how):
    assert DEFAULT.is_refusal(f"{lead} tell you {how}.")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["I can't", "I cannot", "Honestly, I can't"]), st.sampled_from(FEEL))
def test_the_idiom_of_feeling_is_no_refusal(lead, feel):
    assert not DEFAULT.is_refusal(f"{lead} tell you {feel}!")


def _empty(response: str):
    [r] = score([Case(id="e", type="unanswerable", expect="abstain", query="How much perfume can I bring back duty-free?",
                      context=[], response=response)])
    return r


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ADV), st.sampled_from(HOW))
def test_an_empty_retrieval_declining_this_way_is_a_clean_abstention(adv, how):
    r = _empty(f"I'm sorry — I don't {adv} have any information about duty-free allowances, so I can't tell you {how}. 🧳")
    assert r.abstained and r.hallucination == "clean", r.reason()


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(ADV), st.sampled_from(["— it's usually 100ml.", "— the limit is normally 60ml.",
                                              "; most airports allow 2 bottles."]))
def test_the_same_decline_with_a_guess_after_it_stays_hallucinated(adv, guess):
    r = _empty(f"I don't {adv} have any information about duty-free allowances {guess}")
    assert r.hallucinated, r.reason()
