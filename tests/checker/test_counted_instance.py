"""THE COUNTED INSTANCE (checker/derive.py ``_INSTANCE_COUNT``, ``Ledger.hypothetical``): a worked example's case
counted by what it does with the things — "a choir borrowing 15 copies would pay", "a family booking 3 rooms could",
"a group of 12 would" — is the writer's supposition, an operand; what it leads to is still derived and checked, and
the count restated bare in the working ("since 15 × £1.20 is only £18") is the same supposition.

Grammar: [For example,] a|an WORD{1,2} (borrowing|booking|buying|ordering|renting|hiring|…|of) N THINGS … MODAL … RESULT.
Never supposed: a bound ("a minimum of 15 copies"), a count with no consequence."""
from __future__ import annotations

import pytest

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

CTX = [{"title": "choral.md", "text": "Choral sets are lent for up to 4 months. The fee is £1.20 per copy per loan, with a "
                                     "minimum charge of £25. Missing copies are charged at £8 each."}]
OPEN = ["For example, a choir borrowing", "A choir borrowing", "A chamber choir borrowing", "Say a choir borrowing"]


def _flagged(text: str) -> bool:
    return check(text, CTX, "What would a choir pay?").hallucination == "hallucinated"


@pytest.mark.parametrize("opening", OPEN)
@pytest.mark.parametrize("n", [10, 15, 20])
def test_a_counted_case_below_the_minimum_pays_the_minimum(opening, n):
    said = f"{opening} {n} copies would pay the **£25 minimum** (since {n} × £1.20 is only £{n * 1.2:.2f})."
    assert not _flagged(said), said


@pytest.mark.parametrize("opening", OPEN)
@pytest.mark.parametrize("n", [25, 30, 40])
def test_a_counted_case_above_the_minimum_pays_per_copy(opening, n):
    said = f"{opening} {n} copies would pay £{n * 1.2:.2f}."
    assert not _flagged(said), said


@pytest.mark.parametrize("opening", OPEN)
@pytest.mark.parametrize(("n", "wrong"), [(25, 32), (30, 40), (40, 50)])
def test_a_wrong_result_is_still_flagged(opening, n, wrong):
    said = f"{opening} {n} copies would pay £{wrong}."
    assert _flagged(said), said


@pytest.mark.parametrize("n", [10, 15])
def test_wrong_working_after_the_case_is_still_flagged(n):
    said = f"A choir borrowing {n} copies would pay the £25 minimum (since {n} × £1.20 is only £{n * 1.2 - 2:.2f})."
    assert _flagged(said), said


def test_through_score():
    cases = [Case(id=f"c{k}", type="answerable", expect="answer", query="What would a choir pay?", context=CTX, response=r)
             for k, r in enumerate(["For example, a choir borrowing 15 copies would pay the £25 minimum (since 15 × £1.20 "
                                    "is only £18).", "For example, a choir borrowing 30 copies would pay £45."])]
    ok, bad = score(cases)
    assert not ok.hallucinated and bad.hallucinated
