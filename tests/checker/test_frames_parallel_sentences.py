"""Frames (checker/frames.py): parallel sentences whose values' own clauses are word for word the same ("The Baby Room is
for children aged 6 months to 2 years; sessions last up to 1 hour …" / "The Playroom is for children aged 2 to 7
years; sessions last up to 2 hours …"). The clause after the ";" names no room; what tells the two values apart is the
rest of each sentence. A claim giving one room's value to the other ("Baby Room: sessions of up to 2 hours") is a
swap; each room with its own value, or the value with no room, stays clean."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def swapped(answer: str, ctx) -> bool:
    return any(f.rule == "frame_swap" and f.severity == "critical" for f in check(answer, ctx).findings)


ROOMS = [("Baby Room", "Playroom"), ("Junior Pool", "Main Pool"), ("Toddler Studio", "Dance Hall")]
NOUNS = ["sessions", "lessons", "classes"]
LENGTHS = [("1 hour", "2 hours"), ("30 minutes", "45 minutes"), ("2 hours", "3 hours")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ROOMS), st.sampled_from(NOUNS), st.sampled_from(LENGTHS), st.booleans())
def test_parallel_sentences_are_told_apart_by_their_subjects(rooms, noun, lengths, flip):
    (a, b), (x, y) = rooms, lengths
    if flip:
        a, b = b, a
    ctx = [{"title": "rooms.md", "text": f"The {a} is for children aged 6 months to 2 years; {noun} last up to {x} and cost £4 each. "
                                         f"The {b} is for children aged 3 to 7 years; {noun} last up to {y} and cost £6 each."},
           {"title": "booking.md", "text": "Each room has its own booking list at reception."}]
    for good in (f"- **{a}:** {noun} of **up to {x}**", f"- **{b}:** {noun} of **up to {y}**", f"{b} {noun} last up to {y}.",
                 f"{noun.capitalize()} last up to {y}."):
        assert not swapped(good, ctx), good
    for bad in (f"- **{a}:** {noun} of **up to {y}**", f"In the {b}, {noun} last up to {x}."):
        assert swapped(bad, ctx), bad
