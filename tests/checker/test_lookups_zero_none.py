"""A zero sum in a table row as the answer's own "none" (checker/lookups.py ``_zero_as_none``).

Grammar: ROW := "|" LABEL "|" £0 "|" where the answer says, of LABEL's head noun, "no [adj] HEAD [charge|fee|cost]"
or "HEAD is free / not charged" — the zero restates that "none" (which is itself checked where it is said).
Wrong neighbours: a £0 row whose item the answer never says is free of charge, or another item's zero, stays flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "travel.md", "text": "Travel within 40 miles is included. Beyond 40 miles, travel is charged at 45p per mile. "
                                      "If the venue is more than 2 hours' drive away, overnight accommodation is added at cost. "
                                      "A parking permit is needed at some venues and the cost is passed on."}]
QUERY = "Our venue is 55 miles away, about an hour and a half's drive. What extra costs would we pay?"


def _answer(reason: str, label: str) -> str:
    return (f"Mileage is charged at **45p per mile** beyond 40 miles.\n\n{reason}\n\n"
            f"| Item | Cost |\n|---|---|\n| Extra mileage (30 × 45p) | £13.50 |\n| {label} | £0 |\n")


@pytest.mark.parametrize(("reason", "label"), [
    ("At about an hour and a half, you're under 2 hours, so **no accommodation charge** applies.", "Accommodation"),
    ("At an hour and a half there is no overnight accommodation to pay.", "Overnight accommodation"),
    ("Under 2 hours' drive means no accommodation costs.", "**Accommodation**"),
    ("Your venue is under 2 hours away, so there's no accommodation fee.", "Accommodation fee"),
])
def test_a_zero_restating_the_answers_none(reason, label):
    r = check(_answer(reason, label), CTX, QUERY)
    assert not any(f.content == "£0" for f in r.findings), r.findings


@pytest.mark.parametrize(("reason", "label"), [
    ("At about an hour and a half, you're under 2 hours.", "Accommodation"),  # never said to be none
    ("At about an hour and a half, **no accommodation charge** applies.", "Parking permit"),  # another item's zero
    ("Under 2 hours' drive means no accommodation costs.", "Parking"),
])
def test_a_zero_the_answer_does_not_say_is_none_stays_flagged(reason, label):
    r = check(_answer(reason, label), CTX, QUERY)
    assert any(f.content == "£0" for f in r.findings), r.findings
