"""WHAT AN EMPTY RETRIEVAL MAY STILL SAY: QUESTIONS TO ASK, AN OFFER TO READ THE USER'S PAPERS, A REMARK ON THE USER'S
PLAN, AND ADVICE WITH ITS PURPOSE (scaffold._EMBEDDED_ORDER, REQUESTS, the "that's an important thing to …" evaluation,
the "so you know …" purpose, _HELD_LIST_GOES_ON).

"- How many finished hours they typically produce per recording day" (an embedded question, its subject before its
verb), "If you have a quote, schedule or studio information pack, feel free to paste it in and I'll pull out anything
relevant", "That's an important thing to agree before your au pair arrives!" and "It would be best to ask Gentle Arrival
directly, ideally before you book, so you know they can support the birth you're planning" draft nothing; the same
shapes with a figure, a weekday, a channel or a discount of their own are caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_Q = ("Do Gentle Arrival doulas support home births? Can our au pair use our car? How many finished hours can your "
      "narrators record in a day?")


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("sentence", [
    "- How many **finished hours** they typically produce per recording day",
    "- How many **recording days** your book might need",
    "- How any **corrections** fit into the schedule",
    "- What they charge for a recording day",
    "If you have a **quote, schedule or studio information pack**, feel free to paste it in and I'll pull out anything relevant.",
    "If you have their brochure, feel free to upload it and I'll take a look.",
    "That's an important thing to agree before your au pair arrives! 🚗",
    "That's a big decision to make before your birth!",
    "It would be best to ask Gentle Arrival directly, ideally before you book, so you know they can support the birth you're planning.",
    "Your team captain or the league officials should be able to tell you.",
    "Your doula or the hospital's midwives should be able to tell you.",
    # the party described by a verb on what was just named ("the team that manages it"), not by a new fact of its own
    "The best source will be your company's current expenses policy or the team that manages it.",
    "The best source will be the agency's handbook or whoever issued it.",
    # the user's own preparation and what it helps (scaffold "preparation")
    "Having all of that ready will help your adviser get a clear picture quickly.",
    "Bringing these with you can speed things up on the day.",
    "Having your birth plan to hand beforehand should help.",
])
def test_an_empty_retrieval_may_ask_offer_and_remark(sentence):
    v = check(sentence, [], _Q)
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("sentence", [
    "- How many finished hours they record at the £40 rate",
    "If you have a quote, feel free to paste it in and I'll apply the 10% discount.",
    "That's an important thing to agree before your au pair arrives on Monday!",
    "It would be best to ask Gentle Arrival directly, ideally before you book, so you know they can support the birth "
    "at St Mary's.",
    "Narrators typically record six finished hours per day.",
    "Your team captain or the league officials at the Crown should be able to tell you by Friday.",
    "The team that offers the £30 puppy package would be able to help with this.",
    "Having the £50 deposit ready will help your adviser get a clear picture quickly.",
    "Having all of that ready will help, and the office opens at 9am on Saturdays.",
])
def test_a_detail_in_the_same_shapes_is_caught(sentence):
    v = check(sentence, [], _Q)
    assert v.hallucination == "hallucinated", _critical(v)


def test_score_reads_an_empty_retrievals_questions(tmp_path):
    rows = [{"id": i, "type": "unanswerable", "expect": "abstain", "query": _Q, "context": [], "response": r}
            for i, r in (("asks", "I'm sorry, I don't have any documents that cover that, so I can't answer it.\n\n"
                                  "I can help you prepare a list of questions for the studio, for example:\n"
                                  "- How many **finished hours** they typically produce per recording day\n"
                                  "- How many **recording days** your book might need"),
                         ("invents", "I'm sorry, I don't have any documents that cover that, so I can't answer it. "
                                     "Narrators typically record six finished hours per day."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"asks": False, "invents": True}
