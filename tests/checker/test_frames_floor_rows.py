"""Frames (checker/frames.py): a starting price ("cats from £520 each") said once by the answer as a starting price
("using the starting prices", "because the price is a 'from' price") keeps its qualifier in the per-item lines of the
answer's own working ("First cat: £520"): clean. An answer that never says so, and states the price flat, still drops
the qualifier (flagged). Generated over items, prices, discounts and wordings."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


OPENINGS = ["Here's how it works out for two {i}s, using the starting prices:",
            "Working from the starting prices for two {i}s:",
            "Note the {i} price is a \"from\" price, so here's the minimum for two {i}s:"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["cat", "dog", "rabbit"]), st.sampled_from([520, 480, 600]), st.sampled_from(OPENINGS))
def test_rows_of_working_keep_the_floor_the_answer_said(item, price, opening):
    ctx = [{"title": "prices.md", "text": f"PawsAbroad EU relocation: {item}s from £{price} each. A second pet travelling in "
                                          "the same booking receives 15% off its price."}]
    second = price * 0.85
    good = (f"{opening.format(i=item)}\n\n- First {item}: £{price}\n- Second {item}: £{price} − 15% = £{second:g}\n\n"
            "Anything else you'd like me to work out?")
    assert "frame_qualifier" not in rules(check(good, ctx))
    bad = f"Relocating a {item} costs £{price}, and a second pet gets 15% off its price."
    assert "frame_qualifier" in rules(check(bad, ctx))
