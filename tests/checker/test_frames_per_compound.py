"""A per-phrase whose entity modifies another noun (checker/frames.py ``_PER``, ``_add_per``, ``Answer.names_with``).

Grammar: PER := "per" ENTITY NOUN ("$2,500 per household application"): the value is per the entity and per the
compound; a claim "per NOUN" beside the entity's word ("Household cap: $2.5k per application") or "per ENTITY"
restates it. A word after the entity is never split into an article and a noun ("a" + "pplication"). A claim that
drops the entity is read with the sentence of the answer that states the same value with it ("Household applications
are capped at $2,500 … so your reimbursement would be $2,500"), never with one that uses the value as an operand.
Wrong neighbours — another period or entity ("per month", "per tree") — stay flagged.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.checker.frames import read
from tests.helpers import scored_hallucinated

ENTITIES = ["household", "person", "user", "member"]
NOUNS = ["application", "account", "plot", "site"]


def _ctx(entity: str, noun: str) -> list:
    return [{"title": "grant.md", "text": f"The grant covers up to 75% of the cost, up to a maximum of $2,500 per {entity} {noun}."}]


@pytest.mark.parametrize("entity", ENTITIES)
@pytest.mark.parametrize("noun", NOUNS)
def test_the_compound_is_read_whole(entity, noun):
    (f,) = [f for f in read(f"It is capped at $2,500 per {entity} {noun}.") if f.value.raw == "$2,500"]
    assert f"~{noun[1:]}" not in f.pers, f.pers  # (never "a" + "pplication")
    assert any(p.endswith(f" {noun}") for p in f.pers), f.pers


@pytest.mark.parametrize("noun", NOUNS)
def test_the_head_noun_beside_the_entity_restates_it(noun):
    ctx = _ctx("household", noun)
    right = f"Household cap: **$2.5k** per {noun}."
    assert check(right, ctx, "What's the cap?").hallucination != "hallucinated", right
    wrong = "Household cap: **$2.5k** per month."
    assert check(wrong, ctx, "What's the cap?").hallucination == "hallucinated", wrong


def test_a_result_read_with_the_answers_own_statement_of_the_cap():
    ctx = _ctx("household", "application")
    right = ("Household applications are capped at **$2,500**.\n\n"
             "75% × $3,600 = $2,700, which is over the cap, so your reimbursement would be **$2,500**.")
    assert check(right, ctx, "How much would I get back on $3,600?").hallucination != "hallucinated"


def test_an_operand_names_no_entity_for_a_dropped_one():
    ctx = [{"title": "rates.md", "text": "Call-out is £120. Further labour is £55 per hour per roofer."}]
    wrong = "- Further labour: £55 per hour.\n\nSo a 2-hour visit would be £120 + £55 = £175 if one roofer attends."
    assert check(wrong, ctx, "How much is labour?").hallucination == "hallucinated"


def test_through_score(tmp_path):
    ctx = _ctx("household", "application")
    right = "- Household cap: **$2.5k** per application."
    wrong = "- Household cap: **$2.5k** per year."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, "What's the cap?") == [False, True]
