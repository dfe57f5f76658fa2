"""Threshold reasoning (checker/thresholds.py): a figure the context states for a band ("Between 12 and 20 miles there
is a £10 travel fee") given to the user's own figure (the question's "I'm about 22 miles away") that lies outside the
band: "At around 22 miles, you'd pay the £10 fee" contradicts the context. Inside the band, in another band the same
figure is stated for, hedged or negated, nothing is read. Generated over units, bands, prices and phrasings."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker.thresholds import contradicted

UNITS = [("miles", "travel fee", "away"), ("km", "delivery charge", "from the depot"), ("nights", "cleaning fee", "staying")]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(UNITS), st.integers(2, 30), st.integers(2, 20), st.integers(1, 60), st.sampled_from([5, 10, 25]),
       st.sampled_from(["Between {lo} and {hi} {unit} there is a £{p} {fee}.", "From {lo} to {hi} {unit}, a £{p} {fee} applies."]),
       st.sampled_from(["At around {u} {unit}, you'd pay the £{p} fee.", "For {u} {unit} the {fee} is £{p}."]))
def test_a_banded_figure_given_to_a_figure_outside_the_band(unit_row, lo, width, u, p, rule, said):
    unit, fee, where = unit_row
    hi = lo + width
    ctx = f"Anything under {lo} {unit} has no extra charge. " + rule.format(lo=lo, hi=hi, unit=unit, p=p, fee=fee) + \
          f" We don't go beyond {hi} {unit}."
    query = f"I'm {u} {unit} {where}. What will I pay?"
    sentence = said.format(u=u, unit=unit, p=p, fee=fee)
    hit = contradicted(sentence, query, ctx)
    assert (hit is not None) == (not lo <= u <= hi), (sentence, ctx, hit)


@settings(max_examples=40, deadline=None)
@given(st.integers(21, 40), st.sampled_from([10, 15]))
def test_the_same_figure_for_another_band_and_a_negation_read_nothing(u, p):
    """The figure stated for two bands holds in either; "you wouldn't pay the £10 fee" and a hedge draw no conclusion."""
    ctx = f"Between 12 and 20 miles there is a £{p} travel fee. Between 20 and 40 miles there is a £{p} travel fee too."
    query = f"I'm {u} miles away."
    assert contradicted(f"At {u} miles, you'd pay the £{p} fee.", query, ctx) is None
    one = f"Between 12 and 20 miles there is a £{p} travel fee; we don't travel further than 20 miles."
    assert contradicted(f"At {u} miles you wouldn't pay the £{p} fee.", query, one) is None
    assert contradicted(f"At {u} miles you might pay the £{p} fee, if they make an exception.", query, one) is None
    assert contradicted(f"At {u} miles, you'd pay the £{p} fee.", query, one) is not None
