"""The user's figure converted into other units and joined to them by "i.e." ("يوم ونص يعني 36 ساعة", "a day and
a half, i.e. 36 hours", "(36 ساعة)") is the user's own, restated: not a value adopted against the context's. The same
figure stated as the context's rule stays adopted."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check

_AR = ("يُسترد المبلغ كاملًا عند الإلغاء قبل 48 ساعة من موعد الرحلة، و50% عند الإلغاء قبل 24 ساعة، ولا استرداد بعد ذلك. "
       "السعر 1,200 جنيه للمصري.")
_AR_Q = "كم استرداد رحلة الوادي الملون لو ألغيت قبلها بيوم ونص؟"


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([" يعني ", "، أي ", " ("]), st.booleans())
def test_the_users_days_in_hours_are_the_users(joint, bold):
    mark = "**" if bold else ""
    close = ")" if "(" in joint else ""
    r = f"يوم ونص{joint}{mark}36 ساعة{mark}{close} قبل الرحلة، وهذا أقل من 48 ساعة وأكثر من 24 ساعة، فينطبق عليك استرداد 50%."
    v = check(r, _AR, query=_AR_Q)
    assert all(f.rule != "adopted_premise" for f in v.findings), (r, v)


def test_the_users_figure_as_the_rule_is_adopted():
    for r in ("يُسترد المبلغ كاملًا عند الإلغاء قبل 36 ساعة من موعد الرحلة.",):
        v = check(r, _AR, query=_AR_Q)
        assert v.hallucination == "hallucinated", v


_EN = "Full refund when cancelling 48 hours before the trip, 50% when cancelling 24 hours before, no refund after that."
_EN_Q = "How much do I get back if I cancel a day and a half before?"


def test_english_conversion_and_its_wrong_neighbour():
    assert check("A day and a half, i.e. 36 hours, is less than 48 hours, so you get 50%.", _EN, query=_EN_Q).hallucination == "clean"
    assert check("You get a full refund up to 36 hours before the trip.", _EN, query=_EN_Q).hallucination == "hallucinated"
