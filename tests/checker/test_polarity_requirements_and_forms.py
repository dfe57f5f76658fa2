"""REQUIREMENTS FLIPPED (checker.frames._polarity): a requirement the context states, said not to be one, is the
other polarity — also where the subject is a group named by its age ("Under-18s must be accompanied by an adult" /
"under-18s don't need to be accompanied"), where the requirement is said as the only way ("Kit collection is by
appointment only" / "you don't need an appointment to collect your kit", the claim's verb the context's noun), and
where the thing is a "-ee" verb ("we cannot guarantee the repair" / "the repair is guaranteed"). Restating the
requirement, or the negation, passes."""
from __future__ import annotations

import pytest

from groundtest import check


def _verdict(resp: str, ctx: str, q: str = "?") -> str:
    return check(resp, [{"title": "doc.md", "text": ctx}], q).hallucination


@pytest.mark.parametrize("group", ["Under-18s", "Under 16s", "Over-65s"])
@pytest.mark.parametrize("said,ok", [("must be accompanied by an adult", True), ("need to be accompanied by an adult", True),
                                     ("don't need to be accompanied by an adult", False),
                                     ("do not have to be accompanied by an adult", False)])
def test_a_requirement_of_an_age_group(group, said, ok):
    ctx = f"{group} must be accompanied by an adult. The walk covers about 2 miles over uneven grass."
    assert (_verdict(f"{group} {said}, so plan the visit together.", ctx, "Can my teenager come alone?") != "hallucinated") is ok


_KIT = "Kit collection is by appointment only. Fit checks at the sessions are free."


@pytest.mark.parametrize("resp,ok", [("You'll need an appointment to collect your kit.", True),
                                     ("Kit collection is by appointment only.", True),
                                     ("You don't need an appointment to collect your kit.", False),
                                     ("You don't need an appointment for kit collection.", False)])
def test_a_requirement_said_as_the_only_way(resp, ok):
    assert (_verdict(resp, _KIT, "Do I need an appointment to collect the kit?") != "hallucinated") is ok


_PENS = ("Pens with cracked celluloid barrels can be quoted for, but we cannot guarantee the repair. We do not repair "
         "ballpoints.")


@pytest.mark.parametrize("resp,ok", [("Cracked celluloid barrels can be quoted for, but the repair isn't guaranteed.", True),
                                     ("Cracked celluloid barrels can be quoted for, but they can't guarantee the repair.", True),
                                     ("Cracked celluloid barrels can be quoted for, and the repair is guaranteed.", False)])
def test_a_guarantee_withheld(resp, ok):
    assert (_verdict(resp, _PENS, "Can you fix my cracked celluloid pen?") != "hallucinated") is ok


_WAGE = ("You must be 18 or over and on a permanent contract, and your pay after the sacrifice must stay above the National "
         "Minimum Wage. Applications open twice a year, in March and September.")


@pytest.mark.parametrize("said,ok", [("doesn't dip below", True), ("mustn't fall below", True), ("won't go under", True),
                                     ("must stay above", True), ("doesn't need to stay above", False),
                                     ("doesn't have to stay above", False)])
def test_a_negated_side_of_a_bound_is_the_other_side(said, ok):
    """"your pay doesn't dip below the minimum wage" says "your pay stays above it" (frames._bound_unnegated)."""
    resp = ("### Who can join\n"
            f"- Over-18s on a permanent contract, as long as your pay after the sacrifice {said} the National Minimum Wage.\n"
            "- Applications open **twice a year** — March and September.")
    assert (_verdict(resp, _WAGE, "Can I join the cycle scheme?") != "hallucinated") is ok
