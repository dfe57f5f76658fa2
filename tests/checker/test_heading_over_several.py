"""A heading over a sum or a choice names several things (issue 22).

"**Option A — Essential Fit + follow-up**" over "- Essential Fit: £120" and "- Follow-up adjustment: £45": each item
names its own thing; the heading's words are no subject of every item (read as one, "Essential Fit … follow-up £120"
took the follow-up's £45 for the fit's rival). A heading naming one thing still gives its items their subject, and a
swapped item under a joined heading is still caught by its own words."""
from __future__ import annotations

import pytest

from groundtest import check

CTX = [{"title": "fits.md", "text": "The Essential Fit takes 60 minutes and costs £120. The Performance Fit takes 2 hours and "
                                    "costs £240."},
       {"title": "aftercare.md", "text": "A free follow-up adjustment is included with the Performance Fit only. Essential "
                                         "Fit clients can book a follow-up adjustment for £45."}]
JOINS = ["Essential Fit + follow-up", "Essential Fit plus follow-up vs Performance Fit", "Essential Fit or Performance Fit"]


def _answer(heading: str, fit: str, follow: str) -> str:
    return f"Here's the maths:\n\n**Option A — {heading}**\n- Essential Fit: {fit}\n- Follow-up adjustment: {follow}\n"


@pytest.mark.parametrize("heading", JOINS[:1] + ["Essential Fit + follow-up adjustment", "Essential Fit + a follow-up"])
def test_items_under_a_joined_heading_are_their_own(heading: str) -> None:
    v = check(_answer(heading, "£120", "£45"), CTX, "Is the Essential Fit plus a follow-up cheaper?")
    assert not [f for f in v.findings if f.severity == "critical"], [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("heading", JOINS[:1] + ["Essential Fit + follow-up adjustment"])
def test_a_swap_under_a_joined_heading_is_caught(heading: str) -> None:
    assert check(_answer(heading, "£45", "£120"), CTX, "Is the Essential Fit plus a follow-up cheaper?").hallucination \
        == "hallucinated"
