"""Claims (checker/claims.py, ``extra_claim`` severity): a clause of new plain words that judges ("booking early is
wise", "is advisable", "well worthwhile") is advice around the facts, at most moderate, like "handy" or "sensible"
before it. A clause of new words that states a rule of the world ("booking early earns priority seating", "latecomers
lose their place") stays critical. Tried over generated judgements and subjects, joined to a supported clause."""
from __future__ import annotations
import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.checker import check

CTX = [{"title": "classes.md", "text": "Sushi-making classes run on Saturdays from 2pm to 5pm and cost £65 per person. Classes "
                                       "are limited to 10 people and all ingredients are included."}]
LEAD = "Classes run on Saturdays from 2pm to 5pm, and "


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["booking early", "reserving your places soon", "getting in touch well ahead"]),
       st.sampled_from(["is wise", "is advisable", "is prudent", "is well worthwhile", "is the smart thing to do"]))
def test_a_judgement_in_plain_words_is_no_critical_claim(doing, judged):
    v = check(LEAD + f"{doing} {judged}.", CTX, "When are the sushi classes?")
    assert v.hallucination != "hallucinated", [(f.rule, f.severity, f.content) for f in v.findings]


@pytest.mark.parametrize("rule", ["booking early earns priority seating at the counter.",
                                  "latecomers lose their place to the waiting list."])
def test_a_rule_of_the_world_in_new_words_stays_critical(rule):
    assert check(LEAD + rule, CTX, "When are the sushi classes?").hallucination == "hallucinated"
