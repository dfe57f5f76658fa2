"""Class: the guess after a named gap, put as general knowledge or near-certainty.

Grammar: GAP-SENTENCE ("The information I have doesn't cover X.") then GUESS, where GUESS is
"On most <modifier> <kind>s, <claim>" / "at most <kind>s …" (a generalisation over others of the kind) or
"<claim> almost certainly / most likely / in all likelihood <claim>" (a guess put as near-certainty). The guess is
critical when its words are not in the context. Neighbours that stay clean: a superlative ("our most popular
classes", "the most expensive rooms") over supported words, and the same phrases over what the context says.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

TOPICS = [
    # (context, question, gap sentence, generalisation)
    ("Wi-Fi packages cost $25 per day per device. Daily gratuities are $16 per person.",
     "What's the dress code for formal nights, and how much is the Wi-Fi?",
     "Wi-Fi packages cost $25 per day per device. The onboard information I have doesn't cover dress codes.",
     "On most cruise lines, formal nights mean a jacket and tie for men and a cocktail dress for women."),
    ("Regional Railcards are valid on all off-peak fares on Northway services. They are not valid on season tickets.",
     "Can I use my railcard on the Eurostar?",
     "Regional Railcards are valid on all off-peak fares on Northway services. The documents don't mention Eurostar.",
     "On most international rail routes, discount cards are refused at the ticket desk."),
    ("The gym opens at 6am on weekdays. Membership costs £30 a month.",
     "When does the gym open, and is there a sauna?",
     "The gym opens at 6am on weekdays. The information doesn't say whether there is a sauna.",
     "In most leisure centres, saunas are kept for adult members at quiet times."),
]

CERTAIN = ["almost certainly", "most likely", "in all likelihood", "virtually certainly"]


@pytest.mark.parametrize("ctx,query,gap,guess", TOPICS)
def test_a_generalisation_after_a_gap_is_a_guess(ctx, query, gap, guess):
    v = check(f"{gap} {guess}", [{"title": "info.md", "text": ctx}], query)
    assert v.hallucination == "hallucinated", v.findings
    assert any(f.rule == "hedged" for f in v.findings), v.findings


@pytest.mark.parametrize("hedge", CERTAIN)
@pytest.mark.parametrize("ctx,query,gap,claim", [
    ("Regional Railcards are valid on all off-peak fares on Northway services.", "Can I use my railcard on the Eurostar?",
     "The documents don't mention Eurostar.", "Since Eurostar is an international service it's {h} excluded."),
    ("Parking costs £5 a day in the main car park.", "Is there electric car charging?",
     "The notes don't say anything about charging points.", "Charging bays would {h} be reserved for hotel guests."),
])
def test_near_certainty_after_a_gap_is_a_guess(hedge, ctx, query, gap, claim):
    response = "Here is what I found. " + gap + " " + claim.format(h=hedge)
    v = check(response, [{"title": "info.md", "text": ctx}], query)
    assert v.hallucination == "hallucinated", (response, v.findings)


@pytest.mark.parametrize("response", [
    "The Italian course is one of our most popular classes, and it costs £85.",
    "The suite is the most expensive room type at £240 a night.",
    "Vegan adaptations are available on the Italian course only, and it is most likely the right pick for you.",
])
def test_a_superlative_or_a_judgement_of_a_supported_fact_is_no_guess(response):
    ctx = [{"title": "courses.md", "text": "The Italian course costs £85 and is one of our most popular classes. "
                                            "The suite is the most expensive room type at £240 a night. "
                                            "Vegan adaptations are available on the Italian course only."}]
    v = check(response, ctx)
    assert not any(f.rule == "hedged" and f.severity == "critical" for f in v.findings), v.findings


@pytest.mark.parametrize("hedge", CERTAIN)
def test_the_contexts_own_statement_under_near_certainty_is_no_guess(hedge):
    """(The hedge words themselves may still be unconfirmed words of the sentence rules: only the guess rule is asserted.)"""
    ctx = [{"title": "validity.md", "text": "Railcards are not valid on Eurostar services."}]
    v = check(f"Railcards are {hedge} not valid on Eurostar services.", ctx, "Can I use my railcard on the Eurostar?")
    assert not any(f.rule == "hedged" for f in v.findings), v.findings
