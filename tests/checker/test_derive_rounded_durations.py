"""A duration of the sources said roughly in a coarser unit (checker/derive.py ``Ledger._converted``).

Grammar: about|around|roughly N UNIT — it states a figure of the sources when that figure lies strictly within half a
written UNIT of N ("about 2 hours" for 100 minutes or "an hour and three-quarters"); a figure exactly halfway between
two written units rounds to neither ("about 2 hours" is not the context's "an hour and a half", "about 2 weeks" not
its 10 days or 3 weeks and a half), and a figure further off stays flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check


def _ctx(takes: str) -> list[dict]:
    return [{"title": "service.md", "text": f"A standard tuning takes about {takes}. A pitch raise costs an extra £40."}]


@pytest.mark.parametrize(("takes", "said"), [
    ("100 minutes", "2 hours"), ("110 minutes", "2 hours"), ("130 minutes", "2 hours"), ("50 minutes", "1 hour"),
    ("12 days", "2 weeks"), ("16 days", "2 weeks"),
])
def test_a_figure_within_half_a_unit(takes, said):
    assert check(f"Allow **about {said}** for the tuning.", _ctx(takes)).hallucination != "hallucinated"


@pytest.mark.parametrize(("takes", "said"), [
    ("an hour and a half", "2 hours"), ("90 minutes", "2 hours"), ("150 minutes", "2 hours"), ("30 minutes", "1 hour"),
    ("10 days", "2 weeks"), ("an hour", "2 hours"), ("4 hours", "2 hours"), ("25 days", "2 weeks"),
])
def test_a_figure_halfway_or_further_stays_flagged(takes, said):
    assert check(f"Allow **about {said}** for the tuning.", _ctx(takes)).hallucination == "hallucinated"
