"""Evidence of a new fact is looked for outside a sentence's speech acts (checker/passes.py ``_extra_sentences`` with
scaffold ``without_acts``): a closing sentence that concludes for the user and then offers help ("… you'll need someone
else, but if there are any other jobs from that list, I'd be happy to help you price them up") names no fee by the
offer's verb; "you'll need someone else" is the organisation declining, no rule. The same sentence with an assertion
naming a detail, a condition or a figure is still an extra claim."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import stated_condition, without_acts

CTX = [{"title": "jobs.md", "text": "We take on flat-pack assembly, putting up shelves and curtain poles, painting small rooms, and "
        "gutter clearing on single-storey buildings. We don't do gas work, roofing, or any electrical work except replacing a "
        "light fitting like for like."}]
Q = "Can you service my gas boiler?"
ANSWER = "Fixwell doesn't do any gas work, so boiler servicing isn't an option. They do take on flat-pack assembly and painting small rooms."
CONCLUDE = ["So for the boiler you'll need someone else", "So for that you'll need to find somebody else",
            "For the boiler you'll have to use someone else"]
OFFERS = ["if there are any other odd jobs from that list, I'd be happy to help you price them up",
          "if there's anything else on that list, I can help you work out a rough cost",
          "I'd be glad to help you look into the other jobs"]


@pytest.mark.parametrize("conclude", CONCLUDE)
@pytest.mark.parametrize("offer", OFFERS)
def test_a_conclusion_and_an_offer_is_no_critical_extra(conclude, offer):
    v = check(f"{ANSWER} {conclude}, but {offer}.", CTX, Q)
    assert not [f for f in v.findings if f.severity == "critical"], v.findings


@pytest.mark.parametrize("offer", OFFERS)
def test_the_offer_is_blanked_and_the_assertion_kept(offer):
    text = f"The boiler needs a Gas Safe engineer, but {offer}."
    left = without_acts(text)
    assert "Gas Safe engineer" in left and "happy" not in left and "help" not in left


@pytest.mark.parametrize("extra", [
    "So for the boiler you'll need a Gas Safe certificate first, but I'd be happy to help you price the other jobs.",
    "The weekend team charges a call-out fee, but I'd be happy to help you price them up.",
    "I'd be happy to help you price them up — the electrician visits on Saturdays.",
])
def test_an_assertion_beside_the_offer_is_still_an_extra_claim(extra):
    v = check(f"{ANSWER} {extra}", CTX, Q)
    assert v.hallucination == "hallucinated", v.findings


def test_someone_else_is_no_rule_but_a_thing_needed_is():
    assert stated_condition(["someone"], "For the boiler you'll need someone else.") is None
    assert stated_condition(["permit"], "For the boiler you'll need a permit.") is not None
