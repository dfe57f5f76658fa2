"""Working joined to what comes before it (thirty-first session, checker/derive.py):

- a figure with its purpose, then "plus" and a working with its own "=" ("you'd pay £55 for the ticket plus 4 × £32 =
  £128 in lifts"): the equation is the terms' after the join when the whole does not give the value
  (``_LABELLED_JOIN``); wrong arithmetic there is still wrong;
- the people of the party taken together ("£115 for the two of you", "for you both") and a total said as what the
  parts make ("…, making £115") signal a sum (``_ADD``); a wrong sum is still not found.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

TICKET = [{"title": "season-ticket.md", "text": "Cloudbase student season ticket: £55 per month, minimum 4 months. Includes "
                                                "kit hire for up to 8 jumps a month. Lift tickets are extra at £32 each."}]
Q = "How much is the season ticket, and what would a month cost?"
PURPOSES = ["for the ticket", "for the season ticket", "for your ticket", "for the month's ticket"]


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(PURPOSES), st.integers(min_value=2, max_value=8), st.sampled_from(["plus", "and"]))
def test_the_equation_after_a_labelled_join_is_its_own(purpose, jumps, join):
    lifts, total = jumps * 32, 55 + jumps * 32
    response = (f"The ticket is **£55 a month**. As an example, if you did {jumps} jumps in a month, you'd pay £55 "
                f"{purpose} {join} {jumps} × £32 = £{lifts} in lifts, so £{total} that month.")
    verdict = check(response, TICKET, query=Q)
    assert f"£{lifts}" not in {f.content for f in verdict.findings}, (response, verdict.findings)
    if join == "plus":  # ("… and 2 × £32 = £64, so £119": a total after "and" is not read as a sum — known, left)
        assert verdict.hallucination == "clean", (response, verdict.findings)


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(PURPOSES), st.integers(min_value=2, max_value=8), st.integers(min_value=1, max_value=9))
def test_wrong_arithmetic_after_the_join_is_still_wrong(purpose, jumps, off):
    lifts = jumps * 32 + off * 10
    response = (f"The ticket is **£55 a month**. If you did {jumps} jumps in a month, you'd pay £55 {purpose} plus "
                f"{jumps} × £32 = £{lifts} in lifts.")
    assert check(response, TICKET, query=Q).hallucination == "hallucinated", response


def test_a_whole_working_still_gives_its_total():
    response = "If you did 4 jumps in a month, you'd pay £55 for the ticket plus 4 × £32 = £183 that month."
    assert check(response, TICKET, query=Q).hallucination == "clean"


RIDES = [{"title": "prices.md", "text": "Junior riders are aged 12–15 and pay £50. Riders aged 16 and over pay the adult "
                                        "price of £65."}]



@pytest.mark.parametrize("party", ["for the two of you", "for you both", "for us two"])
@pytest.mark.parametrize("joint", [", making £{t} {p}.", ", so that's £{t} {p}.", ", which makes £{t} {p}."])
def test_a_party_total_is_a_sum(party, joint):
    q = "My son is 14. What would we pay?"
    right = "Your son pays **£50** as a junior. Your own place is the adult price of £65" + joint.format(t=115, p=party)
    wrong = "Your son pays **£50** as a junior. Your own place is the adult price of £65" + joint.format(t=125, p=party)
    assert check(right, RIDES, query=q).hallucination == "clean", right
    assert check(wrong, RIDES, query=q).hallucination == "hallucinated", wrong
