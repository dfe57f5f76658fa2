"""THE FREQUENCY COUNTED (thirty-sixth session, checker/derive.py ``Ledger._times_in_period``): a count said per a period
is the number of times a thing the context says happens "every quarter", "each fortnight", "monthly" or "twice a week"
happens in it — rounded either way where the periods do not divide (365 ÷ 14 = 26.07: 26).

    FREQUENCY := ("once" | "twice" | N "times") ("a" | "per") PERIOD | ("every" | "each") (N | "other")? PERIOD | PERIOD-ly
    COUNT     := NUMBER WORD{0,3} ("a" | "per" | "each" | "in a") PERIOD'        (right: ⌊r·P'⌋ ≤ NUMBER ≤ ⌈r·P'⌉)
"""
from __future__ import annotations

import math

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from groundtest import check

_DAYS = {"week": 7.0, "fortnight": 14.0, "month": 365 / 12, "quarter": 365 / 4, "year": 365.0}
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 6: "six", 12: "twelve"}
# (how the context says it, times per day)
_FREQUENCIES = [("every quarter", 1 / _DAYS["quarter"]), ("each quarter", 1 / _DAYS["quarter"]),
                ("every month", 1 / _DAYS["month"]), ("monthly", 1 / _DAYS["month"]), ("every fortnight", 1 / 14),
                ("every other week", 1 / 14), ("once a week", 1 / 7), ("twice a month", 2 / _DAYS["month"]),
                ("every 3 months", 4 / 365), ("every six months", 2 / 365)]


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=60)
@given(st.sampled_from(_FREQUENCIES), st.sampled_from(["year", "month", "quarter"]), st.sampled_from(["", "free sessions "]),
       st.booleans(), st.sampled_from([9, 13, 17]))
def test_a_frequency_counted_over_a_longer_period(freq, period, noun, digits, off):
    said_freq, per_day = freq
    exact = per_day * _DAYS[period]
    assume_ok = exact >= 1
    if not assume_ok:
        return  # (fewer than one a period: no count to say)
    low, high = math.floor(exact + 1e-9), math.ceil(exact - 1e-9)
    ctx = [{"title": "club.md", "text": f"Members of the Riverside Club get a free session {said_freq}. Membership is £8 a month."}]
    count = low
    word = str(count) if digits or count not in _WORDS else _WORDS[count]
    right = check(f"You get a free session {said_freq}, so that's about **{word} {noun}a {period}**.", ctx)
    assert "value" not in _critical(right), right.findings
    wrong_count = high + off
    # (known, left: a bare count of ten or less passes as "too easily a sum of something" unless working is shown, so
    # the wrong neighbour is drawn above ten)
    assume(wrong_count > 10)
    # (and a count the calendar holds passes as a count of another period, "12 a quarter" as the months of a year, "13
    # a year" as the weeks of a quarter: the calendar's own numbers are drawn apart)
    assume(wrong_count not in {12, 13, 14, 24, 26, 28, 30, 31, 48, 52, 365})
    wrong = check(f"You get a free session {said_freq}, so that's about **{wrong_count} {noun}a {period}**.", ctx)
    assert "value" in _critical(wrong), wrong.findings
