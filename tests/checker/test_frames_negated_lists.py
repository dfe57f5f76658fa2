"""Frames (checker/frames.py): a list the context negates as a whole, and one it does not.

The negation is said of every member when a verb before the list carries it ("You must not store food, plants,
animals or firearms") or a predicate after it ("Food, plants, animals and firearms are not allowed"): a claim
allowing a member is still caught. A determiner's "no" in a member of its own ("costs £6.99 a month, or £75 a year if
you pay annually, with no excess") negates that member alone: a claim about months or years is no member allowed."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


MEMBERS = [("food", "plants", "animals", "firearms"), ("candles", "glitter", "confetti", "balloons"),
           ("bikes", "scooters", "prams", "skateboards")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MEMBERS), st.integers(min_value=0, max_value=3), st.booleans())
def test_a_negated_list_still_forbids_each_member(members, pick, verb_first):
    a, b, c, d = members
    said = f"You must not bring {a}, {b}, {c} or {d} into the hall." if verb_first else \
        f"{a.capitalize()}, {b}, {c} and {d} are not allowed in the hall."
    ctx = [{"title": "rules.md", "text": said + " The hall opens at 9am."}]
    bad = check(f"{members[pick].capitalize()}: fine to bring into the hall.", ctx)
    assert bad.hallucination == "hallucinated", (said, members[pick])


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["£6.99", "£8.50", "£12"]), st.sampled_from(["£75", "£90", "£120"]),
       st.sampled_from(["excess", "admin fee", "deposit"]), st.integers(min_value=2, max_value=5))
def test_a_determiners_no_in_one_member_negates_no_other(monthly, yearly, thing, claims):
    ctx = [{"title": "plans.md", "text": f"Single cover costs {monthly} a month, or {yearly} a year if you pay annually, with "
                                         f"no {thing}. You can make up to {claims} claims in any 12-month period."}]
    assert "frame_polarity" not in rules(check(f"You can make up to {claims} claims in any 12-month period.", ctx))
    assert "frame_polarity" not in rules(check(f"You can pay {yearly} a year if you pay annually.", ctx))
