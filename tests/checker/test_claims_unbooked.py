"""Class: a paraphrase of a supported fact — a booking denied as a need ("no appointment needed", "you don't need an
appointment", "without booking") where the context says visits need none ("Walk-ins welcome", "drop in any time",
"just turn up"). The same fact reworded: no new detail. Wrong neighbours stay flagged: the same words where the context
requires or never mentions a booking, and a booking fee.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

OPEN = ["Walk-ins welcome Monday to Saturday 9am–5:30pm.", "Drop in any time Monday to Saturday, 9am–5:30pm.",
        "Just turn up Monday to Saturday between 9am and 5:30pm."]
SAYS = ["Just pop in Monday–Saturday, 9am–5:30pm — no appointment needed.",
        "Come along Monday to Saturday, 9am–5:30pm; you don't need an appointment.",
        "Visit any time Monday to Saturday, 9am–5:30pm, without an appointment."]
PRICES = "SnapID sells a digital photo code for £7, a printed set of 4 for £9.50, or both together for £12."


@pytest.mark.parametrize("hours", OPEN)
@pytest.mark.parametrize("said", SAYS)
def test_no_booking_over_walk_ins_is_the_contexts_fact(hours, said):
    ctx = [{"title": "prices.md", "text": PRICES}, {"title": "visiting.md", "text": hours}]
    v = check(f"Both together cost £12. {said}", ctx)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("hours", ["Appointments are needed Monday to Saturday, 9am–5:30pm.",
                                   "We are open Monday to Saturday, 9am–5:30pm."])
@pytest.mark.parametrize("said", ["Just pop in Monday–Saturday, 9am–5:30pm — no appointment needed, and the staff will "
                                  "retouch your photo for free.",
                                  "Come along Monday to Saturday, 9am–5:30pm; there's a booking fee of £2."])
def test_a_new_detail_beside_it_is_still_flagged(hours, said):
    ctx = [{"title": "prices.md", "text": PRICES}, {"title": "visiting.md", "text": hours}]
    v = check(f"Both together cost £12. {said}", ctx)
    assert v.hallucination == "hallucinated", v.findings


@pytest.mark.parametrize("hours", ["We are open Monday to Saturday, 9am–5:30pm.",
                                   "Our studio is open Monday to Saturday, 9am–5:30pm."])
@pytest.mark.parametrize("said", SAYS[:2])
def test_no_booking_where_the_context_never_waives_it_is_a_detail(hours, said):
    ctx = [{"title": "prices.md", "text": PRICES}, {"title": "visiting.md", "text": hours}]
    v = check(f"Both together cost £12. {said}", ctx)
    assert v.hallucination == "hallucinated", v.findings
