"""Derivations (checker/derive.py): a figure worked out from the context's (and the user's) is
checked by arithmetic; a wrong one, or one with no working, stays unsupported."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check, guard
from groundtest.checker.derive import MAX_CONTEXT, MAX_SHOWN, Ledger, _working_days
from groundtest.checker.context import index_context

STAY = [{"title": "cottage.md", "text": "The cottage costs £85 a night, plus a £20 cleaning fee per stay."}]
REPAIR = [{"title": "policy.md", "text": "Repairs are covered after a £150 deductible."}]
POINTS = [{"title": "rewards.md", "text": "You earn 2 points per $1 spent. Each point is worth 5c."}]
HALLS = [{"title": "halls.md", "text": "Studios cost £950 a month. Payouts are released after 5 business days."}]


def verdict(text, ctx, query=None):
    return check(text, ctx, query).hallucination


@pytest.mark.parametrize(("text", "ctx", "query", "want"), [
    ("3 nights × £85 + the £20 cleaning fee = £275 in total.", STAY, "We're staying 3 nights.", "clean"),
    ("3 nights × £85 + the £20 cleaning fee = £285 in total.", STAY, "We're staying 3 nights.", "hallucinated"),
    ("Your £1,200 repair less the £150 deductible leaves £1,050.", REPAIR, "My repair is £1,200.", "clean"),
    ("Your £1,200 repair less the £150 deductible leaves £1,100.", REPAIR, "My repair is £1,200.", "hallucinated"),
    ("A $40 order earns 80 points.", POINTS, None, "clean"),
    ("A $40 order earns 90 points.", POINTS, None, "hallucinated"),
    ("Studios are £950 a month, which is £11,400 a year.", HALLS, None, "clean"),
    ("Studios are £950 a month, which is £11,900 a year.", HALLS, None, "hallucinated"),
])
def test_arithmetic_holds_or_is_critical(text, ctx, query, want):
    got = verdict(text, ctx, query)
    assert got == want if want == "hallucinated" else got != "hallucinated", got


def test_the_calendar():
    q = "I marked my order as dispatched on Thursday 5 March 2026."
    ok = "5 business days after Thursday 5 March 2026 is Thursday 12 March 2026."
    assert verdict(ok, HALLS, q) == "clean"
    assert verdict("5 business days after Thursday 5 March 2026 is Wednesday 11 March 2026.", HALLS, q) == "hallucinated"
    closed = [{"title": "c.md", "text": "The centre is closed on 14 March 2026 and reopens the following day."}]
    assert verdict("It is closed on Saturday 14 March 2026 and reopens the following day, Sunday 15 March 2026.", closed) == "clean"
    assert verdict("It is closed on Friday 14 March 2026.", closed) == "hallucinated"


def test_invented_consecutive_figures_do_not_support_each_other():
    ctx = [{"title": "a.md", "text": "Bookings open at 9am. Call 1 is free."}]
    text = "Reference numbers are 5000, 5001, 5002 and 5003."
    assert verdict(text, ctx) == "hallucinated"
    assert "5001" not in guard(text, ctx).response


def test_no_working_no_derivation():
    """A small figure with no working shown is not a sum of two others ("Guests pay $5 each")."""
    ctx = [{"title": "m.md", "text": "Gold members pay $12 a month. Gold members can bring one guest per visit. Studio 2 opens at 7 pm."}]
    assert verdict("Gold members pay $12 a month. Guests pay $5 each.", ctx) == "hallucinated"


def test_the_work_is_capped():
    """Whatever the response and context, a derivation looks at most MAX_SHOWN shown operands and
    MAX_CONTEXT context figures (counted, not timed)."""
    ctx = index_context([{"title": "n.md", "text": " ".join(f"Item {i} costs £{i}.50." for i in range(500))}])
    ledger = Ledger(ctx)
    assert len(ledger._context_figures()) <= MAX_CONTEXT
    from groundtest.text.matching import extract_values

    for v in extract_values(" ".join(f"£{i}.25" for i in range(200))):
        ledger.add(v)
    assert len(ledger.near(wide=True)) <= MAX_SHOWN


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=2, max_value=9), st.integers(min_value=20, max_value=300), st.integers(min_value=5, max_value=60))
def test_a_stay_total_as_a_property(nights, rate, fee):
    ctx = [{"title": "c.md", "text": f"The cottage costs £{rate} a night, plus a £{fee} cleaning fee per stay."}]
    right, q = nights * rate + fee, f"We'd like to stay {nights} nights."
    assert verdict(f"{nights} nights × £{rate} + the £{fee} cleaning fee = £{right} in total.", ctx, q) != "hallucinated"
    assert verdict(f"{nights} nights × £{rate} + the £{fee} cleaning fee = £{right + 7} in total.", ctx, q) == "hallucinated"


@settings(max_examples=60, deadline=None)
@given(st.dates(), st.integers(min_value=1, max_value=20))
def test_working_days_skip_weekends(start, n):
    end = _working_days(start.toordinal(), n)
    from datetime import date, timedelta

    d, left = date.fromordinal(start.toordinal()), n
    if d.weekday() >= 5:
        d -= timedelta(days=d.weekday() - 4)
    while left:
        d += timedelta(days=1)
        if d.weekday() < 5:
            left -= 1
    assert end == d.toordinal()
