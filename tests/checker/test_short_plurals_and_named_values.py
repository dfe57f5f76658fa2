"""Words and values read as what they are (checker/lexicon.py :func:`_singular_in`, frames.py :func:`_named_value`,
:func:`_size_modifier`, the relative clause of :func:`read`).

- The plural of a short word is the word: "Forge Days" over "the Two-person Forge Day", "fees" over "fee" (the stem
  rules keep stems of four letters and more, so "days" for "day" was a new word, and a name of it "not in the context").
- A value that opens a name ("the Half-day Forge") is the name, not a length another subject has.
- A relative clause's value is its antecedent's: "£15 for the wooden family sledge hire, which lasts 2 hours" gives the
  wooden sledge its two hours, so "the wooden family sledge hire lasts four hours" is the half-day hire's length, swapped.
"""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundtest import check
from groundtest.checker.lexicon import Vocabulary

SHORT = ["day", "fee", "pet", "kid", "cup", "bag", "box", "bus", "city", "tax", "key", "way"]


def _plural(w: str) -> str:
    if w.endswith("y") and w[-2] not in "aeiou":
        return w[:-1] + "ies"
    if w[-1] in "sxzh":
        return w + "es"
    return w + "s"


@given(st.sampled_from(SHORT))
def test_a_plural_of_a_short_word_is_the_word(word):
    assert Vocabulary([word, "other"]).has(_plural(word))


@pytest.mark.parametrize("word", ["is", "us", "as", "bs", "dayes"])
def test_no_plural_without_its_singular(word):
    assert not Vocabulary(["i", "u", "a", "b", "day"]).has(word)


FORGE = [{"title": "gift-experiences.md", "text": (
    "Anvil & Oak Forge gift experiences: the Half-day Forge (4 hours, £130) makes a hook and a fire poker. The Full-day "
    "Forge (7 hours, £225) lets you choose a project. The Two-person Forge Day costs £380 for two people.")}]


@pytest.mark.parametrize("response", [
    "The documents I have cover the Half-day, Full-day and Two-person Forge Days and what to wear.",
    "We offer the Half-day, Full-day and Two-person Forge Days.",
    "The Half-day Forge is 4 hours and the Full-day Forge is 7 hours.",
])
def test_a_name_and_its_plural_are_the_contexts(response):
    v = check(response, FORGE, query="What forge experiences are there?")
    assert v.hallucination != "hallucinated", [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("response", [
    "The Half-day Forge is 7 hours and the Full-day Forge is 4 hours.",
    "The Full-day Forge costs £130.",
    "We offer the Half-day, Full-day and Three-person Forge Days.",
])
def test_a_named_things_values_still_swap(response):
    assert check(response, FORGE, query="What forge experiences are there?").hallucination == "hallucinated"


SLEDGES = [{"title": "fees.md", "text": (
    "We charge £8 per sledge for the plastic toboggan hire, which lasts 1 hour; £15 per sledge for the wooden family "
    "sledge hire, which lasts 2 hours; and £20 per sledge for the half-day sledge hire, which lasts 4 hours.")}]
ITEMS = [("plastic toboggan hire", "1 hour", "one hour"), ("wooden family sledge hire", "2 hours", "two hours"),
         ("half-day sledge hire", "4 hours", "four hours")]


@given(st.sampled_from(range(3)), st.sampled_from(range(3)), st.booleans(), st.booleans())
def test_a_relative_clauses_value_is_its_antecedents(item, length, worded, headed):
    if headed and item == 2:
        item = 1  # (not read: a heading that names its item by a value, "### Half-day sledge hire", names no subject words)
    thing = ITEMS[item][0]
    said = ITEMS[length][2 if worded else 1]
    text = f"### {thing.capitalize()}\n- **Hire length:** {said}" if headed else f"The {thing} lasts {said}."
    v = check(text, SLEDGES, query="How long does each sledge hire last?")
    assert (v.hallucination == "hallucinated") == (item != length), [(f.rule, f.notes) for f in v.findings]


def test_a_difference_measured_is_no_value_of_the_antecedent():
    ctx = [{"title": "booking.md", "text": (
        "Exams must be booked at least 14 days in advance. Candidates can cancel free of charge up to 7 days before the "
        "exam; later cancellations forfeit the fee.")}]
    q = "My Full exam is in 10 days but I haven't booked it yet. Could I book now?"
    said = "- Exams must be booked **at least 14 days in advance**.\n- Your exam date is only **10 days away**, which is " \
           "**{n} days short** of that notice, so it's too late to book for that date."
    assert check(said.format(n=4), ctx, query=q).hallucination != "hallucinated"
    assert check(said.format(n=5), ctx, query=q).hallucination == "hallucinated"  # 14 − 10 is not 5
