"""Arabic behaviour words (groundtest.text.arabic.behaviour) and the refusal detector hook."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from groundtest.text.abstention import DEFAULT
from groundtest.text.arabic import behaviour


@pytest.mark.parametrize("sentence", [
    "لا أعرف.",
    "عذرًا، لم أجد أي معلومات حول مواعيد عمل هذا الفرع في المستندات المتاحة لي.",
    "عذرًا، لا تتضمن المستندات المتاحة لديّ أي معلومات عن الغرامة.",
    "المستندات لا تذكر مدة التركيب.",
    "النص المتوفر لا يتناول هذه المسألة.",
    "لا تتوفر لدي معلومات عن ذلك.",
    "أما مقدار الغرامة فلا يرد في النص المتاح، لذا لا أستطيع تحديده.",
])
def test_refusals(sentence):
    assert behaviour.is_refusal(sentence) and DEFAULT.is_refusal(sentence)
    assert DEFAULT.might_refuse("مرحبا. " + sentence)


@pytest.mark.parametrize("sentence", [
    "لا يجوز تمديد فترة التجربة إليها.",
    "لا يمكن إلغاء التحويل الفوري بعد إرساله.",
    "ما تتضمنه المستندات هو المادة 17.",
    "لم أجد مستندًا بهذا الشأن، لكن عادةً ما تستغرق الخدمة من 5 إلى 10 أيام عمل.",  # goes on to answer
])
def test_answers_are_not_refusals(sentence):
    assert not DEFAULT.is_refusal(sentence)


@pytest.mark.parametrize("sentence", [
    "أهلًا بك! 😊", "سؤال رائع!", "بالتوفيق في رحلتك!", "هل تحتاج إلى مساعدة في شيء آخر؟ 😊",
    "هل هناك شيء آخر يمكنني مساعدتك به؟ 🙏",
    "سعدت بمساعدتك، وإذا كان لديك أي سؤال آخر عن نظام العمل فلا تتردد في طرحه!",
])
def test_pleasantries_and_offers(sentence):
    assert DEFAULT.is_filler(sentence)


@pytest.mark.parametrize("sentence", [
    "تُزاد إلى ثلاثين يومًا بعد إمضاء خمس سنوات متصلة.", "أهلًا بك، الرسوم 15 ريالًا.",
])
def test_claims_are_not_fillers(sentence):
    assert not DEFAULT.is_filler(sentence)


def test_hedges_stale_cues_and_joints():
    assert behaviour.is_hedged("عادةً ما يتم التركيب خلال 3 أيام") and not behaviour.is_hedged("يتم التركيب خلال 3 أيام")
    assert behaviour.is_stale_cue("قد لا يكون هذا السعر محدثًا") and behaviour.is_stale_cue("هذا القرار ملغى")
    assert len(behaviour.clause_spans("يستحق العامل إجازة، لكن لا يجوز ترحيلها")) == 2


def test_english_detector_unchanged():
    assert DEFAULT.is_refusal("I don't know.") and not DEFAULT.is_refusal("You do not need a receipt.")


@pytest.mark.parametrize("sentence", [
    "أنصحك بالتواصل مع مكتب الشؤون المالية في الجامعة.",
    "يمكنك التحقق من الجهة المختصة بإصدار الرخص.",
    "وننصحك بالرجوع إلى إدارة المرور للتأكد من أي تحديثات على الإجراء.",
    "يستحسن التواصل مع عمادة القبول والتسجيل للتأكد من المواعيد.",
])
def test_referrals_are_no_claims(sentence):
    assert behaviour.is_referral(sentence) and DEFAULT.is_filler(sentence)


@pytest.mark.parametrize("sentence", [
    "يمكنك التقديم عبر منصة أبشر.",            # a channel named: a detail to check
    "تواصل مع الرقم 920000000.",               # a number
    "يمكنك التحقق من حالة الطلب عبر تطبيق توكلنا.",
    "يحق للموظف إجازة سنوية مدتها 30 يومًا.",   # a claim
])
def test_claims_and_channels_are_not_referrals(sentence):
    assert not behaviour.is_referral(sentence)


def test_the_users_value_restated_as_theirs_or_compared():
    assert behaviour.is_premise("بما أنك أمضيت ", " في الخدمة، فإنك تستحق")
    assert behaviour.is_premise("كما ذكرت، راتبك ", "")
    assert behaviour.is_premise("و", " تتجاوز هذا الحد بكثير")
    assert not behaviour.is_premise("تستحق إجازة مدتها ", " عن كل سنة")


def test_first_person_and_belief_in_the_question():
    assert behaviour.first_person("أمر بسالك مرتين يوميًا لمدة") is True
    assert behaviour.first_person("خدمت 7 سنوات وأجري الأخير") is True
    assert behaviour.first_person("أعتقد أن الرسوم") is False
    assert behaviour.first_person("كم رسوم التجديد") is None


def test_denial_before_a_value_or_citation():
    assert behaviour.negated_before("منصوص عليه في المادة (98) وليس ")
    assert behaviour.negated_before("الرسوم 15 ريالًا بدلًا من ")
    assert not behaviour.negated_before("وفق ")


def test_words_of_working():
    assert behaviour.working_ops("**الإجمالي: 1215 ريالًا**") >= {"+"}
    assert "*" in behaviour.working_ops("البرنامج الموازي ضعف الرسوم")
    assert behaviour.shows_working("المجموع 36,000 ريال")
    assert not behaviour.working_ops("يحق للطالب الانسحاب")


def test_former_values_are_stale_cues():
    assert behaviour.is_stale_cue("تم تمديد الموعد حتى 29 يناير، بعد أن كان 15 يناير.")
    assert not behaviour.is_stale_cue("آخر موعد للسداد 29 يناير.")


def test_gap_phrases_of_retrieval():
    assert behaviour.is_refusal("لم يتم العثور على معلومات حول أسعار التذاكر في المستندات المتاحة.")


def test_an_answer_that_speaks_to_the_user():
    assert behaviour.addresses_user("يمكنك العمل عن بعد يومين أسبوعيًا.")
    assert behaviour.addresses_user("وطلبك قيد المراجعة.")
    assert not behaviour.addresses_user("يستحق العامل إجازة سنوية.")


def test_a_referral_that_goes_on_to_claim_is_not_a_referral():
    assert not behaviour.is_referral("يمكنك مراجعة مكتب العمل لتقديم شكوى، وستحصل على تعويض كامل.")
    assert not behaviour.is_referral("أنصحك بالتواصل مع الإدارة وستحصل على رد خلال يوم.")
    assert behaviour.is_referral("يستحسن التواصل مع عمادة القبول، للتأكد من المواعيد.")


def test_gap_with_markdown_and_colloquial_pleasantries() -> None:
    from groundtest.text.arabic.behaviour import is_filler, is_refusal

    assert is_refusal("المستند المتوفر لدي **لا يتطرق** إلى رسوم البلدية، لذلك لا أستطيع أن أحدد إن كانت عليك.")
    assert not is_refusal("رسوم البلدية **لا تتجاوز** ١٠٠ دينار.")
    assert is_filler("أتفهم انزعاجك!")
    assert is_filler("إن شاء الله توصل الهدية باللون الصح، لو تبي أقدر أساعدك ترتب خطوات الطلب.")
    assert not is_filler("تصل الهدية خلال ٣ أيام.")


def test_arabic_hedge_before_new_content_is_a_guess() -> None:
    import groundtest

    ctx = ["يستحق العامل إجازة مرضية مدتها 55 يوماً في السنة. يشترط لاستحقاقها تقديم شهادة طبية."]
    guess = "يشترط تقديم شهادة طبية. وغالباً تُقبل الشهادات من العيادات الخاصة المعتمدة."
    plain = "يشترط تقديم شهادة طبية، والإجازة المرضية غالباً ٥٥ يوماً في السنة."
    assert groundtest.check(guess, ctx).hallucination == "hallucinated"
    assert groundtest.check(plain, ctx).hallucination != "hallucinated"


def test_dialect_gaps_and_pleasantries() -> None:
    from groundtest.text.arabic.behaviour import is_filler, is_refusal

    assert is_refusal("المستند ما يذكر رسوم البلدية.")
    assert is_refusal("ما عندي معلومات عن هذا الموضوع.")
    assert not is_refusal("الرسوم ما تتجاوز 100 درهم")  # a negated rule is an answer
    assert not is_refusal("ما شاء الله عليك")
    for s in ("أبشر! 🙏", "تحت أمرك", "لو حابب أساعدك بكتابة الرسالة، قول لي.", "الله يشفيه ويعافيه!"):
        assert is_filler(s), s
    assert not is_filler("الله يشفيه، والدواء يصل خلال ٣ أيام عمل.")


# --- fourth pass (issue 24): declining to guess, an invitation to send the documents, the dialect imperfect

@pytest.mark.parametrize("sentence", [
    "لا أريد أن أخمّن سعراً قد يكون خاطئاً.",
    "أفضّل عدم التخمين في هذه المسألة.",
    "ما أبي أخمن لك رقم غلط.",
])
def test_declining_to_guess_is_a_refusal(sentence):
    assert DEFAULT.is_refusal(sentence) and DEFAULT.might_refuse(sentence)


@pytest.mark.parametrize("sentence", [
    "إذا عندك تفاصيل العرض أو صفحة الأسعار، ابعثها لي ونراجعها مع بعض!",
    "لو عندك نسخة من العقد أرسلها لي وأراجعها معك.",
])
def test_an_invitation_to_send_the_documents_is_an_offer(sentence):
    assert DEFAULT.is_filler(sentence)


def test_an_invitation_with_a_figure_still_states_it():
    assert not DEFAULT.is_filler("ابعثها لي، والسعر 50 ريالًا شهريًا.")
    assert not DEFAULT.is_refusal("لا أريد أن أطيل: السعر 50 ريالًا.")


@pytest.mark.parametrize(("verb", "prefix"), [(v, p) for v in ("أستأجر", "أدفع", "أسافر", "أشتغل", "أحجز")
                                              for p in behaviour.DIALECT_IMPERFECT])
def test_the_dialect_imperfect_is_the_first_person(verb, prefix):
    """"بستأجر شقة" (Levant, Gulf), "هسافر" (Egypt): the prefix drops the first person's أ."""
    assert behaviour.first_person(f"{prefix}{verb[1:]} شقة إيجارها السنوي ٤٨ ألف ريال") is True
    assert behaviour.first_person(f"{verb} شقة") is True
    assert behaviour.first_person("بيت إيجاره السنوي ٤٨ ألف ريال") is None


# --- fourth pass (issue 24): the gap grammar (a first-person lack, the sources' state, silence, "nothing in
# the document", the passive), both ways

@pytest.mark.parametrize("sentence", [
    'لم يرد في المستند المتاح ما يوضح رسوم التجديد.',
    'المستند لا يحدد مدة المعالجة.',
    'لا يتضمن النص المتاح أي إشارة إلى رسوم التأخير.',
    'ليس لدي معلومات كافية عن رسوم التأخير.',
    'لا أملك تفاصيل حول رسوم التأخير.',
    'المعلومات المتوفرة لا تغطي رسوم التأخير.',
    'لم أتمكن من العثور على رسوم التأخير.',
    'لا يذكر المصدر رسوم التأخير.',
    'هذه المعلومة غير متوفرة في المستندات.',
    'لا تتوفر في المستندات المتاحة معلومات عن رسوم التأخير.',
    'المستندات المتوفرة لدي لا تشير إلى رسوم التأخير.',
    'للأسف، لا تحتوي الوثائق على رسوم التأخير.',
    'السياق المتاح لا يجيب عن هذا السؤال.',
    'لا يوجد في المستندات ما يشير إلى رسوم التأخير.',
    'ما لقيت شي عن رسوم التأخير.',
    'المعلومة هذي مو موجودة عندي.',
    'ما عندي تفاصيل عن رسوم التأخير.',
    'الوثيقة المتاحة لا تتطرق إلى رسوم التأخير.',
    'لا تتوفر لدي بيانات عن رسوم التأخير.',
    'لا أعلم مقدار رسوم التأخير.',
    'ليست لدي هذه المعلومة.',
    'المستند صامت بشأن رسوم التأخير.',
    'لم يُذكر مقدار رسوم التأخير في المستند.',
    'رسوم التأخير غير مذكورة في المستند.',
    'لا تتضمن المعلومات المتاحة لي تفاصيل الرسوم.',
    'النص لا يوضح ما إذا كانت هناك رسوم.',
    'لا يمكنني تأكيد ذلك من المستندات المتاحة.',
    'لا أستطيع الإجابة بدقة عن هذا السؤال.',
    'هذا خارج نطاق المعلومات المتوفرة لدي.',
    'ليس بحوزتي أي معلومات عن هذا الموضوع.',
    'لم يتم تحديد رسوم التأخير في المستند.',
    'لم تحدد المستندات رسوم التأخير.',
    'المستندات لا تقول شيئاً عن رسوم التأخير.',
    'ما في شي بالمستند عن رسوم التأخير.',
    'المستند ما فيه أي ذكر لرسوم التأخير.',
    'مش لاقي معلومات عن رسوم التأخير.',
    'معنديش معلومات عن رسوم التأخير.',
    'ما عنديش معلومات على رسوم التأخير.',
    'رسوم التأخير مش مذكورة في الملف.',
])
def test_gap_statements(sentence):
    assert DEFAULT.is_refusal(sentence) and DEFAULT.might_refuse(sentence)


@pytest.mark.parametrize("sentence", [
    'الخدمة غير متوفرة في فرع جدة.',
    'لا يحدد النظام سقفاً للرسوم.',
    'لا يوجد حد أدنى للرسوم.',
    'ليس لدى الشركة فروع في جدة.',
    'لا تتوفر الخدمة في عطلة نهاية الأسبوع.',
    'الرسوم غير محددة بسقف.',
    'لا تتجاوز الغرامة 500 ريال.',
    'ما في رسوم على التحويل بين الحسابات.',
    'لا يوجد رسوم على التحويل في التطبيق.',
    'لا يلزم تقديم أي مستندات إضافية.',
    'المستندات المطلوبة غير متوفرة في الفرع.',
    'ليس لديك الحق في الاسترداد بعد 14 يوماً.',
    'لا يملك المؤجر حق الإخلاء قبل الإنذار.',
    'لم يتم تحديد موعد التسليم في العقد بعد.',
    'البيانات الشخصية غير متاحة للغير.',
    'لا تقبل الوثائق المنتهية.',
    'الشهادة غير موجودة في السجل التجاري تعني أن الشركة غير مسجلة.',
])
def test_negated_rules_and_states_of_the_world_are_answers(sentence):
    assert not DEFAULT.is_refusal(sentence)


@given(st.sampled_from(behaviour.LACK_NEGATORS.split()), st.sampled_from(behaviour.LACK_HOLDERS.split()),
       st.sampled_from(["", "أي", "هذه"]), st.sampled_from(behaviour.LACK_OBJECTS.split()))
def test_a_first_person_lack(neg, holder, det, obj):
    sentence = " ".join(w for w in (neg, holder, det, obj, "عن رسوم التأخير.") if w)
    assert DEFAULT.is_refusal(sentence), sentence


@given(st.sampled_from(behaviour.STATE_NEGATORS.split()), st.sampled_from(behaviour.STATE_WORDS.split()),
       st.sampled_from([w for w in behaviour.SOURCE_NOUNS.split() if w not in ("معلومات", "بيانات", "مواد")]),
       st.sampled_from(["في", "ب"]))
def test_the_sources_state_of_a_figure(neg, state, source, prep):
    glue = " " if prep == "في" else ""
    assert DEFAULT.is_refusal(f"رسوم التأخير {neg} {state} {prep}{glue}ال{source} المتاح.")
    if state.endswith("ة") and state != "مذكورة":  # "غير مذكور(ة)" alone says "not mentioned": a gap anywhere
        assert not DEFAULT.is_refusal(f"الخدمة {neg} {state} في فرع جدة.")


@pytest.mark.parametrize("hedge", behaviour.HEDGE_WORDS.split())
def test_a_guess_in_a_clause_of_its_own_after_a_gap_is_no_refusal(hedge):
    assert not DEFAULT.is_refusal(f"لا أملك معلومات عن التوصيل، و{hedge} يكون مجانياً.")
    assert not DEFAULT.is_refusal(f"المستند لا يذكر رسوم التوصيل، {hedge} تكون عشرين ريالاً.")
    assert DEFAULT.is_refusal("لا أريد أن أخمّن سعراً قد يكون خاطئاً.")  # the hedge describes what is declined
    assert DEFAULT.is_refusal("لم أجد معلومات، ولا أريد أن أعطيك جواباً قد يكون غير دقيق.")


def test_a_difference_said_with_farq_is_working():
    from groundtest.text.arabic.behaviour import shows_working, working_ops

    assert "-" in working_ops("باقة «عائلة» أوفر لكم بفارق ٤٥ ديناراً شهرياً.") and shows_working("أوفر بفارق ٤٥ ديناراً")
    assert not shows_working("الباقة تشمل ١٠٠ جيجابايت.")
