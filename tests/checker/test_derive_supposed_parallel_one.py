"""A second case supposed in parallel with "one" (checker/derive.py THE SUPPOSITION GRAMMAR, ``_SUPPOSE_CUE``'s
``one`` alternative).

Grammar: (a | an | one) NOUN-or-PARTICIPLE (at | of | weighing | aged) FIGURE … would — "an order placed at 11am on a
Wednesday would arrive on the Thursday, while one placed at 4pm on Wednesday would arrive by Friday": the 4pm is the
writer's case, as "a passenger at 18 stone would" is. Wrong neighbours stay flagged: the same figure stated as a fact
("orders placed at 4pm are delivered by Friday"), or with no "would" after it."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import scored_hallucinated

CTX = [{"title": "delivery.md", "text": "Orders placed before 2pm on a weekday are delivered the next working day; orders "
                                        "placed after 2pm are delivered within two working days. Weekend orders are "
                                        "delivered from Tuesday."}]
Q = "When will my gas bottles come?"
TIMES = ["3pm", "4pm", "4:30pm", "5pm", "6pm"]
VERBS = ["placed", "made", "sent", "submitted"]


@pytest.mark.parametrize("time", TIMES)
@pytest.mark.parametrize("verb", VERBS)
def test_a_parallel_case_is_supposed(time, verb):
    text = (f"So, for example, an order placed at 11am on a Wednesday would arrive on the Thursday, while one {verb} at "
            f"{time} on Wednesday would arrive by Friday.")
    got = check(text, CTX, Q)
    assert got.hallucination != "hallucinated", [(f.content, f.notes) for f in got.findings]


@pytest.mark.parametrize("time", TIMES)
def test_the_figure_stated_as_a_fact_is_flagged(time):
    assert check(f"Orders placed at {time} are delivered by Friday.", CTX, Q).hallucination == "hallucinated"
    assert check(f"The last one is placed at {time} on Wednesday and arrives by Friday.", CTX, Q).hallucination == "hallucinated"


def test_through_score(tmp_path):
    said = ["For example, an order placed at 11am on a Wednesday would arrive on Thursday, while one placed at 4pm on "
            "Wednesday would arrive by Friday.", "Orders placed at 4pm are delivered by Friday."]
    assert scored_hallucinated(tmp_path, said, CTX, Q) == [False, True]
