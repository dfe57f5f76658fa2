"""Threshold reasoning (checker/thresholds.py): a verdict that leaves the user's figure unsaid but states a figure of
the context beside it ("Because the hire period is 12 months and your contract is most of the way there, you'd still
meet the fixed-term condition", the question's "9-month fixed-term contract"). The sentence's figure is the context's
fact, not the user's restated; the user's figure is still the question's, measured against the limit the subject binds
("at least 12 months left"). A figure the context does not state (maybe the user's, restated) still stops the reading.
Generated over domains, figures and both verdicts: a conclusion the arithmetic contradicts is flagged, the right one
is not."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker.thresholds import contradicted

DOMAINS = [("PedalPay cycle-to-work scheme", "fixed-term employees whose contract has at least {L} months left to run",
            "The hire period is {H} months.", "I'm on a {n}-month fixed-term contract. Can I use the scheme?",
            "Because the hire period is {H} months and your contract is most of the way there, {verdict} the fixed-term "
            "condition."),
           ("Greenway loyalty upgrade", "members whose membership has at least {L} months left to run",
            "The upgrade term is {H} months.", "My membership has {n} months left. Can I get the upgrade?",
            "Since the upgrade term is {H} months and your membership is close to that, {verdict} the membership "
            "condition.")]
POSITIVE = "you'd still meet"
NEGATIVE = "you'd fall short of"


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(DOMAINS), st.integers(3, 30), st.integers(6, 24), st.sampled_from([12, 18, 36]), st.booleans())
def test_a_context_figure_beside_the_verdict_leaves_the_users_figure_the_questions(domain, n, limit, hire, positive):
    name, rule, other, query, sentence = domain
    if n == limit or hire == n:
        return
    ctx = f"The {name} is open to employees on permanent contracts and to {rule.format(L=limit)}. {other.format(H=hire)} " \
          "Applicants must be aged 18 or over."
    said = sentence.format(H=hire, verdict=POSITIVE if positive else NEGATIVE)
    hit = contradicted(said, query.format(n=n), ctx)
    wrong = (n < limit) == positive  # meeting it when short, or falling short when past it
    assert (hit is not None) == wrong, (said, n, limit, hit)


def test_a_figure_the_context_lacks_still_stops_the_reading():
    """'Because your contract is 10 months, you'd still meet …': 10 months is no figure of the context's — maybe the
    user's restated or reckoned — so no verdict is read from the question's figure."""
    ctx = "The scheme is open to fixed-term employees whose contract has at least 12 months left to run. The hire period is 12 months."
    said = "Because your contract is 10 months and the hire period is 12 months, you'd still meet the fixed-term condition."
    assert contradicted(said, "I'm on a 9-month fixed-term contract. Can I use the scheme?", ctx) is None
