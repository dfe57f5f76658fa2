"""A RANGE OF LENGTHS IS NO CLOCK TIME (thirty-seventh session, text/matching.py ``_COUNTED_AFTER``): "45 minutes to 1 hour"
is a length from 45 to 60 minutes, not "a quarter to one" (00:45 read as ~00:15 before); "10 minutes to 3" with no unit
after its hour is still the clock time 2:50.

    RANGE := N ("minutes" | "mins") "to" ("1" | "one") UNIT        UNIT: hour | day | week     (two lengths)
    CLOCK := N ("minutes" | "mins") "to" H                          (H not followed by a unit: the time H − N minutes)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check
from groundtest.text.matching import extract_values

_MINUTES = st.sampled_from([5, 10, 15, 20, 25, 30, 40, 45, 50, 55])


@settings(deadline=None, max_examples=40)
@given(_MINUTES, st.sampled_from(["minutes", "mins"]), st.sampled_from(["1", "one"]), st.sampled_from(["hour", "day", "week"]))
def test_minutes_to_one_unit_is_two_lengths(n, word, one, unit):
    values = extract_values(f"Each fitting takes around {n} {word} to {one} {unit}.")
    assert [v.kind for v in values] == ["quantity", "quantity"], values
    assert values[0].amount == n and values[0].unit == "minute"


@settings(deadline=None, max_examples=40)
@given(_MINUTES, st.sampled_from(["1", "one"]), st.integers(1, 9))
def test_a_length_range_restated_and_a_changed_one(n, one, off):
    ctx = [{"title": "cuts.md", "text": f"All trainee cuts are supervised by a tutor and take {n} minutes to {one} hour. "
                                        "Cuts cost from £6 for members."}]
    right = check(f"Allow **{n} minutes to an hour** per cut, and every cut is supervised by a tutor.", ctx)
    assert right.hallucination != "hallucinated", right.findings
    m = ((n // 5 - 1 + off) % 11 + 1) * 5  # (another length of 5 to 55 minutes)
    wrong = check(f"Allow **{m} minutes to an hour** per cut, and every cut is supervised by a tutor.", ctx)
    assert wrong.hallucination == "hallucinated", (n, m)


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([5, 10, 20, 25]), st.integers(2, 11))
def test_minutes_to_a_bare_hour_is_still_a_clock_time(n, hour):
    values = [v for v in extract_values(f"The doors close at {n} minutes to {hour}.") if v.kind == "time"]
    assert len(values) == 1 and values[0].amount is not None
    assert values[0].amount % 720 == ((hour - 1) * 60 + 60 - n) % 720
