"""THE FREE CLAUSE'S SUBJECT (text.arabic.polarity._free_of, FREE_OPENING): the context's clause "يُصدر مستخرج شهادة
الميلاد لأول مرة مجانًا" says the extract is free, though words of time stand between it and مجانًا: the thing a clause
opens on (its verb's subject) is near its free word too. A claim that the first extract is free passes (scope); a claim
that another fee of the context (the replacement copy, the extra copy) is free is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.arabic.polarity import free_unsaid

_CTX = ("يُصدر مستخرج شهادة الميلاد لأول مرة مجانًا. وتُصدر نسخة بدل فاقد أو تالف برسم قدره ٢ ريال عماني، والنسخة الإضافية "
        "برسم ١ ريال عماني.")
RIGHT = ["| المستخرج الأول | مجاني |", "المستخرج الأول من شهادة الميلاد مجاني.", "يُصدر المستخرج لأول مرة مجانًا."]
WRONG = ["| نسخة بدل فاقد | مجاني |", "النسخة الإضافية مجانية.", "بدل التالف مجاني."]


@pytest.mark.parametrize("claim", RIGHT)
def test_the_subject_of_the_free_clause(claim):
    assert free_unsaid(claim, _CTX) is None
    table = f"| الخدمة | الرسم |\n|---|---|\n{claim}" if claim.startswith("|") else claim
    assert not any(f.rule == "scope" for f in check(table, _CTX).findings)


@pytest.mark.parametrize("claim", WRONG)
def test_another_fee_said_free_is_caught(claim):
    assert free_unsaid(claim, _CTX) is not None
    table = f"| الخدمة | الرسم |\n|---|---|\n{claim}" if claim.startswith("|") else claim
    assert check(table, _CTX).hallucination == "hallucinated"
