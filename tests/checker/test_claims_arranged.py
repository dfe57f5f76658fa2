"""Class: an arrangement the organisation is said to be able to make, in the passive, named by new words ("his transport
can be set up as a standing booking, so you won't need to rebook each session").

Principle (claims._arranged, read by claims.evidence): "can/will/may be set up|arranged|organised|scheduled|booked|
provided|offered|converted|switched as|for|on|into …" with two or more new words saying what is arranged states an offering
of the world — a new detail beside a supported answer. The context's own arrangement, restated in its words, does not.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "transport.md", "text": "Non-emergency patient transport is available to patients who need a stretcher. One "
                                         "escort may travel with the patient. Journeys can be booked for morning or afternoon "
                                         "appointments."}]
SUPPORTED = "Patient transport is available to patients who need a stretcher, and one escort may travel with the patient."


@pytest.mark.parametrize("verb", ["can be set up as", "can be arranged as", "could be organised as", "can be switched to"])
@pytest.mark.parametrize("what", ["a standing weekly booking", "a recurring block reservation", "an automatic repeat slot"])
def test_a_new_arrangement_is_a_claim(verb, what):
    response = f"{SUPPORTED} Because his treatment is ongoing, his transport {verb} {what}, so you won't need to rebook."
    v = check(response, CTX, "Can my husband get transport to dialysis?")
    assert v.hallucination == "hallucinated", (response, v.findings)


@pytest.mark.parametrize("extra", [
    "Journeys can be booked for morning or afternoon appointments.",
    "His journeys can be booked for afternoon appointments too.",
])
def test_the_contexts_own_arrangement_stays_clean(extra):
    response = f"{SUPPORTED} {extra}"
    v = check(response, CTX, "Can my husband get transport to dialysis?")
    assert v.hallucination != "hallucinated", (response, v.findings)
