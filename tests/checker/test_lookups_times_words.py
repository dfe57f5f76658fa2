"""How often, in its own words (checker/lookups.py ``_spellings``): "twice" and "thrice" are 2 and 3 times.

Grammar: FREQ := ("2" | "two") " times" | "twice"; ("3" | "three") " times" | "thrice"; the claim's form states the
context's other form ("at least two times" for "at least twice"). Another count of times ("four times" for "twice")
stays flagged.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from tests.helpers import scored_hallucinated

FORMS = {2: ["twice", "two times", "2 times"], 3: ["thrice", "three times", "3 times"]}


@pytest.mark.parametrize("n", [2, 3])
@pytest.mark.parametrize("ctx_form", [0, 1])
@pytest.mark.parametrize("claim_form", [0, 1, 2])
def test_the_forms_state_each_other(n, ctx_form, claim_form):
    ctx = [{"title": "adopt.md", "text": f"You are invited to meet the dog at our kennels at least {FORMS[n][ctx_form]} before taking them home."}]
    text = f"You'll be invited to meet the dog at the kennels at least **{FORMS[n][claim_form]}** before you take them home."
    assert check(text, ctx, "How does adoption work?").hallucination != "hallucinated", (ctx, text)
    other = FORMS[5 - n][claim_form]
    wrong = f"You'll be invited to meet the dog at the kennels at least **{other}** before you take them home."
    assert check(wrong, ctx, "How does adoption work?").hallucination == "hallucinated", (ctx, wrong)


def test_through_score(tmp_path):
    ctx = [{"title": "adopt.md", "text": "You are invited to meet the dog at our kennels at least twice before taking them home."}]
    said = ["You'll meet the dog at least two times before you take them home.",
            "You'll meet the dog at least four times before you take them home."]
    assert scored_hallucinated(tmp_path, said, ctx, "How does adoption work?") == [False, True]
