"""A table row labelled as old in its own first cell reports the superseded source (checker/dated.py ``_OLD_ROW``).

Grammar: | LABEL-with-old-word | value … | — old, older, previous, earlier, former, prior, superseded, outdated,
archived, last year: the row's values may be the superseded chunk's. The label covers its own row only: the same
superseded value in a row labelled current, or in an unlabelled row, or the row next to the old one, is still stated as
current (flagged)."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [
    {"title": "thresholds-2024-25.md", "text": "For the 2024/25 tax year, the Plan 2 repayment threshold is £27,295 a year "
     "(£2,274 a month). It has now been replaced.", "status": "superseded"},
    {"title": "thresholds-2025-26.md", "text": "From 6 April 2025, the Plan 2 repayment threshold is £28,470 a year "
     "(£2,372 a month). This replaces the 2024/25 figure.", "status": "current"},
]


def _table(old_label: str, new_label: str, old_month: str = "£2,274") -> str:
    return ("The threshold is **£28,470** a year now.\n\n### What changed\n| Year | Yearly | Monthly |\n|---|---|---|\n"
            f"| {old_label} | £27,295 | {old_month} |\n| {new_label} | £28,470 | £2,372 |")


@pytest.mark.parametrize("label", ["2024/25 (old)", "Previous year", "Old threshold", "2024/25 (former)",
                                   "Last year", "Earlier rate (2024/25)"])
def test_a_row_labelled_old_may_give_the_superseded_figure(label):
    assert check(_table(label, "2025/26 (current)"), CTX).hallucination != "hallucinated"


@pytest.mark.parametrize("label", ["2024/25", "This year", "2025/26 (current)"])
def test_an_unlabelled_or_current_row_states_it_as_current(label):
    assert check(_table(label, "2025/26 (current)"), CTX).hallucination == "hallucinated"


def test_the_label_covers_its_own_row_only():
    text = ("### What changed\n| Year | Yearly | Monthly |\n|---|---|---|\n| 2024/25 (old) | £27,295 | £2,274 |\n"
            "| 2025/26 (current) | £28,470 | £2,274 |")
    assert check(text, CTX).hallucination == "hallucinated"


@pytest.mark.parametrize("age", ["(5–12 months old)", "(for 3-year-olds)", "(8 weeks old)", "(2 years old and up)"])
def test_an_age_in_the_label_is_not_old(age):
    ctx = [{"title": "courses-2024.md", "text": "Adolescent Manners: 5 weeks, £89.", "status": "superseded"},
           {"title": "courses-2025.md", "text": "Adolescent Manners runs for 5 weeks and costs £105.", "status": "current"}]
    text = f"| Course | Length | Price |\n|---|---|---|\n| Adolescent Manners {age} | 5 weeks | £89 |"
    assert check(text, ctx).hallucination == "hallucinated"
