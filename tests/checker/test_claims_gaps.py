"""Explained refusals: an aside inside a gap statement names the gap's scope ("I don't have the opening hours — bank
holiday or otherwise — in the information I have": claims.gap_aside), the user's case put as a condition is theirs
("Saturday is an option if weekdays are hard for you": claims._PREMISE), and a list of what the documents cover names
its topics in generic words ("the different ticket types and prices"). Both ways through groundtest.check.

A guess after a gap (claims.gap_topics, gap_guess, the hedged rule with the topics named before): once a response
says the context does not cover something the question asks about, a hedged claim about that same thing, or a claim
joined to the gap in its sentence, is by the response's own word not from the context."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.claims import gap_aside
from groundtest import Case
from groundtest import score

#: the aside grammar: a noun phrase with a scope mark, no subject, no verb
ASIDE_NPS = ["bank holiday", "weekday", "on bank holidays", "the café", "term time", "for members", "summer"]
ASIDE_MARKS = [" or otherwise", " or not", " or any other day", " included", " alike", " or weekends"]
ASIDE_LEADS = ["including ", "even ", "let alone ", "whether for "]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(ASIDE_NPS), st.sampled_from(ASIDE_MARKS))
def test_a_noun_phrase_with_a_scope_mark_is_a_gap_aside(np_, mark):
    assert gap_aside(f"{np_}{mark}")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ASIDE_LEADS), st.sampled_from(ASIDE_NPS))
def test_a_noun_phrase_after_including_or_even_is_a_gap_aside(lead, np_):
    assert gap_aside(f"{lead}{np_}")


@pytest.mark.parametrize("text", ["they open at 10am or not", "it's usually 10am", "the café is open late",
                                  "but they close early on bank holidays", "open 9 to 5 or otherwise"])
def test_a_clause_with_a_subject_a_verb_or_a_figure_is_no_aside(text):
    assert not gap_aside(text)


CTX = [{"title": "members-events.md", "text": "'After Dark' evenings for members run on the first Thursday of every month "
        "from 6:30pm to 9pm. Behind-the-scenes tours cost £15 per member and last 45 minutes."}]
Q = "What time does the aquarium open and close on bank holidays?"
GAP = "I'm sorry, I don't have the aquarium's **opening hours** — bank holiday or otherwise — in the information available to me."
FACT = "'After Dark' evenings run on the first Thursday of every month, 6:30pm–9pm."


def test_an_aside_of_a_gap_is_no_claim():
    assert check(f"{GAP} {FACT}", CTX, Q).hallucination != "hallucinated"


@pytest.mark.parametrize("gap", [
    "I'm sorry, I don't have the aquarium's **opening hours** — they're usually 10am to 5pm on bank holidays — in my documents.",
    "I'm sorry, I don't have the aquarium's **opening hours**, but it opens at 10am on bank holidays.",
])
def test_a_claim_beside_the_gap_stays_a_claim(gap):
    assert check(f"{gap} {FACT}", CTX, Q).hallucination == "hallucinated"


DELIVERY = [{"title": "delivery-options.md", "text": "We deliver Monday to Saturday in two slots: 7am–1pm or 12pm–6pm."}]


def test_the_users_case_as_a_condition_is_theirs():
    q = "Do you deliver on Sundays? Weekdays are hard for me."
    r = "Oakhaven delivers **Monday to Saturday**, so there are no Sunday deliveries. But **Saturday** is an option if weekdays are hard for you."
    assert check(r, DELIVERY, q).hallucination != "hallucinated"


def test_an_echo_beside_the_users_condition_is_still_an_echo():
    ctx = [{"title": "warranty.md", "text": "The warranty covers manufacturing faults for 2 years."}]
    q = "Does the warranty cover water damage if I drop my phone in the sea?"
    assert check("Yes, water damage is covered if you drop your phone in the sea.", ctx, q).hallucination == "hallucinated"


TICKETS = [{"title": "tickets.md", "text": "Meadowlark Festival 2025 runs from Friday 18 July to Sunday 20 July. Weekend "
            "ticket with camping: £189. Weekend ticket without camping: £159. Day tickets: £75."}]
COVERED = ("Unfortunately, the documents I have don't say anything about accessibility.\n\n### What the documents do cover\n"
           "- 🎟️ **Tickets** — the festival dates and the different ticket types and prices\n")


def test_a_list_of_covered_topics_in_generic_words_is_no_extra_clause():
    q = "Is there an accessible viewing platform for wheelchair users at Meadowlark?"
    assert check(COVERED, TICKETS, q).hallucination != "hallucinated"


def test_a_covered_topic_with_a_drafted_discount_is_hallucinated():
    q = "Is there an accessible viewing platform for wheelchair users at Meadowlark?"
    r = COVERED.replace("ticket types and prices", "ticket types and prices, with a 10% student discount")
    assert check(r, TICKETS, q).hallucination == "hallucinated"


CTX_ = [{"title": "berth-fees.md", "text": "Visitor berths are £3.40 per metre per night. Fresh water is free; shore power "
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
    [r] = score([Case(id="g", type="partial", expect=expect, query=QUERY, context=CTX_, response=response)])
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
