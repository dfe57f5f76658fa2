"""Threshold reasoning (checker/thresholds.py): a limit the context says may come sooner ("Entries close at midnight on
20 March, or sooner if the field of 80 riders fills") restated under a guarantee of the user's timing that drops the
condition ("Entries close at midnight on 20 March, so mid-March is fine — you've got plenty of time"): the guarantee
is the context's qualifier lost. Restating the limit alone, with its condition, hedged, or against a context whose
limit is fixed, reads nothing. Generated over limits, conditions and guarantees."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker.thresholds import contradicted

LIMITS = ["midnight on 20 March", "5pm on 14 June", "noon on 2 October"]
CONDITIONS = ["if the field of 80 riders fills", "if all places are taken", "if tickets sell out"]
GUARANTEES = ["so mid-month is fine — you've got plenty of time", "so you're safe to enter next week", "so there's no rush"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(LIMITS), st.sampled_from(CONDITIONS), st.sampled_from(GUARANTEES), st.sampled_from(["sooner", "earlier"]))
def test_a_guarantee_that_drops_an_early_close(limit, cond, guarantee, sooner):
    ctx = f"Entries open on 1 February and close at {limit}, or {sooner} {cond}. Entries are made online only."
    query = "When do entries close? I was going to enter next week."
    bad = f"Entries **close at {limit}**, {guarantee}."
    assert contradicted(bad, query, ctx) is not None, bad
    for good in (f"Entries close at {limit}.", f"Entries close at {limit}, or {sooner} {cond}, so don't leave it too late.",
                 f"Entries close at {limit}, {guarantee} — unless places fill first.",
                 f"Entries close at {limit}, so you should be fine if you enter soon, but it can fill up sooner."):
        assert contradicted(good, query, ctx) is None, good
    fixed = f"Entries open on 1 February and close at {limit}. Entries are made online only."
    assert contradicted(bad, query, fixed) is None
