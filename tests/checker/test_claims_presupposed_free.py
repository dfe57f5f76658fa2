"""Class: a pleasantry or a tip that presupposes a free thing of the organisation's ("Enjoy the free hot chocolate we hand
out at the end of every tour", "Don't miss the free cake stall at the finish line").

Principles: (1) a definite article does not make a thing the context never names its own — "the free X" points back to
the context's free thing only when X is a generic name ("the free period", "the free one") or a word of the context or
question (claims._free_named_before); (2) a denied "miss"/"forget" asserts its object ("don't miss the free map" is no
"it isn't free": claims._LITOTES); (3) a wish or tip on a thing with a common noun the context lacks presupposes that
thing and is no pleasantry (scaffold.presupposes_new), while a wish on the user's occasion or a named place is.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import is_scaffolding

CTX = [{"title": "event.md", "text": "The run starts at 10:30am on Sunday at Riverside Park. Under-5s run free. Bag drop costs "
                                     "£2 per bag. Every registered runner receives a medal and a T-shirt."}]
SUPPORTED = "The run starts at 10:30am on Sunday at Riverside Park. Bag drop costs £2 per bag."


@pytest.mark.parametrize("lead", ["Enjoy the", "Don't miss the", "Do not miss the", "Don't forget the", "Look out for the"])
@pytest.mark.parametrize("thing", ["free cake stall at the finish line", "free hot chocolate we hand out at the end",
                                   "free massage tent by the start", "free goody bag for every runner"])
def test_a_presupposed_free_thing_the_context_lacks_is_a_claim(lead, thing):
    response = f"{SUPPORTED} {lead} {thing} — a well-earned treat!"
    v = check(response, CTX, "Any tips for race day?")
    assert v.hallucination == "hallucinated", (response, v.findings)


@pytest.mark.parametrize("sentence", [
    "Enjoy the run!", "Enjoy the day — a well-earned treat!", "Don't miss the start at 10:30am!",
    "Enjoy the free entry for the under-5s!", "Enjoy your medal and T-shirt!",
])
def test_a_wish_on_the_occasion_or_the_contexts_own_thing_stays_clean(sentence):
    response = f"{SUPPORTED} {sentence}"
    v = check(response, CTX, "Any tips for race day?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("wish,known,scaffolding", [
    ("Enjoy the hot chocolate at the end!", {"tour", "end"}, False),
    ("Enjoy the welcome pack on arrival!", {"tour"}, False),
    ("Enjoy the tour!", {"tour"}, True),
    ("Enjoy the views from the top!", {"tour"}, True),
    ("Enjoy the Highlands!", {"tour"}, True),
    ("Have a wonderful night under the stars!", {"tour"}, True),
])
def test_a_wish_presupposing_a_new_thing_is_no_pleasantry(wish, known, scaffolding):
    assert is_scaffolding(wish, known) is scaffolding, wish


def test_it_isnt_free_is_still_a_denial():
    ctx = [{"title": "prices.md", "text": "Parking costs £5 a day."}]
    v = check("Parking costs £5 a day, so it isn't free parking.", ctx, "Is parking free?")
    assert v.hallucination != "hallucinated", v.findings
