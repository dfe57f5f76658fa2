"""THE RESULT OF THE SENTENCE BEFORE (checker.derive.Ledger._carried): a sentence that opens by giving a result ("So
each night costs $95", "That makes $95 a night", "Which brings it to …") of two figures the answer shows, in the
operation the words of the sentence before it signal ("adds", "plus", "off", "less", "each", "per"), is supported
when the arithmetic holds. Wrong arithmetic, and a result computed from a figure the answer never shows (the lowest
of a range, "So a concession ticket costs £10" where tickets range from £12), are still caught."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check

_CTX = ("Overnight stays (7pm to 7am) cost $85 per night. Each additional pet in the same household adds $5 per visit or "
        "$10 per overnight.")
_WALKS = "A standard walk costs $30, and members get $6 off every walk."
_Q = "I need overnight sitting for my dog and my cat for 4 nights. How much?"

_OPENERS = ["So each night costs {r}.", "That makes {r} a night.", "So that's {r} a night.", "Which brings it to {r} a night.",
            "Altogether, {r} a night.", "This means each night costs {r}.", "Therefore each night is {r}."]
_ADDS = ["Your second pet adds $10 per overnight.", "Plus $10 per overnight for your second pet.",
         "Your second pet is an extra $10 per overnight.", "A second pet is $10 more per overnight."]


def _verdict(resp: str, ctx: str = _CTX) -> str:
    return check(resp, [{"title": "rates.md", "text": ctx}], _Q).hallucination


@pytest.mark.parametrize("opener,adds", list(itertools.product(_OPENERS, _ADDS)))
def test_a_sum_given_by_the_next_sentence(opener, adds):
    resp = f"An overnight stay is $85. {adds} {opener.format(r='$95')}"
    assert _verdict(resp) != "hallucinated"


@pytest.mark.parametrize("opener,wrong", list(itertools.product(_OPENERS, ["$96", "$97", "$112"])))
def test_a_wrong_sum_given_by_the_next_sentence(opener, wrong):
    resp = f"An overnight stay is $85. Your second pet adds $10 per overnight. {opener.format(r=wrong)}"
    assert _verdict(resp) == "hallucinated"


@pytest.mark.parametrize("layout", ["- Overnight stay: **$85**\n- Your second pet: **+$10 per overnight**\n- So each night costs **{r}**",
                                    "**Per night**\n- Overnight stay (7pm to 7am): $85\n- Second pet (same household): +$10 per overnight\n- So each night costs {r}"])
@pytest.mark.parametrize("result,ok", [("$95", True), ("$96", False), ("$100", False)])
def test_a_sum_under_bullets(layout, result, ok):
    assert (_verdict(layout.format(r=result)) != "hallucinated") is ok


@pytest.mark.parametrize("result,ok", [("$24", True), ("$25", False), ("$36", False)])
def test_a_difference_given_by_the_next_sentence(result, ok):
    resp = f"A standard walk is $30. As a member you get $6 off. So each walk costs you {result}."
    assert (_verdict(resp, _WALKS) != "hallucinated") is ok


def test_only_figures_the_answer_shows():
    ctx = "Ticket prices range from £12 (restricted view) to £22 (front stalls). Concessions receive £2 off any ticket."
    resp = "- Concessions get **£2 off any ticket**.\n- So a **concession ticket costs £10**."
    assert check(resp, [{"title": "t.md", "text": ctx}], "How much is a concession ticket?").hallucination == "hallucinated"
