"""The organisation an answer speaks for, named where the context says "us" (checker/support.py ``_AS_US_FRAME``): "us"
as the subject of an -ing verb after a preposition ("within 14 days of us receiving the return") and the answer's name
in the same frame ("of Kestrel receiving the return") are the same speaker; and the party of advice to ask them before
"or" ("checking with Kestrel Schoolwear or looking at …") is named as after "and". Another frame, or no "us" in the
context, leaves the name a name the context lacks."""
from __future__ import annotations

import pytest

from groundtest.checker import check

FRAMES = [("within 14 days of us receiving the return", "Your refund goes back to your original card within 14 days of {n} receiving the return."),
          ("before us confirming the booking", "You won't be charged before {n} confirming the booking."),
          ("after us inspecting the item", "Your refund is issued after {n} inspecting the item.")]
NAMES = ["Kestrel", "Brightwell", "Oakhurst Schoolwear", "Pennant & Co"]


def _ctx(frame: str):
    return [{"title": "returns.md", "text": f"Refunds are made to the original card {frame}. Nothing is charged before us confirming the "
             "booking. Unworn items can be returned within 30 days."}]


@pytest.mark.parametrize("frame,claim", FRAMES)
@pytest.mark.parametrize("name", NAMES)
def test_the_name_in_the_place_of_us_is_the_speaker(frame, claim, name):
    v = check(f"Good news! {claim.format(n=name)} Unworn items can be returned within 30 days.", _ctx(frame))
    assert "name" not in [f.rule for f in v.findings], v.findings


@pytest.mark.parametrize("name", NAMES)
def test_another_frame_leaves_the_name_new(name):
    ctx = [{"title": "returns.md", "text": "Refunds are made to the original card within 14 days of us receiving the return."}]
    v = check(f"Your refund goes back to your original card within 14 days of {name} dispatching the parcel.", ctx)
    assert "name" in [f.rule for f in v.findings], v.findings


@pytest.mark.parametrize("name", NAMES)
def test_no_us_in_the_context_leaves_the_name_new(name):
    ctx = [{"title": "returns.md", "text": "Refunds are made to the original card within 14 days of the return arriving."}]
    v = check(f"Your refund goes back to your original card within 14 days of {name} receiving the return.", ctx)
    assert "name" in [f.rule for f in v.findings], v.findings


@pytest.mark.parametrize("name", ["Kestrel Schoolwear", "Brightwell Uniforms"])
def test_the_party_before_or_is_the_organisation(name):
    ctx = [{"title": "prices.md", "text": "Crested blazers cost from £38 (age 3–4) to £56 (adult sizes)."}]
    first = name.split()[0]
    text = (f"{first}'s price list gives blazers as a range: from £38 (age 3–4) to £56 for adult sizes. An 11-year-old's size will "
            f"sit somewhere in that range, but the documents don't give the exact price for that age, so it's worth checking with "
            f"{name} or looking at the specific size when you order.")
    v = check(text, ctx, "How much is a crested blazer for my 11-year-old?")
    assert "name" not in [f.rule for f in v.findings], v.findings
