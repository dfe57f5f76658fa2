"""A percentage's base (issue 24, text.arabic.shares.base_changed): the context states a share of one base ("يغطي
الضمان ٩٠٪ من تعرفته الرسمية") and prices another thing elsewhere ("الباقة ١٬٢٠٠ دولار"); a claim that states the
same share of that other thing ("90% من قيمة الباقة") changes the qualifier and is flagged. The same base reworded
(article, pronoun, "قيمة/سعر" before it), a base the context never names, or a share the context gives without a
base is left alone."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.shares import base_changed

# (share as the context writes it, as the answer writes it, the context's base, rewordings of it, the other
#  priced thing as the context names it, as the answer names it, its price)
CASES = [
    ("٩٠٪", "90%", "تعرفته الرسمية", ["التعرفة الرسمية", "تعرفة الضمان الرسمية"], "باقة الولادة", "قيمة الباقة", "١٬٢٠٠ دولار"),
    ("٧٥٪", "75%", "الراتب الأساسي", ["راتبك الأساسي", "قيمة الراتب الأساسي"], "بدل السكن", "بدل السكن", "٥٠٠ دينار"),
    ("٢٠ ٪", "20 %", "سعر التذكرة", ["التذكرة", "ثمن تذكرتك"], "رسوم الأمتعة", "الأمتعة", "٣٠ ريالاً"),
    ("٥٠٪", "50٪", "أجرة الليلة الأولى", ["أجرة الليلة الأولى", "الليلة الأولى"], "الحجز كاملاً", "مبلغ الحجز كامل", "٤٠٠ درهم"),
]


def context(c):
    ctx_p, _, base, _, other, _, price = c
    return (f"يُسترد أو يُغطى {ctx_p} من {base} وفق الشروط. أما {other} فـ{price}، ويُدفع عند الطلب.")


@pytest.mark.parametrize("c", CASES)
def test_the_share_of_another_priced_thing_is_flagged(c):
    _, ans_p, _, _, _, other_ans, _ = c
    claim = f"بيغطي **{ans_p} من {other_ans}** بحسب الشروط."
    assert base_changed(claim, context(c), {}) is not None, claim
    v = groundtest.check(claim, [{"title": "الشروط.md", "text": context(c)}], "قديش بيغطي؟")
    assert any(f.rule == "frame_qualifier" and f.severity == "critical" for f in v.findings), v.findings


@pytest.mark.parametrize("c", CASES)
@pytest.mark.parametrize("k", [0, 1])
def test_the_same_base_reworded_is_not_flagged(c, k):
    _, ans_p, _, reworded, _, _, _ = c
    claim = f"بيغطي {ans_p} من {reworded[k]} بحسب الشروط."
    assert base_changed(claim, context(c), {}) is None, claim
    v = groundtest.check(claim, [{"title": "الشروط.md", "text": context(c)}], "قديش بيغطي؟")
    assert not any(f.rule == "frame_qualifier" for f in v.findings), v.findings


@pytest.mark.parametrize("c", CASES)
def test_a_base_the_context_never_names_is_left_alone(c):
    _, ans_p, _, _, _, _, _ = c
    assert base_changed(f"بيغطي {ans_p} من المصاريف الطبية كلها.", context(c), {}) is None


@pytest.mark.parametrize("c", CASES)
def test_a_share_without_a_base_in_the_context_is_left_alone(c):
    ctx_p, ans_p, _, _, other, other_ans, price = c
    ctx = f"نسبة التغطية {ctx_p}. أما {other} فـ{price}."
    assert base_changed(f"بيغطي {ans_p} من {other_ans}.", ctx, {}) is None


@pytest.mark.parametrize("c", CASES)
def test_another_share_is_not_this_checks_business(c):
    _, _, _, _, _, other_ans, _ = c
    assert base_changed(f"بيغطي 33% من {other_ans}.", context(c), {}) is None
