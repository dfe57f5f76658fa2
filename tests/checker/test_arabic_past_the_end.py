"""THE PAST-THE-END GRAMMAR (text.arabic.behaviour.past_the_end_before, checker.derive.Ledger._past_the_end): how far
a day falls after the end of a period, "بعد انتهاء فترة الضمان (3 أشهر) بشهرين", is the time gone (the user's 5
months) less the period — that difference of two figures shown, and nothing else. The right margin passes; another
margin, dual or in words, is a quantity the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import past_the_end_before
from tests.helpers import scored_hallucinated

CTX = [{"title": "الضمان.md", "text": "ضمان ٦ أشهر على الشاشات الأصلية، و٣ أشهر على الشاشات التجارية والبطاريات."}]
Q = "غيّرت البطارية عندكم قبل ٥ شهور وخربت. الضمان على البطارية سنة، صح؟"


@pytest.mark.parametrize("before", ["وهذا بعد انتهاء فترة الضمان (3 أشهر) ب", "قبل نهاية العقد بـ ", "بعد انقضاء المهلة ب",
                                    "وهذا **بعد انتهاء** فترة الضمان ب"])
def test_the_margin_after_the_end(before):
    assert past_the_end_before(before)


@pytest.mark.parametrize("before", ["بعد انتهاء الضمان", "بعد الدوام ب", "انتهاء الضمان ب"])
def test_no_margin_after_the_end(before):
    assert not past_the_end_before(before)


R = ("الضمان على البطاريات **3 أشهر** وليس سنة.\n\n- مضى على التغيير **5 أشهر**، وهذا **بعد انتهاء** فترة الضمان (3 أشهر) {}."
     "\n- لذلك البطارية **غير مغطاة** بالضمان.")


@pytest.mark.parametrize("margin,ok", [("بشهرين", True), ("بـ 2 أشهر", True), ("بأربعة أشهر", False), ("بسنتين", False)])
def test_the_margin_is_the_difference(margin, ok):
    v = check(R.format(margin), CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v


def test_through_score(tmp_path):
    assert scored_hallucinated(tmp_path, [R.format("بشهرين"), R.format("بأربعة أشهر")], CTX, Q) == [False, True]
