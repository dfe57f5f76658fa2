"""Frames (checker/frames.py): "from £100 for Band A to £1,905 for Band E" is a range whose ends are each the price of
an item it names, not a starting price: "the fee is £100 for Band A" and "ranges from £100 (Band A) to £1,905 (Band E)"
keep its sense. "Lessons cost from £30 for members and £45 for guests" stays a starting price ("and" joins no range
here), and a plain "from £12" stated as "£12" is still a dropped qualifier."""
from __future__ import annotations
import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([(100, 1905), (45, 320), (12, 60)]), st.sampled_from([("Band A", "Band E"), ("a studio", "a four-bed house"),
                                                                          ("under-12s", "adults")]),
       st.sampled_from(["The fee ranges **from £{lo} ({a}) to £{hi} ({b})**.", "The fee is £{lo} for {a}.",
                        "For {b} the fee is £{hi}.", "It runs from £{lo} for {a} to £{hi} for {b}."]),
       st.sampled_from(["to", "–"]))
def test_each_end_of_an_item_range_is_that_items_price(prices, items, form, joint):
    lo, hi = prices
    a, b = items
    ctx = [{"title": "fees.md", "text": f"The council's fee depends on the band, from £{lo:,} for {a} {joint} £{hi:,} for {b}. "
                                        "Applications must be advertised for 28 consecutive days."}]
    said = form.format(lo=f"{lo:,}", hi=f"{hi:,}", a=a, b=b)
    assert "frame_qualifier" not in rules(check(said, ctx, "What is the fee?")), said


@pytest.mark.parametrize("ctx_text, said", [
    ("Lessons cost from £30 for members and £45 for guests.", "Lessons are £30 for members."),
    ("Repairs cost from £12, depending on the part.", "A repair costs £12."),
])
def test_a_starting_price_stated_as_the_price_is_still_a_finding(ctx_text, said):
    assert "frame_qualifier" in rules(check(said, [{"title": "fees.md", "text": ctx_text}], "How much?"))


@pytest.mark.xfail(strict=True, reason="known gap: band letters are no subject words, so one band's price given to the "
                                       "other is not read as a swap")
def test_a_band_price_given_to_the_other_band():
    ctx = [{"title": "fees.md", "text": "The fee is £100 for Band A and £1,905 for Band E."}]
    assert check("The fee is £1,905 for Band A.", ctx, "What is the fee?").hallucination == "hallucinated"
