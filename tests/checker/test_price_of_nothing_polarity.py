"""THE PRICE OF NOTHING read for polarity (checker/frames.py ``_free_read``).

Grammar: a context and an answer say a thing costs nothing in either polarity's words —
NO CHARGE := "there is no charge for X" | "X is free" | "X is free of charge" | "X costs nothing" | "X is
complimentary" | "you can X for free" | "X comes at no extra cost" | "X is done without any charge". Every form restates
every other; "X isn't free", "you'll be charged for X" and "there is a charge for X" flip each of them."""
from __future__ import annotations

import itertools

import pytest

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

TAIL = " Registering a new boat costs £40 a year."
CONTEXT_FORMS = ["There is no charge for updating boat details.", "Updating boat details is free.",
                 "Updating boat details is free of charge.", "Updating boat details costs nothing.",
                 "Boat details can be updated at no extra cost."]
SAME = ["Updating your boat details is **free**.", "There's no charge for updating your boat details.",
        "Updating your boat details is free of charge.", "Updating your boat details costs nothing.",
        "You can update your boat details for free."]
FLIPPED = ["Updating your boat details isn't free.", "You'll be charged for updating your boat details.",
           "Updating your boat details is not free."]


def _verdict(ctx: str, said: str):
    return check(f"Good news! {said} Anything else I can help with?", [{"title": "fees.md", "text": ctx + TAIL}],
                 "Is there a fee to update my boat details?")


@pytest.mark.parametrize(("ctx", "said"), list(itertools.product(CONTEXT_FORMS, SAME)))
def test_every_form_restates_every_other(ctx, said):
    v = _verdict(ctx, said)
    assert not [f for f in v.findings if f.rule == "frame_polarity"], (ctx, said, v.findings)
    assert v.hallucination != "hallucinated", (ctx, said, v.findings)


@pytest.mark.parametrize(("ctx", "said"), list(itertools.product(CONTEXT_FORMS[:4], FLIPPED)))
def test_a_charge_for_the_free_thing_is_flagged(ctx, said):
    v = _verdict(ctx, said)
    assert v.hallucination == "hallucinated", (ctx, said, v.findings)


def test_an_attributive_free_is_not_read_as_a_denial():
    ctx = [{"title": "card.md", "text": "One stamp is given for every hot drink. 9 stamps earn a free hot drink of any size."}]
    v = check("You get one stamp for each hot drink, and nine stamps earn you a free hot drink. ☕", ctx, "How do stamps work?")
    assert v.hallucination == "clean", v.findings


def test_through_score():
    ctx = [{"title": "fees.md", "text": CONTEXT_FORMS[0] + TAIL}]
    cases = [Case(id=f"free-{n}", type="answerable", expect="answer", query="Do I pay to update my boat details?",
                  context=ctx, response=said) for n, said in
             enumerate(["No — updating your boat details is **free**. 🚤", "Yes — you'll be charged for updating your boat details."])]
    r_ok, r_bad = score(cases)
    assert not r_ok.hallucinated and r_bad.hallucinated
