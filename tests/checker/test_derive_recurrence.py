"""The days of a recurrence the context states from its own date (checker/derive.py ``_recurring``, ``_RECURRENCE``).

Grammar: RECUR := [n] (weekly|fortnightly|daily) … from DATE₀ (the context's) — the k-th occurrence is DATE₀ + k × step,
1 ≤ k ≤ n − 1 (the first is DATE₀ itself; k ≤ 52 when the context gives no n). Wrong neighbours: a day off the step,
an occurrence past the n-th, a step from a date the context does not give — stay flagged."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from groundtest.checker import check

WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


def _ctx(n: int, every: str, start: date) -> list[dict]:
    return [{"title": "course.md", "text": f"The course runs for {WORDS[n]} {every} sessions on "
                                           f"{start:%A} evenings. The autumn course starts on {start:%A} {start.day} {start:%B}."}]


def _table(days: list[date]) -> str:
    rows = "\n".join(f"| {k} | {d:%a} {d.day} {d:%B} |" for k, d in enumerate(days, 1))
    return f"The course dates are:\n\n| Session | Date |\n|---|---|\n{rows}\n"


@pytest.mark.parametrize(("n", "every", "step", "start"), [(6, "weekly", 7, date(2024, 10, 1)), (4, "weekly", 7, date(2025, 3, 12)),
                                                         (5, "fortnightly", 14, date(2024, 9, 2)), (8, "weekly", 7, date(2024, 11, 20))])
def test_every_occurrence_listed_is_supported(n, every, step, start):
    ctx = _ctx(n, every, start)
    days = [start + timedelta(days=step * k) for k in range(n)]
    assert check(_table(days), ctx, "When are the sessions?").hallucination != "hallucinated"


@pytest.mark.parametrize(("n", "every", "step", "start"), [(6, "weekly", 7, date(2024, 10, 1)), (5, "fortnightly", 14, date(2024, 9, 2))])
def test_an_occurrence_past_the_count_is_flagged(n, every, step, start):
    ctx = _ctx(n, every, start)
    days = [start + timedelta(days=step * k) for k in range(n + 1)]
    assert check(_table(days), ctx, "When are the sessions?").hallucination == "hallucinated"


@pytest.mark.parametrize(("n", "every", "step", "start"), [(6, "weekly", 7, date(2024, 10, 1)), (4, "weekly", 7, date(2025, 3, 12))])
def test_a_day_off_the_step_is_flagged(n, every, step, start):
    ctx = _ctx(n, every, start)
    days = [start + timedelta(days=step * k) for k in range(n)]
    days[2] += timedelta(days=1)
    assert check(_table(days), ctx, "When are the sessions?").hallucination == "hallucinated"


def test_no_recurrence_no_steps():
    start = date(2024, 10, 1)
    ctx = [{"title": "course.md", "text": f"The course has six sessions. It starts on Tuesday {start.day} October."}]
    days = [start + timedelta(days=7 * k) for k in range(6)]
    assert check(_table(days), ctx, "When are the sessions?").hallucination == "hallucinated"
