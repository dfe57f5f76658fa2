"""A FIGURE SET AGAINST A LIMIT ("Ten days is more than seven, so you're entitled to a full refund") is a comparison the
threshold rules judge, not a rival value of the limit's frame (frames._COMPARED_WITH); the limit restated wrongly ("more
than 10 days before") is still the frame's rival."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "terms.md", "text": "Cancellations made more than 7 days before the session receive a full refund; "
                                      "cancellations within 7 days receive a credit note valid for 6 months."}]
_Q = "I booked Try Curling for 20 March and need to cancel. Today is 10 March. What happens to my money?"


@pytest.mark.parametrize("comparison", ["is more than seven", "is more than 7 days", "is longer than seven",
                                        "is well over seven", "is comfortably beyond the 7"])
def test_the_users_span_compared_with_the_limit(comparison):
    answer = f"From 10 March to 20 March is ten days. Ten days {comparison}, so you're entitled to a **full refund**."
    v = check(answer, _CTX, _Q)
    assert not any(f.rule == "frame_value" and "Ten days" in f.content for f in v.findings), [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer", ["Cancellations made more than 14 days before the session receive a full refund.",
                                    "Cancellations within 14 days receive a credit note valid for 6 months."])
def test_the_limit_restated_wrongly_is_still_a_rival(answer):
    assert check(answer, _CTX, _Q).hallucination == "hallucinated"
