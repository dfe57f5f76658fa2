"""The length of a named calendar period (checker/derive.py ``Ledger._calendar_length``): "A year is 365 days",
"a week has 7 days", "a day is 24 hours", "52 weeks in a year", "60 minutes in an hour" are facts of the calendar,
not of the sources. Grammar: (a|an|one|each|every) PERIOD (is|has|equals|=|lasts|contains) LENGTH, or LENGTH (in|per|to)
(a|an|one|each|every|the) PERIOD — where LENGTH is that period's length; another length is not (a year of 300 days,
a week of 6 days stay flagged)."""
from __future__ import annotations

import pytest

from groundtest import check

CTX = [{"title": "f.md", "text": "A 28-day pass costs £62. The annual pass costs £590."}]
RIGHT = [("A year is {x}.", "365 days"), ("A year has {x}.", "366 days"), ("There are {x} in a year.", "52 weeks"),
         ("There are {x} in a year.", "12 months"), ("A week has {x}.", "7 days"), ("A fortnight is {x}.", "14 days"),
         ("A day is {x}.", "24 hours"), ("There are {x} in an hour.", "60 minutes"), ("One day equals {x}.", "24 hours")]
WRONG = [("A year is {x}.", "300 days"), ("A week has {x}.", "6 days"), ("There are {x} in a year.", "50 weeks"),
         ("A day is {x}.", "20 hours"), ("There are {x} in an hour.", "50 minutes")]


def _answer(sentence: str) -> str:
    return f"A 28-day pass costs £62 and the annual pass £590. {sentence} So the annual pass is the better deal."


@pytest.mark.parametrize(("form", "x"), RIGHT)
def test_a_periods_length_is_a_fact_of_the_calendar(form, x):
    got = check(_answer(form.format(x=x)), CTX)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]


@pytest.mark.parametrize(("form", "x"), WRONG)
def test_another_length_is_flagged(form, x):
    assert check(_answer(form.format(x=x)), CTX).hallucination == "hallucinated"
