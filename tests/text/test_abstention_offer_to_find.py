"""An offer to find something in what the user may share ("If you paste the timetable here, I'll happily find the last
Sunday sailing for you and help you plan your day") is no claim, whatever noun phrase it looks for (text/abstention.py
_OFFER_OBJECT, offers_to_read): clean over an empty retrieval. A figure, a scope word or a weekday said of the
documents themselves, or a verb that does something other than read, stays a drafted claim."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check

Q = "When is the last ferry back from the island on Sundays?"
SHARE = ["If you paste the timetable here", "If you can send me the sailing times", "If you have their leaflet to hand"]
HELP = ["I'll happily find the last Sunday sailing for you", "I'll find the last sailing for you",
        "I'd be glad to check the return times for you", "I can work out your best option",
        "I'll happily find the last Sunday sailing for you and help you plan your day on the island"]


@pytest.mark.parametrize("share,help_", list(itertools.product(SHARE, HELP)))
def test_offer_to_find_states_nothing(share, help_):
    v = check(f"Sorry, I don't have the timetable. {share}, {help_}.", [], Q)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("offer", [
    "If you paste the Saturday timetable here, I'll find the last sailing for you.",   # a weekday of the documents
    "If you paste the timetable here, I'll find the 6pm sailing for you.",            # a figure
    "If you paste the timetable here, I'll find every sailing for you.",              # a scope word
    "If you paste the timetable here, I'll find the free sailing for you.",
    "If you send your booking, I'll upgrade your cabin for you.",                     # no reading: a service
])
def test_offer_with_a_claim_is_drafted(offer):
    assert check(offer, [], Q).hallucination == "hallucinated"
