"""An item under a heading that says no of its items ("**Who it isn't suitable for**" over "- Anyone with back
problems, as …"; "### Not covered" over "- Frost damage to plants kept in pots") is what the heading says no of:
read with the heading, as a negated label's list is, it flips no negated context sentence. An item under a heading
that says yes of it, over the same context, still flips."""

from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker import frames

CONTEXTS = {
    "shearing": "The beginners' course is for complete novices. It is not suitable for anyone with back problems, because "
                "shearing involves long periods bent over.",
    "plants": "Hardy plants are guaranteed for 2 years. The guarantee doesn't cover damage from pests, frost to plants kept "
              "in pots, or under- or over-watering.",
    "kayak": "Kayaks can be hired by anyone over 12. They are not suitable for anyone who cannot swim, and dogs are not "
             "allowed in the kayaks.",
}

CASES = [
    ("shearing", "**Who it isn't suitable for**\n- Anyone with **back problems**, as shearing means long periods bent over.",
     "**Who it is suitable for**\n- Anyone with **back problems**, as shearing means long periods bent over."),
    ("plants", "### Not covered\n- Pest damage\n- Frost damage to plants kept in pots\n- Under- or over-watering",
     "### Covered\n- Frost damage to plants kept in pots"),
    ("kayak", "**Not suitable for**\n- Anyone who cannot swim\n\n**Not allowed**\n- Dogs in the kayaks",
     None),
]


@pytest.mark.parametrize("key,right,wrong", CASES, ids=[c[0] for c in CASES])
def test_items_under_a_negated_heading(key, right, wrong):
    ctx = [{"title": "policy.md", "text": CONTEXTS[key]}]
    assert "frame_polarity" not in [f.rule for f in check(right, ctx).findings]
    if wrong is not None:
        assert "frame_polarity" in [f.rule for f in check(wrong, ctx).findings]


@pytest.mark.parametrize("heading,item,negated", [
    ("Who it isn't suitable for", "Anyone with back problems, as shearing means long periods", True),
    ("Not covered", "Frost damage to plants kept in pots", True),
    ("What you can't bring", "Glass bottles", True),
    ("Who it is suitable for", "Anyone with back problems", False),
    ("Not included", "Bike hire is available at the desk", False),  # the item says something itself
    ("Not paying on time", "A late fee", False),  # a negated gerund names a condition, not a no
])
def test_negated_heading_grammar(heading, item, negated):
    assert frames.negated_heading(heading, item) is negated
