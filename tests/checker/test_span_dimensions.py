"""A span of one dimension worked out from spans of another: only by a rate per its unit ("2.5 hours a week"), never
as a bare ratio ("90 minutes ÷ 15 minutes" is no "6 months"); and a count of months put
roughly in days within the months' length ("three months is roughly 90 days", 84 to 93)."""

import pytest

from groundtest import check

FLOAT = [{"title": "sessions.md", "text": "A 90-minute float costs £70. A three-float intro pack costs £135 and must be "
                                          "used within 3 months of purchase. Please arrive 15 minutes early."}]


# (6 is the ratio 90 ÷ 15 of the two minute figures; 9 would be the three floats times the 3 months, a product of a
# count and a span, read as working and left alone)
@pytest.mark.parametrize("months", [4, 5, 6, 8])
def test_months_from_minutes_ratio_is_found(months):
    text = (f"The pack works out at £45 a float (£135 ÷ 3), but it must be used within {months} months of purchase "
            "(floats are 90 minutes; arrive 15 minutes early).")
    assert check(text, FLOAT, "What are the options?").hallucination == "hallucinated"


def test_months_as_stated_are_clean():
    text = ("The pack works out at £45 a float (£135 ÷ 3), but it must be used within 3 months of purchase "
            "(floats are 90 minutes; arrive 15 minutes early).")
    assert check(text, FLOAT, "What are the options?").hallucination != "hallucinated"


LANES = [{"title": "lanes.md", "text": "Lanes can be booked online up to 60 days ahead."}]


@pytest.mark.parametrize("months,days,ok", [(3, 90, True), (2, 60, True), (6, 180, True), (3, 120, False),
                                            (3, 70, False), (2, 90, False)])
@pytest.mark.parametrize("rough", ["roughly", "about", "around"])
def test_months_roughly_in_days(months, days, ok, rough):
    words = {2: "Two", 3: "Three", 6: "Six"}[months]
    v = check(f"{words} months is {rough} {days} days, so that's beyond the 60-day window.", LANES,
              f"Can I book a lane {words.lower()} months ahead?")
    assert (v.hallucination != "hallucinated") is ok, [(f.rule, f.content, f.notes) for f in v.findings]
