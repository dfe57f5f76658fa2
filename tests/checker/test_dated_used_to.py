"""A superseded value the answer marks as the old one (checker/dated.py ``DATED``: "used to VERB", a period's possessive).

Grammar: OLD := "used to" VERB … VALUE ("Saturday used to run until 5pm", "it used to cost £40") | PERIOD "'s" VALUE
("the autumn's 9:30am", "last term's £40"), PERIOD a season or "last/previous/old" year, term, season, month, week,
timetable, schedule. The value then reports the older version and is grounded by the superseded chunk; the same value
stated as current ("Saturday runs until 5pm") is still flagged.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from tests.helpers import scored_hallucinated

CTX = [{"title": "hours-2024.md", "status": "superseded", "text": "Saturday: 9am–5pm. Weekday sessions start at 9:30am and cost £40."},
       {"title": "hours-2025.md", "status": "current",
        "text": "New hours from 6 January: Saturday 9am–1pm. Weekday sessions now start at 9:15am and cost £45."}]
QUERY = "What are your hours now?"
LEAD = "From **6 January**, Saturday is **9am to 1pm**, and weekday sessions start at **9:15am** and cost **£45**. "


def _flagged(text: str) -> bool:
    return check(text, CTX, QUERY).hallucination == "hallucinated"


@pytest.mark.parametrize("verb", ["run", "close", "finish", "go on"])
def test_used_to_marks_the_old_value(verb):
    text = LEAD + f"Saturday used to {verb} until 5pm, so it's a shorter day now."
    assert not _flagged(text), text
    assert _flagged(LEAD + f"Saturday {verb}s until 5pm on bank holidays."), verb


@pytest.mark.parametrize(("period", "value"), [("the autumn's", "9:30am"), ("last year's", "£40"), ("the old timetable's", "9:30am"),
                                               ("the winter's", "£40"), ("last term's", "9:30am")])
def test_a_periods_possessive_marks_the_old_value(period, value):
    text = LEAD + f"That's a change from {period} {value}."
    assert not _flagged(text), text
    assert _flagged(LEAD + f"Some sessions are still {value}."), value


def test_through_score(tmp_path):
    right = LEAD + "Saturday used to run until 5pm."
    wrong = LEAD + "On Saturdays the shop is open until 5pm."
    assert scored_hallucinated(tmp_path, [right, wrong], CTX, QUERY, type="stale_context") == [False, True]
