"""THE DENIED PERIOD IN WORDS (text.arabic.polarity._undenied): a correction that asserts a period and denies another said
as a period's noun ("قبل أذان المغرب بساعة ونصف وليس ساعة"، "بساعة ونصف وليس ساعتين") keeps the asserted clause's
polarity: the negator speaks of the denied period, not of the clause. A real denial of the clause ("الحضور ليس قبل أذان
المغرب بساعة ونصف") and a correction that asserts the wrong period ("بساعة وليس ساعة ونصف"، "بساعتين وليس ساعة") stay
flagged."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.arabic.polarity import read
from groundtest.text.arabic.normalise import fold_text

_CTX = ("يحتاج البرنامج ٣٠ متطوعاً يومياً، يحضرون قبل أذان المغرب بساعة ونصف. يُشترط ألا يقل عمر المتطوع عن ١٦ عاماً.")
_Q = "وش شروط التطوع؟"


@pytest.mark.parametrize("said", ["بـ **ساعة ونصف** وليس ساعة", "بساعة ونصف وليس ساعتين", "بساعة ونصف مش ساعة"])
def test_a_period_asserted_and_another_denied_passes(said):
    claim = f"تصحيحاً لما ذكرته: الحضور يكون قبل أذان المغرب {said}."
    assert check(claim, _CTX, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("claim", ["تصحيحاً لما ذكرته: الحضور يكون قبل أذان المغرب بساعة وليس ساعة ونصف.",
                                   "تصحيحاً لما ذكرته: الحضور يكون قبل أذان المغرب بساعتين وليس ساعة.",
                                   "الحضور ليس قبل أذان المغرب بساعة ونصف."])
def test_the_wrong_period_or_a_real_denial_stays_flagged(claim):
    assert check(claim, _CTX, query=_Q).hallucination == "hallucinated"


def test_the_grammar_alone():
    assert read(fold_text("الحضور قبل المغرب بساعة ونصف وليس ساعة"))[1] is False
    assert read(fold_text("الحضور قبل المغرب بيومين وليس أسبوعين"))[1] is False
    # no period asserted before the negator: the clause is denied
    assert read(fold_text("الحضور ليس ساعة قبل المغرب"))[1] is True
    assert read(fold_text("لا يحضرون قبل المغرب بساعة ونصف"))[1] is True
