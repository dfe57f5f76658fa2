"""What a price is per, read from the span it covers and from whom the answer prices it for (thirty-fourth session,
checker/frames.py ``_span_of_one``, ``_owned``'s one thing asked about, the one person a claim names or prices for,
``_each_noun`` past a measured length, and ``_IF_SUPPOSED`` for a starting price).

    SPAN     := PRICE "for" (N UNIT)            = PRICE "a" PERIOD   where N UNIT is one whole PERIOD (12 months, 7 days …)
    ONE      := "What does a" ADJ? NOUN "cost"  … PRICE "per" PERIOD    (the context's "per PERIOD per NOUN": the one asked)
    FOR-ONE  := PRICE "for her visit" | "would cost you" PRICE             (the context's "per guest", "per adult")
    MEASURED := N UNITS "long and cost" PRICE "each"                       (each is per the subject, not per minute)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _period(verdict) -> bool:
    return any(f.rule == "frame_period" and f.severity == "critical" for f in verdict.findings)


@settings(deadline=None, max_examples=25)
@given(st.sampled_from([("12 months", "a year"), ("twelve months", "per year"), ("7 days", "a week"), ("one week", "a week"),
                        ("3 months", "a quarter"), ("24 hours", "a day"), ("52 weeks", "a year")]),
       st.sampled_from([285, 90, 12]))
def test_a_price_for_a_span_of_one_whole_period(span, price):
    covered, period = span
    ctx = [{"title": "prices.md", "text": f"A PO Box costs £{price} for {covered}. You'll need photo ID to open a box."}]
    right = check(f"A PO Box is £{price} {period}.", ctx)
    assert not _period(right), right.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from([("6 months", "a month"), ("2 years", "a year"), ("3 days", "a day"), ("12 months", "a month")]))
def test_a_price_for_several_periods_is_not_per_one(span):
    covered, period = span
    ctx = [{"title": "prices.md", "text": f"A PO Box costs £165 for {covered}. You'll need photo ID to open a box."}]
    wrong = check(f"A PO Box is £165 {period}.", ctx)
    assert _period(wrong), wrong.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from(["pitch", "stall", "van"]), st.sampled_from([15, 8, 20]))
def test_a_per_thing_price_for_the_one_thing_asked_about(thing, price):
    ctx = [{"title": "hire.md", "text": f"A standard {thing} costs £65 per day. Electricity hook-up is £{price} per day per "
                                        f"{thing}."}]
    one = check(f"If you need power, there's an electricity hook-up at £{price} per day.", ctx,
                f"What does a standard {thing} cost, and is there power?")
    assert not _period(one), one.findings
    several = check(f"If you need power, there's an electricity hook-up at £{price} per day.", ctx,
                    f"We need three {thing}s. Is there power?")
    assert _period(several), several.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from([("guest", "it's £7 for her visit"), ("guest", "it's £7 for his visit"),
                        ("adult", "the trip would cost you £7"), ("adult", "you'd pay £7")]))
def test_a_per_person_price_for_one_person(pair):
    per, claim = pair
    ctx = [{"title": "prices.md", "text": f"Additional visits cost £7 per {per}. Members receive 3 passes per year."}]
    right = check(f"If you've already used your passes, {claim}.", ctx)
    assert not _period(right), right.findings
    group = check("If you've already used your passes, it's £7 for the family.", ctx)
    assert _period(group), group.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from([("45 minutes", "lesson"), ("90 minutes", "class"), ("2 hours", "session")]), st.sampled_from([25, 30]))
def test_each_after_a_measured_length_is_per_the_subject(length, price):
    span, thing = length
    ctx = [{"title": "lessons.md", "text": f"Beginner {thing}s are {span} long and cost £{price} each when booked as a block."}]
    right = check(f"Block price: **£{price} per {thing}**", ctx)
    assert not _period(right), right.findings
    wrong = check(f"Block price: **£{price} per hour**", ctx)
    assert _period(wrong), wrong.findings


@settings(deadline=None, max_examples=15)
@given(st.sampled_from(["if the quote came in at", "If your fixed quote came in at the guide price of", "if the quote is"]),
       st.sampled_from([550, 750]))
def test_a_starting_price_supposed_for_an_example(lead, price):
    ctx = [{"title": "prices.md", "text": f"Guide prices: three-bedroom house from £{price}. A deposit of £100 is deducted from "
                                          f"the final invoice."}]
    right = check(f"It's taken off the final invoice, so {lead} £{price}, you'd owe £{price - 100} on the day.", ctx)
    assert "frame_qualifier" not in {f.rule for f in right.findings}, right.findings
    wrong = check(f"A three-bedroom clearance costs £{price}.", ctx)
    assert "frame_qualifier" in {f.rule for f in wrong.findings}, wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from([("one third", "a third", 190, "126.67"), ("25%", "25%", 160, "120"), ("half", "half", 90, "45")]))
def test_a_share_taken_off_an_amount_written_out_is_relative(share):
    said, words, annual, paid = share
    ctx = [{"title": "fees.md", "text": f"Membership is £{annual} per year. Students pay a concession rate of {said} less than "
                                        f"the standard fee."}]
    right = check(f"If you'd rather pay annually, {words} off £{annual} is about **£{paid}**.", ctx)
    assert "frame_qualifier" not in {f.rule for f in right.findings}, right.findings
    if said == "25%":  # (a share in words is read as a value where it is said "off" an amount or "less than" a fee)
        wrong = check(f"Students pay a concession rate of {words}.", ctx)
        assert "frame_qualifier" in {f.rule for f in wrong.findings}, wrong.findings


@settings(deadline=None, max_examples=10)
@given(st.sampled_from([18, 25, 9]), st.sampled_from(["each", "per person", "a head"]))
def test_the_users_own_price_of_one_said_back(price, each):
    ctx = [{"title": "bookings.md", "text": f"Trial sessions cost £{price} per person. Places can be transferred to another "
                                            f"person at any time at no charge."}]
    q = f"I booked the trial for 3 people at £{price} {each}, but one friend can't come now. What can I do?"
    right = check(f"Places can be transferred at no charge, so invite another friend — that way the £{price} isn't wasted.",
                  ctx, q)
    assert not _period(right), right.findings
    group = check(f"Places can be transferred at no charge, so invite another friend — that way the £{price} isn't wasted.",
                  ctx, "I booked the trial for 3 people, but one friend can't come now. What can I do?")
    assert _period(group), group.findings
