"""Lengths the answer supposes for the user's case (checker/derive.py ``Ledger.example``).

Grammars:
- a LENGTH-long [MODIFIER] CASE-NOUN … — "a one-hour Saturday visit", "a two-week summer holiday": the length of a case
  the answer supposes (an operand); what it leads to is checked ("would be £32" at £32 an hour; £40 stays flagged).
- if you (were|had|'d) … LENGTH after/before … — a past-subjunctive supposition ("if you were collected 45 minutes
  after landing") is the writer's case, not a rule's bound; a present-tense one ("if you cancel 14 days before")
  states the rule and stays checked."""
from __future__ import annotations

import pytest

from groundtest.checker import check

VISITS = [{"title": "rates.md", "text": "Weekday visits cost £28 an hour. Evening and weekend visits are £32 an hour. "
                                        "The minimum visit is 30 minutes."}]
AIRPORT = [{"title": "airport.md", "text": "Airport pickups include 30 minutes' free waiting from landing. After that, "
                                           "waiting is charged at 40p per minute."}]
CANCEL = [{"title": "terms.md", "text": "Cancel at least 7 days before your visit for a full refund."}]


def _flagged(text: str, ctx: list[dict]) -> bool:
    return check(text, ctx).hallucination == "hallucinated"


@pytest.mark.parametrize(("length", "hours", "day", "rate"), [
    ("one-hour", 1, "Saturday", 32), ("two-hour", 2, "Sunday", 32), ("three-hour", 3, "Tuesday", 28), ("2-hour", 2, "weekday", 28),
])
def test_a_supposed_length_with_a_modifier(length, hours, day, rate):
    assert not _flagged(f"So a {length} {day} visit would be **£{rate * hours}**.", VISITS)
    assert _flagged(f"So a {length} {day} visit would be **£{rate * hours + 7}**.", VISITS)


@pytest.mark.parametrize(("after", "fee"), [(45, 6.0), (50, 8.0), (40, 4.0), (60, 12.0)])
def test_a_subjunctive_supposition_is_the_writers_case(after, fee):
    charged = after - 30
    right = f"So if you were collected {after} minutes after landing, you'd pay for {charged} minutes of waiting: **£{fee:.2f}**."
    assert not _flagged(right, AIRPORT), right
    wrong = f"So if you were collected {after} minutes after landing, you'd pay for {charged} minutes of waiting: **£{fee + 2:.2f}**."
    assert _flagged(wrong, AIRPORT), wrong


@pytest.mark.parametrize("days", [14, 3, 10])
def test_a_present_condition_states_the_rule(days):
    assert _flagged(f"If you cancel {days} days before your visit, you get a full refund.", CANCEL)
