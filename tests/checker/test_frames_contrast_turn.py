"""THE CONTRAST TURN (checker.frames._contrast_turn, _contrasted): "A rather than B", "A instead of B" and "A, not B"
set B against A. Said in the context's own order it restates the context's "A, not B" / "A but not B"; turned round it
is the swap the context excludes. And a context's ", not B" is a contrast, not a negated list: the part before it stays
positive (a negated list, "does not cover A, B or C", still negates each member).
"""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "policy.md", "text": "In heavy rain, cleans are rescheduled, not cancelled. Pets are allowed in the garden "
                                      "rooms but not in the main house."}]
_Q = "What happens if it rains, and can I bring my dog?"


@pytest.mark.parametrize("response", [
    "In heavy rain, your clean is rescheduled rather than cancelled.",
    "In heavy rain, your clean is rescheduled instead of being cancelled.",
    "In heavy rain, your clean is rescheduled, not cancelled.",
    "Pets are allowed in the garden rooms rather than the main house.",
])
def test_said_in_the_contexts_order(response):
    assert check(response, _CTX, _Q).hallucination != "hallucinated"


@pytest.mark.parametrize("response", [
    "In heavy rain, your clean is cancelled rather than rescheduled.",
    "In heavy rain, your clean is cancelled, not rescheduled.",
    "In heavy rain, your clean is cancelled instead of rescheduled.",
    "Pets are allowed in the main house rather than the garden rooms.",
])
def test_turned_round(response):
    assert check(response, _CTX, _Q).hallucination == "hallucinated"


def test_a_negated_list_still_negates_each_member():
    ctx = [{"title": "charges.md", "text": "The service charge does not cover council tax, contents insurance, electricity "
                                          "or personal care."}]
    assert check("The service charge covers contents insurance.", ctx, "What does it cover?").hallucination == "hallucinated"
