"""Working shown (figures joined by an operator) takes the comparison words out of the response share. A hyphen
joins figures into a range or a compound when it is unspaced ("the 2016-20 season", "30-45 minutes", "a 4-1
win"): no working. Spaced, or before an equals sign, it is a minus."""
from __future__ import annotations

import pytest

from groundtest.checker.passes import _SHOWN_WORKING


@pytest.mark.parametrize("text", ["when the team moves there for the 2016-20 season", "Roast for 30-45 minutes",
                                  "Morton won 4-1 at home", "open 9-17 on weekdays", "call 555-1234", "ages 5-11"])
def test_an_unspaced_hyphen_between_figures_is_no_working(text):
    assert _SHOWN_WORKING.search(text) is None


@pytest.mark.parametrize("text", ["£40 - £34 = £6", "40 - 34 leaves 6", "£40 -£34", "40-34=6", "£24 + £16 = £40",
                                  "3 × £12", "£8 vs £9", "£120 / 4 = £30"])
def test_an_operator_between_figures_is_working(text):
    assert _SHOWN_WORKING.search(text) is not None
