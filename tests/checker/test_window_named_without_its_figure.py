"""A judgement "still within the window" with no figure (thirty-fifth session, checker/derive.py ``window_misjudged``,
``_THE_WINDOW``): the window is the context's one ("within 14 days of the injury"), and the question's two days are
measured against it — inside is right, past it (by more than the day a count through its last day allows) is a wrong
conclusion.

    JUDGED := DAY "is" N "days after …, which is still within the" ("window" | "period" | "deadline" | "time limit")
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


@settings(deadline=None, max_examples=30)
@given(st.sampled_from([14, 10, 21]), st.integers(min_value=2, max_value=9), st.sampled_from(["window", "period", "time limit"]))
def test_still_within_the_contexts_one_window(window, gap, word):
    ctx = [{"title": "refunds.md", "text": f"Glacier Rink refunds the remaining lessons pro rata, minus a £10 admin charge, for "
                                           f"medical reasons. Requests must be made within {window} days of the injury."}]

    def said(days: int):
        q = f"My daughter hurt her knee on 1 March. I'm sending the doctor's note on {1 + days} March. Is that OK?"
        r = (f"- Requests must be made **within {window} days** of the injury.\n- **{1 + days} March** is **{days} days** after "
             f"the injury, which is still within the {word} — so you're fine.")
        return check(r, ctx, q)

    inside = said(window - gap)
    assert inside.hallucination != "hallucinated", inside.findings
    past = said(window + gap)
    assert past.hallucination == "hallucinated", past.findings
