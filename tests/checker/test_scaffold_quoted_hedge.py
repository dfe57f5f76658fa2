"""A quantifier the context itself gives is no guess of the writer's (checker/claims.py hedged): "also available on most
courses, with the same notice" over "We can adapt most courses for vegetarian diets if you tell us at least 7 days
before" copies the context's scope; the question's topic ("notice") in it is not counted as a gap filled. The same
phrase beside a new thing, a hedge word of the writer's own, or a quantifier the context does not give stays a guess."""
from __future__ import annotations

import pytest

from groundtest.checker import check

PLACES = [("courses", "class", "cookery school"), ("tours", "tour", "tour company"), ("sessions", "session", "studio"),
          ("workshops", "workshop", "workshop")]


def _case(noun: str, single: str, claim: str) -> str:
    query = f"How much notice do you need to make my {single} gluten-free?"
    ctx = [{"title": "dietary-needs.md", "text": f"We can adapt most {noun} for vegetarian and gluten-free diets if you tell us at "
                                                 f"least 7 days before the {single}. Vegan adaptations are available on two {noun} only."}]
    response = f"Most {noun} can be adapted for gluten-free diets if you tell us a week or more before your {single}.\n\n- {claim}"
    return check(response, ctx, query).hallucination


@pytest.mark.parametrize("noun,single,_", PLACES)
@pytest.mark.parametrize("claim", ["Vegetarian: also available on most {noun}, with the same notice.",
                                   "Vegetarian diets can also be catered for on most {noun}, with the same notice."])
def test_the_contexts_own_quantifier_is_no_guess(noun, single, _, claim):
    assert _case(noun, single, claim.format(noun=noun)) != "hallucinated"


@pytest.mark.parametrize("noun,single,_", PLACES)
@pytest.mark.parametrize("claim", ["Vegetarian: also available on most {noun}, with a free apron and a glass of prosecco.",
                                   "Most {noun} also include a complimentary lunch for coeliac guests.",
                                   "Most people find the notice period is usually waived for regulars."])
def test_a_new_thing_beside_it_is_still_flagged(noun, single, _, claim):
    assert _case(noun, single, claim.format(noun=noun)) == "hallucinated"
