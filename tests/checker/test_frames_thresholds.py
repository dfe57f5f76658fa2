"""Frames (checker/frames.py): a threshold's "or more" / "and over" is part of its value's phrase, not a coordinator
that parts the sentence. "Groups of 3 or more booking together get 10% off" gives the 10% to groups (the subject before
the threshold), as "Groups of 6 or more get 15% off" gives the 15%: the claim "with three of you, you qualify for the
10% group discount" is the right pairing (clean), and "the 15% group discount" for three is the swap (flagged). Generated
over tiers, nouns, figures and idioms."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.context import index_context
from groundtest.checker.frames import check as frame_check

WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 8: "eight", 10: "ten"}


def frame_rule(text: str, ctx: list) -> str:
    f = frame_check(1, text, index_context(ctx, "Do we get a discount?"))
    return f.rule if f is not None else ""


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(3, 6), (4, 8), (5, 10)]), st.sampled_from([(10, 15), (5, 20), (12, 25)]),
       st.sampled_from(["or more", "or over", "and over", "and above"]),
       st.sampled_from(["each course fee", "the total booking", "every ticket"]))
def test_a_threshold_keeps_its_subject_with_the_tier_value(sizes, rates, idiom, what):
    (a, b), (p, q) = sizes, rates
    ctx = [{"title": "group.md", "text": f"Groups of {a} {idiom} booking together get {p}% off {what}. "
                                         f"Groups of {b} {idiom} get {q}% off."}]
    good = f"With {WORDS[a]} of you, you qualify for the **{p}% group discount**."
    assert frame_rule(good, ctx) == ""
    assert frame_rule(f"Groups of {b} {idiom} get {q}% off.", ctx) == ""
    bad = f"With {WORDS[a]} of you, you qualify for the {q}% group discount."
    assert check(bad, ctx).hallucination == "hallucinated"
    assert frame_rule(bad, ctx) == "frame_swap"
