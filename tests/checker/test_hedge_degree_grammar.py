"""A hedged judgement of degree on the user's case (claims._JUDGED, THE DEGREE GRAMMAR): a hedge, then "too" before any
adjective or any adjective before "enough" ("probably too slow for a wedding in a few days", "likely not long enough for
your project") judges a supported fact for the user's case — moderate, to a person, never a guess of a fact. A hedged
clause naming a new figure or detail stays a guess (critical)."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check

CTX = [{"title": "prices.md", "text": "Standard turnaround is 7 working days. Our express 48-hour service costs £25 extra."}]
QUERY = "I need my ring back for a wedding in a few days. Is the standard service OK?"
LEAD = "Standard turnaround is **7 working days** — "
TAIL = " The **express 48-hour service** is **£25 extra**."


@settings(max_examples=80, deadline=None)
@given(hedge=st.sampled_from(["probably", "likely", "possibly", "perhaps", "maybe"]),
       cop=st.sampled_from(["", "be ", "not ", "is "]),
       degree=st.sampled_from(["", "a bit ", "much ", "slightly ", "way "]),
       adj=st.sampled_from(["too slow", "too long", "too late", "too tight", "too risky", "quick enough", "fast enough",
                            "soon enough", "not quick enough"]))
def test_a_hedged_degree_judgement_is_no_guess(hedge, cop, degree, adj):
    text = f"{LEAD}{hedge} {cop}{degree}{adj} for a wedding in a few days.{TAIL}"
    v = check(text, CTX, QUERY)
    assert v.hallucination != "hallucinated", (text, [(f.rule, f.content, f.severity) for f in v.findings])


@settings(max_examples=30, deadline=None)
@given(hedge=st.sampled_from(["probably", "usually", "likely"]),
       guess=st.sampled_from(["the express service is {h} ready within 24 hours",
                              "couriers {h} take an extra £10 for same-day returns",
                              "the shop {h} opens on Sundays for collections"]))
def test_a_hedged_new_fact_stays_a_guess(hedge, guess):
    text = f"{LEAD}{hedge} too slow for a wedding in a few days. Also, {guess.format(h=hedge)}.{TAIL}"
    v = check(text, CTX, QUERY)
    assert v.hallucination == "hallucinated", (text, [(f.rule, f.content, f.severity) for f in v.findings])
