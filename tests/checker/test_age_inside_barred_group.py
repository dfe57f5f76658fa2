"""AN AGE INSIDE A BARRED GROUP (checker/frames.py :func:`_age_group_flip`): "your 5-year-old can attend the deep-sky
sessions" where the context says "Under-6s are not allowed to attend the deep-sky sessions" flips the context for a
member of the group (a false premise adopted: "as long as a parent comes along"). An age outside the group, another
thing, or the refusal itself are no flip."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundtest import check

THINGS = [("attend", "the deep-sky sessions"), ("travel", "through the tunnel"), ("use", "the staple guns"),
          ("ride", "a sledge without an adult")]


@given(st.sampled_from(THINGS), st.integers(3, 16), st.integers(-2, 2).filter(lambda d: d != 0),
       st.sampled_from(["can", "is allowed to", "will be able to"]), st.sampled_from(["under", "over"]))
def test_an_age_inside_the_barred_group(thing, bound, delta, may, side):
    verb, obj = thing
    age = bound + delta
    ctx = [{"title": "rules.md", "text": f"Rules and safety. {side.capitalize()}-{bound}s are not allowed to {verb} {obj}. "
                                         f"Please arrive 10 minutes before your booked start time."}]
    q = f"My {age}-year-old will be fine if I come along, right?"
    said = f"Yes, that's right! 😊 As long as you're there with them, your {age}-year-old {may} {verb} {obj}."
    inside = age < bound if side == "under" else age > bound
    v = check(said, ctx, query=q)
    assert (v.hallucination == "hallucinated") == inside, [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("said", [
    "I'm afraid not — under-6s are not allowed to attend the deep-sky sessions, so your 5-year-old can't come.",
    "Your 5-year-old can attend the planetarium talk instead.",
])
def test_the_refusal_and_another_thing_are_no_flip(said):
    ctx = [{"title": "rules.md", "text": "Under-6s are not allowed to attend the deep-sky sessions. The planetarium talk is "
                                         "open to all ages."}]
    v = check(said, ctx, query="My 5-year-old can come to the deep-sky session with me, right?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]
