"""THE INCLUDING WORDS (`text.arabic.polarity.INCLUDING`): "يشمل"، "يتضمن"، "مشمول"، "متضمن" in their forms are one
predicate, so a claim that says with one what the context denies with another ("وجبة الغداء مشمولة" over "لا تتضمن
الرسوم وجبة الغداء") is the other polarity; and a figure's apposition ("البالغة ١٬١٠٠ ريال") is no word of the clause
polarity compares (the value rules read it). The same polarity in either word is no flip."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_COURSE = ("دورة الأجبان الصلبة المتقدمة: مدة الدورة 3 أيام، والرسوم 1,100 ريال. لا تتضمن الرسوم وجبة الغداء، "
           "ويمكن للمشاركين إحضار طعامهم.")
_TOUR = "الجولة البحرية تستغرق ساعتين وسعرها 250 درهماً. لا يشمل السعر معدات الغوص، ويشمل السعر المشروبات الباردة."
_Q = "هل الغداء مشمول في الرسوم؟"


@pytest.mark.parametrize("ctx,answer", [
    (_COURSE, "نعم، وجبة الغداء مشمولة ضمن رسوم الدورة البالغة ١٬١٠٠ ريال."),
    (_COURSE, "وجبة الغداء مشمولة في الرسوم."),
    (_COURSE, "الرسوم تشمل وجبة الغداء."),
    (_COURSE, "الرسوم متضمنة وجبة الغداء."),
    (_TOUR, "معدات الغوص مشمولة في السعر."),
    (_TOUR, "يتضمن السعر معدات الغوص."),
])
def test_the_other_polarity_in_another_including_word_is_caught(ctx, answer):
    assert check(answer, ctx, query=_Q).hallucination == "hallucinated"


def test_the_flip_is_read_as_polarity():
    answer = "نعم، وجبة الغداء مشمولة ضمن رسوم الدورة البالغة ١٬١٠٠ ريال."
    assert any(f.rule == "frame_polarity" for f in check(answer, _COURSE, query=_Q).findings)


@pytest.mark.parametrize("ctx,answer", [
    (_COURSE, "لا، وجبة الغداء غير مشمولة ضمن رسوم الدورة البالغة ١٬١٠٠ ريال، ويمكنك إحضار طعامك."),
    (_COURSE, "الرسوم لا تشمل وجبة الغداء."),
    (_COURSE, "وجبة الغداء ليست مشمولة في الرسوم."),
    (_TOUR, "المشروبات الباردة مشمولة في السعر."),
    (_TOUR, "السعر لا يشمل معدات الغوص."),
])
def test_the_same_polarity_is_no_flip(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings
    assert v.hallucination != "hallucinated", v.findings
