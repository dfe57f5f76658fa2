"""A scope word inside the alternative a contrast rejects is not asserted (checker/claims.py ``_rejected`` in ``scope``):
"the second child gets 10% off the term fee rather than a free place", "… instead of a free one" correct the user's
premise. The same word in the asserted half ("a free place rather than 10% off") or alone is still a widening."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "fees.md", "text": "The term fee is £135 per child. A second child from the same family gets 10% off the term fee."}]
Q = "Siblings go free, don't they? I have twins starting this term."
CLAIMS = ["The second child gets 10% off the term fee rather than a free place.",
          "The second child gets 10% off the term fee, rather than a free place.",
          "The second child gets 10% off the term fee instead of a free place.",
          "A second child gets 10% off the term fee rather than free entry."]
WIDENED = ["The second child gets a free place rather than 10% off the term fee.",
           "The second child gets a free place on top of 10% off the term fee.",
           "Rather than 10% off, the second child gets a free place."]


@pytest.mark.parametrize("claim", CLAIMS)
def test_a_rejected_free_is_no_scope(claim):
    v = check(claim, CTX, Q)
    assert "scope" not in [f.rule for f in v.findings], v.findings


@pytest.mark.parametrize("claim", WIDENED)
def test_an_asserted_free_is_a_scope(claim):
    v = check(claim, CTX, Q)
    assert v.hallucination == "hallucinated", v.findings
