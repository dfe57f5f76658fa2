"""The older version named by its own year (checker/dated.py ``old_years``, ``named_by_year``).

Grammar: a sentence naming a year that only the superseded chunks name ("the 2024 festival", "the 2024 Open fee",
"unlike in 2024") reports the older version: its values are grounded by the superseded chunk. The same value in a
sentence without that year, or with the current year, is stated as current and stays flagged; a year both versions
name labels neither.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from tests.helpers import scored_hallucinated


def _ctx(old: int, new: int, fee_old: int, fee_new: int) -> list:
    return [{"title": "fees-old.md", "status": "superseded", "text": f"Entry fees for the {old} match: Open £{fee_old}."},
            {"title": "fees.md", "status": "current", "text": f"Entry fees for the {new} match: Open £{fee_new}. Entries close on 1 October."}]


@settings(max_examples=30, deadline=None)
@given(st.integers(2019, 2030), st.integers(10, 40), st.integers(1, 9),
       st.sampled_from(["(The {old} Open fee was £{a}, so it has gone up.)", "The £{a} figure was from the {old} match.",
                        "That's up from £{a} in {old}.", "In {old} it cost £{a}."]))
def test_a_value_labelled_by_the_old_year(old, a, rise, form):
    new, b = old + 1, a + rise
    ctx = _ctx(old, new, a, b)
    lead = f"The Open fee for **{new}** is **£{b}**. "
    right = lead + form.format(old=old, a=a)
    assert check(right, ctx, "What's the Open fee?").hallucination != "hallucinated", right
    for wrong in (f"The Open fee is **£{a}**.", f"The Open fee for {new} is £{a}."):
        assert check(wrong, ctx, "What's the Open fee?").hallucination == "hallucinated", wrong


def test_a_year_both_versions_name_labels_neither():
    ctx = [{"title": "a.md", "status": "superseded", "text": "Until March 2025 the Open fee was £20."},
           {"title": "b.md", "status": "current", "text": "From March 2025 the Open fee is £25."}]
    assert check("In 2025 the Open fee is £20.", ctx, "What's the fee?").hallucination == "hallucinated"


def test_through_score(tmp_path):
    ctx = _ctx(2024, 2025, 20, 25)
    right = "The Open fee for **2025** is **£25**. (The 2024 Open fee was £20.)"
    wrong = "The Open fee for **2025** is **£20**."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, "What's the Open fee?", type="stale_context") == [False, True]
