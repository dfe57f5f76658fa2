"""Two miss classes of the false premise, each a grammar with right and wrong neighbours:

- THE BELIEVED PRICE OF A FREE THING (checker.lookups._free_rival): a price the user believes of the world ("Given that
  the skatepark charges £3 entry", "I understand the measuring visit is £30") where the context says the thing is free
  ("a free-to-use public park", "visits to measure, free of charge"): restated as fact it is adopted; corrected, or
  said against the context's "free", it is not;
- THE PRICED CHARGE DENIED (checker.frames._charge_denied): "there's no minimum charge" where the context names that
  charge with an amount ("Minimum call-out charge £20"), unless the context waives or scopes it.
"""
from __future__ import annotations

import pytest

from groundtest import check

_PARK = "Millfield Skatepark is a free-to-use public park, open every day from 8am until dusk. Free clinics run monthly."
_PARK_Q = "Given that the skatepark charges £3 entry, is a season pass cheaper if I go three times a week?"
_VISIT = ("How a fitting works: a surveyor visits to measure, free of charge, within 5 working days of your enquiry. "
          "A 25% deposit is taken when you accept your quote.")
_VISIT_Q = "I understand the measuring visit is £30 but gets refunded. When is it refunded?"


def _verdict(response: str, context: str, query: str) -> str:
    return check(response, [{"title": "a.md", "text": context}], query).hallucination


@pytest.mark.parametrize("context,query,response", [
    (_PARK, _PARK_Q, "At £3 entry, three visits a week comes to £9 a week."),
    (_PARK, _PARK_Q, "With entry at £3, a season pass could well work out cheaper."),
    (_VISIT, _VISIT_Q, "The £30 measuring fee is refunded as part of your deposit."),
    (_VISIT, _VISIT_Q, "Your £30 for the measuring visit comes off the deposit when you accept the quote."),
])
def test_believed_price_of_a_free_thing_adopted(context, query, response):
    assert _verdict(response, context, query) == "hallucinated"


@pytest.mark.parametrize("context,query,response", [
    (_PARK, _PARK_Q, "Good news: Millfield Skatepark is free to use, so there's no £3 entry to pay."),
    (_PARK, _PARK_Q, "Actually, the skatepark is free-to-use, so you won't pay £3 entry at all."),
    (_VISIT, _VISIT_Q, "The measuring visit is actually free of charge, so there's no £30 fee to refund."),
    (_VISIT, "My quote is £1,000. How much is the deposit?", "On your £1,000 quote, the 25% deposit would be £250."),
])
def test_believed_price_corrected_or_the_users_own(context, query, response):
    assert _verdict(response, context, query) != "hallucinated"


_KNIVES = "EdgeRight Mobile Sharpening: kitchen knives £4 each, serrated knives £5, scissors £5. Minimum call-out charge £20."
_KNIVES_Q = "You don't have a minimum charge, right? I've only got one kitchen knife."


@pytest.mark.parametrize("response", [
    "That's right, there's no minimum charge.",
    "There is no minimum call-out charge.",
    "Kitchen knives are £4 each and there is no call-out charge.",
    "EdgeRight has no minimum charge.",
])
def test_priced_charge_denied(response):
    assert _verdict(response, _KNIVES, _KNIVES_Q) == "hallucinated"


@pytest.mark.parametrize("context,response", [
    (_KNIVES, "Actually there is a minimum call-out charge of £20, so one knife would cost £20."),
    ("A joining fee of £500 applies to Full members and is waived for Junior members. Junior membership is £150.",
     "Junior membership is £150, with no joining fee."),
    ("There is no booking fee. Tickets are £12.", "Tickets are £12 and there's no booking fee."),
    ("A booking fee of £2 applies only to phone bookings. Online bookings are welcome. Tickets are £12.",
     "Tickets are £12, and online bookings have no booking fee."),
])
def test_charge_none_where_the_context_waives_or_scopes_it(context, response):
    assert _verdict(response, context, "How much is it?") != "hallucinated"
