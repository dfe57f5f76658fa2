"""Weekdays of the answer's own calendar reasoning (checker/derive.py ``Ledger._weekday``, ``Ledger.supposed_date``).

Grammar (span): the question names two weekdays, one said to be now ("It's now Tuesday", "today is Friday"): the span
runs from the now-day to the other, whichever the question names first; a day inside it that the sentence steps
through while measuring the span ("From Tuesday 8pm to Wednesday 8pm is 24 hours") is the answer's reasoning.
Grammar (supposition): (if|say|suppose|imagine|for example) CLAUSE on [a|an] WEEKDAY — "if you submit on a Friday
evening", "So if you leave on a Saturday, …" — is the user's case; the same weekday named after it ("by the following
Saturday") is that day again. Wrong neighbours stay flagged: a day outside the span, a weekday stated as a fact."""
from __future__ import annotations

import pytest

from groundtest import check

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
CTX = [{"title": "g.md", "text": "Please give at least 48 hours' notice to cancel or rearrange, or a £25 late cancellation "
                                 "fee applies. Slots run 8am to 12pm or 12pm to 4pm."}]


@pytest.mark.parametrize("start", range(7))
@pytest.mark.parametrize("now_first", [True, False])
def test_a_day_inside_the_users_span_stepped_through(start, now_first):
    a, mid, b = DAYS[start], DAYS[(start + 1) % 7], DAYS[(start + 2) % 7]
    q = (f"It's now {a} at 8pm. My clean is booked for {b} at 10am. Will I be charged?" if now_first else
         f"My clean is booked for {b} at 10am. It's now {a} at 8pm and I need to move it. Will I be charged?")
    text = (f"Yes, the £25 fee would apply.\n\n- From **{a} 8pm** to **{mid} 8pm** is 24 hours.\n- From **{mid} 8pm** "
            f"to **{b} 8am** is another 12 hours, and then 2 more hours to 10am.\n\nThat's 38 hours, short of the 48 hours.")
    got = check(text, CTX, q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]
    out = DAYS[(start + 4) % 7]  # a day outside the span
    bad = text.replace(f"**{mid} 8pm** is 24 hours", f"**{out} 8pm** is 24 hours")
    assert check(bad, CTX, q).hallucination == "hallucinated"


REFUND = [{"title": "p.md", "text": "Check-out is by 10am. A £200 security deposit is refunded within 7 days of departure."}]


@pytest.mark.parametrize("day", DAYS)
@pytest.mark.parametrize("opener", ["So if you leave on a {d}", "If you check out on a {d}", "Say you depart on {d}",
                                    "For example, if you go home on a {d}"])
def test_a_supposed_weekday_and_the_same_day_a_week_on(day, opener):
    text = (f"Your £200 deposit is refunded within 7 days of departure. {opener.format(d=day)}, you'd expect the "
            f"deposit back by the following {day} at the latest.")
    got = check(text, REFUND, "When will I get my deposit back?")
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]


@pytest.mark.parametrize("day", DAYS)
def test_a_weekday_stated_as_a_fact_is_flagged(day):
    text = f"Your £200 deposit is refunded within 7 days of departure. Refunds are always sent on a {day}."
    assert check(text, REFUND, "When will I get my deposit back?").hallucination == "hallucinated"
