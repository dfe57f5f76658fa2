"""Severity by evidence, the seventh round (missed hallucinations of the English dev sets): classes of an invented
detail the checker let through, each tested both ways through ``groundtest.check`` — a wrong answer that must now
be caught, and a correct neighbour that must stay clean of critical findings:

- a gap filled through a contrast: "the documents don't go into detail here, but <a new fact>" states, by the
  response's own word, what the context does not say (critical), while a reason for declining ("I can't advise on
  that — decisions are made by the university"), advice and a clause put to the user stay as they were;
- "free" where the context's "no" and "cost" stand apart ("no more than 15 kg … delivery costs £14") is no free
  thing of the context: only the phrase ("at no extra cost", "no charge", "complimentary") says it; a first
  allowance the context charges beyond ("beyond the first 10 minutes is charged") is still its free; an offer of a
  free thing ("Would you like me to add a free dessert?") is a claim, and a compound's "free" ("allergen-free") in a
  chunk is no free of that chunk;
- the question's thing, which the context never names, affirmed with an emphatic "do" ("ClearView does fit composite
  doors") fills the question's gap (critical); the context's own thing so affirmed, or a reworded verb ("take away"
  for "removed"), stays clean.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check


def _critical(v) -> list[dict]:
    return [f.to_dict() for f in v.findings if f.severity == "critical"]


# ------------------------------------------------------------------ a gap filled through a contrast
REMOVALS = [{"title": "removals.md", "text": "Furniture removal costs £30 per item, up to a maximum of 3 items per delivery. "
             "Items must be disassembled and ready near the door. Mattresses must be bagged for hygiene reasons."}]
REMOVALS_Q = "How much do you charge to take away old furniture, and what happens to it afterwards?"


@pytest.mark.parametrize("sentence", [
    "The documents don't go into detail here, but old furniture in good condition is passed on to local charities "
    "and the rest is recycled.",
    "That isn't covered in the information I have, but collected sofas are donated to homeless shelters across the county.",
    "The documents don't say, though unwanted wardrobes get shredded at a licensed waste depot.",
    "There's nothing about this in the documents; however, every collected armchair is resold through partner charity shops.",
])
def test_a_new_fact_after_a_gap_clause_is_critical(sentence):
    response = f"Removal costs **£30 per item**, up to **3 items** per delivery. {sentence}"
    v = check(response, REMOVALS, REMOVALS_Q)
    assert _critical(v), sentence


@pytest.mark.parametrize("sentence", [
    "The documents don't go into detail here, but it's worth asking the removals team what happens to it.",
    "That isn't covered in the information I have, but you could ask them when you book.",
    "I can't advise on what happens afterwards — that's decided by the removals team, so they'd be best to ask.",
    "The documents don't say what happens to it, but items must be disassembled and ready near the door.",
    "The documents don't go into detail here, but I'd be happy to help with anything else.",
])
def test_a_gap_clause_beside_advice_a_reason_or_the_context_stays_clean(sentence):
    response = f"Removal costs **£30 per item**, up to **3 items** per delivery. {sentence}"
    v = check(response, REMOVALS, REMOVALS_Q)
    assert not _critical(v), (sentence, _critical(v))


# ------------------------------------------------------------------ "free" is said as a phrase, not by "no" and "cost" apart
COURIER = [
    {"title": "pricing.md", "text": "Same-day courier prices within Zone 1 start from £9 per delivery; a Zone 1 to Zone 2 "
     "delivery costs £14. Parcels must weigh no more than 15 kg. Waiting time beyond the first 10 minutes is charged at "
     "£1 per minute. Personal customers pay by card when booking."},
    {"title": "accounts.md", "text": "Personal customers pay by card when booking. Business accounts are invoiced monthly for their deliveries."},
]


@pytest.mark.parametrize("claim", [
    "Zone 1 deliveries are free for personal customers.",
    "Your first delivery is free when you pay by card.",
    "Delivery is free for personal customers paying by card.",
    "For personal customers, the first delivery is free.",
    "Business accounts get their first delivery free each month.",
])
def test_free_that_no_context_phrase_says_is_critical(claim):
    response = f"Personal customers pay **by card when booking**, and a Zone 1 to Zone 2 delivery costs **£14**. {claim}"
    v = check(response, COURIER, "How do I pay for a delivery?")
    assert _critical(v), claim


@pytest.mark.parametrize("claim", [
    "The first 10 minutes of waiting are free; after that it's £1 per minute.",
    "Waiting time: the first 10 minutes are free.",
])
def test_the_first_allowance_the_context_charges_beyond_is_free(claim):
    response = (f"Prices within Zone 1 start from **£9** per delivery, and a Zone 1 to Zone 2 delivery costs **£14**. "
                f"Personal customers pay by card when booking. {claim}")
    v = check(response, COURIER, "What does waiting cost?")
    assert not _critical(v), (claim, _critical(v))


def test_the_context_phrase_no_charge_still_makes_free_the_contexts():
    chunks = [{"title": "pricing.md", "text": "Delivery within Zone 1 costs £14 and personal customers pay by card when "
               "booking. Parcel tracking is included at no extra charge."}]
    v = check("Delivery within Zone 1 costs **£14**, and personal customers pay by card when booking, so you'll settle "
              "it up front. As for tracking: parcel tracking is free, so you can follow the delivery.", chunks,
              "What does tracking cost?")
    assert not _critical(v), _critical(v)


# ------------------------------------------------------------------ an offer of a free thing; a compound's "free" is no free
BOXES = [
    {"title": "plans.md", "text": "Plans per week: 2 people, 3 recipes £39.99; 2 people, 4 recipes £49.99. Delivery is free on "
     "every plan. New customers get 50% off their first box."},
    {"title": "menu.md", "text": "There are 25 recipes each week. Add-ons: desserts £4.50 each and a breakfast bundle for "
     "£9.99. Our kitchens handle all 14 major allergens, so we can't guarantee any recipe is allergen-free."},
]
BOXES_ANSWER = "The **2 people, 4 recipes** plan is **£49.99 a week**, and new customers get **50% off their first box**. "


@pytest.mark.parametrize("offer", [
    "Would you like me to add a free dessert to your first box too?",
    "Shall I add a free breakfast bundle to your order?",
    "Would you like me to include a free dessert with every box?",
    "Do you want me to add free desserts for the first month?",
])
def test_an_offer_of_a_free_thing_the_context_prices_is_critical(offer):
    v = check(BOXES_ANSWER + offer, BOXES, "How much is my first box on the 2 people, 4 recipes plan?")
    assert _critical(v), offer


@pytest.mark.parametrize("offer", [
    "Would you like me to add a dessert to your first box too?",
    "Shall I work out the price with a breakfast bundle added?",
    "Would you like me to check which recipes are vegetarian?",
    "Feel free to ask if you'd like me to compare the plans!",
    "Would you like to know more about free delivery?",
])
def test_an_offer_without_a_new_free_thing_stays_clean(offer):
    v = check(BOXES_ANSWER + offer, BOXES, "How much is my first box on the 2 people, 4 recipes plan?")
    assert not _critical(v), (offer, _critical(v))


# ------------------------------------------------------------------ the question's thing affirmed with an emphatic "do"
WINDOWS = [{"title": "installation.md", "text": "Fitting usually takes place four to six weeks after the survey. Most houses "
            "are fitted in one to two days. Old frames are removed and recycled at no extra cost. The survey is free and "
            "takes about an hour. ClearView fits uPVC and aluminium windows and offers secondary glazing."}]
WINDOWS_ANSWER = "Fitting usually takes place **four to six weeks** after the survey, and most houses take **one to two days**. "


@pytest.mark.parametrize("query, claim", [
    ("Do you also fit composite doors?", "ClearView does fit composite doors, quoted during the same survey visit."),
    ("Can you do conservatories?", "They do offer conservatories as part of the same installation."),
    ("Do you sell roof lanterns too?", "ClearView does also sell roof lanterns, fitted by the same team."),
    ("Do you cover the Isle of Wight?", "ClearView does cover the Isle of Wight for installations."),
])
def test_the_questions_thing_affirmed_emphatically_is_critical(query, claim):
    v = check(WINDOWS_ANSWER + claim, WINDOWS, query)
    assert _critical(v), claim


@pytest.mark.parametrize("query, claim", [
    ("Do you also do secondary glazing?", "ClearView does offer secondary glazing as well as new windows."),
    ("Do you fit aluminium windows?", "Yes, ClearView does fit aluminium windows as well as uPVC ones."),
    ("Do you take away my old frames?", "They do take away old frames, and recycle them at no extra cost."),
    ("Do you fit composite doors?", "Do you want me to list what the survey covers instead?"),
])
def test_the_contexts_thing_affirmed_emphatically_stays_clean(query, claim):
    v = check(WINDOWS_ANSWER + claim, WINDOWS, query)
    assert not _critical(v), (claim, _critical(v))
