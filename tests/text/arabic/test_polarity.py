"""Polarity in Arabic (groundtest.text.arabic.polarity): a claim restating a context clause whole
with the other polarity is a flip; a paraphrase, a qualifier or its own negative word is not."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.polarity import clauses, flip, read
from groundtest.text.arabic.normalise import fold_text

RULES = ("لا يمكن إلغاء التحويل الفوري بعد إرساله، ويمكن إلغاء التحويلات المجدولة حتى الساعة 11:59 مساءً. "
         "لا يجوز لصاحب العمل الاحتفاظ بجواز سفر العامل دون موافقته الكتابية. "
         "تبلغ نسبة التمويل حدًا لا يتجاوز 80% من قيمة العقار.")


def test_negation_words():
    assert read(fold_text("لا يمكن إلغاء التحويل"))[1]
    assert read(fold_text("ولم يذكر السعر"))[1]
    assert read(fold_text("يمنع التدخين في المبنى"))[1]
    assert read(fold_text("على ألا تتجاوز نسبة التمويل"))[1]
    assert not read(fold_text("جميع الأيام إلا الجمعة"))[1]
    assert not read(fold_text("يمكن إلغاء التحويل"))[1]


def test_flips_and_not_flips():
    ctx = clauses(RULES)
    assert flip("يمكن إلغاء التحويل الفوري بعد إرساله خلال اليوم نفسه", ctx) is not None
    assert flip("يجوز لصاحب العمل الاحتفاظ بجواز سفر العامل دون موافقته الكتابية", ctx) is not None
    assert flip("لا يمكن إلغاء التحويل الفوري بعد إرساله", ctx) is None          # the same polarity
    assert flip("يمكن إلغاء التحويلات المجدولة قبل موعدها", ctx) is None            # the positive clause
    assert flip("يُمنع صاحب العمل من الاحتفاظ بجواز سفر العامل دون موافقته", ctx) is None  # its own negative word
    assert flip("يمكن إلغاء التحويل الفوري قبل إرساله", ctx) is None                # قبل for بعد: another claim
    assert flip("على ألا تتجاوز نسبة التمويل 80% من قيمة العقار", ctx) is None


def test_through_check():
    chunks = [{"title": "التحويلات", "text": RULES}]
    bad = groundtest.check("يمكن إلغاء التحويل الفوري بعد إرساله.", chunks)
    assert bad.hallucination == "hallucinated"
    assert any(f.rule == "frame_polarity" for f in bad.findings)
    ok = groundtest.check("لا يمكن إلغاء التحويل الفوري بعد إرساله.", chunks)
    assert ok.hallucination == "clean", ok.findings


def test_exception_denied_and_obligation() -> None:
    ctx = clauses("لا يُقبل المراجع في المراكز الصحية دون بطاقة صحية سارية، إلا في الحالات الطارئة.")
    assert flip("لا يقبل المراجع دون بطاقة صحية سارية حتى في الحالات الطارئة", ctx) is not None
    assert flip("لا يقبل المراجع دون بطاقة صحية سارية إلا في الحالات الطارئة", ctx) is None
    ctx2 = clauses("شراء الزي المدرسي من متجر المدرسة غير إلزامي، ويجوز شراؤه من أي مورد.")
    assert flip("يجب شراء الزي المدرسي من متجر المدرسة", ctx2) is not None
    assert flip("شراء الزي المدرسي من متجر المدرسة اختياري", ctx2) is None
    assert read(fold_text("باقة غير محدودة مع راوتر مجاني"))[1] is False  # "unlimited" is no negation


def test_free_the_context_does_not_say() -> None:
    from groundtest.text.arabic.polarity import free_unsaid

    ctx = "رسوم الاختبار 10 دنانير، وفي حال الرسوب يُعاد الاختبار العملي بعد 7 أيام."
    assert free_unsaid("إعادة الاختبار للمرة الثانية مجانية", ctx) is not None
    assert free_unsaid("إعادة الاختبار ليست مجانية", ctx) is None
    assert free_unsaid("التركيب مجاني", "يحصل الحريف على تركيب مجاني إذا التزم 24 شهراً.") is None
    assert free_unsaid("التركيب مجاني", "Installation is free of charge.") is None
    v = groundtest.check("رسوم الاختبار ١٠ دنانير. وبالمناسبة، إعادة الاختبار للمرة الثانية مجانية.", [ctx])
    assert v.hallucination == "hallucinated"
    assert groundtest.check("رسوم الاختبار ١٠ دنانير. ويُعاد الاختبار العملي بعد ٧ أيام.", [ctx]).hallucination != "hallucinated"


def test_modal_predicate_flipped() -> None:
    from groundtest.text.arabic.polarity import modal_flip

    ctx = ("المنتجات المشتراة ضمن «التخفيضات النهائية» لا يُسترد ثمنها، لكن يمكن استبدالها بمقاس أو لون آخر "
           "خلال 7 أيام من الاستلام.")
    assert modal_flip("منتجات التخفيضات النهائية لا يُسترد ثمنها ولا يمكن استبدالها.", ctx) is not None
    assert modal_flip("منتجات التخفيضات النهائية لا يُسترد ثمنها لكن يمكن استبدالها.", ctx) is None
    assert modal_flip("لا يمكن استبدال الهدايا.", ctx) is None  # another subject
    bad = groundtest.check("منتجات التخفيضات النهائية لا يُسترد ثمنها ولا يمكن استبدالها.", [ctx])
    assert bad.hallucination == "hallucinated"


def test_free_of_another_thing() -> None:
    from groundtest.text.arabic.polarity import free_unsaid

    ctx = "يحصل الحريف على موزّع واي فاي 6 مجاناً على سبيل الإعارة، وعلى تركيب مجاني إذا التزم لمدة 24 شهراً."
    assert free_unsaid("الشهر الأول من الاشتراك مجاني لكل الحرفاء الجدد", ctx) is not None
    assert free_unsaid("التركيب مجاني بما أنك ستلتزم ٢٤ شهراً", ctx) is None
    assert free_unsaid("الموزّع مجاني على سبيل الإعارة", ctx) is None
    assert free_unsaid("الشهر الأول مجاني", "الاشتراك الشهري بدون رسوم في الشهر الأول.") is None


# --- fourth pass (issue 24): a denial of part of a clause; a restricted denial is no flip; "ويجب ألا"

CTX4 = ("يحق للمستأجر إنهاء العقد بإشعار مدته شهران. يُسمح بالدفع بالتقسيط على ثلاث دفعات لحاملي البطاقات الذهبية. "
        "ويجب ألا تتجاوز الأقساط الشهرية 40% من الدخل الشهري الصافي.")
BASE4 = "يحق للمستأجر إنهاء العقد بإشعار مدته شهران.\n\n"


@pytest.mark.parametrize("said", [
    "لا يُسمح بالدفع بالتقسيط.",
    "الأقساط الشهرية تتجاوز 40% من الدخل الشهري الصافي.",
    "يجوز أن تتجاوز الأقساط الشهرية 40% من الدخل الشهري الصافي.",
])
def test_a_denial_of_part_of_a_clause_and_a_flipped_obligation(said):
    assert groundtest.check(BASE4 + said, CTX4).hallucination == "hallucinated"


@pytest.mark.parametrize("said", [
    "لا يُسمح بالدفع بالتقسيط لغير حاملي البطاقات الذهبية.",
    "لا يُسمح بالدفع بالتقسيط إلا لحاملي البطاقات الذهبية.",
    "القسط الشهري لا يتجاوز ٤٠٪ من دخلك الشهري الصافي.",
    "يُسمح بالدفع بالتقسيط على ثلاث دفعات.",
])
def test_a_restricted_denial_and_a_restated_obligation_are_no_flip(said):
    v = groundtest.check(BASE4 + said, CTX4)
    assert not any(f.rule == "frame_polarity" for f in v.findings), v.findings
