"""The user's figure supposed, not adopted (issue 22).

"If it really is 31°C on the day, the horses won't work" restates the user's forecast as a condition: the context's 28°C
limit is no rival it takes the place of. Likewise a figure of the user's set before "you'd have …" ("after 10am on
Friday, you'd have less than 24 hours' notice"). The same figure asserted as the world's value ("the limit is 31°C") is
still adopted."""
from __future__ import annotations

import pytest

from groundtest import check

CTX = [{"title": "welfare.md", "text": "Our horses do not work in temperatures above 28°C or in icy conditions. If we withdraw "
                                       "the horses, we provide a vintage car instead or refund the full amount paid."}]
SUPPOSED = ["if it really is {t}°C on the day", "if it is {t}°C on the day", "should it reach {t}°C",
            "if the temperature hits {t}°C", "assuming it does reach {t}°C"]


@pytest.mark.parametrize("lead", SUPPOSED)
@pytest.mark.parametrize("t", [29, 31, 35])
def test_the_users_figure_as_a_condition(lead: str, t: int) -> None:
    answer = f"I'm sorry to say that {lead.format(t=t)}, the horses won't be able to work. They don't work above 28°C."
    v = check(answer, CTX, f"Our wedding forecast says {t}°C. Will the horses still come?")
    assert not [f for f in v.findings if f.rule == "adopted_premise"], [(f.rule, f.notes) for f in v.findings]


@pytest.mark.parametrize("t", [29, 31, 35])
def test_the_users_figure_as_the_worlds_limit_is_adopted(t: int) -> None:
    answer = f"Good news: the horses work in temperatures up to {t}°C, so they will come."
    v = check(answer, CTX, f"Our wedding forecast says {t}°C. Will the horses still come?")
    assert v.hallucination == "hallucinated"


NOTICE = [{"title": "appointments.md", "text": "Appointments run Tuesday to Saturday, 9am to 6pm. Cancellations with less than "
                                               "24 hours' notice are charged at 50% of the booked service."}]


@pytest.mark.parametrize("hour", ["10am", "11am", "2pm"])
def test_the_users_time_before_youd_have(hour: str) -> None:
    answer = (f"You're fine if you cancel now. Just let them know straight away; after {hour} on Friday, you'd have less "
              "than 24 hours' notice.")
    v = check(answer, NOTICE, f"My appointment is at {hour} on Saturday and it's 4am on Friday. Will I be charged?")
    assert not [f for f in v.findings if f.rule == "adopted_premise"], [(f.rule, f.notes) for f in v.findings]
