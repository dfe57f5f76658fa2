"""THE ASKED THING SAID TO EXIST: the question asks whether there is a thing (parking, a toilet, a café); the
context never names it; the answer says there is one and describes it ("There's a small customer car park in
Cooper's Yard") — the gap filled with a fact, critical. Not: a negated or supposed existence, a price or a time
restated in the question's words, a thing the context names."""

from __future__ import annotations

import pytest

from groundtest.checker import check

STUDIO = [{"title": "location.md", "text": "The studio is at 14 Cooper's Yard, a five-minute walk from Central Station. "
                                           "Step-free access by lift. The workshop costs £68 and runs 10am to 4pm."}]
Q_PARKING = "How much is the workshop and is there parking at the studio?"
BOAT = [{"title": "trip.md", "text": "The reef trip lasts 3 hours. Drinking water is provided on board. Meet at Jetty 3, "
                                     "30 minutes before departure."}]
Q_TOILET = "Is there a toilet on the boat?"


def _answer(ctx, sentence):
    """A supported opening from the context, then the sentence under test."""
    lead = "The workshop is £68 and runs 10am to 4pm." if ctx is STUDIO else "The trip lasts 3 hours and drinking water is provided."
    return f"{lead} {sentence}"


def _rules(response, ctx, query):
    return [f.rule for f in check(response, ctx, query).findings if f.severity == "critical"]


@pytest.mark.parametrize("ctx,query,sentence", [
    (STUDIO, Q_PARKING, "There's a small customer car park in Cooper's Yard, so you can drive."),
    (STUDIO, Q_PARKING, "🚗 There's a **free car park** behind the studio."),
    (STUDIO, Q_PARKING, "There is also on-street parking nearby."),
    (BOAT, Q_TOILET, "There are public toilets at the jetty, so use those before you board."),
    (BOAT, Q_TOILET, "There's a small toilet at the back of the boat."),
])
def test_the_asked_thing_said_to_exist_is_critical(ctx, query, sentence):
    response = _answer(ctx, sentence)
    assert _rules(response, ctx, query)  # (critical: gap_guess, or a rule before it — "free" of a new thing is scope)
    assert check(response, ctx, query).hallucination == "hallucinated"


@pytest.mark.parametrize("ctx,query,sentence", [
    (STUDIO, Q_PARKING, "There's no mention of parking in the documents, so it's worth asking the studio."),
    (STUDIO, Q_PARKING, "I couldn't find whether there's parking at the studio."),
    (STUDIO, Q_PARKING, "If there's parking, it isn't listed here."),
    (STUDIO, Q_PARKING, "There's step-free access by lift."),
    (BOAT, Q_TOILET, "The trip information doesn't say whether there's a toilet on board."),
    (BOAT, Q_TOILET, "There's plenty of time to use the facilities at the jetty first."),
])
def test_no_existence_asserted_or_nothing_new(ctx, query, sentence):
    response = _answer(ctx, sentence)
    assert "gap_guess" not in _rules(response, ctx, query)


def test_a_thing_the_context_names_is_no_gap():
    ctx = [{"title": "site.md", "text": "There is a customer car park behind the studio with 12 spaces."}]
    assert "gap_guess" not in _rules("There's a customer car park behind the studio.", ctx, Q_PARKING)


def test_a_price_in_the_questions_words_is_restated():
    ctx = [{"title": "hire.md", "text": "Hire is £20 a day, or £100 for seven days."}]
    assert "gap_guess" not in _rules("Yes, there's a discount for a week-long hire: £100 for seven days.", ctx,
                                     "Is there a discount if I hire for a week?")
