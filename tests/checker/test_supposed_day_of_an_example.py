"""THE SUPPOSED DAY OF AN EXAMPLE (checker/derive.py ``Ledger.supposed_date``, ``_supposed_in_if``,
``_MAIN_CLAUSE_AFTER``, ``_EXAMPLE_LABEL``; checker/lookups.py ``value_hint``).

A day the answer supposes for the user's case is its operand, and the day it leads to is derived and checked:
- in an if-clause closed by its comma, whatever the main clause's verb ("if your first class is on 10 June, the pass is
  valid until 10 October" — before, only a modal main clause counted);
- as the event's day opening a line under an example's heading or label ("### Example" / "- First class on **10 June**
  → …", "Example: first class on 10 June → …").
A month the context never names is read as a date (derived, in a range, or flagged as a date), not as a name.
Wrong neighbours: the derived day slipped by a month, a day stated with no supposition."""
from __future__ import annotations

import pytest

from groundtest import score
from groundtest.checker import check
from groundtest.model import Case

CTX = [{"title": "passes.md", "text": "Adults can buy a 10-class pass for £120, valid for 4 months from the first class."}]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
          "December"]
SHAPES = ["For example, if your first class is on {d} {a}, the pass is valid until {d} {b}.",
          "If your first class is on {d} {a}, the pass runs until {d} {b}.",
          "Example: first class on {d} {a} → the pass is valid until {d} {b}.",
          "### Example\n- First class on **{d} {a}** → the pass is valid until **{d} {b}**."]
CASES = [(shape, d, m) for shape in SHAPES for d, m in [(10, 5), (3, 0), (21, 8), (1, 10)]]


def _flagged(text: str) -> bool:
    return check(text, CTX, "When does the pass expire?").hallucination == "hallucinated"


@pytest.mark.parametrize(("shape", "d", "m"), CASES)
def test_four_months_on_from_the_supposed_day(shape, d, m):
    said = shape.format(d=d, a=MONTHS[m], b=MONTHS[(m + 4) % 12])
    assert not _flagged(said), said


@pytest.mark.parametrize(("shape", "d", "m"), CASES)
def test_a_slipped_month_is_flagged(shape, d, m):
    said = shape.format(d=d, a=MONTHS[m], b=MONTHS[(m + 5) % 12])
    assert _flagged(said), said


@pytest.mark.parametrize("month", ["June", "October", "December"])
def test_a_day_stated_with_no_supposition_is_flagged_as_a_date(month):
    v = check(f"The next course starts on 10 {month}.", CTX, "When is the next course?")
    assert v.hallucination == "hallucinated"
    assert any(f.rule == "value" for f in v.findings), v.findings


def test_through_score():
    cases = [Case(id=f"s{k}", type="answerable", expect="answer", query="When does my pass run out?", context=CTX, response=r)
             for k, r in enumerate(["### Example\n- First class on **10 June** → the pass is valid until **10 October**.",
                                    "### Example\n- First class on **10 June** → the pass is valid until **10 December**."])]
    ok, bad = score(cases)
    assert not ok.hallucinated and bad.hallucinated
