"""Class: a cap stated on a quantity the context never limits ("Any increase is capped at the rate of inflation", "the
deposit can't exceed five weeks' rent") — a condition of the world, not plain new words.

Principle (scaffold.CONDITION, read by scaffold.stated_condition): "is/are capped|limited|restricted at|to" and
"cannot/won't/may not exceed" are the words of a cap; with new words in their clause they state a rule (critical beside a
supported answer). The context's own cap, restated in its words, adds no condition.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.scaffold import stated_condition

CTX = [{"title": "charges.md", "text": "The annual service charge is £4,380 for a one-bedroom apartment. Residents are consulted "
                                       "on the draft budget each February. Each tour is limited to 24 guests."}]
SUPPORTED = "The annual service charge is £4,380 for a one-bedroom apartment."


@pytest.mark.parametrize("cap", [
    "Any increase is capped at the rate of inflation.",
    "Any increase is **capped at the rate of inflation**.",
    "Rises are limited to the rate of inflation each year.",
    "Increases are restricted to the retail price index.",
    "The increase cannot exceed the rate of inflation.",
    "Rises won't exceed the rate of inflation.",
])
def test_a_new_cap_is_a_condition(cap):
    v = check(f"{SUPPORTED} {cap}", CTX, "How much will the service charge go up?")
    assert v.hallucination == "hallucinated", (cap, v.findings)


@pytest.mark.parametrize("text", [
    "Each tour is limited to 24 guests.",
    "Residents are consulted on the draft budget each February.",
])
def test_the_contexts_own_cap_or_no_cap_stays_clean(text):
    v = check(f"{SUPPORTED} {text}", CTX, "How much will the service charge go up?")
    assert v.hallucination != "hallucinated", (text, v.findings)


def test_a_cap_without_new_words_names_no_condition():
    assert stated_condition([], "Each tour is limited to 24 guests.") is None
    assert stated_condition(["inflation"], "Any increase is capped at the rate of inflation.") is not None
