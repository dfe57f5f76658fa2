""""LIKELY" AS THE ADJECTIVE OF A NOUN (claims._ATTRIBUTIVE_LIKELY).

"Want to check your likely daily usage against that limit?" names the user's expected amount: "likely" after a
determiner is an adjective, no hedge of the writer's. "You'll likely need a top-up" and "the limit is likely 10GB" are
guesses and stay hedged (or wrong)."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.checker.claims import _ATTRIBUTIVE_LIKELY

_PLAN = [{"title": "plans.md", "text": "The Europe plan includes 5GB of data a day. A 1GB top-up costs £3. Check your daily "
          "usage in the app."}]


@pytest.mark.parametrize("text, attributive", [
    ("your likely daily usage", True), ("the likely cost", True), ("their most likely route", True),
    ("you'll likely need a top-up", False), ("it is likely to rain", False), ("the likely to be busy days", False),
    ("a likely outcome", True)])
def test_the_grammar_of_attributive_likely(text, attributive):
    assert (_ATTRIBUTIVE_LIKELY.search(text) is not None) is attributive


def test_an_attributive_likely_is_no_hedge():
    v = check("The plan gives you 5GB a day — check your likely daily usage in the app.", _PLAN, "How much data do I get?")
    assert not [f for f in v.findings if f.rule == "hedged"], [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("claim", ["You'll likely need a top-up most days.", "Top-ups likely cost £5 at the airport."])
def test_a_hedged_guess_is_still_read(claim):
    v = check(claim, _PLAN, "How much data do I get?")
    assert v.hallucination == "hallucinated", [(f.rule, f.content) for f in v.findings]
