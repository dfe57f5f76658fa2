"""The days between two days of one month named by their ordinals alone (checker/derive.py ``_between_dates``,
``_DAY_ORDINAL``).

Grammar: SPAN := "from the" Dₐ "to the" D_b … n days — Dₐ < D_b days of one month written "the 1st", "the **12th**";
n = D_b − Dₐ (to the day) or D_b − Dₐ + 1 (through it). Wrong neighbours (n off by two or more) stay flagged, and an
ordinal before a noun ("the 2nd instalment") is no day of the month."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "cancellation.md", "text": "Bookings cancelled more than 14 days before delivery are refunded in full; "
                                            "within 14 days, £40 is kept to cover admin."}]


def _ord(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _flagged(text: str, query: str) -> bool:
    return check(text, CTX, query).hallucination == "hallucinated"


@pytest.mark.parametrize(("a", "b"), [(1, 12), (3, 10), (2, 23), (5, 9), (11, 30), (21, 28)])
def test_days_between_two_ordinals(a, b):
    query = f"Our tub is due to be delivered on the {_ord(b)}. If I cancel on the {_ord(a)} of the same month, what will I get back?"
    n = b - a
    for said in (n, n + 1):
        if said == 14:
            continue  # the context's own figure
        text = f"From the **{_ord(a)}** to the **{_ord(b)}** is **{said} days**."
        assert not _flagged(text, query), text
    for wrong in (n + 3, n - 2):
        if wrong > 0 and wrong not in (14, a, b):  # (a figure the sentence itself names is read as restated)
            text = f"From the **{_ord(a)}** to the **{_ord(b)}** is **{wrong} days**."
            assert _flagged(text, query), text


def test_an_ordinal_before_a_noun_is_no_day():
    query = "I paid the 1st instalment; the 12th instalment is the last. How long between them?"
    assert _flagged("From the 1st instalment to the 12th instalment is 11 days.", query)
