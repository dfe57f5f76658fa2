"""JUDGED CHOICES, COUNTS OF ONE, OPENING HOURS (checker.scaffold, checker.lookups, checker.frames, text.matching):

- the user's choice judged ("Great team-building choice!", "Good call to double-check") and the answer's own earlier
  turn owned as wrong ("my earlier answer was wrong, sorry about that") are pleasantries — unless the judged word is a
  day or a time ("Great Saturday choice!" says when);
- "1" beside a thing the question names one of ("- Wardrobe: 1" for "a wardrobe, a bed frame …", "| Heritage | 2 | 1 |"
  for "one heritage packet") is the user's own count; a count the question does not give stays a claim;
- "midday" is noon, and an opening hour before a closing time with "until"/"till" takes its half of the day ("nine
  until midday" is 9am–12pm);
- a day outside an opening range, said to be closed ("Tuesday to Saturday … so closed Sundays and Mondays")."""
from __future__ import annotations

import pytest

from groundtest import check


def _verdict(resp: str, ctx: str, q: str = "?") -> str:
    return check(resp, [{"title": "doc.md", "text": ctx}], q).hallucination


_ROPES = "Team building packages: the Ropes Challenge costs £35 per person for groups of 8 to 20. Sessions run Monday to Friday."
_Q = "How much is the ropes challenge for our team away day?"


@pytest.mark.parametrize("lead", ["Great team-building choice!", "Good call to double-check — my earlier answer was wrong, sorry about that.",
                                  "Lovely choice!", "Excellent away-day pick!", "Smart call."])
def test_a_judged_choice_is_a_pleasantry(lead):
    assert _verdict(f"{lead} The Ropes Challenge costs £35 per person for groups of 8 to 20.", _ROPES, _Q) == "clean"


@pytest.mark.parametrize("lead", ["Great Saturday choice!", "Good call — you can also book by phone.",
                                  "Great choice — we give every group a free lunch!"])
def test_a_judged_choice_that_says_when_or_adds_a_detail_is_read(lead):
    assert _verdict(f"{lead} The Ropes Challenge costs £35 per person for groups of 8 to 20.", _ROPES, _Q) == "hallucinated"


_BULKY = "Bulky waste collection: up to 3 items £35; each additional item £8. Council Tax Reduction recipients pay half."
_BULKY_Q = "What would it cost to get rid of a wardrobe, a bed frame, a mattress, a chest of drawers and a freezer?"


@pytest.mark.parametrize("resp,ok", [("- Wardrobe: 1\n- Mattress: 1\n- Freezer: 1", True),
                                     ("| Item | Count |\n|---|---|\n| Wardrobe | 1 |\n| Freezer | 1 |", True),
                                     ("- Wardrobe: 2", False), ("- Sofa: 1", False)])
def test_a_count_of_one_the_question_names(resp, ok):
    assert (_verdict(resp, _BULKY, _BULKY_Q) != "hallucinated") is ok


_HOURS = "The shop is open Monday to Friday 9am to 5pm, and Saturday 9am to 12pm. Pet food orders are delivered free."


@pytest.mark.parametrize("said,ok", [("nine until midday", True), ("9 till midday", True), ("nine till noon", True),
                                     ("nine until 1pm", False), ("ten until midday", False), ("nine until midnight", False)])
def test_midday_and_an_opening_hour_before_it(said, ok):
    resp = f"| Day | Hours |\n|---|---|\n| Saturday | {said} |"
    assert (_verdict(resp, _HOURS, "When are you open on Saturdays?") != "hallucinated") is ok


_WORKSHOP = "The workshop is open Tuesday to Saturday, 9:30am to 5pm. Estimates are free if you bring a clock in."


@pytest.mark.parametrize("said,ok", [("so closed Sundays and Mondays", True), ("so closed on Mondays", True),
                                     ("so open Sundays and Mondays too", False), ("so open on Mondays as well", False)])
def test_a_day_outside_the_opening_range_said_closed(said, ok):
    resp = f"- **Tuesday to Saturday, 9:30am to 5pm** ({said})."
    assert (_verdict(resp, _WORKSHOP, "When are you open?") != "hallucinated") is ok
