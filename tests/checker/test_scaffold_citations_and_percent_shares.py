"""A CITATION IN A SENTENCE THAT IS NO CLAIM, AND WHAT A PERCENTAGE IS WORKED OUT FROM (checker.__init__._citations,
checker.derive.Ledger._derive):

- a sentence read as a pleasantry or scaffolding ("Good news — assistance dogs travel free (source: …)", "Have a
  lovely trip! (source: …)") still cites: a source that was not retrieved is a fabricated citation, critical; a
  retrieved one is fine;
- a percentage is a share of a percentage, or one count written as a share of another ("19 out of 26 → about 73%",
  "29 of 45, roughly 64%"); never a product or difference of two counts or amounts that happen to come near it ("around
  10% off for over-65s" is no 65 × 16 / 100; "10% off" is no £12 − 2)."""
from __future__ import annotations

import pytest

from groundtest import check

_FARES = [{"title": "fares.md", "text": "Assistance dogs travel free. Waiting time is 40p per minute."}]


@pytest.mark.parametrize("lead", ["Good news — ", "Good news, ", "Great news: ", ""])
@pytest.mark.parametrize("marker,ok", [("(source: fares.md)", True), ("(source: accessibility-charter.md)", False),
                                       ("[fares.md]", True), ("[charter.md]", False)])
def test_a_citation_in_a_pleasantry(lead, marker, ok):
    text = f"{lead}{'a' if lead else 'A'}ssistance dogs travel free {marker}."
    assert (check(text, _FARES, "Does my dog cost extra?").hallucination != "hallucinated") is ok


@pytest.mark.parametrize("marker,ok", [("(source: fares.md)", True), ("(source: trips.md)", False)])
def test_a_citation_after_an_offer(marker, ok):
    text = f"Assistance dogs travel free. Have a lovely trip! {marker}"
    assert (check(text, _FARES, "Does my dog cost extra?").hallucination != "hallucinated") is ok


_CRUISE = [{"title": "cruises.md", "text": "The boat departs at 10am. Adult return £32, child (3–15) return £16, under-3s free."}]
_Q = "What time does the boat leave, and is there a discount for over-65s?"


@pytest.mark.parametrize("pct", ["10%", "around 10%", "roughly 12%", "about 15%"])
def test_a_percentage_no_figure_gives(pct):
    text = f"The boat departs at 10am. The operator typically gives {pct} off for over-65s."
    assert check(text, _CRUISE, _Q).hallucination == "hallucinated"


_EXAMS = [{"title": "exams.md", "text": "The Foundation exam has 26 questions and costs £27.50. The Intermediate exam has 45 "
                                         "questions and costs £37.50. Pass marks are 19 out of 26 and 29 out of 45."}]


@pytest.mark.parametrize("said,pct,ok", [("19 out of 26", "about 73%", True), ("19 of the 26", "roughly 73%", True),
                                         ("29 out of 45", "about 64%", True), ("19 out of 26", "about 80%", False),
                                         ("29 out of 45", "about 70%", False)])
def test_a_count_as_a_share_of_another(said, pct, ok):
    text = f"The pass mark is {said}, which is {pct}."
    assert (check(text, _EXAMS, "What percentage do I need to pass?").hallucination != "hallucinated") is ok
