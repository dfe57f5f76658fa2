"""Three readings from the twenty-fifth session's held-out half, now development:

- a day of a month the context names by its fixed-date holiday is that day ("26 December" for "on Boxing Day";
  lookups._holiday_dated); another day, or a holiday the context does not name, is still not found;
- with nothing retrieved, a bare noun phrase joined to what a referral asks about is more of its object ("the organisers
  will be able to confirm the deadline and entry fees"; drafts.states_world); a clause with its own verb is a draft;
- "of you to think" is the user's thinking, no hedge of the writer's ("It's thoughtful of you to think about his comfort!").
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.drafts import states_world

DANCE = [{"title": "events.md", "text": "We perform in the market square at 11am on Boxing Day. Our day of dance is on the "
                                        "first Saturday in May."}]


@pytest.mark.parametrize(("day", "want"), [("26 December", False), ("December 26th", False), ("27 December", True),
                                           ("24 December", True)])
def test_a_holiday_by_its_date(day, want):
    v = check(f"We perform in the market square at **11am on {day}**.", DANCE, "When do you perform at Christmas?")
    assert (v.hallucination == "hallucinated") == want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize(("text", "drafts"), [
    ("The organisers of the match will be able to confirm the deadline and entry fees.", False),
    ("They can confirm the times and prices.", False),
    ("I'd recommend asking Sarah, the head groomer, about the price.", True),
    ("The organisers will be able to confirm the deadline, and entry is £5.", True),
    ("The organisers will be able to confirm the deadline and the fee is usually £5.", True),
    ("The organisers will confirm the deadline and free parking.", True),
])
def test_the_object_of_a_referral(text, drafts):
    assert states_world(text) is drafts


@pytest.mark.parametrize(("line", "want"), [("It's thoughtful of you to think about his comfort!", False),
                                            ("I think they also provide free water bowls.", True)])
def test_the_users_thinking(line, want):
    ctx = [{"title": "dogs.md", "text": "Kit is provided. Dogs must be kept on a lead."}]
    v = check(f"Dogs are welcome but must be kept **on a lead**. {line}", ctx, "Can my dog come along?")
    assert (v.hallucination == "hallucinated") == want, [(f.rule, f.content) for f in v.findings]


HEARING = [{"title": "hearing.md", "text": "ClearWave Hearing: a full hearing test takes 45 minutes and is free for adults "
                                           "over 55; for everyone else it costs £40. Ear wax removal by microsuction costs "
                                           "£65 for both ears or £45 for one ear."}]


@pytest.mark.parametrize(("row", "want"), [("| Hearing test (45 minutes) | £0 |", False),
                                           ("| Wax removal, left ear | £0 |", True),
                                           ("| Hearing aid fitting | £0 |", True)])
def test_nothing_due_for_a_free_thing(row, want):
    """"£0" in a row naming a thing the context says is free is its price of nothing; a row the context prices, or names
    nowhere as free, is not."""
    text = f"| Item | Cost |\n|---|---|\n{row}\n| **Total** | **£45** |"
    v = check(text, HEARING, "I'm 58. If I book a hearing test and wax removal for my left ear, what's the total?")
    assert (v.hallucination == "hallucinated") == want, [(f.rule, f.content) for f in v.findings]
