"""THE PRICED THING SAID FREE (checker/frames.py ``_priced_said_free``): "Registering a new boat is free" where the
context's sentence holding every word of the claim prices it ("Registering a new boat costs £40 a year") and none
holding them says it is free: the other polarity of a price (critical).

Not this rule's: a case the claim adds ("free for members", "free for under-18s"), a thing the context also says is
free, a table cell under a column ("| Registering a new boat | Free |"), "included free"."""
from __future__ import annotations

import pytest

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

THINGS = [("Registering a new boat", "costs £40 a year"), ("A replacement membership card", "costs £5"),
          ("The induction session", "is £35 per person")]
SAID_FREE = ["{t} is free.", "{t} is **free**.", "{t} is free! 🎉", "{t} is always free."]


@pytest.mark.parametrize(("thing", "price"), THINGS)
@pytest.mark.parametrize("shape", SAID_FREE)
def test_a_priced_thing_said_free_is_flagged(thing, price, shape):
    ctx = [{"title": "fees.md", "text": f"There is no charge for updating your details. {thing} {price}."}]
    v = check(shape.format(t=thing, t_low=thing[0].lower() + thing[1:]), ctx, "Is it free?")
    assert v.hallucination == "hallucinated", v.findings


@pytest.mark.parametrize(("thing", "price"), THINGS)
@pytest.mark.parametrize("said", ["{t} is free for under-18s.", "| {t} | Free |", "{t} is included free with membership."])
def test_a_case_a_cell_or_an_inclusion_is_not_this_rules(thing, price, said):
    ctx = [{"title": "fees.md", "text": f"{thing} {price}, but it is free for under-18s and included free with membership."}]
    v = check(said.format(t=thing), ctx, "Is it free?")
    assert not any("prices it" in (f.notes or "") for f in v.findings), v.findings


@pytest.mark.parametrize(("thing", "price"), THINGS)
def test_a_thing_the_context_says_is_free_passes(thing, price):
    ctx = [{"title": "fees.md", "text": f"{thing} is free on your first visit. After that, {thing.lower()} {price}."}]
    v = check(f"{thing} is free.", ctx, "Is it free?")
    assert not any("prices it" in (f.notes or "") for f in v.findings), v.findings


def test_through_score():
    ctx = [{"title": "fees.md", "text": "There is no charge for updating boat details. Registering a new boat costs £40 a year."}]
    cases = [Case(id=f"p{k}", type="answerable", expect="answer", query="Is registration free?", context=ctx, response=r)
             for k, r in enumerate(["Updating your boat details is free; registering a new boat costs £40 a year.",
                                    "Updating your boat details and registering a new boat are both free. Registering a new boat is free."])]
    ok, bad = score(cases)
    assert not ok.hallucinated and bad.hallucinated
