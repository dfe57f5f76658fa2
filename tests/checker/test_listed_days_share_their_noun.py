"""A LIST OF DAYS SHARES ITS NOUN BOTH WAYS (thirty-seventh session, checker/frames.py ``read``): in "any Thursday or Sunday
show" the noun after the list is every member's, so "a Thursday show" is the context's own pairing, not Thursday given
Sunday's show; a day of another list ("Friday and Saturday headliner shows cost £18") with the first list's attribute is
still a swap.

    LIST := DAY ("or" | "and" | ",") DAY NOUN          (each DAY takes NOUN)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_NOUNS = ["show", "class", "session", "screening"]


@st.composite
def _lists(draw):
    days = draw(st.permutations(_DAYS))
    return days[:2], days[2:4], draw(st.sampled_from(_NOUNS)), draw(st.sampled_from(["or", "and"])), draw(st.integers(0, 1))


def _ctx(free, paid, noun, joint):
    return [{"title": "membership.md",
             "text": f"Members receive one free ticket per month to any {free[0]} {joint} {free[1]} {noun}. "
                     f"{paid[0]} and {paid[1]} headliner {noun}s cost £18. Membership costs £8 a month."}]


@settings(deadline=None, max_examples=60)
@given(_lists())
def test_each_listed_day_takes_the_noun_after_the_list(drawn):
    free, paid, noun, joint, which = drawn
    verdict = check(f"You can use your free ticket for a {free[which]} {noun}.", _ctx(free, paid, noun, joint))
    assert verdict.hallucination != "hallucinated", verdict.findings


@settings(deadline=None, max_examples=60)
@given(_lists())
def test_a_day_of_the_other_list_is_still_a_swap(drawn):
    free, paid, noun, joint, which = drawn
    verdict = check(f"You can use your free ticket for a {paid[which]} {noun}.", _ctx(free, paid, noun, joint))
    assert "frame_swap" in {f.rule for f in verdict.findings if f.severity == "critical"}


def _including_ctx(free, paid, noun, price):
    return [{"title": "membership.md",
             "text": f"Members receive one free ticket per month to any {free[0]} or {free[1]} {noun}, plus £{price} off every "
                     f"additional ticket, including {paid[0]} and {paid[1]} {noun}s. Membership costs £8 a month."},
            {"title": "prices.md", "text": f"{free[0]} and {free[1]} {noun}s: £12. {paid[0]} and {paid[1]} headliner {noun}s: £18."}]


@settings(deadline=None, max_examples=60)
@given(_lists(), st.sampled_from([2, 3, 4]))
def test_the_examples_an_including_segment_lists_are_of_the_segment_before(drawn, price):
    # ("…, plus £3 off every additional ticket, including Friday and Saturday shows": the days are the discount's, for
    # the members the sentence opens with)
    free, paid, noun, _, which = drawn
    ctx = _including_ctx(free, paid, noun, price)
    right = check(f"Members get **£{price} off every additional ticket — including {paid[0]} and {paid[1]} {noun}s**.", ctx)
    assert "frame_swap" not in {f.rule for f in right.findings if f.severity == "critical"}, right.findings
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(f"Members get **£{price + 2} off every additional ticket — including {paid[0]} and {paid[1]} {noun}s**.", ctx)
    assert wrong.hallucination == "hallucinated"
