"""HOW OFTEN AND HOW MANY TIMES, WORKED FROM THE CONTEXT (checker.lookups._listed_days, _best_of_majority,
derive._TIMES_AS).

- "Training twice a week" where the classes run "on Mondays and Wednesdays": a frequency a week equal to the number of
  weekdays the context lists together; another count ("three times a week") is caught.
- "best of three legs — so the first to win two legs takes the game": the majority of an odd best-of, n // 2 + 1; the
  same count with no best-of beside it is caught.
- "she's paying twice what you are" after £258 and £129: "twice what" is the ratio of two figures shown, as "twice as
  much as" is; a wrong ratio ("three times what you are") is caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_DOJO = [{"title": "dojo.md", "text": "Juniors aged 5 to 15 pay £28 a month. Pay-as-you-go is £9 per class. Junior "
          "classes run on Mondays and Wednesdays from 5:30 to 6:30pm."}]
_DARTS = [{"title": "league.md", "text": "Singles games are 501, double out, best of 3 legs. Matches are played on "
           "Tuesdays at 8pm."}]
_FEES = [{"title": "fees.md", "text": "The lawful development certificate fee is £129, half the householder planning "
          "application fee of £258."}]


@pytest.mark.parametrize("sentence", ["Training twice a week is about eight classes a month.",
                                      "Junior classes run twice a week.",
                                      "Juniors can train twice per week."])
def test_twice_a_week_for_two_listed_days(sentence):
    v = check(sentence, _DOJO, "How much are junior fees?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["Juniors can train three times a week.", "Juniors can train twice a month."])
def test_another_frequency_is_caught(sentence):
    v = check(sentence, _DOJO, "How much are junior fees?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["Singles are best of three legs — so the first player to win two legs takes the game.",
                                      "It's best of 3 legs, so you need 2 legs to win."])
def test_the_majority_of_a_best_of(sentence):
    v = check(sentence, _DARTS, "What's the format for singles?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The first player to win two legs takes the game.",
                                      "It's best of 3 legs, so you need 4 legs to win."])
def test_a_count_with_no_best_of_or_no_majority_is_caught(sentence):
    v = check(sentence, _DARTS, "What's the format for singles?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


_FEE_LEAD = "You pay £129 and your neighbour pays £258. "


@pytest.mark.parametrize("ratio,want", [("twice what you are", False), ("twice as much as you", False),
                                        ("three times what you are", True)])
def test_twice_what_is_a_ratio_of_figures_shown(ratio, want):
    v = check(_FEE_LEAD + f"In other words, she's paying {ratio}.", _FEES, "How much more is she paying than me?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_listed_days(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "How much are junior fees?", "context": _DOJO,
             "response": r} for i, r in (("two", "Juniors can train twice a week."),
                                         ("three", "Juniors can train three times a week."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"two": False, "three": True}
