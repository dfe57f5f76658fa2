"""A singular measure noun counted by a later واحد is one of it, and with "ونصف" one and a half (numbers._ONE_MEASURES),
as "يوم واحد" and "ساعة ونصف" are: "لتر واحد" = 1 litre, "ولتراً واحداً" too, "كيلوغرام ونصف" = 1.5 kg (not a bare
50%). A person is not counted so ("لشخص واحد" says who). A working chained by "=" is read step by step
(derive._expression): the figure before an "=" is the previous step's result, not an operand of the next."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.matching import extract_values

MEASURES = [("لتر", "لتراً", "liter"), ("كيلوغرام", "كيلوغراماً", "kg"), ("متر", "متراً", "meter"), ("غرام", "غراماً", "gram"),
            ("كيلومتر", "كيلومتراً", "km")]


def _q(text: str):
    return [(v.amount, v.unit) for v in extract_values(text) if v.kind == "quantity"]


@given(m=st.sampled_from(MEASURES), acc=st.booleans(), pre=st.sampled_from(["", "و", "ب"]))
def test_a_measure_counted_by_one_is_one_of_it(m, acc, pre):
    noun, one = (m[1], "واحداً") if acc else (m[0], "واحد")
    assert _q(f"يشمل الإعفاء {pre}{noun} {one} من المشروبات.") == [(1.0, m[2])]


@given(m=st.sampled_from(MEASURES))
def test_a_measure_and_a_half_is_one_and_a_half(m):
    assert _q(f"الوزن {m[0]} ونصف تقريباً.") == [(1.5, m[2])]


@given(m=st.sampled_from(MEASURES))
def test_a_measure_alone_is_no_figure(m):
    assert _q(f"سعر ال{m[0]} ثابت، وكل {m[0]} من الإنتاج يُفحص.") == []


@pytest.mark.parametrize("text", ["جناح لشخص واحد", "غرفة لفرد واحد"])
def test_one_person_is_no_figure(text):
    assert _q(text) == []


@settings(max_examples=20, deadline=None)
@given(m=st.sampled_from(MEASURES[:2]), said=st.sampled_from([1, 2]), acc=st.booleans())
def test_one_litre_in_digits_is_supported_by_one_in_words_and_two_is_not(m, said, acc):
    noun, one = (m[1], "واحداً") if acc else (m[0], "واحد")
    ctx = [{"title": "الإعفاءات.md", "text": f"يستفيد كل مسافر بالغ من إعفاء جمركي على 200 سيجارة و{noun} {one} من المشروبات."}]
    resp = f"الإعفاء يشمل 200 سيجارة و**{said} {m[0]}** من المشروبات."
    v = groundtest.check(resp, ctx, "ما الإعفاءات؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) == (said != 1), (resp, v.findings)


@settings(max_examples=20, deadline=None)
@given(first=st.sampled_from([40, 60, 75]), step=st.sampled_from([10, 15, 20]), halves=st.just(2),
       wrong=st.booleans())
def test_a_chained_working_is_read_step_by_step(first, step, halves, wrong):
    ctx = [{"title": "الشحن.md", "text": f"سعر الشحن {first} درهمًا لأول نصف كيلوغرام، ويُضاف {step} درهمًا لكل نصف كيلوغرام إضافي."}]
    extra = halves * step + (5 if wrong else 0)
    resp = (f"- أول نصف كيلوغرام: **{first} درهمًا**.\n- الوزن المتبقي كيلوغرام واحد = نصفا كيلوغرام إضافيان × {step} = **{extra} درهمًا**.\n"
            f"- **الإجمالي: {first + halves * step} درهمًا**.")
    v = groundtest.check(resp, ctx, "أريد شحن هدية وزنها كيلوغرام ونصف. كم يكلف؟")
    flagged = [f for f in v.findings if f.severity == "critical"]
    assert bool(flagged) == wrong, (resp, v.findings)
