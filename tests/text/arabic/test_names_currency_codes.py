"""A currency's code beside its Arabic name (lookups._currency_code_of): "(OMR 5)" where the context
says "٥ ريالات عمانية" is the unit written another way, not a name; the code of a currency the
context's money is not in stays flagged."""
from __future__ import annotations

import pytest

import groundtest

CASES = [  # (context currency phrase, a code of it, a code of another currency)
    ("ريالات عمانية", "OMR", "SAR"),
    ("دنانير أردنية", "JOD", "KWD"),
    ("دنانير كويتية", "KWD", "BHD"),
    ("جنيهات مصرية", "EGP", "JOD"),
    ("ريالات قطرية", "QAR", "AED"),
    ("دراهم", "AED", "QAR"),
]


@pytest.mark.parametrize(("phrase", "code", "other"), CASES)
@pytest.mark.parametrize("order", ["before", "after"])
def test_the_code_of_the_contexts_currency_is_its_unit(phrase, code, other, order):
    ctx = [{"title": "الرسوم.md", "text": f"رسم التصريح ٥ {phrase} للخيمة الواحدة عن كل ليلة."}]
    figure = f"{code} 5" if order == "before" else f"5 {code}"
    ok = groundtest.check(f"الرسم: **خمسة {phrase}** ({figure}) للخيمة عن كل ليلة.", ctx, "كم الرسم؟")
    assert not any(f.content.strip() == code for f in ok.findings), ok.findings
    assert ok.hallucination != "hallucinated", ok.findings


@pytest.mark.parametrize(("phrase", "code", "other"), CASES)
def test_the_code_of_another_currency_stays_flagged(phrase, code, other):
    ctx = [{"title": "الرسوم.md", "text": f"رسم التصريح ٥ {phrase} للخيمة الواحدة عن كل ليلة."}]
    bad = groundtest.check(f"الرسم: **خمسة {phrase}** ({other} 5) للخيمة عن كل ليلة.", ctx, "كم الرسم؟")
    assert bad.hallucination == "hallucinated", bad.findings
