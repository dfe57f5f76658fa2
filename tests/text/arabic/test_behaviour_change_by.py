"""A difference said by a verb of change or by a comparison (behaviour._CHANGE_VERB, behaviour._ELATIVE_BY): the roots
ز-ي-د، ن-ق-ص، ر-ف-ع، خ-ف-ض in the perfect, the imperfect (with the dialects' ب-) and the verbal noun, and the elative
أفعل followed by ب and an amount ("أصغر بسنتين"، "أغلى بـ 15 درهمًا"), signal a subtraction, so the amount is checked
as the difference of two figures shown: the right difference is supported, a wrong one stays flagged."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic.behaviour import working_ops

CHANGE = ["زاد", "زادت", "وزاد", "يزيد", "تزيد", "بيزيد", "نقص", "نقصت", "ينقص", "ارتفع", "ارتفعت", "ترتفع", "انخفض",
          "انخفضت", "بزيادة", "بارتفاع", "بانخفاض"]
ELATIVES = ["أصغر", "أكبر", "أغلى", "أرخص", "أطول", "أقصر", "أكثر", "أقل"]
AMOUNTS = ["بسنتين", "بـ 15 درهمًا", "ب3 أيام", "بثلاثة أيام", "بيومين", "بـ٢٠ ريالًا"]


@pytest.mark.parametrize("verb", CHANGE)
def test_a_verb_of_change_signals_a_difference(verb):
    assert "-" in working_ops(f"{verb} سعر الخدمة 15 درهمًا هذا العام.")


@given(st.sampled_from(ELATIVES), st.sampled_from(AMOUNTS))
def test_an_elative_by_an_amount_signals_a_difference(adj, amount):
    assert "-" in working_ops(f"عمره **{adj} {amount}** من الحد المطلوب.")


@pytest.mark.parametrize("text", ["أحمد بخير والحمد لله.", "أرسل بريدًا إلى الفرع.", "السعر 15 درهمًا للشخص.",
                                  "أفضل بكثير من غيره."])
def test_no_change_and_no_comparison_signal_nothing(text):
    assert "-" not in working_ops(text)


@settings(max_examples=25, deadline=None)
@given(old=st.sampled_from([105, 120, 150, 200]), up=st.sampled_from([10, 15, 25, 40]), verb=st.sampled_from(["زاد", "ارتفع", "زادت"]),
       wrong=st.booleans())
def test_a_rise_said_by_a_verb_is_checked_as_a_difference(old, up, verb, wrong):
    new = old + up
    ctx = [{"title": "تعرفة-قديمة.md", "text": f"رسم الخدمة للعام الماضي {old} درهمًا."},
           {"title": "تعرفة-حالية.md", "text": f"رسم الخدمة الحالي {new} درهمًا."}]
    said = up + (7 if wrong else 0)
    resp = f"الرسم الحالي **{new} درهمًا** بدلًا من {old} درهمًا، أي {verb} الرسم **{said} درهمًا**."
    v = groundtest.check(resp, ctx, "كم رسم الخدمة الآن؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) == wrong, (resp, v.findings)


@settings(max_examples=25, deadline=None)
@given(limit=st.sampled_from([16, 18, 21]), short=st.sampled_from([2, 3, 4]), adj=st.sampled_from(["أصغر", "أقل"]),
       wrong=st.booleans())
def test_an_age_short_of_a_limit_is_checked_as_a_difference(limit, short, adj, wrong):
    age = limit - short
    ctx = [{"title": "الشروط.md", "text": f"الحد الأدنى لعمر السائق {limit} سنة، ويُشترط ارتداء الخوذة."}]
    said = {2: "بسنتين", 3: "بـ 3 سنوات", 4: "بأربع سنوات"}[short] if not wrong else f"بـ {short + 2} سنوات"
    resp = f"الحد الأدنى **{limit} سنة**. ابنك عمره {age} سنة، فهو **{adj} {said}** من الحد المطلوب."
    v = groundtest.check(resp, ctx, f"ابني عمره {age} سنة، هل يمكنه القيادة؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) == wrong, (resp, v.findings)
