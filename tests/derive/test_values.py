"""Changing a value for a near miss (``derive/values.py``): the same kind written the same way, a
different meaning, stated in none of the texts to avoid, the same for the same seed."""
from __future__ import annotations

import random

import pytest

from groundtest.derive.values import alter
from groundtest.text.matching import TextIndex, parse_value, same_value

RAWS = ["21 days", "$0.25", "March 5, 2024", "three weeks", "1,200 members", "Monday", "9:30 am", "15%"]


@pytest.mark.parametrize("raw", RAWS)
def test_a_different_value_of_the_same_kind(raw: str) -> None:
    v = parse_value(raw)
    assert v is not None
    for seed in range(20):
        new = alter(v, random.Random(seed), [])
        assert new is not None and new != raw
        nv = parse_value(new)
        assert nv is not None and nv.kind == v.kind and not same_value(nv, v), (raw, new)
        if v.kind in ("money", "quantity", "percent"):  # (a date's or time's unit is its normal form)
            assert nv.unit == v.unit, (raw, new)


def test_it_keeps_the_way_the_value_is_written() -> None:
    for seed in range(20):
        assert alter(parse_value("$0.25"), random.Random(seed), []).startswith("$")
        new = alter(parse_value("1,200 members"), random.Random(seed), [])
        assert new.endswith(" members") and ("," in new or len(new.split()[0]) <= 3)


def test_never_a_value_the_texts_state_and_the_same_for_a_seed() -> None:
    v = parse_value("21 days")
    first = alter(v, random.Random(3), [])
    avoid = [TextIndex(f"The loan period may be {first}.")]
    for seed in range(20):
        assert alter(v, random.Random(seed), avoid) != first
        assert alter(v, random.Random(seed), []) == alter(v, random.Random(seed), [])


def test_none_when_every_candidate_is_taken() -> None:
    v = parse_value("Monday")
    every_day = TextIndex("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
    assert alter(v, random.Random(1), [every_day]) is None
