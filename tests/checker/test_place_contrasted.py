"""THE PLACE CONTRASTED (thirty-first session, checker/frames.py ``_PLACE_DENIED``, ``_contrast_place``).

"Guests ride in the brake van or the first carriage, not on the footplate": the phrase after ", not" is set against the
clause's own place, so the subject and verb before that place say the phrase with the other polarity. "Your guest rides
on the footplate" flips it, even though the whole context line holds more words than the claim.

    CONTEXT := SUBJ VERB PLACE_OK ", not" PLACE_DENIED "."
    FLIP    := SUBJ' VERB' PLACE_DENIED            (hallucinated)
    SAID    := SUBJ' VERB' PLACE_OK | SUBJ' "don't" VERB PLACE_DENIED   (clean)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

CASES = [
    # (context subject, verb, the place said, the place denied, a claim's subject and verb)
    ("Guests", "ride", "in the brake van or the first carriage", "on the footplate", "Your guest rides"),
    ("Dogs", "sleep", "in the boot room", "in the bedrooms", "Your dog sleeps"),
    ("Visitors", "park", "in the overflow field", "on the main drive", "Visitors park"),
    ("Spectators", "stand", "behind the yellow rope", "on the landing strip", "Spectators stand"),
    ("Volunteers", "eat", "in the staff kitchen", "at the front desk", "Volunteers eat"),
]


def _ctx(subj, verb, ok, denied):
    return [{"title": "rules.md", "text": f"Passes cost £20 on weekdays. {subj} {verb} {ok}, not {denied}."}]


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(CASES), st.sampled_from(["", "Yes, ", "Good news: "]))
def test_the_denied_place_said_is_a_flip(case, opener):
    subj, verb, ok, denied, claim_sv = case
    claim = f"{opener}{claim_sv if not opener else claim_sv[0].lower() + claim_sv[1:]} {denied}."
    verdict = check(claim, _ctx(subj, verb, ok, denied), query=f"Where do {subj.lower()} {verb}?")
    assert "frame_polarity" in {f.rule for f in verdict.findings}, (claim, verdict.findings)


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(CASES), st.booleans())
def test_the_place_said_or_the_denial_restated_is_no_flip(case, denial):
    subj, verb, ok, denied, claim_sv = case
    claim = f"{subj} don't {verb} {denied}; they {verb} {ok}." if denial else f"{subj} {verb} {ok}."
    verdict = check(claim, _ctx(subj, verb, ok, denied), query=f"Where do {subj.lower()} {verb}?")
    assert "frame_polarity" not in {f.rule for f in verdict.findings}, (claim, verdict.findings)
