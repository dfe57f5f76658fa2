"""The user's mishap, supposed as the reason for advice ("Since missing the last boat would be a real problem, please
check the timetable with the ferry operator") states no fact (checker/scaffold.py SPEECH_CLAUSES "mishap"): clean even
over an empty retrieval. Generated over mishaps, consequences and the advice; a fact beside it stays a claim."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check

Q = "When is the last ferry back from the island on Sundays?"
MISHAPS = ["missing the last boat", "being late for the crossing", "getting stuck on the island", "losing your booking",
           "running late"]
CONSEQUENCES = ["would be a real problem", "could be a big hassle", "would be a nightmare", "might cause problems"]
ADVICE = ["please check the current timetable with the ferry operator", "it's best to check with the ferry operator directly"]


@pytest.mark.parametrize("mishap,consequence,advice", list(itertools.product(MISHAPS, CONSEQUENCES, ADVICE)))
def test_mishap_with_advice_over_empty_retrieval(mishap, consequence, advice):
    v = check(f"Since {mishap} {consequence}, {advice}.", [], Q)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("response", [
    "Since missing the last boat would be a real problem, the last ferry leaves at 6pm.",
    "Since missing the last boat costs £40, please check with the ferry operator.",
    "Missing the last boat would be a real problem, and the Sunday service stops early.",
])
def test_a_fact_beside_the_mishap_is_drafted(response):
    assert check(response, [], Q).hallucination == "hallucinated"
