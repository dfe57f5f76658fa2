"""Class: the question answered "yes" on a topic the context never names, with details of the answer's own ("Do you
sell the knives?" → "Yes, there's a small shop at the school selling the knives used in class"; "should I bring my running
shoes?" → "Yes — bring the running shoes you train in most, plus a pair of shorts").

Principle (claims.echo): an affirmation (a leading "Yes", or a bare "Yes" clause before the claim) of a claim holding the
question's own topic words that the context lacks, with two or more new words beyond the question, fills the question's gap
with a fact. A "yes" on the context's own topic, a "yes" that only restates the user's own thing ("Yes, you can bring
your dog" where dogs are welcome), or one adding no new words is not read so.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "fees.md", "text": "An initial assessment costs £65 and lasts 45 minutes. A biomechanical assessment, including "
                                    "gait analysis, costs £110 and lasts one hour. Dogs are welcome in the waiting room."}]
SUPPORTED = "Gait analysis is part of the biomechanical assessment, which costs £110 and lasts one hour."


@pytest.mark.parametrize("query,answer", [
    ("Should I bring my running shoes?", "Yes — bring the running shoes you train in most, plus a pair of shorts."),
    ("Should I bring my running shoes?", "Yes, bring your running shoes and some loose clothing so the podiatrist can watch you walk."),
    ("Do you sell insoles?", "Yes, there's a small shop at the clinic selling insoles at reception."),
    ("Do you sell insoles?", "Yes — the clinic sells insoles in three sizes from its front desk."),
    ("Is there parking nearby?", "Yes, there's a free car park behind the building with twenty spaces."),
])
def test_a_yes_on_the_questions_topic_with_new_details_is_a_claim(query, answer):
    v = check(f"{SUPPORTED} {answer}", CTX, query)
    assert v.hallucination == "hallucinated", (answer, v.findings)


@pytest.mark.parametrize("query,answer", [
    ("Can I bring my dog?", "Yes, you can bring your dog — dogs are welcome in the waiting room."),
    ("Is gait analysis included?", "Yes — gait analysis is included in the biomechanical assessment."),
    ("Does the assessment take an hour?", "Yes, the biomechanical assessment lasts one hour."),
])
def test_a_yes_on_the_contexts_topic_or_the_users_own_thing_stays_clean(query, answer):
    v = check(f"{SUPPORTED} {answer}", CTX, query)
    assert v.hallucination != "hallucinated", (answer, v.findings)


def test_a_no_on_the_questions_topic_is_not_this_rule():
    v = check(f"{SUPPORTED} No, we don't sell insoles.", CTX, "Do you sell insoles?")
    assert all(f.rule != "echo" or "answered yes" not in f.notes for f in v.findings), v.findings
