"""A figure the answer supposes in a conditional clause, and what it leads to (checker/derive.py ``Ledger._if_case``).

Grammar: [for example,] if SUBJECT VERB… MONEY , MAIN — the clause closed by its comma, its main clause a subject and
a modal ("you could", "you'd", "it would"): the verb inside the clause ("cost", "costs", "is") states the case, it
is no consequence; the clause's figure is the writer's supposition (an operand), the main clause's figure is checked
(a wrong share of it stays flagged). Without the comma and the modal ("if a journey costs £24 you get £12 back") the
reading is not taken (it may be the rule's own price)."""
from __future__ import annotations

import pytest

from groundtest.checker import check

TRAVEL = [{"title": "travel.md", "text": "Patients on qualifying benefits can claim back 50% of travel costs for journeys over 10 miles."}]
HIRE = [{"title": "hire.md", "text": "Members get 20% off all equipment hire. Hire is paid at the desk."}]

CASES = [  # (context, the supposed amount, the share that is right, the sentence's frame)
    (TRAVEL, 18, 9, "For example, if a qualifying journey cost you £{a}, you could claim back £{b}."),
    (TRAVEL, 24, 12, "If a qualifying journey costs £{a}, you'd get £{b} back."),
    (TRAVEL, 36.40, 18.20, "Say a journey is £{a}, then you would receive £{b}."),
    (HIRE, 45, 9, "If your hire comes to £{a}, you would save £{b}."),
    (HIRE, 30, 24, "For instance, if the kit costs £{a}, you'd pay £{b} as a member."),
]


def _money(x: float) -> str:
    return f"{x:g}" if x == int(x) else f"{x:.2f}"


@pytest.mark.parametrize(("ctx", "a", "b", "frame"), CASES)
def test_the_supposed_amount_and_its_share(ctx, a, b, frame):
    text = frame.format(a=_money(a), b=_money(b))
    assert check(text, ctx).hallucination != "hallucinated", text


@pytest.mark.parametrize(("ctx", "a", "b", "frame"), CASES)
@pytest.mark.parametrize("off", [1.13, -0.71])
def test_a_wrong_share_of_the_supposed_amount_stays_flagged(ctx, a, b, frame, off):
    text = frame.format(a=_money(a), b=_money(b + off))
    assert check(text, ctx).hallucination == "hallucinated", text


def test_a_price_in_a_clause_without_its_comma_is_not_supposed():
    assert check("If a journey costs £24 you get £12 back.", TRAVEL).hallucination == "hallucinated"
