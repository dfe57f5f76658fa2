"""Class: a pronoun "both" standing for the pair just named ("If you have Bupa or AXA Health cover, Stepwell is
registered with both").

Principle (claims._pair_before): a "both" with no noun after it points back to the last pair the sentence joins with
"or"/"and" before it. It widens nothing when the place the claim rests on names both members of that pair; when the
context names one of them only, the widening is still found.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

PAIRS = [("Bupa", "AXA Health", "cover"), ("Vitality", "Aviva", "insurance"), ("Simplyhealth", "WPA", "cover")]


@pytest.mark.parametrize("a,b,kind", PAIRS)
@pytest.mark.parametrize("join", ["or", "and"])
@pytest.mark.parametrize("verb", ["is registered with both", "is registered with both of them"])
def test_both_for_the_pair_just_named_is_the_contexts_pair(a, b, kind, join, verb):
    ctx = [{"title": "insurance.md", "text": f"We are registered with {a} and {b}, but we do not bill insurers directly. "
                                             "We do not provide NHS treatment."}]
    response = f"If you have **{a}** {join} **{b}** {kind}, the clinic {verb} — but it doesn't bill insurers directly."
    v = check(response, ctx, "Can I use my insurance at the clinic?")
    assert v.hallucination != "hallucinated", (response, v.findings)


@pytest.mark.parametrize("a,b,kind", PAIRS)
def test_both_when_the_context_names_only_one_is_a_widening(a, b, kind):
    ctx = [{"title": "insurance.md", "text": f"We are registered with {a}, but we do not bill insurers directly. "
                                             f"We are not registered with {b}."}]
    response = f"If you have **{a}** or **{b}** {kind}, the clinic is registered with both — but it doesn't bill insurers directly."
    v = check(response, ctx, "Can I use my insurance at the clinic?")
    assert v.hallucination == "hallucinated", (response, v.findings)


def test_both_before_a_noun_is_still_checked():
    ctx = [{"title": "exams.md", "text": "Calculators are allowed in Paper 2. Paper 1 is non-calculator."}]
    v = check("Calculators are allowed in both papers.", ctx, "Can I use a calculator in Paper 1?")
    assert v.hallucination == "hallucinated", v.findings
