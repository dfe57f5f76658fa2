"""Class: advice that names who to ask (or where to look) and nothing of the world — read as a speech act even when it
is prefaced by the answer's own caution or names two sources.

Grammar (scaffold.ASK_THEM): [CAUTION ,] ADVICE-TO-ASK PARTY [— PARTY'll be able to tell you [ADVERB] WH-CLAUSE]
and PARTY [or PARTY] would be the right SOURCE [for this]. CAUTION is the alternative the answer turns down ("Rather
than guess", "Instead of guessing"); ADVERB is "exactly", "precisely", "for sure". Who is asked, and about what, are
named, not claimed — in an empty retrieval too. The same advice naming a channel, a day or a fee is still a claim.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import is_scaffolding

DECLINE = "I'm sorry, I couldn't find any information about that, so I can't give you a reliable answer."


@pytest.mark.parametrize("caution", ["Rather than guess", "Instead of guessing", "Rather than speculate", ""])
@pytest.mark.parametrize("party,topic", [
    ("the boat hire company", "what they expect from hirers and what support they give first-timers"),
    ("the dance school", "which class would suit your daughter"),
    ("your landlord's letting agent", "what your notice means for your tenancy"),
])
@pytest.mark.parametrize("adverb", ["exactly", "precisely", "for sure", ""])
def test_asking_them_prefaced_by_caution_is_no_claim(caution, party, topic, adverb):
    lead = f"{caution}, " if caution else ""
    tell = f"tell you {adverb} {topic}".replace("  ", " ")
    advice = f"{lead}I'd suggest asking {party} directly — they'll be able to {tell}."
    v = check(f"{DECLINE}\n\n{advice[0].upper()}{advice[1:]}", [], "Can you help me with this?")
    assert v.hallucination != "hallucinated", (advice, v.findings)


@pytest.mark.parametrize("sources", [
    "The clinic team", "The school office or the class teacher", "The venue or the organisers",
    "The council or your housing officer",
])
@pytest.mark.parametrize("tail", ["the right source for this", "the best source for that", "the right source"])
def test_naming_the_right_source_is_no_claim(sources, tail):
    sentence = f"{sources} would be {tail}."
    assert is_scaffolding(sentence, {"clinic", "school", "venue", "council"}), sentence


@pytest.mark.parametrize("advice", [
    "Rather than guess, I'd suggest calling the company's helpline on Fridays.",
    "Rather than guess, I'd suggest asking the company — they'll be able to tell you exactly, and the deposit is £200.",
    "The clinic's helpline would be the right source for this.",
    "The Monday drop-in desk would be the right source for this.",
    "Instead of guessing, I'd suggest asking the company directly — they usually let first-timers hire for free.",
])
def test_the_same_advice_naming_a_channel_day_fee_or_guess_is_a_claim(advice):
    v = check(f"{DECLINE}\n\n{advice}", [], "Do I need experience to hire a boat?")
    assert v.hallucination == "hallucinated", (advice, v.findings)


@pytest.mark.parametrize("paper,thing", [("appointment letter", "appointment"), ("booking letter", "booking"),
                                         ("invitation letter", "invitation")])
@pytest.mark.parametrize("org", ["clinic", "school", "council"])
def test_the_users_own_paper_about_their_thing_is_a_source_not_a_channel(paper, thing, org):
    advice = f"The {org}'s {paper} or the {org} team would be the right source for this."
    v = check(f"{DECLINE}\n\n{advice}", [], f"What should I do before my {org} {thing}?")
    assert v.hallucination != "hallucinated", (advice, v.findings)


@pytest.mark.parametrize("advice", [
    "The clinic's appointment letter or the clinic helpline would be the right source for this.",  # a channel beside it
    "A letter from the clinic's pharmacy would be the right source for this.",                     # a letter the user never had
])
def test_a_new_channel_or_a_paper_of_no_thing_of_theirs_is_still_a_claim(advice):
    v = check(f"{DECLINE}\n\n{advice}", [], "What should I do before my clinic appointment?")
    assert v.hallucination == "hallucinated", (advice, v.findings)
