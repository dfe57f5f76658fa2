"""Per-units (issue 22): a price per one of the user's own things, and per-nouns ending in "-ing".

1. The user names one thing of theirs ("my tortoise", "our old boiler"): a price the context states per period *and*
   per that thing ("£12 per week per tortoise") is said whole as "£12 per week" — their one thing's price. With two of
   them ("my two tortoises", "my tortoises") the dropped unit is still read.
2. A per-noun ending in "-ing" is a noun when its stem is short ("per ring", "per wing", "per thing"): "£9 per
   intermediate ring" restates "intermediate ring £9 per ring"; a participle after the noun ("per person travelling")
   is still no unit of its own.
3. A value column's header "Price per A4 page" is per page (the size code goes with its noun)."""
from __future__ import annotations

import pytest

from groundtest import check

PETS = [("tortoise", "tortoises"), ("dog", "dogs"), ("cat", "cats"), ("rabbit", "rabbits")]


def _ctx(one: str) -> list[dict]:
    return [{"title": "boarding.md", "text": f"We offer boarding from 1 November to 15 March. The fee is £12 per week per {one}, "
                                             "with a minimum stay of 8 weeks."}]


@pytest.mark.parametrize("one,many", PETS)
@pytest.mark.parametrize("mine", ["my {one}", "our old {one}", "my little {one}"])
def test_per_one_of_the_users_own_things_said_whole(one: str, many: str, mine: str) -> None:
    query = f"Can I board {mine.format(one=one)} this winter, and what does it cost?"
    v = check("Yes. It costs **£12 per week**, with a minimum stay of 8 weeks.", _ctx(one), query)
    assert v.hallucination == "clean", [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("one,many", PETS)
@pytest.mark.parametrize("mine", ["my two {many}", "my {many}", "both of my {many}"])
def test_with_several_of_them_the_dropped_unit_is_read(one: str, many: str, mine: str) -> None:
    query = f"Can I board {mine.format(many=many)} this winter, and what does it cost?"
    v = check("Yes. It costs **£12 per week**, with a minimum stay of 8 weeks.", _ctx(one), query)
    assert v.hallucination == "hallucinated"


@pytest.mark.parametrize("one,many", PETS)
def test_another_period_is_still_another_period(one: str, many: str) -> None:
    v = check("Yes. It costs **£12 per day**, with a minimum stay of 8 weeks.", _ctx(one), f"Can I board my {one}?")
    assert v.hallucination == "hallucinated"




@pytest.mark.parametrize("noun,adj", [("ring", "intermediate"), ("wing", "guest")])
def test_a_short_ing_noun_is_a_unit(noun: str, adj: str) -> None:
    ctx = [{"title": "prices.md", "text": f"Replacement {adj} {noun} £9 per {noun}. Full service from £65."}]
    assert check(f"A replacement {adj} {noun} is £9 per {adj} {noun}.", ctx, "How much?").hallucination == "clean"
    assert check(f"A replacement {adj} {noun} is £9 per hour.", ctx, "How much?").hallucination == "hallucinated"


def test_a_header_per_a4_page() -> None:
    ctx = [{"title": "printing.md", "text": "Printing costs 10p per A4 black-and-white page and 40p per colour page."}]
    ok = "| Type | Price per A4 page |\n|---|---|\n| Black-and-white | 10p |\n| Colour | 40p |"
    assert check(ok, ctx, "What does printing cost?").hallucination == "clean"
    bad = "| Type | Price per hour |\n|---|---|\n| Black-and-white | 10p |\n| Colour | 40p |"
    assert check(bad, ctx, "What does printing cost?").hallucination == "hallucinated"
