"""A count of one written as a figure or "one more" where the context counts one with an article or a
word of one ("an additional night", "A block costs £96"): the same count. Another count stays unsupported."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

NOUNS = ["night", "block", "session", "lesson", "bag", "visit"]
CONTEXT_ONE = ["an additional {n}", "a {n}", "one extra {n}", "another {n}", "a single {n}", "each {n}"]
ANSWER_ONE = ["one more {n}", "1 {n}", "one extra {n}", "one additional {n}"]


def _bad(text: str, ctx: str) -> bool:
    return check(text, [{"title": "a.md", "text": ctx}]).hallucination == "hallucinated"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(NOUNS), st.sampled_from(CONTEXT_ONE), st.sampled_from(ANSWER_ONE), st.integers(2, 9))
def test_one_of_a_thing_both_ways(noun: str, said: str, written: str, other: int) -> None:
    ctx = f"Late collection is charged as {said.format(n=noun)} at £16."
    assert not _bad(f"Late collection is charged as {written.format(n=noun)} at £16.", ctx), (said, written)
    assert _bad(f"Late collection is charged as {other} more {noun}s at £16.", ctx)


def test_one_of_a_thing_the_context_never_counts() -> None:
    ctx = "Late collection is charged at £16."
    assert _bad("Late collection is charged as one more night at £16.", ctx)
