"""Frames (checker/frames.py, :func:`_operand`, :func:`_value_changed`): an "=" that equates a count with what it earns
or buys, in words ("**10 stamps** = a free hot drink", "5 visits = 1 free class"), states the count; it is no working
shown. A count the context gives otherwise in that frame is a changed value (``frame_value``), as it is with a colon
or a verb; the context's own count stays clean, and an "=" before a figure is still working, judged by the
derivations."""
from __future__ import annotations

from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from groundtest import check

REWARDS = [("stamps", "earn a free hot drink of any size", "a free hot drink of any size"),
           ("visits", "earn a free guest pass", "a free guest pass"),
           ("punches", "earn a free smoothie", "a free smoothie")]
JOINS = ["{n} {thing}** = {reward}", "{n} {thing}** → {reward}", "{n} {thing}**: {reward}", "{n} {thing}** get you {reward}"]


def changed(v) -> bool:
    return any(f.rule == "frame_value" and f.severity == "critical" for f in v.findings)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(REWARDS), st.sampled_from(JOINS), st.integers(6, 12), st.sampled_from([-2, -1, 1, 2, 3]))
def test_a_count_equated_with_its_reward_is_read_as_the_count(reward, join, n, delta):
    thing, verb, what = reward
    # (the wrong figure is one the context writes elsewhere, "10% off food": no invented digit for the value rule)
    ctx = [{"title": "loyalty.md", "text": f"You get one of the {thing} per visit. {n} {thing} {verb}. Members get "
                                           f"{n + delta}% off food. Rewards cannot be exchanged for cash."}]
    line = "- **" + join + "\n- Rewards can't be exchanged for cash"
    assert not changed(check(line.format(n=n, thing=thing, reward=what), ctx))
    assert changed(check(line.format(n=n + delta, thing=thing, reward=what), ctx))


def test_an_equals_before_a_figure_is_still_working():
    ctx = [{"title": "points.md", "text": "You earn 2 points per £1 spent. 100 points can be redeemed for £5."}]
    v = check("On a £40 order you'd earn 2 × 40 = 80 points.", ctx)
    assert not changed(v)
