"""A PREDICATE HEADING and A VERB-PHRASE CONJUNCT (thirty-second session, checker/frames.py ``predicate_heading``,
``_VP_CONJUNCT``, ``_COUNT_NAMES``, ``_EXCESS_WORDS``).

A heading or lead-in that is a predicate with no object ("**✅ Covered**", "What's included", "Your plan covers:") is
read with each item under it that names a thing ("- Dental treatment"): "Covered: dental treatment" flips the
context's "It does not cover dental treatment". Items the context says are covered stay clean.

A verb phrase joined to a clause ("The 6-session ticket costs £264 and must be used within 4 months") takes the
clause's subject and figures, both ways: "4 months" goes with "6-session", so "The 6-session ticket must be used within
6 months" (the 10-session ticket's) swaps them. An excess ("50 extra drinks") is a difference, not a rival count.

    HEADING := "**" MARK? PRED "**" | SUBJ PRED_VERB ":"      ITEM := "- " THING
    CONTEXT := "The" N "-session ticket costs" £ "and must be used within" M "months." (twice, apart)
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

PLAN = [{"title": "plan.md", "text": "The Pawsfield Health Plan costs £14 a month. It covers annual vaccinations, flea and worm "
                                     "treatment, and two routine health checks a year. It does not cover dental treatment, "
                                     "emergency visits or neutering, though members receive 10% off these."}]
HEADINGS = ["**\u2705 Covered**", "**Covered**", "### What's covered", "Your plan covers:", "The plan also covers:",
            "**\u2705 Covered by the plan**"]  # (not "What's included" over "covers": another verb, no synonym read)


def _rules(verdict) -> set:
    return {f.rule for f in verdict.findings}


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(HEADINGS), st.sampled_from(["Dental treatment", "**Dental treatment**"]))
def test_an_item_under_a_predicate_heading_is_read_with_it(heading, item):
    answer = f"The plan costs **£14 a month**.\n\n{heading}\n- Annual vaccinations\n- {item}\n\nAnything else?"
    assert "frame_polarity" in _rules(check(answer, PLAN)), answer


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(HEADINGS))
def test_the_items_the_context_covers_stay_clean(heading):
    answer = (f"The plan costs **£14 a month**.\n\n{heading}\n- Annual vaccinations\n- Flea and worm treatment\n- Two "
              f"routine health checks a year\n\nAnything else?")
    assert "frame_polarity" not in _rules(check(answer, PLAN)), answer


def test_a_negated_heading_over_the_uncovered_items_stays_clean():
    answer = "The plan costs **£14 a month**.\n\n**\u274c Not covered**\n- Dental treatment\n- Neutering\n\nAnything else?"
    assert "frame_polarity" not in _rules(check(answer, PLAN))


TICKETS = [(6, 264, 4, 10, 400, 6), (5, 120, 3, 12, 250, 9), (4, 90, 2, 8, 170, 5)]


def _tickets(a, pa, ma, b, pb, mb):
    return [{"title": "tickets.md", "text": f"The {a}-session ticket costs £{pa} and must be used within {ma} months of "
                                            f"purchase. The {b}-session ticket costs £{pb} and must be used within {mb} months."}]


@settings(deadline=None, max_examples=20)
@given(st.sampled_from(TICKETS), st.booleans())
def test_a_verb_phrase_takes_its_clauses_subject(t, first):
    a, pa, ma, b, pb, mb = t
    ctx = _tickets(*t)
    swapped = f"The {a}-session ticket must be used within {mb} months." if first else \
        f"The {b}-session ticket must be used within {ma} months."
    right = f"The {a}-session ticket must be used within {ma} months." if first else \
        f"The {b}-session ticket must be used within {mb} months."
    assert "frame_swap" in _rules(check(swapped, ctx)), swapped
    assert check(right, ctx).hallucination == "clean", right


def test_an_excess_is_no_rival_count():
    ctx = [{"title": "carts.md", "text": "The Espresso Bike costs £295 for up to 2 hours and includes up to 100 drinks. The "
                                         "Vintage Van costs £450 for up to 3 hours and includes up to 200 drinks."}]
    answer = "For 150 guests the **Vintage Van** has room for up to 50 extra drinks beyond one per guest."
    assert "frame_value" not in _rules(check(answer, ctx, query="We have 150 guests."))

# (a span said with "more" — "you can extend once, for ten more days" over "for 2 weeks" — is still read: the graded
# case e16a-value_forms-02 in tests/test_graded_sets.py asserts it)
