"""THREE COUNTS AN ANSWER WORKS OUT OR DENIES (checker.lookups._party_in_query, _said_unmentioned;
derive._months_named, _EACH_MONTH, _THAT_IS).

- The user's party in all: "you're five" for "We're 2 adults and 3 kids" (another total is caught).
- The months of a monthly run, both ends counted: "monthly from March to October, which is 8 months", also said in the
  next sentence ("That's 8 months"); without "monthly" the span is the months between (7); a wrong count is caught.
- A value named as absent from the sources: "The documents don't mention an email address or a 48-hour rule", "There is
  no 48-hour rule in the documents" state no figure; the same figure after "but", "although" or in the next sentence
  ("The documents don't mention a fee. It costs £20.") is stated and caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_ZIP = [{"title": "zip.md", "text": "The Mega Zip costs £45 per rider. Groups of 10 or more riders get 10% off."}]
_PARTY_Q = "We're 2 adults and 3 kids aged 7, 9 and 12. What's the total?"
_POND = [{"title": "pond.md", "text": "Regular maintenance visits are £65 per visit, monthly from March to October. A "
          "spring service is £120."}]
_POND_Q = "If I want monthly visits through the season, how much is that in total?"
_ROTA = [{"title": "rota.md", "text": "Book and cancel shifts in the KitchenRota app. Please cancel at least 24 hours "
          "before a shift so the coordinator can find cover."}]


@pytest.mark.parametrize("sentence,want", [
    ("The 10% off applies to groups of 10 or more, and you're five.", False),
    ("The 10% off applies to groups of 10 or more, and you're 5.", False),
    ("The 10% off applies to groups of 10 or more, and you're six.", True),
])
def test_the_users_party_in_all(sentence, want):
    v = check(sentence, _ZIP, _PARTY_Q)
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer,want", [
    ("Visits run monthly from March to October, which is 8 months.", False),
    ("Visits run **monthly from March to October**. That's **8 months**.", False),
    ("Visits run from March to October, 7 months.", False),
    ("Visits run monthly from March to October, which is 9 months.", True),
    ("Visits run monthly from March to October. That is 10 months.", True),
    ("Visits run from March to October, 9 months.", True),
])
def test_the_months_of_a_monthly_run(answer, want):
    v = check(answer, _POND, _POND_Q)
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The documents don't mention an email address or a 48-hour rule.",
                                      "The information I have doesn't say anything about a 48-hour rule.",
                                      "There is no 48-hour rule in the documents."])
def test_a_value_named_as_absent_is_no_claim(sentence):
    v = check(sentence, _ROTA, "How do I cancel a shift?")
    assert not [f for f in v.findings if f.rule == "value"], [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The documents don't mention a fee, but it is usually £20.",
                                      "The documents don't mention a fee, although it costs £20.",
                                      "The documents don't mention a fee. It costs £20.",
                                      "There is no fee, you just cancel 48 hours ahead in the documents.",
                                      "You must cancel 48 hours ahead."])
def test_the_same_value_stated_is_caught(sentence):
    v = check(sentence, _ROTA, "How do I cancel a shift?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_party_and_the_gap(tmp_path):
    rows = [{"id": "party", "type": "answerable", "expect": "answer", "query": _PARTY_Q, "context": _ZIP,
             "response": "The 10% off applies to groups of 10 or more, and you're five."},
            {"id": "gap", "type": "answerable", "expect": "answer", "query": "How do I cancel a shift?", "context": _ROTA,
             "response": "The documents don't mention a 48-hour rule. Cancel in the KitchenRota app at least 24 hours before."},
            {"id": "stated", "type": "answerable", "expect": "answer", "query": "How do I cancel a shift?", "context": _ROTA,
             "response": "You must cancel 48 hours ahead in the KitchenRota app."}]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"party": False, "gap": False, "stated": True}
