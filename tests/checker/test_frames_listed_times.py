"""Times of day listed together share their words (checker/frames.py, the frame of a listed value): "trips leave from
Marina Pier at 9am and 2pm daily" ties the pier to 2pm as to 9am, as "high season (July and August)" ties the season to
both months. A time the context gives another subject, or no subject at all, is still flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check

TRIPS = [{"title": "trip-info.md", "text": "Blue Lagoon Snorkel Trips leave from Marina Pier at 9am and 2pm daily and last 3 "
                                           "hours. Adults cost $75 and children aged 6–12 cost $45; children under 6 are "
                                           "not allowed on the reef trip."},
         {"title": "trip-policies.md", "text": "If you cancel more than 48 hours before departure, you get a full refund. "
                                               "Check-in closes 30 minutes before departure. Sunset cruises leave from the "
                                               "Harbour Steps at 6pm."}]
Q = "What time does the afternoon trip leave?"


@pytest.mark.parametrize("text", [
    "- **Departure:** 2pm from Marina Pier\n- **Check-in:** closes half an hour before departure.",
    "Departures are at 9am and 2pm from Marina Pier, and check-in closes 30 minutes before.",
    "The afternoon trip leaves Marina Pier at 2pm; check-in closes 30 minutes before departure.",
])
def test_a_listed_time_has_the_list_subject(text):
    v = check(text, TRIPS, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content, f.notes) for f in v.findings]


@pytest.mark.parametrize("text", [
    "- **Departure:** 4pm from Marina Pier\n- **Check-in:** closes half an hour before departure.",
    "- **Departure:** 6pm from Marina Pier\n- **Check-in:** closes half an hour before departure.",
])
def test_a_time_of_another_subject_or_none_is_flagged(text):
    assert check(text, TRIPS, Q).hallucination == "hallucinated"


def test_a_range_of_times_is_no_list():
    """"between 4pm and 7pm" is a range: its ends are not a list sharing words, and the user's 5:30pm set against it is
    compared, not adopted."""
    ctx = [{"title": "offpeak.md", "text": "Westway Rail Off-Peak Return tickets are valid on any train at weekends. On "
                                           "weekdays, they are not valid on trains arriving in London before 10am, and not "
                                           "valid on trains departing London between 4pm and 7pm. The return journey must be "
                                           "made within 1 month."}]
    text = ("Good question — this one catches lots of people out!\n\n**Short answer: no.** On **weekdays**, Off-Peak Returns "
            "are **not valid on trains departing London between 4pm and 7pm**, and 5:30pm on a Friday falls right in that "
            "window.\n\nYour options:\n- Travel **before 4pm** or **from 7pm** onwards on Friday, or\n- Travel at the "
            "**weekend**, when off-peak tickets are valid on any train.\n\nAlso remember the return journey must be made "
            "**within 1 month**. Safe travels!")
    v = check(text, ctx, "I've got an off-peak return. Can I get the 5:30pm train out of London on a Friday?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]


@pytest.mark.xfail(strict=True, reason="known gap: the swap rule counts a verb both subjects share ('leave') as the value's "
                   "own word, so a time moved to the other subject's sentence is not read as a swap; the start tree flagged "
                   "the cruise only by the accident this change removes ('leav goes with 9am')")
@pytest.mark.parametrize("text", ["Snorkel trips leave at 9am and 6pm from Marina Pier.",
                                  "Sunset cruises leave at 2pm from the Harbour Steps."])
def test_a_time_moved_to_another_subject_known_gap(text):
    assert check(text, TRIPS, Q).hallucination == "hallucinated"
