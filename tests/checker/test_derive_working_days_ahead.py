"""The last day to act n working days ahead of a stated day (checker/derive.py _working_between): "to travel on a
Thursday you'd need to phone by the Tuesday at the latest", "the last two working days before Saturday are Thursday
and Friday, so phone by Thursday" — the working days from that day (counted) up to the stated day (not counted) are
the context's n. Generated over travel days and n; days that leave another count stay flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.derive import _working_between

WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def latest(travel: int, n: int) -> int:
    """The weekday with n working days (Monday to Friday) from it up to ``travel``."""
    return next(b for b in range(7) if b != travel and _working_between(b, travel) == n)


@pytest.mark.parametrize("first,day,n", [(1, 3, 2), (3, 5, 2), (3, 0, 2), (0, 2, 2), (4, 0, 1), (0, 0, 0), (2, 1, 4)])
def test_working_between(first, day, n):
    assert _working_between(first, day) == n


CASES = [(t, n) for t in (0, 1, 2, 3, 4, 5) for n in (1, 2, 3)]


def _ctx(n: int) -> list[dict]:
    return [{"title": "booking.md", "text": f"Book by phone. Bookings must be made at least {n} working days ahead. "
                                           "Vehicles run Monday to Saturday."}]


@pytest.mark.parametrize("travel,n", CASES)
@pytest.mark.parametrize("form", ["To travel on {t}, you'd need to phone by {b} at the latest.",
                                  "If you travel on {t}, book no later than {b}."])
def test_last_day_to_book(travel, n, form):
    b = latest(travel, n)
    q = f"I want to travel on a {WEEK[travel]}. When do I need to book?"
    v = check(form.format(t=WEEK[travel], b=WEEK[b]), _ctx(n), q)
    assert v.hallucination == "clean", (WEEK[travel], WEEK[b], [(f.rule, f.content) for f in v.findings])


@pytest.mark.parametrize("travel,n", [(3, 2), (5, 2), (4, 2), (0, 2)])
def test_a_day_too_late_is_flagged(travel, n):
    """One working day short of n (no earlier reading gives it): flagged."""
    b = next(x for x in range(7) if x != travel and _working_between(x, travel) == n - 1 and (x - travel) % 7 != n)
    q = f"I want to travel on a {WEEK[travel]}. When do I need to book?"
    v = check(f"To travel on {WEEK[travel]}, you'd need to phone by {WEEK[b]} at the latest.", _ctx(n), q)
    assert v.hallucination == "hallucinated", (WEEK[travel], WEEK[b])
