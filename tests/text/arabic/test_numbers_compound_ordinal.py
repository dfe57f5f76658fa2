"""THE COMPOUND ORDINAL (text.arabic.numbers.extract): a unit ordinal joined by و to its ten with the article
("اليوم الخامس والعشرون"، "المادة الحادية والثلاثون"، "في اليوم الحادي والعشرين") is one ordinal (text.arabic.ordinals),
no cardinal twenty or thirty to check. A ten with the article after anything else stays a number ("العشرين ريالاً")."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.numbers import extract


@pytest.mark.parametrize("text", ["أي حتى 8 سبتمبر (اليوم الخامس والعشرون).", "المادة الحادية والثلاثون من النظام",
                                  "في اليوم الحادي والعشرين من الشهر", "الدورة الثانية والأربعون"])
def test_a_compound_ordinal_is_no_number(text):
    assert not [v for v in extract(text) if v.kind == "number"]


@pytest.mark.parametrize(("text", "amount"), [("دفعت العشرين ريالاً كاملة", 20.0), ("خمسة وعشرون ريالاً", 25.0),
                                              ("وصل الضيوف والعشرون طالبًا", 20.0)])
def test_a_ten_after_no_ordinal_stays_a_number(text, amount):
    assert amount in [v.amount for v in extract(text)]


CONTEXT = "إعلان محدَّث: ينطلق مهرجان التمور لهذا الموسم يوم ١٥ أغسطس ويستمر ٢٥ يومًا."


@pytest.mark.parametrize(("answer", "flagged"), [
    ("ينطلق المهرجان يوم 15 أغسطس ويستمر 25 يومًا (اليوم الخامس والعشرون هو آخر أيامه).", set()),
    ("ينطلق المهرجان يوم 15 أغسطس ويستمر 35 يومًا (اليوم الخامس والعشرون هو آخر أيامه).", {"35 يومًا"}),  # the count checked
])
def test_check(answer, flagged):
    got = check(answer, [CONTEXT], "متى يبدأ المهرجان؟")
    assert {f.content for f in got.findings if f.rule == "value"} == flagged, got.findings
