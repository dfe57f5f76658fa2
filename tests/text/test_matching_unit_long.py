"""A length of one unit said as an adjective (text/matching.py ``_UNIT_LONG``, ``_Extractor._unit_long``).

Grammar: (minute | hour | day | week | fortnight | month | year)-long — "an hour-long session" is 60 minutes, "a week-long
trip" 7 days; a count before it is read with its count ("two-hour-long" is 120 minutes). A restatement ("1 hour",
"60 minutes") matches; another length stays flagged."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import scored_hallucinated
from groundtest.text.matching import extract_values

CASES = [("hour", "1 hour", "2 hours"), ("hour", "60 minutes", "90 minutes"), ("day", "one day", "two days"),
         ("week", "7 days", "10 days"), ("week", "a week", "a fortnight"), ("year", "12 months", "6 months")]


@pytest.mark.parametrize(("unit", "same", "other"), CASES)
def test_a_unit_long_restated(unit, same, other):
    ctx = [{"title": "c.md", "text": f"Group coaching for up to four players costs £12 per person per {unit}-long session."}]
    got = check(f"Group coaching is £12 per person, and each session lasts {same}.", ctx, "How long is group coaching?")
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    bad = check(f"Group coaching is £12 per person, and each session lasts {other}.", ctx, "How long is group coaching?")
    assert bad.hallucination == "hallucinated"


def test_a_count_before_it_is_its_own():
    assert [(v.amount, v.raw) for v in extract_values("a two-hour-long talk")] == [(120.0, "two-hour")]
    assert extract_values("a long day") == []


def test_through_score(tmp_path):
    ctx = [{"title": "c.md", "text": "Group coaching costs £12 per person per hour-long session."}]
    said = [f"Each group session lasts {d}." for d in ("1 hour", "2 hours")]
    assert scored_hallucinated(tmp_path, said, ctx, "How long?") == [False, True]
