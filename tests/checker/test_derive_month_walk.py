"""THE MONTH WALK (checker/derive.Ledger._month_walk, _walked_month, _running_total): a deadline counted out month by
month — "21 days to the end of March", "+ 30 days in April = 51", "+ 31 days in May = 82", "+ 8 days into June = 90" after
the question's "10 March" — is calendar arithmetic: the days left of a month after a day of it, a month's length, a
running total, and the months named in the walk. A month given the wrong length, a wrong running total or a wrong end
date is flagged. (Left: a wrong length that is another month's right one in the same sentence, "31 days in April and 31
days in May", passes: the figure is judged once per sentence.)"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "ceremonies.md", "text": "You must book within 90 days of receiving your Home Office invitation letter."}]
Q = "My invitation letter arrived on 10 March. What's my deadline?"


def walk(rest: int, april: int, s1: int, may: int, s2: int, june: int, end: str) -> str:
    return (f"Counting from **10 March**:\n- {rest} days to the end of March\n- + {april} days in April = {s1}\n"
            f"- + {may} days in May = {s2}\n- + {june} days into June = **90**\n\nSo your deadline is **{end}**.")


@pytest.mark.parametrize("text", [walk(21, 30, 51, 31, 82, 8, "8 June"),
                                  "From 10 March there are 21 days left in March, then 30 days in April and 31 days in May.",
                                  "March has 31 days, so from 10 March that's 21 days to the end of March."])
def test_a_month_walk_is_calendar_arithmetic(text):
    v = check(text, CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("text", [walk(21, 30, 52, 31, 83, 7, "7 June"),
                                  walk(21, 30, 51, 31, 82, 8, "9 June"),
                                  "From 10 March there are 21 days left in March, then 29 days in April and 31 days in May.",
                                  "From 10 March there are 25 days left in March."])
def test_a_wrong_step_is_flagged(text):
    assert check(text, CTX, Q).hallucination == "hallucinated"


def test_a_running_total_of_money():
    ctx = [{"title": "stay.md", "text": "The cottage costs £85 a night, plus a £20 cleaning fee per stay."}]
    q = "We're staying 3 nights."
    ok = "- 3 nights × £85 = £255\n- + £20 cleaning fee = **£275**"
    bad = "- 3 nights × £85 = £255\n- + £20 cleaning fee = **£285**"
    assert check(ok, ctx, q).hallucination != "hallucinated"
    assert check(bad, ctx, q).hallucination == "hallucinated"
