"""A SPAN IS NOT WORKED FROM A SPAN OF ANOTHER DIMENSION (checker.derive.Ledger._derive, _SPAN_DIMS).

Spans are kept in minutes, days or months. "The minimum age is 5 years old" is 60 months; the answer's "60 minutes"
is 60 in another dimension, so no sum or difference of it gives the age (the wrong age is caught; the context's age
passes). A rate over a span still multiplies ("2.5 hours a week for 6 weeks is 15 hours"), and days and months are one
dimension where the sentence says it is rough ("about two weeks" for half a month)."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_FLIGHT = [{"title": "package.md", "text": "The package includes two flights of roughly 60 seconds each. Please arrive "
            "60 minutes before your booked flight time."},
           {"title": "eligibility.md", "text": "Flyers must be at least 4 years old. Flyers over 100kg must be at least "
            "5ft 10in tall."}]
_COURSE = [{"title": "course.md", "text": "The course runs for 6 weeks, with 2.5 hours of tuition a week."}]
_DONOR = [{"title": "donors.md", "text": "The interval between whole-blood donations is 3 months for men."}]


@pytest.mark.parametrize("answer,want", [
    ("Arrive 60 minutes before. The minimum age is 5 years old.", True),
    ("Arrive 60 minutes before. The minimum age is 4 years old.", False),
    ("Each flight is roughly 60 seconds. Flyers must be at least 5 years old.", True),
])
def test_an_age_is_no_sum_of_minutes(answer, want):
    v = check(answer, _FLIGHT, "Are there age limits?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer,want", [("That's 2.5 hours × 6 = 15 hours of tuition.", False),
                                         ("That's 2.5 hours × 6 = 18 hours of tuition.", True)])
def test_a_rate_over_a_span_still_multiplies(answer, want):
    v = check(answer, _COURSE, "How many hours of tuition is the course?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


def test_days_and_months_roughly_are_one_dimension():
    q = "I last gave blood two and a half months ago. When can I give again?"
    ok = check("The interval is 3 months, so you have half a month left — about two weeks.", _DONOR, q)
    assert ok.hallucination != "hallucinated", [(f.rule, f.content) for f in ok.findings]


def test_score_reads_the_dimension(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Are there age limits?", "context": _FLIGHT,
             "response": f"Arrive 60 minutes before. The minimum age is {a} years old."} for i, a in (("ok", 4), ("bad", 5))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"ok": False, "bad": True}
