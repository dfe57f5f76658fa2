"""A tokenised context writes an en dash between figures as a spaced double hyphen ("the 2007 -- 08 season",
"10 -- 15 minutes"): it is read as the dash it stands for, so the answer's "2007-08" or "10–15" is the
context's range; another range, or one end changed, is still not found."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.context import value_text

CASES = [  # (context sentence, the answer's claim, (the context's spaced range, the answer's, a wrong neighbour))
    ("He finished third in the league during the {x} season .", "He finished third during the {y} season",
     ("2007 -- 08", "2007-08", "2006-07")),
    ("Ruiz scored nine goals for the club in the {x} season .", "Ruiz scored nine goals in the {y} season",
     ("1998 -- 99", "1998–99", "1997–98")),
    ("The hammers will make the switch to the stadium for the {x} season .", "They will move to the stadium for the {y} season",
     ("2016 -- 17", "2016-17", "2016-18")),
]


@pytest.mark.parametrize("ctx,claim,figs", CASES)
def test_the_same_range_is_found(ctx, claim, figs):
    spaced, written, _ = figs
    context = [{"title": "t", "text": ctx.format(x=spaced)}]
    resp = f"{claim.format(y=written)}."
    verdict = check(resp, context, "Summarize the document.")
    assert not any(f.rule == "value" for f in verdict.findings), verdict.findings


@pytest.mark.parametrize("ctx,claim,figs", CASES)
def test_another_range_is_still_flagged(ctx, claim, figs):
    spaced, _, wrong = figs
    context = [{"title": "t", "text": ctx.format(x=spaced)}]
    verdict = check(f"{claim.format(y=wrong)}.", context, "Summarize the document.")
    assert verdict.hallucination == "hallucinated", verdict.findings


@pytest.mark.parametrize("text", ["the 2007 -- 08 season", "from £10 -- £15 a night", "1,200 -- 1,500 people",
                                  "a -- b", "call -- 0800 111", "no dash here"])
def test_offsets_are_kept(text):
    assert len(value_text(text)) == len(text)
    if " -- " not in text or not text.split(" -- ")[0][-1:].isdigit():
        assert value_text(text) == text
