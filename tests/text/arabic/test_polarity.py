"""Polarity in Arabic (groundtest.text.arabic.polarity): a claim restating a context clause whole
with the other polarity is a flip; a paraphrase, a qualifier or its own negative word is not."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.polarity import clauses, flip, read, free_unsaid
from groundtest.text.arabic.normalise import fold_text
from hypothesis import given, settings
from hypothesis import strategies as st

RULES = ("لا يمكن إلغاء التحويل الفوري بعد إرساله، ويمكن إلغاء التحويلات المجدولة حتى الساعة 11:59 مساءً. "
         "لا يجوز لصاحب العمل الاحتفاظ بجواز سفر العامل دون موافقته الكتابية. "
         "تبلغ نسبة التمويل حدًا لا يتجاوز 80% من قيمة العقار.")


def test_negation_words():
    assert read(fold_text("لا يمكن إلغاء التحويل"))[1]
    assert read(fold_text("ولم يذكر السعر"))[1]
    assert read(fold_text("يمنع التدخين في المبنى"))[1]
    assert read(fold_text("على ألا يدخن العامل في المبنى"))[1]
    # (a negated verb of comparison is a bound, not the clause's negation: THE BOUND GRAMMAR,
    # test_polarity_bounds_and_negated_conditions)
    assert not read(fold_text("على ألا تتجاوز نسبة التمويل"))[1]
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


# --- a denial of part of a clause; a restricted denial is no flip; "ويجب ألا"

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


def _critical(v) -> list[str]:
    return [f.rule for f in v.findings if f.severity == "critical"]


PARKING = [{"title": "t", "text": "الاشتراك الشهري بسعر 25 دينارًا، واشتراكًا ربع سنوي بسعر 65 دينارًا."}]


def test_a_corrected_value_is_no_negated_clause():
    ok = groundtest.check("أولًا، أعتذر عن الخطأ في ردّي السابق: سعر الاشتراك الربع سنوي هو **٦٥ دينارًا** وليس ٧٥.", PARKING)
    assert "frame_polarity" not in _critical(ok) and "extra_phrase" not in _critical(ok), ok.findings
    bad = groundtest.check("سعر الاشتراك الربع سنوي ليس ٦٥ دينارًا.", PARKING)  # a denial with no value asserted
    assert bad.hallucination == "hallucinated"


INVOICE = [{"title": "t", "text": "ويجب إرفاق فاتورة تجارية لكل شحنة دولية تزيد قيمتها على 1000 درهم."}]


def test_the_converse_of_a_condition_is_no_flip():
    ctx = clauses(INVOICE[0]["text"])
    s = "قيمة الهدية ٨٠٠ درهم، أي أقل من ١٠٠٠ درهم، لذا لا يلزمك إرفاق فاتورة تجارية."
    assert flip("لذا لا يلزمك إرفاق فاتورة تجارية لكل شحنة دولية", ctx, s) is None
    s2 = "قيمة الهدية ١٢٠٠ درهم، أي أكثر من ١٠٠٠ درهم، لذا لا يلزمك إرفاق فاتورة تجارية."
    assert flip("لذا لا يلزمك إرفاق فاتورة تجارية لكل شحنة دولية", ctx, s2) is not None
    bad = groundtest.check("لا يلزم إرفاق فاتورة تجارية لكل شحنة دولية تزيد قيمتها على ١٠٠٠ درهم.", INVOICE)
    assert bad.hallucination == "hallucinated"


def _critical_kinds(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


HANDOVER = "ويعيد المؤجر مبلغ التأمين خلال 30 يومًا من تاريخ التسليم. ويُوثَّق محضر التسليم عبر منصة «إيجار»."


_REFUND = "يعيد المؤجر مبلغ التأمين خلال ثلاثين يومًا من تاريخ التسليم.\n\n"


@given(st.sampled_from(["لا", "ولا"]), st.sampled_from(["تنسَ", "تنسى", "تنسي", "تنسوا", "تغفل", "تهمل", "تتردد في"]))
def test_dont_forget_keeps_the_polarity(neg, verb):
    from groundtest.text.arabic.polarity import read
    from groundtest.text.arabic.normalise import fold_text

    assert read(fold_text(f"{neg} {verb} توثيق محضر التسليم عبر منصة إيجار"))[1] is False
    assert read(fold_text(f"{neg} يوثق محضر التسليم عبر منصة إيجار"))[1] is True


def test_dont_forget_to_document_is_no_flip():
    ok = groundtest.check(_REFUND + "ولا تنسَ **توثيق محضر التسليم عبر منصة «إيجار»**.", HANDOVER)
    assert "frame_polarity" not in _critical_kinds(ok) and ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check(_REFUND + "ولا تنسَ أن محضر التسليم **لا يُوثَّق** عبر منصة «إيجار».", HANDOVER)
    assert "frame_polarity" in _critical_kinds(bad), bad.findings


FARES = ("الأطفال من 4 إلى أقل من 10 سنوات يدفعون نصف التذكرة، والأطفال دون 4 سنوات مجانًا دون مقعد مستقل. "
         "الدرجة الأولى 150 جنيهًا.")


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["أقل من", "دون", "تحت"]), st.sampled_from(["سنين", "سنوات", "سنة"]),
       st.sampled_from(["4", "٤"]))
def test_free_for_the_same_figure(bound, years, four):
    ok = groundtest.check(f"الأطفال {bound} {four} {years} يسافرون مجانًا من غير كرسي.", FARES)
    assert "scope" not in _critical_kinds(ok), ok.findings


def test_free_for_another_figure_is_still_caught():
    bad = groundtest.check("الأطفال دون 8 سنوات يسافرون مجانًا.", FARES)
    assert bad.hallucination == "hallucinated", bad.findings
    bad = groundtest.check("الدرجة الأولى مجانًا للطلاب.", FARES)
    assert bad.hallucination == "hallucinated", bad.findings


FERRY = "الدرجة الأولى 20 ريالًا للبالغ، والأطفال من سنتين إلى 12 سنة بنصف السعر، والرضّع دون سنتين مجانًا."


@pytest.mark.parametrize("zero", ["٠", "0", "0 ريال"])
def test_a_zero_glossed_free(zero):
    ok = groundtest.check(f"| الرضيعة | دون سنتين: مجانًا | {zero} |", FERRY)
    assert "value" not in _critical_kinds(ok), ok.findings


def test_a_zero_without_free_is_checked():
    bad = groundtest.check("| البالغ | الدرجة الأولى | 0 |", FERRY)
    assert "value" in _critical_kinds(bad) or bad.hallucination != "clean", bad.findings


_TRAIN = ("الأطفال من 4 إلى أقل من 10 سنوات يدفعون نصف التذكرة، والأطفال دون 4 سنوات مجانًا دون مقعد مستقل. "
          "تذكرة الدرجة الثانية 95 جنيهًا.")


@settings(max_examples=30)
@given(st.sampled_from(["فسفرها", "فتذكرتها", "فركوبها"]), st.sampled_from(["مجاني", "مجانًا", "**مجاني**"]),
       st.sampled_from(["،", ","]), st.sampled_from(["4 سنين", "4 سنوات", "٤ سنين"]))
def test_free_by_the_condition_before_its_consequence(cons, free, comma, age):
    assert free_unsaid(f"بنتك أقل من {age}{comma} {cons} {free}.", _TRAIN) is None


@given(st.sampled_from(["فسفره", "فتذكرته"]), st.sampled_from(["10 سنين", "6 سنوات", "12 سنة"]))
def test_free_for_another_figure_than_the_contexts_is_caught(cons, age):
    assert free_unsaid(f"ابنك أقل من {age}، {cons} مجانية.", _TRAIN) is not None


def test_free_condition_through_check_both_ways():
    ok = groundtest.check("تذكرة الدرجة الثانية 95 جنيهًا. بنتك أقل من 4 سنين، فسفرها مجاني.", [_TRAIN])
    bad = groundtest.check("تذكرة الدرجة الثانية 95 جنيهًا. ابنك أقل من 10 سنين، فتذكرته مجانية.", [_TRAIN])
    assert "scope" not in _critical_kinds(ok) and "scope" in _critical_kinds(bad)


_FREEZE = ("يمكن تجميد الاشتراك السنوي مرة واحدة لمدة أقصاها ٦٠ يومًا، والربع سنوي لمدة أقصاها ١٤ يومًا. "
           "يُقدَّم طلب التجميد من تطبيق النادي قبل يومين على الأقل من تاريخ بدء التجميد.")


_HOW = " يُقدَّم طلب التجميد من تطبيق النادي قبل يومين على الأقل."


_ASKED = "بما إن تجميد الاشتراك السنوي يوصل لـ٩٠ يوم، أقدر أجمده ٣ شهور؟"


@settings(max_examples=25)
@given(st.sampled_from(["ليست", "ليس", "لا"]), st.sampled_from(["بل", "وإنما", "إنما"]),
       st.sampled_from(["", "**"]), st.sampled_from(["،", ","]))
def test_a_denied_figure_corrected_is_no_flip(neg, corr, emph, comma):
    answer = (f"مدة تجميد الاشتراك السنوي {emph}{neg} 90 يومًا{emph}{comma} {corr} {emph}60 يومًا كحد أقصى{emph}، "
              "ويُسمح بالتجميد مرة واحدة." + _HOW)
    assert _critical_kinds(groundtest.check(answer, [_FREEZE], query=_ASKED)) == set()


def test_the_correction_the_wrong_way_round_is_caught():
    answer = "مدة تجميد الاشتراك السنوي ليست 60 يومًا، بل 90 يومًا كحد أقصى، ويُسمح بالتجميد مرة واحدة." + _HOW
    assert "frame_polarity" in _critical_kinds(groundtest.check(answer, [_FREEZE], query=_ASKED))  # the context's 60 denied


def test_a_denial_with_no_correction_still_flips():
    answer = "لا يمكن تجميد الاشتراك السنوي مرة واحدة لمدة أقصاها ٦٠ يومًا."
    assert "frame_polarity" in _critical_kinds(groundtest.check(answer, [_FREEZE]))


_VERBS = {"يشمل": "مشمول", "يسمح": "مسموح", "يضمن": "مضمون", "يقبل": "مقبول", "يطلب": "مطلوب", "يدفع": "مدفوع"}


@given(st.sampled_from(sorted(_VERBS)))
def test_ghair_before_a_participle_is_a_property_of_its_own(verb):
    """"غير المنقولة" (immovable) is no negation, and neither the participle nor its verb restates it."""
    words, neg = read(fold_text(f"الرسوم غير ال{_VERBS[verb]}ة في الفاتورة"))
    plain, _ = read(fold_text(f"الرسوم ال{_VERBS[verb]}ة في الفاتورة"))
    assert not neg and len(words) == len(plain)
    assert not set(words[1]) & set(plain[1])


_WARRANTY = ("نضمن قطع الغيار الأصلية لمدة 12 شهرًا أو 20,000 كم، أيهما أسبق. لا يشمل الضمان الإطارات والبطاريات، "
             "فلها ضمان الشركة المصنِّعة.")


@given(st.sampled_from(["البطارية مشمولة بالضمان", "الإطارات مشمولة بالضمان", "يشمل الضمان البطاريات",
                        "البطاريات يشملها الضمان"]))
def test_a_negated_rule_restated_for_one_member_of_its_list_is_flipped(claim):
    v = groundtest.check(f"نضمن قطع الغيار الأصلية لمدة 12 شهرًا. {claim}.", [_WARRANTY])
    assert "frame_polarity" in _critical_kinds(v)


@pytest.mark.parametrize("claim", ["البطارية غير مشمولة بالضمان", "لا يشمل الضمان البطاريات", "قطع الغيار الأصلية مضمونة"])
def test_the_same_polarity_or_another_thing_is_clean(claim):
    v = groundtest.check(f"نضمن قطع الغيار الأصلية لمدة 12 شهرًا. {claim}.", [_WARRANTY])
    assert "frame_polarity" not in _critical_kinds(v)


_PETRA = "تذكرة يومين 55 ديناراً. الأطفال دون 12 سنة مجاناً. الأردنيون: دينار واحد."


@pytest.mark.parametrize("claim", [
    "| الطفل (9 سنوات) | — | مجاناً (دون 12 سنة) |",
    "| ابنك (٧ سنين) | مجاناً (دون ١٢ سنة) |",
    "الطفل مجانًا لأنه دون 12 سنة",
    "ابنتك (5 سنوات) تدخل مجاناً لأنها تحت 12 سنة",
])
def test_free_with_the_contexts_limit_after_it_is_the_contexts_free(claim):
    assert free_unsaid(claim, _PETRA) is None


@pytest.mark.parametrize("claim", [
    "| الطفل (9 سنوات) | — | مجاناً (دون 14 سنة) |",
    "| ابنك (13 سنة) | مجاناً |",
    "الطفل مجانًا لأنه دون 15 سنة",
    "| البالغ | مجاناً (55 ديناراً للثاني) |",
])
def test_free_with_another_limit_or_none_is_still_caught(claim):
    assert free_unsaid(claim, _PETRA) is not None


_SUBJECTS = [("التبييض", "التقويم التجميلي", "مشمولَين بالتأمين", "مشمول بالتأمين"),
             ("الحيوانات", "الأطفال الرضع", "مسموحين داخل القاعة", "مسموح داخل القاعة"),
             ("الاستشارة", "الأشعة الرقمية", "متاحتين في الفرع الجديد", "متاحة في الفرع الجديد"),
             ("التوصيل", "التركيب المنزلي", "متوفرين في الطلبات الدولية", "متوفر في الطلبات الدولية")]


@pytest.mark.parametrize("a, b, dual, single", _SUBJECTS)
@pytest.mark.parametrize("which", [0, 1])
def test_either_subject_said_positive_of_a_shared_negated_predicate_is_a_flip(a, b, dual, single, which):
    ctx = clauses(f"نقبل بطاقات التأمين. {a} و{b} غير {dual}. يجب إحضار الهوية.")
    claim = f"{(a, b)[which]} {single}"
    assert flip(claim, ctx, claim) is not None


@pytest.mark.parametrize("a, b, dual, single", _SUBJECTS)
def test_the_one_word_subject_after_a_two_word_mate_said_positive_is_a_flip(a, b, dual, single):
    ctx = clauses(f"نقبل بطاقات التأمين. {b} و{a} غير {dual}. يجب إحضار الهوية.")
    claim = f"{a} {single}"
    assert flip(claim, ctx, claim) is not None


def test_a_long_rest_of_the_clause_is_no_list_mate():
    ctx = clauses("التبييض والتقويم التجميلي للأسنان الأمامية عند الأطفال دون سن العاشرة غير مشمولَين بالتأمين.")
    claim = "التبييض مشمول بالتأمين"
    assert flip(claim, ctx, claim) is None  # three words of the context the claim lacks: not restated whole


@pytest.mark.parametrize("a, b, dual, single", _SUBJECTS)
def test_either_subject_said_negated_of_a_shared_negated_predicate_is_no_flip(a, b, dual, single):
    ctx = clauses(f"نقبل بطاقات التأمين. {a} و{b} غير {dual}. يجب إحضار الهوية.")
    for s in (a, b):
        claim = f"{s} غير {single}"
        assert flip(claim, ctx, claim) is None


def test_the_negated_dual_in_the_context_is_no_flip_of_the_answers_negation():
    ctx = ("الفحص الطبي وبطاقة الهوية الإماراتية غير مشمولين في رسوم الخدمة. مدة المعالجة من 5 إلى 10 أيام عمل.")
    answer = "المستند يوضح أن الفحص الطبي **غير مشمول** في رسوم الخدمة، لكنه لا يذكر تكلفته."
    assert "frame_polarity" not in _critical_kinds(groundtest.check(answer, [ctx], query="كم تكلفة الفحص الطبي؟"))


_CLOSED_CTX = {
    "museum": ("يفتح المتحف من الثلاثاء إلى الأحد من 10:00 صباحًا حتى 6:00 مساءً. المتحف مغلق يوم الإثنين.", "المتحف", "يفتح"),
    "clinic": ("تعمل العيادة من السبت إلى الخميس من 9 صباحاً حتى 10 مساءً، وتُغلق يوم الجمعة.", "العيادة", "تعمل"),
    "branch": ("فرع الشميساني يعمل على مدار 24 ساعة طوال أيام الأسبوع. فرع خلدا يعمل من 8 صباحًا حتى 12 منتصف الليل، "
               "ويُغلق يوم الجمعة حتى الساعة 2 ظهرًا.", "فرع خلدا", "يعمل"),
}


_EVERY = ["يوميًا", "كل يوم", "طوال أيام الأسبوع", "طوال الأسبوع", "7 أيام في الأسبوع"]


@pytest.mark.parametrize("where", sorted(_CLOSED_CTX))
@pytest.mark.parametrize("every", _EVERY)
def test_open_every_day_over_a_closed_weekday_is_the_other_polarity(where, every):
    ctx, subject, verb = _CLOSED_CTX[where]
    claim = f"{verb} {subject} {every} من الصباح"
    assert flip(claim, clauses(ctx), claim) is not None


@pytest.mark.parametrize("where", sorted(_CLOSED_CTX))
@pytest.mark.parametrize("claim", ["{verb} {subject} {every} عدا يوم العطلة", "لا {verb} {subject} {every}",
                                   "{verb} المطعم المجاور {every}", "تُصرف الجرعة {every}"])
def test_every_day_with_an_exception_or_of_another_subject_is_no_flip(where, claim):
    ctx, subject, verb = _CLOSED_CTX[where]
    for every in _EVERY:
        text = claim.format(verb=verb, subject=subject, every=every)
        assert flip(text, clauses(ctx), text) is None


def test_another_branch_open_all_week_is_no_flip():
    ctx = clauses(_CLOSED_CTX["branch"][0])
    claim = "فرع الشميساني يعمل على مدار ٢٤ ساعة طوال أيام الأسبوع"
    assert flip(claim, ctx, claim) is None


def test_the_museum_said_open_daily_is_caught_through_check():
    answer = "يفتح المتحف يوميًا من العاشرة صباحًا حتى السادسة مساءً."
    assert "frame_polarity" in _critical_kinds(groundtest.check(answer, [_CLOSED_CTX["museum"][0]]))
    right = "يفتح المتحف من الثلاثاء إلى الأحد من العاشرة صباحًا حتى السادسة مساءً، ويغلق يوم الإثنين."
    assert "frame_polarity" not in _critical_kinds(groundtest.check(right, [_CLOSED_CTX["museum"][0]]))


_COMPLEMENTS = [("التبييض", "التقويم التجميلي", "مشمولَين بالتأمين", "مشمول", ["ضمن التغطية", "في التغطية", "بالتغطية"]),
                ("الحيوانات", "الأطفال الرضع", "مسموحين بالقاعة", "مسموح", ["داخل الصالة", "في الصالة"]),
                ("الاستشارة", "الأشعة", "متاحتين بالفرع", "متاحة", ["في المركز", "ضمن الخدمات"])]


@pytest.mark.parametrize("a, b, dual, pred, comps", _COMPLEMENTS)
def test_a_shared_negated_predicate_said_positive_with_a_paraphrased_complement_is_a_flip(a, b, dual, pred, comps):
    ctx = clauses(f"نقبل بطاقات التأمين. {a} و{b} غير {dual}. يجب إحضار الهوية.")
    for s in (a, b):
        for comp in comps:
            claim = f"✅ **{s} {pred}** {comp}"
            assert flip(claim, ctx, claim) is not None


@pytest.mark.parametrize("a, b, dual, pred, comps", _COMPLEMENTS)
def test_the_same_polarity_or_no_complement_is_no_flip(a, b, dual, pred, comps):
    ctx = clauses(f"نقبل بطاقات التأمين. {a} و{b} غير {dual}. يجب إحضار الهوية.")
    for comp in comps:
        for claim in (f"{b} غير {pred} {comp}", f"{b} {pred}", f"الفحص الدوري {pred} {comp}"):
            assert flip(claim, ctx, claim) is None
