"""A count whose noun is left out ("fifteen others", the noun named before it) is supported by the context's count of
that figure, of whatever noun ("Fifteen passengers were examined"); another figure is still not found."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CASES = [  # (context, the answer with {n}, the context's figure, a wrong figure)
    ("According to a spokeswoman for the airline, three passengers reported a loss of consciousness while on the flight. "
     "Fifteen passengers were examined by medical personnel at the airport, but no one was transported to the hospital, "
     "she said.", "Three passengers lost consciousness, and {n} others were examined by medical personnel.", "fifteen", "twelve"),
    ("According to the park service, two climbers reported a fall while on the ridge. Nine climbers were checked by "
     "mountain rescue at the hut, but no one was flown to the hospital, a ranger said.",
     "Two climbers fell, and {n} others were checked by mountain rescue.", "nine", "eleven"),
    ("According to the club, four members reported a loss of their lockers while on the tour. 23 members were "
     "refunded by the treasurer at the meeting, but no one was charged a fee, she said.",
     "Four members lost their lockers, and {n} others were refunded by the treasurer.", "23", "31"),
]


def _values(v):
    return [f.content for f in v.findings if f.rule == "value"]


@pytest.mark.parametrize("ctx,answer,right,wrong", CASES)
def test_the_contexts_count_supports_the_elided_noun(ctx, answer, right, wrong):
    v = check(answer.format(n=right), [{"title": "t", "text": ctx}], "Summarize the following news.")
    assert not _values(v), v.findings


@pytest.mark.parametrize("ctx,answer,right,wrong", CASES)
def test_another_figure_is_still_not_found(ctx, answer, right, wrong):
    v = check(answer.format(n=wrong), [{"title": "t", "text": ctx}], "Summarize the following news.")
    assert v.hallucination == "hallucinated" and _values(v), v.findings
