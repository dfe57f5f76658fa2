"""THE COUNT-AND-PART GRAMMAR before a unit ("two and three-quarter hours", "1 and a quarter miles") and compact hours and
minutes ("2h45", "2 hrs 45 mins"): generated from their parts, each read as one value of its whole amount."""

import itertools

import pytest

from groundtest.text.matching import extract_values

WHOLES = [(1, "1"), (1, "one"), (2, "2"), (2, "two"), (3, "three"), (5, "five"), (12, "12")]
PARTS = [(0.5, "and a half"), (0.25, "and a quarter"), (0.75, "and three-quarter"), (0.75, "and three-quarters"),
         (0.75, "and three quarter")]
UNITS = [("hours", "minute", 60.0), ("days", "day", 1.0), ("miles", "mile", 1.0), ("kg", None, 1.0)]


def _one(text: str):
    vals = [v for v in extract_values(text) if v.kind == "quantity"]
    assert len(vals) == 1, [(v.kind, v.amount, v.unit, v.raw) for v in extract_values(text)]
    return vals[0]


@pytest.mark.parametrize("whole,part,unit", list(itertools.product(WHOLES, PARTS, UNITS)))
def test_count_and_part_before_unit(whole, part, unit):
    v = _one(f"It takes {whole[1]} {part[1]} {unit[0]} in all.")
    assert v.amount == pytest.approx((whole[0] + part[0]) * unit[2])
    if unit[1]:
        assert v.unit == unit[1]


@pytest.mark.parametrize("part", [p for p in PARTS if "half" not in p[1]])
@pytest.mark.parametrize("tail", ["of the budget", "of them", ""])
def test_quarter_parts_need_a_unit(part, tail):
    # "2 and a quarter of the budget" is no 2.25 of anything: a quarter part is read only before its unit
    vals = extract_values(f"Rooms 2 {part[1]} {tail}".strip())
    assert not any(v.amount in (2.25, 2.75) for v in vals)


@pytest.mark.parametrize("h,m", [(1, 30), (2, 45), (2, 5), (10, 15), (0, 45)])
@pytest.mark.parametrize("form", ["{h}h{m:02d}", "{h}h {m:02d}m", "{h}h{m:02d}min", "{h} hrs {m:02d} mins", "{h}hr {m:02d}min",
                                  "{h} hours {m:02d} minutes"])
def test_hours_and_minutes(h, m, form):
    if h == 0 and "hr" in form or h == 0 and "hours" in form:
        pytest.skip("'0 hours 45 minutes', '0 hrs 45 mins' are not how anyone writes it")
    v = _one("The session lasts " + form.format(h=h, m=m) + ".")
    assert v.amount == h * 60 + m and v.unit == "minute"


@pytest.mark.parametrize("text", ["at 14:45", "call 2h-45", "room 2h450", "v2h45x"])
def test_not_hours_and_minutes(text):
    assert not any(v.kind == "quantity" and v.amount == 165.0 for v in extract_values(text))
