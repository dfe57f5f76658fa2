"""Frames (checker/frames.py): a distributive "each" after a price ("Four adults at £16 each is £64", "£16 each comes
to £64", "£16 apiece") is per one of whatever its subject counts, and agrees with the context's "per person" (or
"per ticket", "a head"); "each" followed by a verb or a function word is no "per <verb>" ("per come", "per work").
"each" before a noun is still per that noun ("£16 each month": per month), and another period or a counted noun the
context does not state the price per is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.frames import _distributive, _pers


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


PEOPLE = ["adults", "guests", "visitors", "students", "members", "people"]
THINGS = ["Standard Tour", "Taster Class", "Harbour Cruise", "Gin Workshop"]
#: what follows a distributive "each" (a verb, a function word, punctuation)
TAILS = ["each is £{t}", "each comes to £{t}", "each come to £{t}", "each works out at £{t}", "each, so £{t} in total",
         "each for all {n} of you: £{t}", "each totals £{t}", "apiece is £{t}", "each makes £{t}", "each (£{t} in total)",
         "each, which comes to £{t}"]
UNITS = ["person", "head", "ticket"]
NUMBERS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six"}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PEOPLE), st.sampled_from(THINGS), st.sampled_from(TAILS), st.sampled_from(UNITS),
       st.integers(min_value=2, max_value=6), st.integers(min_value=5, max_value=95))
def test_a_distributive_each_agrees_with_per_person(people, thing, tail, unit, n, price):
    ctx = [{"title": "tours.md", "text": f"The {thing} lasts 60 minutes and costs £{price} per {unit}. "
                                         f"Bookings close 24 hours before the start."}]
    said = f"{NUMBERS[n]} {people} at £{price} " + tail.format(t=price * n, n=n) + "."
    assert "frame_period" not in rules(check(said, ctx)), said


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(["month", "week", "year", "hour"]), st.sampled_from(["each", "per", "a"]),
       st.integers(min_value=5, max_value=95))
def test_each_before_a_period_is_still_per_that_period(thing, period, word, price):
    """'£16 each month' (or 'per month', 'a month') for '£16 per person' is another unit: still caught."""
    ctx = [{"title": "tours.md", "text": f"The {thing} lasts 60 minutes and costs £{price} per person."}]
    bad = check(f"The {thing} costs £{price} {word} {period}.", ctx)
    assert "frame_period" in rules(bad), (word, period)


@pytest.mark.parametrize(("after", "distributive"), [
    (" each is £64.", True), (" each comes to £64.", True), (" each come to £64", True), (" each.", True),
    (" each works out at £64", True), ("** each** instead of 12p", True), (" apiece, so £30", True),
    (" each, which is £30", True), (" each for four adults", True),
    (" each month", False), (" each per month", False), (" each session", False), (" each way", False),
    (" each additional hour", False), (" each class", False), (" per person", False), (" a month", False),
])
def test_what_a_distributive_each_is(after, distributive):
    assert _distributive(after) is distributive


@pytest.mark.parametrize("after", [" each is £64.", " each comes to £64.", " each come to £64", " each works out at £64",
                                   " each totals £64", " each adds up to £64"])
def test_each_before_a_verb_is_no_per_phrase(after):
    """The per-phrase reader reads no unit out of the verb after "each" ("per come", "per work")."""
    assert _pers(after) == frozenset()


@pytest.mark.parametrize(("after", "unit"), [(" each month", "month"), (" each per month", "month"),
                                             (" each additional hour", "hour"), (" per person", "person")])
def test_each_before_a_noun_is_per_that_noun(after, unit):
    assert unit in _pers(after)


def test_each_after_a_counted_noun_the_context_states_another_unit_for_is_still_caught():
    """'10 extra pages (£1.20 each)' where the context prices per sheet (2 pages) is per page: another unit."""
    ctx = [{"title": "prints.md", "text": "A 20-page photobook costs £29.99, and extra pages cost £1.20 per sheet (2 pages)."}]
    bad = check("Ten extra pages at £1.20 each is £12.", ctx)
    assert "frame_period" in rules(bad)
    assert "frame_period" not in rules(check("Five extra sheets at £1.20 each is £6.", ctx))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(["adult", "guest", "member", "passenger", "participant"]),
       st.sampled_from(["month", "car", "booking", "hour"]), st.integers(min_value=5, max_value=95))
def test_a_per_person_price_is_per_person_of_each_kind(thing, kind, other, price):
    """'£25 per adult' for '£25 per person': a price per person holds for each adult; per another unit is still caught."""
    ctx = [{"title": "tours.md", "text": f"The {thing} lasts 90 minutes and costs £{price} per person. Under-18s go free."}]
    assert "frame_period" not in rules(check(f"Price: £{price} per {kind}; under-18s go free.", ctx))
    assert "frame_period" in rules(check(f"Price: £{price} per {other}; under-18s go free.", ctx))
