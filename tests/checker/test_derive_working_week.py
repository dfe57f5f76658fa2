"""Working days counted in the week the context defines (issue 22 item 5): where it says Saturday counts as a
working day, n working days from a weekday run Monday to Saturday, so "3 working days" from Friday ends on Tuesday
(Saturday, Monday, Tuesday) and the step labels "working day 1 … 3" are that count; without that sentence the week
is Monday to Friday (Wednesday). Each right day with its wrong neighbours, over days, counts and wordings."""
from __future__ import annotations

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SATURDAY = ["Saturday counts as a working day", "Saturdays are working days", "we count Saturday as a working day"]


def _end(start: int, n: int, week: int) -> int:
    d = date(2024, 1, 1) + timedelta(days=start)  # a Monday
    while n:
        d += timedelta(days=1)
        if d.weekday() < week:
            n -= 1
    return d.weekday()


def _bad(answer: str, ctx: str, start: int) -> bool:
    query = f"I dropped my boots off on {DAYS[start]} for a full resole. When will they be ready?"
    return check(answer, [{"title": "repairs.md", "text": ctx}], query).hallucination == "hallucinated"


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 5), st.integers(2, 4), st.sampled_from(SATURDAY), st.sampled_from(["resoles", "heel repairs", "re-stitching"]))
def test_saturday_counted_where_the_context_counts_it(start: int, n: int, saying: str, job: str) -> None:
    ctx = (f"Full {job} take {n} working days. We are open Monday to Saturday, and {saying}. "
           "We are closed on Sundays and bank holidays.")
    six, five = _end(start, n, 6), _end(start, n, 5)
    ok = f"A full job takes **{n} working days**. So your boots should be ready on **{DAYS[six]}**."
    assert not _bad(ok, ctx, start), (ctx, ok)
    # (not a day the context itself names: Monday, Saturday, Sunday are stated there)
    for wrong in {five, (six + 1) % 7, (six + 2) % 7, (six - 1) % 7} - {six, start, 0, 5, 6}:
        assert _bad(ok.replace(f"**{DAYS[six]}**", f"**{DAYS[wrong]}**"), ctx, start), (ctx, DAYS[wrong])


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 4), st.integers(2, 4))
def test_monday_to_friday_without_it(start: int, n: int) -> None:
    ctx = f"Full resoles take {n} working days. We are closed on Sundays and bank holidays."
    six, five = _end(start, n, 6), _end(start, n, 5)
    ok = f"A full resole takes **{n} working days**. So your boots should be ready on **{DAYS[five]}**."
    assert not _bad(ok, ctx, start), (ctx, ok)
    if six not in (five, start, 6):
        assert _bad(ok.replace(f"**{DAYS[five]}**", f"**{DAYS[six]}**"), ctx, start), (ctx, DAYS[six])


def test_working_day_labels_count_from_the_day_dropped_off() -> None:
    ctx = ("Full resoles take 3 working days. Heel & Key is open Monday to Saturday, and Saturday counts as a working day. "
           "We are closed on Sundays and bank holidays.")
    lead = "A full resole takes **3 working days**:\n\n"
    ok = "1. **Saturday** — working day 1\n2. **Sunday** — closed, doesn't count\n3. **Monday** — working day 2\n4. **Tuesday** — working day 3"
    assert not _bad(lead + ok, ctx, 4)
    assert _bad(lead + ok.replace("4. **Tuesday** — working day 3", "4. **Wednesday** — working day 3"), ctx, 4)
