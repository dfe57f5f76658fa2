""""both" of the conversation's own two (thirty-fifth session, checker/claims.py ``_both_asked``): the two points the user
asked ("… would be the ones to confirm both points") and the user's pair, worked out ("£9 each, so £18 a night for both"
of "my 2 rabbits") are no scope the context must say; a price of one given to the pair ("£9 a night for both") still is.

    POINTS := ("confirm" | "check" | "answer") "both" ("points" | "questions" | "details" …)
    PAIR   := FIGURE "each" ", so" FIGURE … "for both"          (the question counting two: "2", "two", "both", "pair")
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([(9, 14), (12, 20), (7, 11)]), st.sampled_from(["rabbits", "guinea pigs", "cats"]),
       st.sampled_from(["2"]))
def test_the_users_pair_worked_out(prices, pets, two):
    """(Known, left: where the question writes its count in a word, "my two rabbits", a price of one given to the pair
    is already let through before this rule, as uncertain.)"""
    one, pair = prices
    ctx = [{"title": "pricing.md", "text": f"Boarding costs £{one} per night for one animal and £{pair} per night for a bonded "
                                           f"pair sharing a hutch."}]
    q = f"I'm dropping off my {two} {pets} for boarding on Friday. What will it cost?"
    right = check(f"If they're a bonded pair, it's **£{pair} a night**. If they're boarded separately, it's **£{one} each**, "
                  f"so **£{2 * one} a night** for both.", ctx, q)
    assert "scope" not in _critical(right), right.findings
    wrong = check(f"If they're a bonded pair, it's **£{pair} a night**. If they're boarded separately, it's **£{one} a night** "
                  f"for both.", ctx, q)
    assert "scope" in _critical(wrong), wrong.findings


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(["points", "questions", "details"]), st.sampled_from(["Your teacher", "The studio", "The club office"]))
def test_both_points_the_user_asked(points, who):
    ctx = [{"title": "exams.md", "text": "Grade exams are held each term. Candidates must be entered by their teacher."}]
    q = "Can I take the exam early, and can I bring my own accompanist?"
    said = f"The documents don't cover either of those. {who} would be the ones to confirm both {points}."
    right = check(said, ctx, q)
    assert "scope" not in _critical(right), right.findings
