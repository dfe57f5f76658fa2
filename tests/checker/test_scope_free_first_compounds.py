"""A compound that "free" opens names a kind of thing, not a fee waived (checker/scaffold.py ``COMPOUND_FREE``,
``_FREE``, ``free_only_in_compounds``; the scope rule in checker/claims.py).

Grammar: free-(range | standing | flowing | form | lance | hold | style | wheeling …) — "all the chicken is free-range",
"a free-standing bath": the scope word "free" is not in it. Wrong neighbours stay flagged: a "free" of its own beside
it ("free-range chickens come with free delivery")."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.checker.scaffold import free_only_in_compounds

CTX = [{"title": "farm.md", "text": "All our chicken is free-range and comes from Moorside Farm, 12 miles from the shop. "
                                    "Whole chickens cost £9.50 per kg. Orders are delivered on Thursdays."}]
Q = "Tell me about your chicken."


@pytest.mark.parametrize("lead", ["**All** the chicken is **free-range**", "All the chicken is free-range",
                                  "Every bird is free-range"])
def test_free_range_restated(lead):
    text = f"{lead}, from **Moorside Farm**, just **12 miles** from the shop. Whole chickens are **£9.50 per kg**."
    got = check(text, CTX, Q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]


@pytest.mark.parametrize("extra", ["and delivery is free", "with free delivery on Thursdays",
                                   "and the first kilo is free"])
def test_a_free_of_its_own_is_still_read(extra):
    text = f"All the chicken is free-range, {extra}."
    assert check(text, CTX, Q).hallucination == "hallucinated"


@pytest.mark.parametrize(("text", "want"), [("a free-range egg", True), ("a free-standing bath", True),
                                            ("claim-free years", True), ("free-range eggs and free delivery", False),
                                            ("free delivery", False), ("a freehold flat", False)])
def test_only_compounds(text, want):
    assert free_only_in_compounds(text) is want


def test_through_score(tmp_path):
    said = ["All the chicken is free-range, from Moorside Farm.", "All the chicken is free-range, with free delivery."]
    assert scored_hallucinated(tmp_path, said, CTX, Q) == [False, True]
