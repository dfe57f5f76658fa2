""""FREE" THAT NAMES NO PRICE (checker.claims._FREE_NOT_PRICE, scope).

"free" is a price only where it says a thing costs nothing. Put as a condition on a place or a date being open ("if
it's free on your dates", "as long as the court's free", "provided the room is still free"), or as a conclusion drawn
from the answer's own figures ("effectively one session free", "in effect free"), it claims no price: the scope rule
leaves it, the value rules check the figures. The same sentences saying a thing costs nothing where the context
charges for it, and a complimentary thing the context never names, are still caught. And "for free" is the
context's "at no extra cost" when that chunk shares the claim's words, though its first word is another chunk's."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_STAY = [{"title": "stay.md", "text": "Fernside Cottages take a security deposit of £150, refunded within 7 days. Standard "
          "check-out is by 10:00. Late check-out until 12:00 is available for £30, subject to availability."}]
_PASS = [{"title": "drums.md", "text": "Each workshop costs £15 per session. A 6-session pass costs £75."}]
_COURT = [{"title": "courts.md", "text": "Courts cost £12 an hour. You can extend your booking by a second hour if the "
           "court has no booking after yours."}]


@pytest.mark.parametrize("sentence", [
    "So a lunchtime departure is possible if you book the late check-out and it's free on your dates.",
    "So a lunchtime departure is possible if you book the late check-out, provided the cottage is still free.",
    "A late check-out is possible as long as it's free that day.",
])
def test_free_as_open_is_no_price(sentence):
    v = check(sentence, _STAY, "Can we leave at lunchtime?")
    assert not [f for f in v.findings if f.rule == "scope"], [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The pass saves you £15 overall (6 × £15 = £90), effectively one session free.",
                                      "Six sessions for £75 is in effect one session free."])
def test_free_as_a_conclusion_of_the_figures_is_no_price(sentence):
    v = check(sentence, _PASS, "What do the workshops cost?")
    assert not [f for f in v.findings if f.rule == "scope"], [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence", ["The late check-out is free.", "Late check-out until noon is free of charge.",
                                      "Enjoy a complimentary cream tea on arrival.",
                                      "The late check-out is free if you ask nicely."])
def test_a_free_price_the_context_does_not_give_is_still_caught(sentence):
    v = check(sentence, _STAY, "Can we leave at lunchtime?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]


def test_for_free_is_the_contexts_at_no_extra_cost_across_chunks():
    ctx = [{"title": "groups.md", "text": "Ridgeway Gliding Club runs evenings for groups of 6 to 12 people."},
           {"title": "weather.md", "text": "If flying is cancelled because of the weather, we will rebook your group "
            "onto another evening at no extra cost."}]
    ok = check("The club will rebook your group onto another evening for free.", ctx, "What if the weather is bad?")
    assert not [f for f in ok.findings if f.rule == "scope"], [(f.rule, f.content) for f in ok.findings]
    bad = check("The club will refund your group's deposit for free.", ctx, "What if the weather is bad?")
    assert bad.hallucination == "hallucinated"


def test_score_reads_free_as_open(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Can we leave at lunchtime?", "context": _STAY,
             "response": r} for i, r in (("open", "Late check-out until noon is £30. So a lunchtime departure is possible if you "
                                                   "book the late check-out and it's free on your dates."),
                                         ("price", "Late check-out until noon is free."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"open": False, "price": True}
