"""THE CELL'S OWN POLARITY (text.arabic.polarity.row_clauses): a negated cell of a table row that the context negates
too ("| سباق العائلة ٢٫٥ كم | لا يوجد (بمرافقة ولي الأمر) | ٤٠ درهمًا |" over "ولا يوجد حد أدنى لسباق العائلة بشرط مرافقة
ولي الأمر") is that cell's negation — no minimum age, not "no family run" nor "no fee" — so each cell is read with the
row's label as a clause of its own and the row passes the polarity check (frame_polarity). A negated cell the context
does not negate ("لا توجد رسوم" for a race with a fee) is still read against the whole row and caught."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.arabic.polarity import context_clauses, row_clauses

_CTX = ("الحد الأدنى للعمر: ١٤ عامًا لسباق ١٠ كم، و٨ أعوام لسباق ٥ كم، ولا يوجد حد أدنى لسباق العائلة بشرط مرافقة ولي "
        "الأمر. رسوم التسجيل: سباق ١٠ كم ١٥٠ درهمًا، وسباق ٥ كم ٨٠ درهمًا، وسباق العائلة ٢٫٥ كم ٤٠ درهمًا.")
_HEAD = "| السباق | الحد الأدنى للعمر | الرسوم |\n|---|---|---|\n"
RIGHT = ["| سباق العائلة ٢٫٥ كم | لا يوجد (بمرافقة ولي الأمر) ✅ | ٤٠ درهمًا |",
         "| سباق العائلة | لا يوجد حد أدنى (بشرط مرافقة ولي الأمر) | 40 درهمًا |",
         "| سباق ٥ كم | ٨ أعوام ✅ | ٨٠ درهمًا |"]
WRONG = ["| سباق ١٠ كم | ١٤ عامًا | لا توجد رسوم |",
         "| سباق العائلة ٢٫٥ كم | لا يوجد (بمرافقة ولي الأمر) | ٦٠ درهمًا |",
         "| سباق العائلة ٢٫٥ كم | ١٠ أعوام | ٤٠ درهمًا |"]


def test_the_grammar_alone():
    clauses = context_clauses(_CTX, {})
    parts = row_clauses(RIGHT[0], clauses)
    assert parts is not None and len(parts) == 2 and all("سباق" in p for p in parts)
    assert row_clauses(WRONG[0], clauses) is None  # a negation the context does not make: the whole row
    assert row_clauses("سباق العائلة لا يوجد له حد أدنى", clauses) is None  # no table row


@pytest.mark.parametrize("row", RIGHT)
def test_the_row_passes(row):
    v = check(_HEAD + row, _CTX)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("row", WRONG)
def test_a_denied_or_invented_cell_is_caught(row):
    assert check(_HEAD + row, _CTX).hallucination == "hallucinated"
