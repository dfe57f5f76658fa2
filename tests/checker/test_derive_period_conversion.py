"""A rate restated per another period (checker/derive.py ``Ledger._conversion``).

Grammar: RATE := x per P₁ … [restating words, no other figure or step] … y per P₂ — right iff y = x × |P₂|/|P₁|
(a year 12 months or 52–52.3 weeks, a month 4–4.43 weeks), within half y's last written unit, or 5% where y is
said to be rough ("roughly", "about"). A hedge word never excuses a wrong conversion: £540 a year is "roughly £45
a month", never "roughly £54 a month". Wrong neighbours (the digits slipped, the ratio of another period) stay flagged;
a figure with a step of working between (a discount) is not read as a restatement."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "plan.md", "text": "Borrowers repay 9% of their income above the threshold of £27,295 a year. "
                                    "Repayments are collected by your employer through payroll."}]
QUERY = "I earn £33,295 a year. How much will I repay?"
LEAD = "Your income above the threshold is £33,295 − £27,295 = £6,000, and 9% of that is **£540 a year**."


def _flagged(text: str, query: str = QUERY, ctx=CTX) -> bool:
    return check(text, ctx, query).hallucination == "hallucinated"


@pytest.mark.parametrize("said", ["That works out at roughly **£45 a month**.", "That's about £45 a month.",
                                  "That works out at **£45 a month**.", "Which is roughly £10 a week.",
                                  "That comes to about £10.40 a week."])
def test_a_rate_put_per_another_period(said):
    assert not _flagged(f"{LEAD}\n\n{said}"), said


@pytest.mark.parametrize("said", ["That works out at roughly **£54 a month**.", "That's about £4.50 a month.",
                                  "That works out at **£540 a month**.", "Which is roughly £45 a week.",
                                  "That comes to about £20 a week."])
def test_a_wrong_conversion_stays_flagged_hedged_or_not(said):
    assert _flagged(f"{LEAD}\n\n{said}"), said


WEEKLY = [{"title": "prices.md", "text": "A cleaner costs £12 a week. Cancel at any time."}]


@pytest.mark.parametrize(("said", "ok"), [("about £52 a month", True), ("roughly £50 a month", True),
                                          ("about £624 a year", True), ("about £60 a month", False),
                                          ("about £120 a month", False), ("about £144 a year", False)])
def test_weekly_to_monthly_and_yearly(said, ok):
    text = f"The cleaner costs **£12 a week**, which is {said}."
    assert _flagged(text, "How much is a cleaner?", WEEKLY) is not ok, said


DAILY = [{"title": "fees.md", "text": "Fees are £7.50 an hour, or £65 for a full day. Hourly children pay £3 for lunch."}]


@pytest.mark.parametrize("said", ["£41.25 a week over 3 days", "£41.25 a week (3 days)", "£68.75 a week"])
def test_a_day_rate_is_no_fixed_share_of_a_week(said):
    # days a week are 7, 5 or the user's own count: a day rate put per week is working, not a conversion
    text = f"The full-day rate saves you **£13.75 a day**, which is **{said}**."
    r = check(text, DAILY, "My son comes 3 days a week. Is the full-day rate better?")
    assert not any("put per" in f.notes for f in r.findings), r.findings
