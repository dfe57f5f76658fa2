"""A frequency within a day or an hour and the interval it means, either way round: "twice a day" where the context
says "every 12 hours" (its intervals under a day are kept in minutes), "four times an hour" for "every 15 minutes".
Another count per the period stays a frequency the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check


@pytest.mark.parametrize("n,per,ctx", [
    ("twice", "a day", "feed it every 12 hours"),
    ("three times", "a day", "take one every 8 hours"),
    ("four times", "a day", "it is checked every 6 hours"),
    ("twice", "an hour", "buses run every 30 minutes"),
    ("four times", "an hour", "trains leave every 15 minutes"),
    ("three times", "an hour", "the shuttle leaves every 20 minutes"),
])
def test_a_frequency_within_a_day_is_its_interval(n, per, ctx):
    v = check(f"So that's {n} {per}.", f"At the centre, {ctx}.")
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("n,per,ctx", [
    ("three times", "a day", "feed it every 12 hours"),
    ("twice", "a day", "take one every 8 hours"),
    ("three times", "an hour", "buses run every 30 minutes"),
    ("twice", "an hour", "trains leave every 15 minutes"),
])
def test_another_frequency_stays_flagged(n, per, ctx):
    assert check(f"So that's {n} {per}.", f"At the centre, {ctx}.").hallucination == "hallucinated"


def test_a_table_cell_glossing_the_interval():
    ctx = "Keep your starter at room temperature and feed it every 12 hours, or store it in the fridge and feed it once a week."
    said = "| Where you keep it | How often to feed |\n|---|---|\n| Room temperature | Every 12 hours (twice a day) |\n| Fridge | Once a week |"
    assert check(said, ctx).hallucination == "clean"
