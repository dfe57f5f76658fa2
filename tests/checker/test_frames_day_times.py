"""Frames (checker/frames.py, :func:`_day_time_swap`): which weekday a time binds to. A line of weekdays each followed
by its times ("Saturdays 10am–6pm, Sundays 10am–4pm"; a list or range of days shares the times after it) gives each
day its times; a claim giving a day a time the context gives only another day ("Saturday: 10am–4pm") swaps them. The
right times stay clean in any order or layout, a day the context gives no times is not judged, and a shared time
("10am" on both days) is no swap."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest.checker import check


def rules(v) -> set:
    return {f.rule for f in v.findings if f.severity == "critical"}


PAIRS = [("Saturday", "Sunday"), ("Tuesday", "Thursday"), ("Monday", "Friday")]
TIMES = [("10am", "6pm", "4pm"), ("9am", "5pm", "3pm"), ("8am", "8pm", "6pm")]
LAYOUTS = ["- {d}: {a}–{b}", "**{d}** {a} to {b}", "{d}s {a}–{b}", "| {d} | {a}–{b} |"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(TIMES), st.sampled_from(LAYOUTS), st.booleans())
def test_each_day_keeps_its_times(days, times, layout, swap_first):
    d1, d2 = days
    start, end1, end2 = times
    ctx = [{"title": "times.md", "text": f"Public sessions: {d1}s {start}–{end1}, {d2}s {start}–{end2}. "
                                         "The slope is closed on Wednesdays. Booking is recommended."}]
    right = [layout.format(d=d1, a=start, b=end1), layout.format(d=d2, a=start, b=end2)]
    wrong = [layout.format(d=d1, a=start, b=end2), layout.format(d=d2, a=start, b=end1)]
    head = "| Day | Times |\n|---|---|\n" if layout.startswith("|") else ""
    if swap_first:
        right.reverse()
        wrong.reverse()
    assert "frame_swap" not in rules(check(head + "\n".join(right), ctx)), right
    assert "frame_swap" in rules(check(head + "\n".join(wrong), ctx)), wrong


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(TIMES))
def test_a_list_of_days_shares_its_times_and_an_unstated_day_is_not_judged(times):
    start, end1, end2 = times
    ctx = [{"title": "times.md", "text": f"Open Saturdays and Sundays {start}–{end1}. Tuesday {start}–{end2}."}]
    assert "frame_swap" not in rules(check(f"On Sunday it's open {start}–{end1}.", ctx))
    assert "frame_swap" in rules(check(f"On Sunday it's open {start}–{end2}.", ctx))
    assert "frame_swap" not in rules(check(f"On Friday it's open {start}–{end2}.", ctx))
