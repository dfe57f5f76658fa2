"""The margin of a comparison (issue 22): "you're within that with 2 days to spare".

A figure after a comparison that says by how much one side passes the other — "with N to spare", "with N left", "by N",
"N remaining" — is the margin, not the side compared with. The comparison's other side is then the limit the pronoun
stands for ("that", "it"), named before. A figure that is on the wrong side of that limit is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.checker.passes import wrong_comparison

LIMITS = [(7, "days"), (14, "days"), (30, "days"), (12, "months")]
MARGINS = ["with {m} {unit} to spare", "with {m} {unit} left", "with just {m} {unit} remaining", "with {m} {unit} in hand"]


def _answer(limit: int, unit: str, mine: int, margin: str) -> str:
    return (f"The guarantee lasts {limit} {unit}. At {mine} {unit}, you're within that "
            + margin.format(m=abs(limit - mine), unit=unit) + ".")


def _ctx(limit: int, unit: str) -> list[dict]:
    return [{"title": "guarantee.md", "text": f"Items are guaranteed for {limit} {unit} from purchase. Bring your receipt."}]


@pytest.mark.parametrize("limit,unit", LIMITS)
@pytest.mark.parametrize("margin", MARGINS)
@pytest.mark.parametrize("short", [1, 2, 5])
def test_inside_with_a_margin_is_no_contradiction(limit: int, unit: str, margin: str, short: int) -> None:
    mine = limit - short
    v = check(_answer(limit, unit, mine, margin), _ctx(limit, unit), f"I bought it {mine} {unit} ago. Am I covered?")
    assert not [f for f in v.findings if f.rule == "comparison"], [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("limit,unit", LIMITS)
@pytest.mark.parametrize("margin", MARGINS[:2])
@pytest.mark.parametrize("over", [1, 3])
def test_past_the_limit_said_within_is_caught(limit: int, unit: str, margin: str, over: int) -> None:
    mine = limit + over
    v = check(_answer(limit, unit, mine, margin), _ctx(limit, unit), f"I bought it {mine} {unit} ago. Am I covered?")
    assert v.hallucination == "hallucinated"


@pytest.mark.parametrize("text", ["10 days is over the 7-day limit by 3 days.", "6 days is within the 7-day window, with 1 day left.",
                                  "5kg is under the 8kg allowance, with 3kg to spare."])
def test_the_margin_is_not_the_other_side(text: str) -> None:
    assert wrong_comparison(text) is None


@pytest.mark.parametrize("text", ["8 days is within 7 days, with 1 day left.", "9kg is under the 8kg allowance, with 1kg to spare."])
def test_the_other_side_still_read_beside_a_margin(text: str) -> None:
    assert wrong_comparison(text) is not None
