"""'Free' said in the chunk that shares the claim's words, not the chunk of its first words (checker/claims.py
``scope``, ``_sharing``).

Grammar: CLAIM := ITEM-PHRASE (the price's chunk) … THING-VERB … "free", where another chunk says THING is free and
holds two of the claim's content words ("12 Classic teas at £14.50 (£174) delivered within 5 miles would travel
free" beside "Delivery is free on orders over £150 within 5 miles"): the free is that chunk's. Wrong neighbours — no
chunk that says free shares two of the claim's words ("would come with a free cake stand") — stay flagged.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from tests.helpers import scored_hallucinated

CTX = [{"title": "delivery.md", "text": "Delivery is free on orders over £150 within 5 miles. Smaller orders within 5 miles have a £12 "
                                        "delivery charge."},
       {"title": "menu.md", "text": "Classic Afternoon Tea is £14.50 per person. Sandwich platters are £30 each."}]
QUERY = "Would my order of 12 teas be delivered free?"


@pytest.mark.parametrize(("n", "verb"), [(12, "would travel free"), (16, "would be delivered free"), (14, "would go out free"),
                                          (20, "would come free")])
def test_free_from_the_chunk_that_shares_the_words(n, verb):
    total = n * 14.5
    text = f"For example, {n} Classic teas at £14.50 each (£{total:.0f}) delivered within 5 miles {verb}, since that's over £150."
    assert check(text, CTX, QUERY).hallucination != "hallucinated", text


@pytest.mark.parametrize("thing", ["a free cake stand", "a free tablecloth", "free napkins"])
def test_a_free_thing_no_chunk_says_stays_flagged(thing):
    text = f"For example, 12 Classic teas at £14.50 each (£174) would come with {thing}."
    assert check(text, CTX, QUERY).hallucination == "hallucinated", text


def test_through_score(tmp_path):
    right = "12 Classic teas at £14.50 each (£174) delivered within 5 miles would travel free, since that's over £150."
    wrong = "12 Classic teas at £14.50 each (£174) would come with a free cake stand."
    assert scored_hallucinated(tmp_path, [right, wrong], CTX, QUERY) == [False, True]
