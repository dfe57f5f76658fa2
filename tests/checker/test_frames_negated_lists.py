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


KINDS = [("jeans", "tracksuit bottoms", "waterproof trousers", "permitted on the slope"),
         ("sandals", "trainers", "walking boots", "allowed on the course"),
         ("dogs", "cats", "rabbits", "allowed in the cabins")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(KINDS), st.sampled_from(["are all fine", "are all allowed", "are fine"]), st.booleans())
def test_a_thing_the_context_negates_joined_to_an_allowed_list(kinds, verdict, first):
    """'Jeans, tracksuit bottoms or waterproof trousers are all fine' where the context says jeans are not permitted
    and the other two are fine: the negated member joined to the allowed ones is the other polarity; the allowed
    ones alone stay clean."""
    bad, a, b, where = kinds
    ctx = [{"title": "rules.md", "text": f"{bad.capitalize()} are not {where}, because they cause problems. "
                                         f"{b.capitalize()} or {a} are fine. Gloves are compulsory at all times."}]
    listed = f"{bad.capitalize()}, {a} or {b}" if first else f"{a.capitalize()}, {b} or {bad}"
    assert "frame_polarity" in rules(check(f"{listed} {verdict}.", ctx)), listed
    assert "frame_polarity" not in rules(check(f"{a.capitalize()} or {b} {verdict}.", ctx))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("Full Service", "Interim Service"), ("Premium Plan", "Basic Plan"), ("Gold Tour", "Silver Tour")]),
       st.sampled_from(["Includes", "Covers", "Contents"]))
def test_capitalised_words_side_by_side_are_one_name_not_a_list(names, label):
    """A row 'Includes | Full Service …' is a label and one name, not a list of names: no 'list joined to a negated
    name' is read from it; a real list joining a name the context keeps out is still caught."""
    full, other = names
    ctx = [{"title": "s.md", "text": f"{other} (oil and filter change, safety check) £95. {full} £195; spark plugs and "
                                     "the valve check are not included. "
                                     "We are recognised by Bupa, AXA and Vitality. We don't accept Aviva."}]
    row = (f"| | **{other}** | **{full}** |\n|---|---|---|\n| {label} | oil and filter change, safety check | "
           f"full service — spark plugs and valve check **not** included |")
    assert "frame_polarity" not in rules(check(row, ctx)), row
    assert "frame_polarity" in rules(check("We're recognised by Bupa, AXA, Vitality and Aviva.", ctx))
