"""A rate between two units read both ways, with the multiple the context grants (checker/derive.py ``_by_rate``,
``_rate_multiplied``, ``_RATE``).

Grammar: RATE := N UNIT (per|for every|for each|a) (£1|$1|WORD) in the context ("1 point for every £1 spent").
Forward: an amount of the per-unit shown × N [× MULT] is a figure counted in UNIT ("£150 earns 300 points" at double).
Backward: an amount counted in UNIT (or a bare figure where the sentence names UNIT) ÷ (N [× MULT]) is an amount of the
per-unit ("70 more points … at 1 point per £1, that's £70"; "£35" at double). Restated: N × MULT followed by the rate's
per ("double points, i.e. 2 points for every £1"). MULT is a multiple the answer says and the context states ("double").
"£1," ends the amount ("for every £1, up from …"); "£1.50" does not.
Wrong neighbours stay flagged: a wrong conversion, and a multiple the context does not state (triple for double)."""
from __future__ import annotations

import pytest

from groundtest import check

UNITS = [("point", "points"), ("stamp", "stamps"), ("credit", "credits")]
SIGNS = ["£", "$"]


def _ctx(one: str, many: str, n: int, sign: str, mult: str = "double") -> list[dict]:
    return [{"title": "earning.md", "text": f"Members earn {n} {one if n == 1 else many} for every {sign}1 spent. Students "
                                            f"with a valid card earn {mult} {many}. Points are not earned on gift cards."}]


@pytest.mark.parametrize(("one", "many"), UNITS)
@pytest.mark.parametrize("sign", SIGNS)
@pytest.mark.parametrize(("n", "spend"), [(1, 150), (2, 40), (3, 70), (1, 85)])
def test_forward_with_the_multiple(one, many, sign, n, spend):
    ctx = _ctx(one, many, n, sign)
    q = f"I'm a student and I plan to spend {sign}{spend} this month. How many {many} will I get?"
    good = f"As a student you earn double {many}, so {sign}{spend} earns **{spend * n * 2} {many}**."
    assert check(good, ctx, q).hallucination != "hallucinated", good
    bad = f"As a student you earn double {many}, so {sign}{spend} earns **{spend * n * 2 + 10} {many}**."
    assert check(bad, ctx, q).hallucination == "hallucinated", bad


@pytest.mark.parametrize(("one", "many"), UNITS)
@pytest.mark.parametrize("sign", SIGNS)
@pytest.mark.parametrize(("have", "goal"), [(430, 500), (260, 400), (120, 300)])
def test_backward_what_the_missing_units_cost(one, many, sign, have, goal):
    ctx = [_ctx(one, many, 1, sign)[0], {"title": "tiers.md", "text": f"Members who collect {goal} {many} or more in a "
                                                                         "calendar year reach Gold."}]
    q = f"How do I get Gold? I've got {have} {many} so far this year."
    need = goal - have
    text = (f"With {have} already, you need **{need} more {many}**.\n\n- At 1 {one} per {sign}1, that's **{sign}{need}** "
            f"of purchases.\n- As a student you earn double {many}, so **{sign}{need / 2:g}** would do it.")
    assert check(text, ctx, q).hallucination != "hallucinated", text
    wrong = text.replace(f"**{sign}{need / 2:g}**", f"**{sign}{need / 2 + 5:g}**")
    assert check(wrong, ctx, q).hallucination == "hallucinated", wrong


@pytest.mark.parametrize(("one", "many"), UNITS)
@pytest.mark.parametrize("sign", SIGNS)
@pytest.mark.parametrize(("n", "mult", "k"), [(1, "double", 2), (1, "triple", 3), (2, "double", 4)])
def test_the_rate_restated_with_its_multiple(one, many, sign, n, mult, k):
    ctx = _ctx(one, many, n, sign, mult)
    good = f"Students earn **{mult} {many}**, i.e. {k} {many} for every {sign}1, up from {n} before."
    assert check(good, ctx).hallucination != "hallucinated", good


@pytest.mark.parametrize(("one", "many"), UNITS)
def test_a_multiple_the_context_does_not_state(one, many):
    ctx = _ctx(one, many, 1, "£", "double")
    bad = f"As a student you earn triple {many}, so £150 earns **450 {many}**."
    assert check(bad, ctx, "I'm a student spending £150. What do I earn?").hallucination == "hallucinated"


@pytest.mark.parametrize(("price", "believed"), [(16, 20), (35, 30), (120, 150)])
def test_a_rates_unit_is_no_rival_but_a_price_is(price, believed):
    """"£1" in "1 point for every £1" is the rate's unit, not a value the user's £150 could contradict; a price the
    context states for the subject still is (the user's wrong price, adopted, is flagged)."""
    ctx = [{"title": "p.md", "text": f"The Standard Tour costs £{price} per person. Members earn 1 point for every £1 spent."}]
    q = f"I think the Standard Tour is £{believed} per person — is that right?"
    assert check(f"Yes, the Standard Tour is £{believed} per person.", ctx, q).hallucination == "hallucinated"
