"""The user's plan judged as what it would make ("That would make a gorgeous wedding!") is a pleasantry, as "that
sounds like a lovely day" is: an evaluation of the user's occasion (a wedding, a birthday, an anniversary) states
nothing of the world. A clause that goes on to name a fee, a time or a thing the context lacks is still a claim."""

from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import evaluative_remark

EMPTY_REFUSAL = " Unfortunately, I don't have any information about private hire, so I can't confirm it."


@pytest.mark.parametrize("opening", [
    "That would make a gorgeous wedding!",
    "That'll make for a fun birthday!",
    "That would make a lovely anniversary!",
    "What a lovely idea — that would make a memorable reunion!",
    "It'd make a romantic honeymoon!",
])
def test_the_occasion_judged_is_no_draft(opening):
    v = check(opening + EMPTY_REFUSAL, [], "Do you do private hire of the vintage buses for weddings and parties?")
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]
    assert evaluative_remark(opening)


@pytest.mark.parametrize("opening", [
    "That would make a gorgeous wedding — hire is £300 for the day!",
    "That would make a gorgeous wedding, and we include free champagne!",
    "The bus would make a gorgeous wedding car on Saturdays!",
])
def test_a_judgement_with_a_detail_is_still_a_draft(opening):
    v = check(opening + EMPTY_REFUSAL, [], "Do you do private hire of the vintage buses for weddings and parties?")
    assert v.hallucination == "hallucinated"


def test_a_thing_of_the_organisations_is_no_occasion():
    assert not evaluative_remark("That would make a gorgeous wedding venue!")
