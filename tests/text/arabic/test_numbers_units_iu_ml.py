"""The measures the English reader has and the Arabic one lacked (numbers._IU_AT, MEASURES["ml"]): "وحدة دولية" (two
words, singular or plural) is the international unit, "مل"/"ملليلتر" the millilitre, so an English answer's "0.5 IU/ml"
or "150 ml" is found in an Arabic context that writes "٠٫٥ وحدة دولية/مل", "150 مل" — and another amount is not."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.matching import extract_values

_AR = str.maketrans("0123456789.", "٠١٢٣٤٥٦٧٨٩٫")


@given(amount=st.sampled_from(["0.5", "1", "2.5", "1000"]), noun=st.sampled_from(["وحدة دولية", "وحدات دولية", "وحدة دوليه"]),
       arabic=st.booleans())
def test_the_international_unit(amount, noun, arabic):
    fig = amount.translate(_AR) if arabic else amount
    [v] = [v for v in extract_values(f"بنتيجة لا تقل عن {fig} {noun}/مل.") if v.kind == "quantity"]
    assert (v.amount, v.unit) == (float(amount), "iu")


@given(amount=st.integers(5, 900), noun=st.sampled_from(["مل", "ملليلتر", "مليلتر"]))
def test_the_millilitre(amount, noun):
    assert [(v.amount, v.unit) for v in extract_values(f"و{amount} {noun} من العطور")] == [(float(amount), "ml")]


@settings(max_examples=20, deadline=None)
@given(amount=st.sampled_from([0.5, 1.0, 2.0]), wrong=st.booleans())
def test_an_english_answer_over_an_arabic_context(amount, wrong):
    ctx = [{"title": "الاشتراطات.md", "text": f"يحتاج القادمون إلى اختبار الأجسام المضادة (RNATT) بنتيجة لا تقل عن "
                                                  f"{str(amount).translate(_AR)} وحدة دولية/مل."}]
    said = amount * 3 if wrong else amount
    resp = f"You need a rabies antibody test (RNATT) with a result of at least {said:g} IU/ml."
    v = groundtest.check(resp, ctx, "What tests does my dog need?")
    flagged = [f for f in v.findings if f.rule == "value"]
    assert bool(flagged) == wrong, (resp, v.findings)
