"""THE USER'S OWN FREQUENCY AND AN AGE GAP TO A BIRTHDAY (checker.lookups._asked_as_often, derive._AGE_TALK).

"Twice a week for 16 weeks is 32 swims" after the user's "I'll swim about twice a week" restates the user's frequency:
the same count per the same period in the question (another period is caught). "Your child will be eligible in three
years, once they turn 14" for an 11-year-old and a minimum age of 14 is the gap between the two ages ("turns",
"turning" name an age as "aged" does); another gap is caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_LIDO = [{"title": "prices.md", "text": "Single swims: adult £6.50. A 10-swim flexi card costs £55 for adults. An adult "
          "season ticket costs £165 and covers unlimited general swims."}]
_SWIMS = "I'll probably swim about twice a week for 16 weeks this summer. Which option is cheapest?"
_GLIDING = [{"title": "eligibility.md", "text": "Trial flight passengers must be at least 14 years old. A winch-launch "
             "trial flight costs £75."}]
_AGE = "I'd like to book a trial flight for my 11-year-old. What does it cost?"


@pytest.mark.parametrize("sentence", ["Twice a week for 16 weeks is 32 swims — let's compare.",
                                      "Swimming twice a week for 16 weeks is 32 swims.",
                                      "At twice a week over 16 weeks, that's 32 swims."])
def test_the_users_frequency_restated_is_theirs(sentence):
    v = check(sentence, _LIDO, _SWIMS)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["Swimming twice a month for 16 weeks is 8 swims.",
                                      "Swimming three times a week for 16 weeks is 48 swims."])
def test_another_frequency_is_caught(sentence):
    v = check(sentence, _LIDO, _SWIMS)
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["Your child will be eligible in three years, once they turn 14.",
                                      "Your child will be eligible in 3 years, once they turn 14.",
                                      "They'll be eligible in three years, on turning 14."])
def test_the_gap_to_the_minimum_age_is_worked_out(sentence):
    v = check(sentence, _GLIDING, _AGE)
    assert not [f for f in v.findings if f.rule == "value"], [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["Your child will be eligible in two years, once they turn 14.",
                                      "Your child will be eligible in five years, once they turn 14."])
def test_another_gap_is_caught(sentence):
    v = check(sentence, _GLIDING, _AGE)
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_users_frequency(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _SWIMS, "context": _LIDO, "response": r}
            for i, r in (("theirs", "Twice a week for 16 weeks is 32 swims."),
                         ("other", "Twice a month for 16 weeks is 8 swims."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"theirs": False, "other": True}
