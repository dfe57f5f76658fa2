"""Frames (checker/frames.py): value-changing qualifiers (``frame_qualifier``). A percentage added to a named rate ("CPI
plus 3.9%", "RPI + 2%") stated flat ("the increase is 3.9%") drops what it is relative to; a span given only as a limit
before an event ("you arrive up to 1 hour before your appointment") stated as the value ("you arrive 1 hour before")
drops the limit. Kept or reworded qualifiers ("up to", "as early as", "CPI plus"), comparisons ("over 45
minutes"), deadlines ("you can cancel 12 hours before") and counts ("up to three children") stay clean; generated over
rates, figures, units and events."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check


def rule(text: str, ctx: list) -> str:
    f = frame_check(1, text, index_context(ctx, "What should I expect?"))
    return f.rule if f is not None else ""


@settings(max_examples=50, deadline=None)
@given(st.sampled_from([("Consumer Prices Index (CPI) rate of inflation plus", "CPI plus"), ("RPI +", "RPI plus"),
                        ("Bank of England base rate plus", "base rate plus")]),
       st.sampled_from(["3.9%", "2%", "4.5%"]))
def test_a_percentage_relative_to_a_rate_said_flat_is_flagged(rate, pct):
    said, kept = rate
    ctx = [{"title": "prices.md", "text": f"Every April, monthly prices rise by the {said} {pct}. We will tell you the new price "
                                          "at least 30 days before it takes effect."}]
    assert rule(f"- The increase is **{pct}** on your monthly price.", ctx) == "frame_qualifier"
    assert rule(f"Every April monthly prices rise by {pct}.", ctx) == "frame_qualifier"
    assert rule(f"Every April monthly prices rise by {kept} {pct}.", ctx) != "frame_qualifier"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["£20", "£45", "£200"]))
def test_money_after_plus_is_another_charge_not_a_relative(price):
    """'£200 for the course plus £20 for materials': the £20 is a charge of its own; 'materials cost £20' is clean."""
    ctx = [{"title": "fees.md", "text": f"The course costs £200 plus {price} for materials, payable on the first day."}]
    assert rule(f"Materials cost {price}, payable on the first day.", ctx) != "frame_qualifier"


EVENTS = [("Journeys are planned so that you arrive", "arrive", "your appointment"),
          ("Transport is arranged so that you arrive", "arrive", "your scan"),
          ("Drivers aim to collect you", "collect you", "your treatment")]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(EVENTS), st.sampled_from(["1 hour", "2 hours", "45 minutes", "3 days"]))
def test_an_up_to_limit_said_as_the_value_is_flagged(event, span):
    lead, verb, what = event
    ctx = [{"title": "timings.md", "text": f"{lead} up to {span} before {what}. Journey times depend on other patients."}]
    assert rule(f"{lead} **{span} before** {what}.", ctx) == "frame_qualifier"
    for good in (f"{lead} up to {span} before {what}.",
                 f"{lead} as early as {span} before {what}."):
        assert rule(good, ctx) != "frame_qualifier", good


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["12 hours", "48 hours", "14 days"]), st.sampled_from(["the class starts", "the start date"]))
def test_a_deadline_restated_stays_clean(span, what):
    """'You can cancel up to 12 hours before the class starts': 'you can cancel 12 hours before', 'the full-refund
    deadline is 14 days before' restate the deadline."""
    ctx = [{"title": "booking.md", "text": f"You can cancel a booking up to {span} before {what} for a full refund."}]
    for good in (f"You can cancel a booking {span} before {what} for a full refund.",
                 f"Full-refund deadline: {span} before {what}.", f"Cancel a booking {span} before {what} to get a refund."):
        assert rule(good, ctx) != "frame_qualifier", good


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["three", "four", "two"]))
def test_a_count_limit_is_not_read(n):
    """'Family membership covers up to three children': 'your three children use all three places' counts the family."""
    ctx = [{"title": "membership.md", "text": f"Family membership covers two adults and up to {n} children aged 3 to 15."}]
    assert rule(f"So your {n} children aged 3 to 15 are covered by the family membership.", ctx) != "frame_qualifier"
