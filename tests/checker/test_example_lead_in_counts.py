"""THE CASE A WORKED EXAMPLE SETS UP (checker.derive.Ledger, _CASE_LEAD and _ORDINAL):

- under an "Example" heading, a lead-in that opens with its case and ends in its colon ("For 30 students with 4
  adults:", "With 3 children:", "Say 12 riders:") supposes its counts; the working under it is still checked (a wrong
  product is caught) and a count in a lead-in that states a bound ("For groups of 20 students or more:") or under any
  other heading is not supposed;
- an ordinal of a count the answer has ("the 4th adult" after "4 adults") is that count by its place; another
  ordinal ("the 5th adult") is still a figure the context lacks."""
from __future__ import annotations

import pytest

from groundtest import check

_CTX = [{"title": "groups.md", "text": "School groups of 15 or more students pay $18 per student per 2-hour session on "
                                        "weekdays. One teacher goes free for every 10 students; additional adults pay $25 each."}]
_Q = "How does the group booking discount work for a school trip?"


def _verdict(resp: str) -> str:
    return check(resp, _CTX, _Q).hallucination


@pytest.mark.parametrize("heading", ["### Example", "### Worked example", "**Example**"])
@pytest.mark.parametrize("lead", ["For 30 students:", "For 30 students with 4 adults:", "With 30 students:",
                                  "Say 30 students:"])
@pytest.mark.parametrize("total,ok", [("$540", True), ("$560", False), ("$450", False)])
def test_a_case_set_up_by_its_lead_in(heading, lead, total, ok):
    resp = f"{heading}\n{lead}\n- Students: 30 × $18 = **{total}**"
    assert (_verdict(resp) != "hallucinated") is ok


@pytest.mark.parametrize("resp", ["### Groups\nFor 30 students:\n- Students: 30 × $18 = **$540**",
                                  "### Example\nFor groups of 20 students or more:\n- The rate is $18 per student."])
def test_no_case_supposed(resp):
    assert _verdict(resp) == "hallucinated"


@pytest.mark.parametrize("nth,ok", [("4th", True), ("5th", False), ("6th", False)])
def test_an_ordinal_of_a_count_the_answer_has(nth, ok):
    resp = ("### Example\nFor 30 students with 4 adults:\n- Students: 30 × $18 = **$540**\n- Free teachers: 30 ÷ 10 = **3**\n"
            f"- The {nth} adult pays **$25**")
    assert (_verdict(resp) != "hallucinated") is ok
