"""Frames (checker/frames.py, ``frame_period``): a period the context gives by an adjective of the thing the value is of
("the monthly bills contribution is £85 per tenant") is the value's period too: "£85 a month per tenant" keeps it.
Another period ("£85 a week per tenant") is still a changed period. Tried over generated periods, things and units."""
from __future__ import annotations
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check

PERIODS = [("monthly", "a month", "a week"), ("weekly", "per week", "per month"), ("annual", "a year", "a month"),
           ("daily", "per day", "per week")]


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PERIODS), st.sampled_from([("bills contribution", "tenant"), ("membership fee", "member"),
                                                 ("parking charge", "vehicle")]), st.sampled_from([85, 12, 140]))
def test_the_period_of_the_things_adjective(period, thing, price):
    adj, right, wrong = period
    noun, per = thing
    ctx = [{"title": "fees.md", "text": f"Payments are taken by standing order. The {adj} {noun} is currently £{price} per {per}."}]
    q = f"How much is the {noun}?"
    assert "frame_period" not in rules(check(f"The {noun} is currently **£{price} {right} per {per}**.", ctx, q))
    assert "frame_period" in rules(check(f"The {noun} is currently £{price} {wrong} per {per}.", ctx, q))
