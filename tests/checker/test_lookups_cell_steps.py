"""A step's number opening a table cell ("| 1. Submit the application form | — |") is the list's, not a figure, and
the word after it starts the cell as a sentence's first word does (no name); the question's figure naming a heading
("### Cost for 3 hours") is the user's, restated (checker/lookups.py _CELL_STEP, _HEADING; atoms._CELL_START)."""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "process.md", "text": "Apply using the form. A council officer visits the site within 6 weeks of receiving "
                                       "your form. Installation takes 12–16 weeks after payment."}]
ROWS = ["Submit the application form | — |", "Site visit | within 6 weeks |", "Payment | after the site visit |",
        "Installation | 12–16 weeks after payment |"]


@pytest.mark.parametrize("mark", ["{}. ", "{}) ", "**{}.** ", "{}. **"])
def test_numbered_steps_in_cells(mark):
    body = "\n".join("| " + mark.format(k) + (r.replace(" |", "** |", 1) if mark.endswith("**") else r)
                     for k, r in enumerate(ROWS, 1))
    v = check("| Step | Timing |\n|---|---|\n" + body, CTX)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("row,rule", [("| 1. Submit the form to Councillor Marsh | — |", "name"),
                                      ("| 1. Site visit | within 8 weeks |", "value"),
                                      ("| Site visit | 3 |", "value")])
def test_other_figures_and_names_in_cells_still_flagged(row, rule):
    v = check("| Step | Timing |\n|---|---|\n" + row, CTX)
    assert v.hallucination == "hallucinated" and any(f.rule == rule for f in v.findings)


PARK = [{"title": "parking.md", "text": "Parking costs £4 for up to 2 hours and £6 for up to 4 hours."}]


@pytest.mark.parametrize("heading", ["### Cost for 3 hours", "## 3 hours of parking 🚗", "#### For 3 hours"])
def test_question_figure_as_heading(heading):
    v = check(f"{heading}\nThree hours falls in the up to 4 hours band, which is £6.", PARK, "What will 3 hours of parking cost?")
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("heading", ["### 3 hours is free", "### Parking for 5 hours"])
def test_heading_claims_still_read(heading):
    assert check(f"{heading}\nParking costs £6 for up to 4 hours.", PARK, "What will 3 hours of parking cost?").hallucination == "hallucinated"
