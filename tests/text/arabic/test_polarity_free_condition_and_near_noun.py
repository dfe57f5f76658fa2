"""The Arabic scope word "free" (مجاني) said of the thing the context says is free, in two shapes the free-thing
reading missed (text.arabic.polarity.free_unsaid):

THE FREE THING'S CONDITION (FREE_CONDITIONS): the context writes the condition after its free word ("الراوتر مجاني مع
عقد ١٢ شهراً"), the claim before it ("أما مع عقد سنة كاملة فيكون مجاني"): the same condition's noun names the same free
case. Another condition ("مع الاشتراك الشهري فيكون مجاني") is still a free the context does not give.

THE PRONOUN'S NEAR NOUN: "وهي مجانية" after a clause that ends with the free thing ("بتقدر تسأل العيادة وقت
الاستشارة، وهي مجانية" over "الاستشارة الأولى مجانية"); a near noun the context does not call free stays caught."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import free_unsaid
from tests.helpers import cli_scored

_ROUTER = ("باقات الإنترنت المنزلي: الباقة الأساسية بسعر ١٠ دنانير كويتية شهرياً. الراوتر مجاني مع عقد ١٢ شهراً، "
           "أو بسعر ٤٥ د.ك عند الاشتراك دون عقد (الاشتراك الشهري المفتوح).")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["أما مع عقد **سنة كاملة** فيكون مجاني", "مع عقد ١٢ شهر الراوتر مجاني", "ومع العقد يصير مجاناً",
                        "أما مع عقد 12 شهراً فالراوتر مجاني"]))
def test_the_contexts_condition_before_the_free_word_is_the_free_case(claim):
    assert free_unsaid(claim, _ROUTER) is None


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["أما مع التركيب فيكون مجاني", "مع خدمة التوصيل فيكون مجاني", "عند الإلغاء فيكون مجاني"]))
def test_another_condition_is_a_free_the_context_does_not_give(claim):
    assert free_unsaid(claim, _ROUTER) is not None


_CLINIC = ("الاستشارة الأولى مجانية، لكن صور الأشعة (البانوراما) غير مشمولة وتكلف ٢٥ ديناراً. "
           "المثبّت بعد فك التقويم يكلف ٦٠ ديناراً للفك الواحد.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["وهي", "فهي"]), st.sampled_from(["مجانية", "**مجانية**"]))
def test_the_pronoun_of_the_noun_right_before_it(pronoun, free):
    assert free_unsaid(f"بتقدر تسأل العيادة وقت الاستشارة، {pronoun} {free}.", _CLINIC) is None
    # wrong neighbours: the near noun a priced thing, or a thing the context never names
    assert free_unsaid(f"بتقدر تسأل العيادة وقت الأشعة، {pronoun} {free}.", _CLINIC) is not None
    assert free_unsaid(f"بتقدر تسأل العيادة وقت التنظيف، {pronoun} {free}.", _CLINIC) is not None


def test_check_and_score_read_both_shapes(tmp_path):
    ctx = [{"title": "zain.md", "text": _ROUTER}]
    ok = check("سعر الراوتر بدون عقد 45 د.ك. أما مع عقد **سنة كاملة** فيكون مجاني.", ctx, "كم سعر الراوتر؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check("سعر الراوتر بدون عقد 45 د.ك. أما مع التركيب فيكون مجاني.", ctx, "كم سعر الراوتر؟")
    assert bad.hallucination == "hallucinated", bad.findings
    clinic = [{"title": "prices.md", "text": _CLINIC}]
    q = "كم سعر الريتينر؟ وفي خصم إذا أنا وأختي عملنا تقويم سوا؟"
    lead = "المثبّت بيكلف 60 ديناراً للفك الواحد. المعلومات اللي عندي ما بتذكر أي خصم للإخوة. بتقدر تسأل العيادة وقت "
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": q, "context": clinic,
             "response": lead + "الاستشارة، وهي **مجانية**."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": q, "context": clinic,
             "response": lead + "الأشعة، وهي **مجانية**."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
