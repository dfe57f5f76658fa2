"""THE COUNTED-IN VERBS (`text.arabic.polarity.COUNTED_IN`): "تدخل"، "تُحتسب"، "تُحسب"، "تندرج" before ضمن / في / من are
one predicate, so a claim that says with one of them what the context denies with another ("تُحتسب ضمن هذا السقف" over
"لا تدخل … ضمن هذا السقف") is the other polarity (a sentence with another new word may be caught as unconfirmed first);
the same polarity in either verb is no flip."""
from __future__ import annotations

import pytest

from groundtest.checker import check

_CEILING = ("يُحدَّد سقف سنوي للتكفّل بالعلاجات العادية قدره 200 دينار للمضمون الاجتماعي. لا تدخل الأمراض المزمنة المعترف بها "
            "(24 مرضًا) ضمن هذا السقف، ويُتكفّل بها بنسبة 100%.")
_LEAVE = "تُحتسب أيام العطل الرسمية ضمن الإجازة السنوية المدفوعة، ولا تندرج الإجازة المرضية في رصيد الإجازة السنوية."
_Q = "هل يدخل ذلك في الحساب؟"


@pytest.mark.parametrize("ctx,answer", [
    (_CEILING, "علاجات الأمراض المزمنة المعترف بها تُحتسب ضمن هذا السقف، لكن يُتكفّل بها بنسبة 100%."),
    (_CEILING, "الأمراض المزمنة المعترف بها تندرج ضمن هذا السقف."),
    (_CEILING, "الأمراض المزمنة المعترف بها تدخل ضمن هذا السقف."),
    (_LEAVE, "الإجازة المرضية تُحسب في رصيد الإجازة السنوية."),
    (_LEAVE, "لا تدخل أيام العطل الرسمية ضمن الإجازة السنوية المدفوعة."),
])
def test_the_other_polarity_in_another_counted_in_verb_is_caught(ctx, answer):
    assert check(answer, ctx, query=_Q).hallucination == "hallucinated"


def test_the_flip_is_read_as_polarity():
    answer = "علاجات الأمراض المزمنة المعترف بها تُحتسب ضمن هذا السقف، لكن يُتكفّل بها بنسبة 100%."
    assert any(f.rule == "frame_polarity" for f in check(answer, _CEILING, query=_Q).findings)


@pytest.mark.parametrize("ctx,answer", [
    (_CEILING, "الأمراض المزمنة المعترف بها لا تدخل ضمن هذا السقف، ويُتكفّل بها بنسبة 100%."),
    (_CEILING, "الأمراض المزمنة المعترف بها لا تُحتسب ضمن هذا السقف."),
    (_LEAVE, "تدخل أيام العطل الرسمية ضمن الإجازة السنوية المدفوعة."),
    (_LEAVE, "الإجازة المرضية لا تُحتسب في رصيد الإجازة السنوية."),
])
def test_the_same_polarity_is_no_flip(ctx, answer):
    v = check(answer, ctx, query=_Q)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings
