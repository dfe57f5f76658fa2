"""Ratios as one grammar (checker/lookups.py `_ratio_said`): "1:4" in an answer is the context's ratio said in words
or figures ("one staff member to four children", "one adult for every 4 children", "1 adult per 4 children", "a 1:4
ratio"); another ratio stays a value the context lacks."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 8: "eight", 10: "ten"}
FORMS = ["{a} staff member to {b} children", "one adult for every {b} children", "{a} adult per {b} children",
         "a {da}:{db} ratio of staff to children", "{da} member of staff to {db} children"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(FORMS), st.sampled_from([2, 3, 4, 5, 6, 8, 10]), st.integers(1, 3))
def test_a_ratio_in_figures_over_the_context_s_words(form, b, shift):
    said = form.format(a=WORDS[1], b=WORDS[b], da=1, db=b)
    context = f"The crèche keeps {said} at all times. All staff hold paediatric first aid certificates."
    ok = check(f"The crèche keeps a ratio of **1:{b}**. All staff hold paediatric first aid certificates.", [context])
    assert not [f for f in ok.findings if f.rule == "value"], (context, ok.findings)
    wrong = check(f"The crèche keeps a ratio of **1:{b + shift}**. All staff hold paediatric first aid certificates.", [context])
    assert wrong.hallucination == "hallucinated", (context, wrong.findings)
