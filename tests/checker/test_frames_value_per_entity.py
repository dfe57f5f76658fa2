"""A count stated per the same thing as the context's count of that unit is the same measure (checker/frames.py
``_value_changed``): "Groups are capped at 10 paddlers per guide" for "a maximum of 8 paddlers per guide" is a
changed value though the claim shares only the per-unit with the context's frame; the context's own figure, or the
figure the context gives another subject per that thing, is still read by its words. Through ``check`` and
``score``."""
from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import load_cases, score
from groundtest.checker import check

UNITS = [("paddlers", "guide"), ("children", "instructor"), ("riders", "coach"), ("pupils", "teacher")]
LEADS = ["Groups are capped at", "Bookings are limited to", "Sessions take at most", "There's a limit of"]


def _ctx(n: int, unit: str, per: str) -> list:
    return [{"title": "rules.md", "text": f"Our tours run daily from 9am. The minimum age is 10, and there is a maximum of "
             f"{n} {unit} per {per}. A 25% deposit is taken at booking."}]


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(UNITS), st.sampled_from(LEADS), st.integers(min_value=4, max_value=9))
def test_another_count_per_the_same_thing_is_a_changed_value(pair, lead, n):
    unit, per = pair
    ctx = _ctx(n, unit, per)
    wrong = f"{lead} **10 {unit} per {per}**."  # (10 is the context's minimum age: a figure it has, elsewhere)
    v = check(wrong, ctx)
    assert v.hallucination == "hallucinated" and "frame_value" in {f.rule for f in v.findings}, v
    right = f"There is a maximum of **{n} {unit} per {per}**."
    assert "frame_value" not in {f.rule for f in check(right, ctx).findings}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(UNITS))
def test_the_figure_the_context_gives_per_that_thing_for_another_subject_is_its_own(pair):
    """'6 per guide on the full-day tour' is the full-day tour's: stating it there is no change."""
    unit, per = pair
    ctx = [{"title": "rules.md", "text": f"On the half-day tour there are 8 {unit} per {per}; on the full-day tour, 6 per {per}."}]
    assert "frame_value" not in {f.rule for f in check(f"The full-day tour has 6 {unit} per {per}.", ctx).findings}
    assert "frame_value" in {f.rule for f in check(f"The half-day tour has 6 {unit} per {per}.", ctx).findings}


def test_through_score(tmp_path):
    base = {"type": "partial", "expect": "partial", "query": "Do you run private tours just for our family?",
            "context": _ctx(8, "paddlers", "guide")}
    gap = "I'm afraid the information I have doesn't mention private tours. "
    good = dict(base, id="kept", response=gap + "There is a maximum of 8 paddlers per guide.")
    bad = dict(base, id="changed", response=gap + "Groups are capped at 10 paddlers per guide.")
    p = tmp_path / "cases.jsonl"
    p.write_text("\n".join(json.dumps(c) for c in (good, bad)) + "\n")
    results = {r.id: r for r in score(load_cases(p))}
    assert not results["kept"].hallucinated
    assert results["changed"].hallucinated
