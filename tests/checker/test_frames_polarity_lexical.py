"""Frames (checker/frames.py), polarity read from more than negators:

- verbs whose meaning is a negation of doing ("avoid X", "skip X", "refrain from X", "steer clear of X", "stay away
  from X", "do without X") say "no X": "skip gel, oil and hair spray" agrees with "don't use gel, oil or hair spray",
  while "use gel, oil or hair spray" is still its other polarity; "a skip" (a noun) negates nothing;
- a price of nothing appended to a clause ("cancel any time, no fee", "(no charge)", "— no extra cost") is a zero
  amount, as "with no fee" is, not the clause's negation; "cannot be cancelled, no fee" is still negated;
- a clause after a list ("…, oil or hair spray, as they stop the electrodes sticking") is no member of it, so its
  words are not read as the negated verb's object."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.frames import _negated, _polar_parts, _scope


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


AVOID = ["skip", "avoid", "refrain from", "steer clear of", "stay away from", "do without"]
ITEMS = [("gel", "oil", "hair spray"), ("perfume", "deodorant", "body lotion"), ("coffee", "tea", "energy drinks")]
REASONS = ["as they stop the electrodes sticking", "because they affect the readings", "since they interfere with the sensors"]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(AVOID), st.sampled_from(ITEMS), st.sampled_from(REASONS))
def test_a_verb_of_not_doing_agrees_with_a_negated_context(verb, items, reason):
    a, b, c = items
    ctx = [{"title": "prep.md", "text": f"On the day of the study, wash your hair but don't use {a}, {b} or {c}, {reason}. "
                                        "Bring nightwear and toiletries."}]
    said = f"On the day, wash your hair but {verb} {a}, {b} and {c} — {reason}."
    assert "frame_polarity" not in rules(check(said, ctx)), said
    # the other polarity is still caught
    bad = check(f"On the day, wash your hair and use {a}, {b} or {c}.", ctx)
    assert "frame_polarity" in rules(bad)


@pytest.mark.parametrize("verb", AVOID)
def test_avoid_verbs_negate_their_object(verb):
    part = f"You should {verb} caffeine after noon"
    assert _negated(part) and "caffein" in _scope(part)


@pytest.mark.parametrize("text", ["Hire a skip for the garden waste", "The skip is collected on Monday",
                                  "You can use gel after the study"])
def test_no_avoid_verb_no_negation(text):
    assert not _negated(text)


@pytest.mark.parametrize(("text", "negated"), [
    ("Monthly: cancel any time, no fee", False), ("Monthly plans can be cancelled (no charge)", False),
    ("Monthly plans can be cancelled — no extra cost", False), ("Monthly plans can be cancelled with no fee", False),
    ("Monthly plans cannot be cancelled, no fee", True), ("No fee is charged for cancelling", True),
    ("There is no fee", True),
])
def test_an_appended_price_of_nothing_is_no_negation(text, negated):
    assert _negated(text) is negated


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["monthly", "weekly", "quarterly"]), st.sampled_from(["no fee", "no charge", "no extra cost"]))
def test_a_table_cell_with_a_free_price_restates_a_positive_clause(plan, free):
    ctx = [{"title": "cancel.md", "text": f"After that, {plan} plans can be cancelled at any time with no fee. Annual plans "
                                          "receive a pro-rata refund minus a £10 admin fee."}]
    table = f"| Plan type | After the first 14 days |\n|---|---|\n| {plan.capitalize()} | cancel any time, {free} |"
    assert "frame_polarity" not in rules(check(table, ctx)), table
    assert "frame_polarity" in rules(check(f"{plan.capitalize()} plans cannot be cancelled at any time.", ctx))


def test_a_reason_clause_after_a_list_is_no_member():
    parts = _polar_parts("Wash your hair but don't use gel, oil or hair spray, as they stop the electrodes sticking.")
    # the members' parts have the members for their scope, and no part has the reason clause for its scope
    scopes = [p[3] for p in parts if p[1]]
    assert all(not ({"stop", "stick"} & s) for s in scopes), scopes


OPTIONS = [("Bridal Makeup", "trial"), ("Deluxe Room", "breakfast"), ("Annual Pass", "parking"), ("Family Ticket", "guide")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OPTIONS), st.integers(min_value=100, max_value=300), st.integers(min_value=10, max_value=90))
def test_a_clause_the_context_states_both_ways_is_no_flip(option, price, saving):
    """'X with trial £325; X without trial £240': restating the positive option is no flip of the negative one; a claim
    denying what a positive part states, with no negative part to back it, is still caught."""
    thing, extra = option
    ctx = [{"title": "prices.md", "text": f"Packages: {thing} with {extra} £{price}; {thing} without {extra} £{price - saving}; "
                                          f"the {extra} is included for members."}]
    assert "frame_polarity" not in rules(check(f"You — {thing} with {extra}: £{price}", ctx))
    assert "frame_polarity" not in rules(check(f"{thing} without {extra} is £{price - saving}.", ctx))
    assert "frame_polarity" in rules(check(f"The {extra} is not included for members.", ctx))
