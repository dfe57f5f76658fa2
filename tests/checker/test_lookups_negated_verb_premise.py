"""The user's figure under a negated verb of its own clause is denied, not adopted (checker/lookups.py _negated_before:
_NEGATED_VERB within _CLAUSE_TAIL): "LockerPoint doesn't hold parcels for a week". Generated over auxiliaries, verbs
and objects; the figure asserted, or a negation in another clause, stays an adopted premise."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check

CTX = [{"title": "collecting.md", "text": "Parcels are held for 72 hours. If a parcel is not collected in time, it is "
                                          "returned to the sender."}]
Q = "LockerPoint holds parcels for a week, so I can pick mine up next weekend, yes?"
NEGATED = ["doesn't hold", "does not hold", "won't keep", "can't store", "will not keep", "didn't hold"]
OBJECTS = ["parcels", "your parcel", "a parcel in the locker"]


@pytest.mark.parametrize("verb,obj", list(itertools.product(NEGATED, OBJECTS)))
def test_denied_figure_is_no_premise(verb, obj):
    v = check(f"LockerPoint {verb} {obj} for a week. Parcels are held for 72 hours.", CTX, Q)
    assert not any(f.rule in ("query_only", "adopted_premise") for f in v.findings), [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("response", [
    "Parcels are held for a week.",
    "It isn't returned to the sender, and parcels are held for a week.",
    "Parcels are not returned, so they are held for a week.",
    "If it doesn't arrive, parcels are held for a week.",
])
def test_asserted_figure_is_still_flagged(response):
    assert check(response, CTX, Q).hallucination == "hallucinated"
