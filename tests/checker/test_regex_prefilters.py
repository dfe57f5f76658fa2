"""The speed rewrites of hot patterns read what the patterns they replace read (issue 22, speed: behaviour-identical).

Each rewrite is checked against the pattern as it was written before, over text generated from the words the
patterns turn on (and their case, apostrophe and boundary neighbours) and over arbitrary text.
"""
from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st

from groundtest.checker import frames
from groundtest.text import free, matching

_FRAGMENTS = ["no", "NO", "not", "n't", "N'T", "n\u2019t", "don", "'", "t", "non", "non-", "member", "never", "Neither", "nor",
              "without", "avoid", "Skipped", "refrain", "from", "abstain", "steer", "clear", "of", "stay", "away", "do", "does",
              "prohibited", "FORBIDDEN", "banned", "barred", "disallowed", "cannot", "know", "a", "an", "one", "the", "hour",
              "day", "full", "year", "within", "ran", "bone", "free", "Free", "of charge", "charge", "fee", "cost", "costs",
              "nothing", "pay", "paid", "included", "in", "price", "waived", "complimentary", "bill", "directly", "insurer",
              "at", "extra", "1", "10", "12", "13", "9", "0", "o'clock", "o\u2019clock", "oclock", "morning", "night",
              "recommend", "should", "must", "have", "has", "to", "required", "\u274c", "\u017fkip", "\u0130ncluded",
              "\u0645\u062c\u0627\u0646\u064a", "\u062f\u0648\u0646", "\u0631\u0633\u0648\u0645", "x", "_", "-", "\u00a0"]
_SEPARATORS = ["", " ", " ", "  ", "\n", "-", "_", ", "]

texts = st.one_of(
    st.lists(st.tuples(st.sampled_from(_FRAGMENTS), st.sampled_from(_SEPARATORS)), min_size=1, max_size=9).map(
        lambda parts: "".join(w + s for w, s in parts)),
    st.text(max_size=40),
)

#: the patterns as they were written before the rewrites
_UNIT_PHRASE_HINT = re.compile(r"(?<![a-z])(?:an?|one)\s+(?:(?:full|whole|clear|complete|entire)\s+)?(?:second|minute|hour|day|"
                               r"week|fortnight|month|year|decade|century)(?![a-z])|within\s+the\s+hour\b")
_CLOCK_DIGIT = re.compile(r"\b(?:1[0-2]|[1-9])\s+(?:o['\u2019]?\s?clock|in\s+the\s+(?:morning|afternoon|evening)|at\s+night)")


@settings(max_examples=300, deadline=None)
@given(texts)
def test_negation_prefilters_read_as_the_patterns(text: str) -> None:
    assert frames._holds(text, frames._NEG_HINT, frames._NEG_KEYS) == (frames._NEG_HINT.search(text) is not None)
    assert frames._holds(text, frames._NEG_OR_NON, frames._NEG_OR_NON_KEYS) == (frames._NEG_OR_NON.search(text) is not None)
    assert frames._may_negate(text) == (frames._NEG_OR_NON.search(text) is not None)


@settings(max_examples=300, deadline=None)
@given(texts)
def test_free_search_reads_as_the_grammar(text: str) -> None:
    for pattern in (free.SAID, free.SAID_AR, free.PHRASE, free.OTHER_AR):
        assert free.search_said(pattern, text) == (pattern.search(text) is not None)
        assert free.search_said(pattern, text.lower()) == (pattern.search(text.lower()) is not None)


@settings(max_examples=300, deadline=None)
@given(texts)
def test_value_hints_match_where_they_matched(text: str) -> None:
    for low in (text, text.lower()):
        assert [m.span() for m in matching._UNIT_PHRASE_HINT.finditer(low)] == [m.span() for m in _UNIT_PHRASE_HINT.finditer(low)]
        assert [m.span() for m in matching._CLOCK_DIGIT.finditer(low)] == [m.span() for m in _CLOCK_DIGIT.finditer(low)]


@settings(max_examples=300, deadline=None)
@given(texts)
def test_modal_line_search_is_any_of_the_three(text: str) -> None:
    three = any(p.search(text) for p in (frames._ADVICE, frames._SHOULD, frames._OBLIGE))
    assert (frames._MODAL_ANY.search(text) is not None) == three


def test_examples() -> None:
    assert frames._may_negate("Pets are not allowed")
    assert not frames._may_negate("Pets are welcome")
    assert free.search_said(free.SAID, "Parking is FREE of charge")
    assert not free.search_said(free.SAID, "Parking costs \u00a35")
    assert matching._UNIT_PHRASE_HINT.search("within a day") and not matching._UNIT_PHRASE_HINT.search("banana day")
    assert matching._CLOCK_DIGIT.search("at 10 o'clock") and not matching._CLOCK_DIGIT.search("at 110 o'clock")
