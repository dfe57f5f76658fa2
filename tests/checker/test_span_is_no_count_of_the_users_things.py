"""A SPAN IS NO COUNT OF THE USER'S THINGS; A LEAD BETWEEN TWO DEADLINES IS A DIFFERENCE (checker.derive.Ledger.example,
_AHEAD_OF).

"1 toilet" for the user's "an old toilet" counts the user's own things; but "at least two days before" is no count of
the question's "day ticket": a span is read as a span, so a wrong rewording of "72 hours" ("two days") is caught and
"three days" passes. "20 working days before, which is 9 working days ahead of the deadline" of 11 working days is the
difference of the two (another lead is caught)."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_TICKETS = [{"title": "tickets.md", "text": "Day tickets can be exchanged for another screening up to 72 hours before the "
             "original screening starts. Exchanges cost £1.50 per ticket."}]
_Q = "If I buy a day ticket and can't go, can I exchange it?"
_VOTE = [{"title": "postal.md", "text": "Postal vote applications must reach the office by 5pm, 11 working days before "
          "polling day."}]
_VQ = "I'll send my postal vote application 20 working days before polling day. Is that in time?"


@pytest.mark.parametrize("sentence,want", [
    ("You need to do it at least three days before your screening starts.", False),
    ("You need to do it **at least two days before** your original screening starts.", True),
    ("You need to do it at least one day before your screening starts.", True),
])
def test_a_span_is_no_count_of_the_users_things(sentence, want):
    v = check(sentence, _TICKETS, _Q)
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("sentence,want", [
    ("You're applying 20 working days before, which is 9 working days ahead of the deadline.", False),
    ("You're applying 20 working days before, which is 7 working days ahead of the deadline.", True),
])
def test_a_lead_between_deadlines_is_their_difference(sentence, want):
    v = check("The deadline is 5pm, 11 working days before polling day. " + sentence, _VOTE, _VQ)
    assert (v.hallucination == "hallucinated") is want, [(f.rule, f.content) for f in v.findings]


def test_score_reads_the_span(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _Q, "context": _TICKETS,
             "response": f"Exchange it at least {n} days before the screening."} for i, n in (("ok", "three"), ("bad", "two"))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"ok": False, "bad": True}
