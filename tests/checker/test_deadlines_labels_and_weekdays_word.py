"""WORKING WRITTEN AS CHAT ANSWERS WRITE IT (checker.derive._OPERAND_LABEL, _BY_DAY; frames._BY_TIME;
context._WORKING_WEEK).

- A label in brackets between a figure and its operator names the figure: "£395 (2-hour package) + £110 = £505" is
  checked as £395 + £110 (a wrong sum is caught).
- A deadline at a clock time days before an event: "72 hours before … matches at 8pm on Tuesday, that means by 8pm on
  Saturday" is the day 72 hours back (another day is caught); "by 8pm" names a deadline, not a time the context gives
  Saturday.
- "Weekdays" is the context's "Monday to Friday"."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_PACKAGES = [{"title": "packages.md", "text": "The 2-hour package costs £395 and serves up to 120 guests. Each extra "
              "hour is £110."}]
_LEAGUE = [{"title": "league.md", "text": "A postponement must be requested at least 72 hours before the start time. "
            "Matches are played on Tuesdays at 8pm."}]
_CLINIC = [{"title": "hours.md", "text": "We are open Monday to Friday, 8.30am to 5.30pm, and Saturday mornings 9am to "
            "12.30pm."}]


@pytest.mark.parametrize("working,want", [
    ("So: **£395** (2-hour package) + **£110** = **£505**.", False),
    ("So: £395 (2-hour package) + £110 (extra hour) = £505.", False),
    ("So: £395 (2-hour package) + £110 = £515.", True),
    ("So: £395 (2-hour package) + £110 (extra hour) = £495.", True),
])
def test_a_label_between_a_figure_and_its_operator(working, want):
    v = check(working, _PACKAGES, "What's a 2-hour package plus one extra hour?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer,want", [
    ("With matches at 8pm on Tuesday, that means by 8pm on Saturday.", False),
    ("Ask at least 72 hours before the start. With matches at **8pm on Tuesday**, that means by **8pm on Saturday**.", False),
    ("With matches at 8pm on Tuesday, that means by 8pm on Friday.", True),
    ("With matches at 8pm on Tuesday, ask by 8pm on Sunday.", True),
    ("Matches are at 8pm on Saturday.", True),
])
def test_a_deadline_at_a_clock_time_days_before(answer, want):
    v = check(answer, _LEAGUE, "How do we postpone Tuesday's match?")
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


def test_weekdays_is_monday_to_friday():
    v = check("Weekdays it's **8:30–17:30**.", _CLINIC, "What are your hours?")
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]
    other = [{"title": "hours.md", "text": "We are open Tuesday to Saturday, 8.30am to 5.30pm."}]
    assert check("Weekdays it's 8:30–17:30.", other, "What are your hours?").hallucination == "hallucinated"


def test_score_reads_the_label_and_the_deadline(tmp_path):
    rows = [{"id": "label", "type": "answerable", "expect": "answer", "query": "What's a 2-hour package plus an hour?",
             "context": _PACKAGES, "response": "£395 (2-hour package) + £110 = £505."},
            {"id": "deadline", "type": "answerable", "expect": "answer", "query": "How do we postpone Tuesday's match?",
             "context": _LEAGUE, "response": "With matches at 8pm on Tuesday, that means by 8pm on Saturday."},
            {"id": "wrong", "type": "answerable", "expect": "answer", "query": "How do we postpone Tuesday's match?",
             "context": _LEAGUE, "response": "With matches at 8pm on Tuesday, that means by 8pm on Friday."}]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"label": False, "deadline": False, "wrong": True}
