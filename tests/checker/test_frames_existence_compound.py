"""The existence flip of a thing named by two words (checker/frames.py ``_existence_flip``, ``_denied_compounds``).

Grammar: CONTEXT := … "no" MODIFIER HEAD … (and the thing named nowhere else, no other case after it);
CLAIM := "there's a" MODIFIER HEAD … | "a" MODIFIER HEAD ("does" | "will")? ("apply" | "is charged" | …) |
("pay" | "charge" | "add") "a" MODIFIER HEAD, in a clause with no negator. The claim says the denied thing exists: a
flip of polarity, critical though every word is the context's. Right neighbours — the denial restated ("there's no
cancellation fee"), the thing in the case the context keeps it for ("only if you're more than 10 miles away") — pass.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from tests.helpers import scored_hallucinated

THINGS = [("cancellation fee", "cancel at any time with 90 days' notice and no cancellation fee"),
          ("replacement visit", "the van does not run on bank holidays, and there is no replacement visit"),
          ("booking deposit", "tables are held without a card and there is no booking deposit"),
          ("joining fee", "membership is monthly with no joining fee")]
ASSERTED = ["there's a {t} as well", "be aware that a {t} does apply", "a {t} will apply if you leave early",
            "you'd also pay a {t}", "there is also a {t} to factor in"]
DENIED = ["there's no {t}", "you won't pay a {t}", "there isn't a {t}", "no {t} applies"]


def _ctx(sentence: str) -> list:
    return [{"title": "terms.md", "text": sentence[0].upper() + sentence[1:] + ". Staff are always glad to help."}]


@pytest.mark.parametrize(("thing", "sentence"), THINGS)
@pytest.mark.parametrize("form", ASSERTED)
def test_the_thing_said_to_exist_is_a_flip(thing, sentence, form):
    claim = form.format(t=thing)
    text = claim[0].upper() + claim[1:] + "."
    assert check(text, _ctx(sentence), "Is there anything else to pay?").hallucination == "hallucinated", text


@pytest.mark.parametrize(("thing", "sentence"), THINGS)
@pytest.mark.parametrize("form", DENIED)
def test_the_denial_restated_passes(thing, sentence, form):
    claim = form.format(t=thing)
    text = claim[0].upper() + claim[1:] + "."
    verdict = check(text, _ctx(sentence), "Is there anything else to pay?")
    assert not any(f.rule == "frame_polarity" for f in verdict.findings), (text, verdict.findings)


def test_the_other_case_keeps_the_thing():
    ctx = [{"title": "rates.md", "text": "Jobs within 10 miles of Stockport have no travel charge; beyond that we add £15."}]
    text = "A £15 travel charge applies only if you're more than 10 miles from Stockport."
    assert check(text, ctx, "Is there a travel charge?").hallucination != "hallucinated"


def test_through_score(tmp_path):
    ctx = _ctx(THINGS[0][1])
    right = "You can cancel at any time with **90 days' notice**, and there's **no cancellation fee**."
    wrong = "You can cancel at any time with **90 days' notice**, but a **cancellation fee does apply**."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, "Am I locked in?") == [False, True]
