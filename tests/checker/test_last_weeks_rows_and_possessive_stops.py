"""A TABLE ROW LABELLED BY A PAST PERIOD, A CHANGE AS A DIFFERENCE, AND A POSSESSIVE BEFORE A STOP.

"| Last week | £5,600 |" reports the superseded source's value as last week's (dated._OLD_ROW: last week, month, term,
season, quarter, time, as last year was), and "| Change | +£300 |" is the difference of the two (derive._SUB "change");
the same row labelled "This week" states the old value as current, and a wrong change is caught. A stop after a
possessive ("not the agency's.") ends its sentence: the numbered heading after it ("### 4. The guarantee") is read as a
heading, not as the sentence's figure 4."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "prices-last-week.md", "status": "superseded",
         "text": "Northgate Metals prices last week, per tonne: bright copper wire £5,600; lead £1,200."},
        {"title": "prices.md", "status": "current",
         "text": "Northgate Metals prices this week, per tonne: bright copper wire £5,900; lead £1,250."}]
_Q = "What are you paying for bright copper wire now? Last week it was £5,600 a tonne."


def _table(label: str, change: str) -> str:
    return (f"Good news — the price has gone up! 📈\n\n| | Per tonne |\n|---|---|\n| {label} | £5,600 |\n"
            f"| **This week** | **£5,900** |\n| **Change** | **+{change}** |")


@pytest.mark.parametrize("label", ["Last week", "last month", "Last term", "Last season", "Last time"])
def test_a_row_labelled_by_a_past_period_reports_the_old_value(label):
    v = check(_table(label, "£300"), _CTX, _Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("answer", [_table("Last week", "£400"), _table("Now", "£300"),
                                    "Bright copper wire is **£5,600** a tonne this week."])
def test_a_wrong_change_or_the_old_value_as_current_is_caught(answer):
    v = check(answer, _CTX, _Q)
    assert v.hallucination == "hallucinated"


_NANNY = [{"title": "employing.md", "text": "Pension auto-enrolment is the family's responsibility, not the agency's."},
          {"title": "guarantee.md", "text": "If a permanent nanny leaves within the first 10 weeks, we will search for a "
                                            "replacement free of charge."}]


@pytest.mark.parametrize("k", [3, 4, 7])
def test_a_numbered_heading_after_a_possessive_stop_is_a_heading(k):
    answer = (f"### {k - 1}. Pensions\n**Pension auto-enrolment** is **your responsibility**, not the agency's.\n\n"
              f"### {k}. The replacement guarantee\nIf your nanny leaves **within the first 10 weeks**, you can get a "
              "**free replacement search**.")
    v = check(answer, _NANNY, "Anything important to remember?")
    assert not any(f.content == str(k) for f in v.findings), [(f.rule, f.content) for f in v.findings]
    assert v.hallucination != "hallucinated"
