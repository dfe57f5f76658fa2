"""A CONDITION CLAUSE WITHOUT ITS COMMA (frames._CONDITION).

"Once an eSIM is installed it cannot be refunded": the condition ends where the main clause's subject and verb begin
("it cannot"), so the main clause keeps its negation. "Once an eSIM is installed, it can't be refunded" restates it;
"it can be refunded" flips it and is caught — the condition's grammar is the same with "if", "when", "until",
"unless" and the other subject pronouns."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_OPENERS = ["Once", "When", "If"]
_SUBJECTS = [("an eSIM is installed", "it"), ("the kits are collected", "they"), ("you open the box", "you")]


def _critical(v) -> list:
    return [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


def _ctx(opener: str, cond: str, subj: str) -> list[dict]:
    return [{"title": "refunds.md", "text": f"Full refunds are available within 30 days of purchase. {opener} {cond} "
             f"{subj} cannot be refunded, and we do not give partial refunds."}]


@pytest.mark.parametrize("opener", _OPENERS)
@pytest.mark.parametrize("cond, subj", _SUBJECTS)
@pytest.mark.parametrize("claim", ["{o} {c}, {s} can't be refunded.", "{o} {c}, {s} cannot be refunded.",
                                   "{o} {c} {s} cannot be refunded."])
def test_the_main_clause_keeps_its_negation(opener, cond, subj, claim):
    v = check(claim.format(o=opener, c=cond, s=subj), _ctx(opener, cond, subj))
    assert v.hallucination != "hallucinated", _critical(v)


@pytest.mark.parametrize("opener", _OPENERS)
@pytest.mark.parametrize("cond, subj", _SUBJECTS)
def test_the_flipped_main_clause_is_caught(opener, cond, subj):
    v = check(f"{opener} {cond}, {subj} can be refunded.", _ctx(opener, cond, subj))
    assert v.hallucination == "hallucinated", _critical(v)


def test_score_reads_a_condition_without_its_comma(tmp_path):
    ctx = _ctx("Once", "an eSIM is installed", "it")
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": "Can I get a refund?", "context": ctx,
             "response": r}
            for i, r in (("kept", "Once an eSIM is installed, it can't be refunded."),
                         ("flipped", "Once an eSIM is installed, it can be refunded."))]
    assert cli_scored(tmp_path, rows, "hallucinated") == {"kept": False, "flipped": True}
