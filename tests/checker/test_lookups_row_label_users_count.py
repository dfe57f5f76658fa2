"""The user's own count or age naming a row of their bill (checker/lookups._in_row_label): "| Child (10 years old) | £7 |"
for the question's "a 10-year-old" restates the user's party, as a heading or a lead-in does. A figure the question does
not give, a row's own amount, or the user's figure stated as the value of a row (not its label) is still checked."""
from __future__ import annotations

import pytest

from groundtest.checker import check

Q = "Two adults and a 10-year-old in a normal car, going Ardmore to Kellin and back. What's the fare?"
CTX = [{"title": "fares.md", "text": "Standard car: £68 each way, including the driver. Each extra adult passenger £14, "
                                     "children aged 5-15 £7, under-5s free."}]
HEAD = "| Item | Fare |\n|---|---|\n| Standard car incl. driver | £68 |\n| Second adult | £14 |\n"


@pytest.mark.parametrize("label", ["Child (10 years old)", "Child, 10 years old", "Your 10-year-old", "Child (aged 10)"])
def test_the_users_count_as_a_row_label(label):
    v = check(f"{HEAD}| {label} | £7 |\n| **One way** | **£89** |", CTX, Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("rows", ["| Child (12 years old) | £7 |\n| **One way** | **£89** |",
                                  "| Child (10 years old) | £9 |\n| **One way** | **£91** |",
                                  "| Child | 10 years old |"])
def test_other_figures_in_the_rows_are_checked(rows):
    assert check(f"{HEAD}{rows}", CTX, Q).hallucination == "hallucinated"
