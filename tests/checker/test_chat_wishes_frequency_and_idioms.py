"""Chat scaffolding read by its grammar (checker/scaffold.py the "wish" and "evaluation" clauses; claims.py
``_USERS_FREQUENCY``, ``_ROOM_IDIOM``).

- A wish opens with "enjoy"/"have" and any determiner ("Enjoy that first glorious mix of heat and cold sea"), and an
  evaluation may glue its pronoun to its verb ("it's a wonderful ritual"): together an act addressed to the user.
- "if you're riding most days": how often the user does a thing, inside their supposed case, is no hedge of the
  writer's ("most days" said of the world, "it's open most days", still is).
- "breathing room", "wiggle room", "elbow room": slack, no room of the world ("a private room is available" is one).
"""
from __future__ import annotations

import pytest

from groundtest import check

SAUNA = [{"title": "membership.md", "text": "New members attend a 30-minute safety introduction first. Swimwear must be "
                                           "worn at all times. The seaside sauna and the cold sea pool are open every day."}]
HEAD = "New members attend a **30-minute safety introduction** first.\n\n"


@pytest.mark.parametrize("det", ["that", "this", "the", "your", "every"])
@pytest.mark.parametrize("tail", ["it's a wonderful ritual", "that's a lovely tradition", "it's a great way"])
def test_a_wish_and_an_evaluation_are_scaffolding(det, tail):
    r = f"{HEAD}Enjoy {det} first glorious mix of heat and cold sea — {tail}! 🌊❄️ Anything else I can help with?"
    v = check(r, SAUNA, query="I just joined. What should I know?")
    assert v.hallucination == "clean", [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("tail", ["entry is £5 after 8pm", "the hot tub opens at 6am"])
def test_a_fact_beside_the_wish_is_still_a_fact(tail):
    r = f"{HEAD}Enjoy that first glorious mix of heat and cold sea — {tail}!"
    assert check(r, SAUNA, query="I just joined. What should I know?").hallucination == "hallucinated"


PASSES = [{"title": "passes.md", "text": "A single ride costs £2.50. A 7-day pass costs £15 and covers unlimited rides."}]


@pytest.mark.parametrize("often", ["most days", "most mornings", "several times", "many weekends"])
def test_the_users_own_frequency_is_no_hedge(often):
    r = f"A single ride is £2.50 and a 7-day pass is £15. So if you're riding {often}, the **7-day pass is clearly better value**."
    v = check(r, PASSES, query="Which is cheaper for me?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]


def test_a_quantifier_of_the_world_is_still_a_guess():
    r = "A single ride is £2.50 and a 7-day pass is £15. Most riders usually buy the monthly student pass instead."
    assert check(r, PASSES, query="Which is cheaper for me?").hallucination == "hallucinated"


HOURS = [{"title": "booking.md", "text": "Bookings open at 9am. Sessions must be booked at least 2 days ahead."}]


@pytest.mark.parametrize("idiom", ["breathing room", "wiggle room", "elbow room", "breathing space"])
def test_room_in_an_idiom_of_slack_is_no_place(idiom):
    r = f"Sessions must be booked at least 2 days ahead, so booking at 9am gives you more {idiom}."
    v = check(r, HOURS, query="When should I book?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]


def test_a_room_of_the_world_is_a_detail():
    r = "Sessions must be booked at least 2 days ahead, and a private changing room is available for groups."
    assert check(r, HOURS, query="When should I book?").hallucination == "hallucinated"
