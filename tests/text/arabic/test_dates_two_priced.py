"""THE TWO PRICED (text.arabic.dates._two_priced): "الاثنين" right after a preposition with a plural or dual pronoun
("لكم"، "ولكم"، "عليكم"، "لكما") and right before a sum of money ("ولكم الاثنين **40 ريال**"، "يعني لكم الاثنين 300
درهم") is the party of two the sentence prices, no Monday. The day is still read where "يوم" names it, where a clock time
or another weekday follows, or where no money does."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.text.matching import extract_values

_PREPS = ["لكم", "ولكم", "عليكم", "لكما", "يعني لكم", "فعليكم"]
_CURRENCIES = ["ريال", "درهم", "دينارًا", "جنيه", "ريالاً"]


def _mondays(text: str) -> list:
    return [v for v in extract_values(text) if v.kind == "date" and v.unit == "weekday:monday"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(_PREPS), st.sampled_from(_CURRENCIES), st.integers(20, 900), st.sampled_from(["", "**", ": "]))
def test_the_two_priced_are_no_monday(prep, cur, n, mark):
    close = "**" if mark == "**" else ""
    assert not _mondays(f"السعر للشخص {n // 2} {cur}، يعني {prep} الاثنين {mark}{n} {cur}{close}.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(_PREPS), st.sampled_from(_CURRENCIES), st.integers(20, 900))
def test_the_day_stays_a_day(prep, cur, n):
    assert _mondays(f"الجولة متاحة {prep} يوم الاثنين بسعر {n} {cur}.")
    assert _mondays(f"نفتح {prep} الاثنين 9 صباحاً.")
    assert _mondays(f"نفتح {prep} الاثنين والخميس بسعر {n} {cur}.")
    assert _mondays(f"الجولة {prep} الاثنين القادم.")
