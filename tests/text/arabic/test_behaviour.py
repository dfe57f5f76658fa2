"""Arabic behaviour words (groundtest.text.arabic.behaviour) and the refusal detector hook."""
from __future__ import annotations

import pytest
import groundtest
from hypothesis import given, strategies as st, settings

from groundtest.text.abstention import DEFAULT
from groundtest.text.arabic import behaviour
from groundtest.text.arabic.behaviour import personal, is_stale_cue, addresses_user, is_filler, is_refusal
from groundtest.text.arabic.behaviour import negated_before, working_ops


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


# --- declining to guess, an invitation to send the documents, the dialect imperfect

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


# --- the gap grammar (a first-person lack, the sources' state, silence, "nothing in
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


def test_personal_claims():
    assert personal("أولًا، أعتذر عن الخطأ في ردّي السابق") and personal("يُفضَّل أن تستوضح ذلك")
    assert not personal("تُصرف الرسوم خلال ثلاثة أيام")


def _critical(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


#: trilateral and derived perfect stems (the speaker's ت is added by the test)
_PERFECT = ["دفع", "بقي", "اشترى", "تأخر", "استلم", "سافر", "حجز", "أمضي", "قضي", "انتقل"]


_FEMININE_NOUNS = ["زوجة", "والدة", "سيارة", "شقة", "رحلة", "بطاقة", "طفلة", "شركة"]


@given(st.sampled_from(_PERFECT), st.sampled_from(["", "و", "ف"]))
def test_the_perfects_speaker(stem, proclitic):
    stem = stem[:-1] + "ي" if stem.endswith("ى") else stem  # اشترى → اشتريتُ
    assert behaviour.speaker_form(proclitic + stem + "ت"), stem


@given(st.sampled_from(_FEMININE_NOUNS), st.sampled_from(["", "و", "ل", "ول"]))
def test_a_feminine_noun_with_my(noun, proclitic):
    word = proclitic + noun[:-1] + "تي"  # زوجة → زوجتي: the ة written ت before the suffix
    assert behaviour.speaker_form(word), word


@pytest.mark.parametrize("word", [
    "الوقت", "وقت", "ساعات", "سنوات", "الكويت", "كانت", "أصبحت", "ميغابت", "غيغابايت", "يثبت", "حتى", "متى", "التي",
    "إماراتي", "كويتي", "سنة", "سنتين", "سنوية", "قيمتها", "غرامته",  # a noun's ة before a pronoun: no verb
])
def test_words_that_do_not_name_the_speaker(word):
    assert not behaviour.speaker_form(word)


def test_an_object_pronoun_after_a_relative_is_the_speakers_verb():
    assert behaviour.first_person("هل المبلغ الذي دفعته (11 دينارًا لعلبة سعرها المطبوع ") is True
    assert behaviour.first_person("علبة قيمتها ") is None


@pytest.mark.parametrize("clause", ["سنتقدم بطلبات تأشيرة سياحية لي (", "سأسافر مع ولديّ ", "ما تكلفة الوقوف إذا بقيت "])
def test_first_person_pronouns_and_the_future(clause):
    assert behaviour.first_person(clause) is True


PARKING = "تبلغ التعرفة 200 فلس للساعة الأولى و150 فلسًا لكل ساعة إضافية."


def test_the_users_own_stay_is_restated_and_computed_with():
    ok = groundtest.check("تكلفة ٤ ساعات: ٢٠٠ + ٣ × ١٥٠ = ٦٥٠ فلسًا.", PARKING, "كم تكلفة الوقوف إذا بقيت 4 ساعات؟")
    assert ok.hallucination == "clean", ok.findings
    # the working still checked
    bad = groundtest.check("تكلفة ٤ ساعات: ٢٠٠ + ٣ × ١٥٠ = ٤٥٠ فلسًا.", PARKING, "كم تكلفة الوقوف إذا بقيت 4 ساعات؟")
    assert bad.hallucination == "hallucinated"
    # the user's belief about the world, adopted: still a value only the question states
    belief = groundtest.check("نعم، الحد الأقصى للوقوف ٤ ساعات.", PARKING, "سمعت أن الحد الأقصى للوقوف 4 ساعات، صحيح؟")
    assert "query_only" in _critical(belief), belief.findings


VISA = "رسوم التأشيرة 300 ريال للشخص، ورسم التأمين 180 ريالًا لمن هم بين 18 و59 عامًا."


_ROW = "| الفرد | العمر | التأمين |\n|---|---|---|\n| أنت | ٤٥ | ١٨٠ ريالًا |"


def test_the_users_age_after_for_me():
    ok = groundtest.check(_ROW, VISA, "سنتقدم بطلبات تأشيرة لي (45 سنة). كم الرسوم؟")
    assert ok.hallucination == "clean", ok.findings
    other = groundtest.check(_ROW, VISA, "كم الرسوم لمن عمره 45 سنة؟")  # nobody's own: a value only the question has
    assert "query_only" in _critical(other), other.findings


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["دفعت", "بقيت", "تأخرت", "استلمت"]), st.integers(2, 9))
def test_the_speakers_figure_through_score(verb, n):
    from groundtest import score
    from groundtest.model import Case

    ctx = [{"title": "t", "text": PARKING}]
    q = f"{verb} {n} ساعات في الموقف، كم التكلفة؟"
    resp = f"تكلفة {n} ساعات: ٢٠٠ + {n - 1} × ١٥٠ = {200 + (n - 1) * 150} فلس."
    [r] = score([Case(id="x", type="answerable", expect="answer", query=q, context=ctx, response=resp)])
    assert not r.hallucinated, r.findings


VACCINE = [{"title": "t", "text": "تقدّم الصيدلية خدمة إعطاء لقاح الإنفلونزا الموسمية بسعر 12 دينارًا، للبالغين فوق 18 عامًا فقط."}]


_DECLINE = "عذرًا، لا تتضمن المعلومات المتاحة لديّ أي ذكر للقاحات السفر، لذلك لا أستطيع تأكيد توفرها.\n\n"


def _abstain(response, context, query="هل تعطون لقاحات السفر؟ وكم سعرها؟"):
    from groundtest import score
    from groundtest.model import Case

    [r] = score([Case(id="x", type="unanswerable", expect="abstain", query=query, context=context, response=response)])
    return r


def test_what_the_documents_do_cover_after_a_decline():
    ok = _abstain(_DECLINE + "ما تذكره المستندات هو خدمة لقاح واحدة فقط:\n- **لقاح الإنفلونزا الموسمية** بسعر ١٢ دينارًا.", VACCINE)
    assert not ok.hallucinated, ok.findings
    bad = _abstain(_DECLINE + "ما تذكره المستندات هو خدمة لقاح واحدة فقط:\n- **لقاح الحمى الصفراء** بسعر ٢٠ دينارًا.", VACCINE)
    assert bad.hallucinated


DRIVER = [{"title": "t", "text": "يمكن إضافة سائق إضافي إلى عقد الإيجار مقابل 3 ريالات عُمانية يوميًا."}]


_NO_CHAUFFEUR = "للأسف لا تذكر المستندات المتاحة لديّ خدمة السائق الخاص، لذلك لا أستطيع الإجابة عن ذلك.\n\n" \
                "ما تذكره المستندات: إمكانية إضافة سائق إضافي إلى عقد الإيجار مقابل ٣ ريالات عُمانية يوميًا.\n\n"


@pytest.mark.parametrize("offer", ["فيسعدني توضيح التفاصيل", "فيسرني شرح التفاصيل", "فيسعدني أن أوضح لك المزيد"])
def test_glad_to_explain_is_an_offer(offer):
    assert behaviour.is_filler(f"إن كان هذا يناسبك {offer}.")
    q = "هل تقدّم شركة الواحة خدمة سائق خاص؟"
    ok = _abstain(_NO_CHAUFFEUR + f"إن كان هذا يناسبك {offer}، وإلا فأنصحك بسؤال شركة الواحة مباشرة.", DRIVER, q)
    assert not ok.hallucinated, ok.findings
    bad = _abstain(_NO_CHAUFFEUR + "وتوفر شركة الواحة سائقًا خاصًا مقابل ١٥ ريالًا يوميًا.", DRIVER, q)
    assert bad.hallucinated


def test_glad_to_tell_you_a_fact_is_no_offer():
    assert not behaviour.is_filler("يسعدني إبلاغك بأن الرسوم ١٥ ريالًا.")


RETURNS = "لا تقبل إعادة الأدوية بعد خروجها من الصيدلية، إلا إذا كان الخطأ في الصرف من الصيدلية، وفي هذه الحالة يستبدل الدواء خلال 48 ساعة."


_RULE = "إذا كان الخطأ في الصرف من الصيدلية فإن الصيدلية تستبدل الدواء خلال ٤٨ ساعة.\n\n"


def test_a_hedge_on_the_users_standing_with_advice_after_it():
    q = "اشتريت دواء ضغط أمس وأعطاني الصيدلي تركيزًا خاطئًا؟"
    ok = groundtest.check(_RULE + "بما أنك اشتريت الدواء أمس، فأنت ما زلت على الأرجح ضمن هذه المهلة، لذا يُفضَّل ألا تتأخر "
                                  "في مراجعة الصيدلية.", RETURNS, q)
    assert "hedged" not in _critical(ok), ok.findings
    bad = groundtest.check(_RULE + "وعلى الأرجح تقبل الصيدلية إرجاع الأدوية المغلقة خلال أسبوع.", RETURNS, q)
    assert bad.hallucination == "hallucinated"


@given(st.sampled_from(["لا", "لن", "ولا", "لذلك لا"]), st.sampled_from(behaviour.INABLE.split()),
       st.sampled_from(behaviour.TELLING.split()))
def test_the_writers_inability_to_tell_is_a_decline(neg, modal, act):
    sentence = f"{neg} {modal} {act} بسعر دقيق."
    assert behaviour.is_refusal(sentence), sentence


@pytest.mark.parametrize("sentence", ["لا يمكنك إلغاء الطلب بعد شحنه.", "لا يمكنني إلا أن أؤكد أن الرسوم ٥٠ ريالًا.",
                                      "للأسف لا أستطيع مساعدتك بدقة في هذه الحالة."])
def test_not_a_decline_of_information(sentence):
    assert not behaviour.is_refusal(sentence)


def test_an_empty_retrieval_declined_with_a_consequence():
    r = _abstain("عذرًا، لم أجد في المستندات أي معلومات عن باقات البيانات اليومية، لذلك لا أستطيع تزويدك بسعر دقيق 🙏\n\n"
                 "إذا كان لديك سؤال آخر، فيسعدني مساعدتك.", [], "كم سعر باقة البيانات اليومية؟")
    assert not r.hallucinated, r.findings
    bad = _abstain("عذرًا، لم أجد في المستندات أي معلومات عن باقات البيانات اليومية، لذلك لا أستطيع تزويدك بسعر دقيق، "
                   "لكن عادةً يكون سعرها ٢ دينار.", [], "كم سعر باقة البيانات اليومية؟")
    assert bad.hallucinated


HALL = "يمكن للأعضاء حجز قاعة المناسبات بسعر 1,200 ريال قطري لمدة 4 ساعات، بسعة تصل إلى 50 شخصًا."


_HALL_Q = "أريد إقامة حفلة عيد ميلاد لابني في النادي لـ 40 طفلًا. كم التكلفة؟"


_HALL_LEAD = "- السعر: **١٬٢٠٠ ر.ق** لمدة **٤ ساعات**.\n- السعة: **حتى ٥٠ شخصًا** — "


@pytest.mark.parametrize("word", ["ضيوفك", "وضيوفكم", "طلبك", "سيارتك"])
def test_a_noun_with_your_speaks_to_the_user(word):
    assert behaviour.personal(f"وعدد {word} كبير")


@pytest.mark.parametrize("word", ["البنوك", "ذلك", "الاشتراك", "تلفزيون", "تعاون", "تكون"])
def test_words_that_are_not_yours(word):
    assert not behaviour.personal(f"{word} كبير")


@given(st.sampled_from(["", "س", "فس", "و"]), st.sampled_from(["تحتاجون", "تدفعون", "تستطيعون", "تحصلون", "تسافرون"]))
def test_the_second_person_plural_verb(prefix, verb):
    assert behaviour.addresses_user(prefix + verb)


def test_the_users_count_set_against_the_capacity():
    ok = groundtest.check(_HALL_LEAD + "وعدد ضيوفك ٤٠ طفلًا، فالقاعة تتسع لهم ✅", HALL, _HALL_Q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check(_HALL_LEAD + "وعدد ضيوفك ٤٠ طفلًا، والنادي يقدّم الكيك مجانًا للأعضاء.", HALL, _HALL_Q)
    assert bad.hallucination == "hallucinated"


@pytest.mark.parametrize("sentence", [
    "المنطقة (ب) صارت 1600 دولار بدل 1400.",
    "الجدول الذي كان من 9:30 صباحًا خاص برمضان 1446هـ ولم يعد معمولًا به.",
    "صارت 1200 دولار بعد ما كانت 1000 دولار.",
    "هذا السعر ما عاد ساري.",
])
def test_arabic_cues_of_an_old_value(sentence):
    assert is_stale_cue(sentence)


@pytest.mark.parametrize("sentence", ["بدل السكن 25% من الراتب.", "الرسوم 1400 دولار سنويًا.", "الاشتراك السنوي ١٢٠٠ دولار."])
def test_no_cue(sentence):
    assert not is_stale_cue(sentence)


BUS = [
    {"title": "old", "text": "رسوم النقل المدرسي: ١٠٠٠ دولار للمنطقة (أ) و١٤٠٠ دولار للمنطقة (ب).", "status": "superseded"},
    {"title": "new", "text": "رسوم النقل المدرسي: ١٢٠٠ دولار للمنطقة (أ) و١٦٠٠ دولار للمنطقة (ب).", "status": "current"},
]


def _score(resp: str):
    from groundtest import score
    from groundtest.model import Case

    [r] = score([Case(id="x", type="stale_context", expect="answer", query="كم رسوم الباص للمنطقة (ب)؟",
                      context=BUS, response=resp)])
    return r


def test_an_old_value_said_to_be_replaced():
    ok = _score("رسوم المنطقة (ب) صارت 1600 دولار بدل 1400.")
    assert not ok.hallucinated, ok.findings
    bad = _score("رسوم المنطقة (ب) 1400 دولار.")
    assert bad.hallucinated, bad.findings


@pytest.mark.parametrize("text", ["وإذا احتجتما توصيلة من المطار", "أتمنى لكما إقامة رائعة", "اللي إنتو فيها",
                                  "في خصم إذا عندكم أكتر من ولد", "بتمنى إلكم سنة موفقة"])
def test_the_dual_and_plural_you(text):
    from groundtest.text.arabic.behaviour import addresses_user

    assert addresses_user(text)


@pytest.mark.parametrize("text", ["الرسوم ١٢٠٠ دولار للمنطقة (أ).", "تعمل المكاتب من ٨ إلى ٢."])
def test_no_you(text):
    from groundtest.text.arabic.behaviour import addresses_user

    assert not addresses_user(text)


RIAD = ("الغرفة المزدوجة ٩٥٠ درهمًا لليلة شاملة الفطور. تُضاف ضريبة الإقامة السياحية بقيمة ٣٠ درهمًا للشخص البالغ "
        "عن كل ليلة وتُدفع في الفندق. النقل من المطار بـ٢٥٠ درهمًا للسيارة (حتى ٣ أشخاص).")


def test_a_chat_answer_to_two_guests_is_not_hallucinated_for_its_words():
    resp = ("بكل سرور! الضريبة تُدفع مباشرةً في الفندق: 30 درهمًا × شخصان × 3 ليالٍ = 180 درهمًا. "
            "وإذا احتجتما توصيلة من المطار فهي بـ250 درهمًا للسيارة، وتكفي لكما بسهولة لأنها تتسع حتى ثلاثة أشخاص.")
    ok = groundtest.check(resp, RIAD, "حجزت غرفة مزدوجة لثلاث ليالٍ لي ولزوجي. كم ضريبة الإقامة؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check(resp.replace("250 درهمًا", "350 درهمًا"), RIAD, "حجزت غرفة مزدوجة لثلاث ليالٍ لي ولزوجي. كم ضريبة الإقامة؟")
    assert bad.hallucination == "hallucinated", bad.findings


@given(st.sampled_from(["ما عنديش", "معنديش", "ما عندي"]), st.sampled_from(["", "حاليًا", "حاليًا أي", "للأسف أي"]),
       st.sampled_from(["معلومات", "تفاصيل"]))
def test_a_dialect_lack_with_words_between_is_a_gap(holder, between, obj):
    assert is_refusal(f"للأسف، {holder} {between} {obj} عن صناديق البريد الخاصة.".replace("  ", " "))


@given(st.sampled_from(["ما نجمش", "مانقدرش", "مش هقدر", "ما اقدرش"]), st.sampled_from(["نعطيك", "أحدد", "نأكدلك", "أقولك"]))
def test_a_dialect_inability_to_tell_is_a_decline(cannot, tell):
    assert is_refusal(f"فلذلك {cannot} {tell} سعر مضبوط.")


@pytest.mark.parametrize("sentence", ["ما نجمش نستنى أكثر من ساعة.", "مش هقدر أروح بكرة."])
def test_an_inability_of_another_act_is_no_decline(sentence):
    assert not is_refusal(sentence)


@pytest.mark.parametrize("sentence", ["يعطيك الصحة، وإذا عندك سؤال آخر أنا هنا!", "لو عندك أي سؤال أنا موجود.",
                                      "إذا عندكم سؤال ثاني خبروني."])
def test_dialect_thanks_and_offers_state_nothing(sentence):
    assert is_filler(sentence)


def test_an_empty_retrieval_answered_with_a_dialect_gap_is_clean_and_a_drafted_price_is_not():
    gap = ("مرحبا بيك! للأسف، ما عنديش حاليًا أي معلومات عن صناديق البريد الخاصة، فما نجمش نعطيك سعر مضبوط. "
           "يعطيك الصحة، وإذا عندك سؤال آخر أنا هنا!")
    drafted = "مرحبا بيك! صندوق البريد الخاص يكلف 40 دينارًا في السنة. يعطيك الصحة!"
    assert _critical(groundtest.check(gap, [], query="كم تكلفة صندوق بريد خاص؟")) == set()
    assert _critical(groundtest.check(drafted, [], query="كم تكلفة صندوق بريد خاص؟"))


@pytest.mark.parametrize("w", ["تقدر", "تقدري", "تنجم", "تبغى", "تحبون"])
def test_dialect_modals_of_the_second_person_address_the_user(w):
    assert addresses_user(f"فلو حبيت {w} تستخدم المطبخ المشترك.")


_DORM = ("الزيارات مسموحة في الصالات المشتركة حتى الساعة ١٠ مساءً، ولا يُسمح بدخول الزوار إلى الغرف. "
         "يُمنع الطبخ داخل الغرف، وتتوفر مطبخ مشترك في كل طابق.")


def test_advice_to_the_user_in_dialect_is_at_most_moderate_and_a_new_rule_is_not():
    ok = ("لا يُسمح بدخول الزوار إلى الغرف، والزيارات مسموحة في الصالات المشتركة حتى الساعة ١٠ مساءً. "
          "في كل طابق مطبخ مشترك، فلو حبيت تسوي له شاي تقدر تستخدمه.")
    bad = ("لا يُسمح بدخول الزوار إلى الغرف، والزيارات مسموحة في الصالات المشتركة حتى الساعة ١٠ مساءً. "
           "الزيارات مسموحة في الغرف يوم الجمعة حتى الساعة ١٢ ليلًا.")
    q = "صاحبي بيزورني في السكن، يقدر يطلع معي لغرفتي شوي؟"
    assert _critical(groundtest.check(ok, [_DORM], query=q)) == set()
    assert _critical(groundtest.check(bad, [_DORM], query=q))


@given(st.sampled_from(["وليس", "ليس", "لا", "وليست", "بدلًا من"]), st.sampled_from(["ب", "بـ", "ل", ""]))
def test_a_denial_before_a_values_proclitic(neg, pre):
    assert negated_before(f"بدون رسوم إطلاقًا، {neg} {pre}")


@pytest.mark.parametrize("before", ["تدفع ب", "الرسوم ", "ليس لدي ب", "هو ل"])
def test_no_denial_no_correction(before):
    assert not negated_before(before)


_NAJIZ = "تُصدر الوكالة عبر منصة ناجز خلال دقائق دون رسوم. يتقاضى الموثق المرخص مقابلًا لا يتجاوز ٢٠٠ ريال عن كل وكالة."


_PREMISE = "بما إن إصدار الوكالة عن طريق ناجز برسوم ١٠٠ ريال، هل الأوفر أروح لموثق مرخص؟"


def test_the_users_figure_denied_with_its_proclitic_is_clean_and_adopted_is_caught():
    ok = "إصدار الوكالة عبر منصة ناجز دون رسوم، وليس بمئة ريال. والموثق المرخص يتقاضى حتى 200 ريال."
    bad = "إصدار الوكالة عبر منصة ناجز بمئة ريال. والموثق المرخص يتقاضى حتى 200 ريال."
    assert _critical(groundtest.check(ok, [_NAJIZ], query=_PREMISE)) == set()
    assert _critical(groundtest.check(bad, [_NAJIZ], query=_PREMISE))


_WANTS = ["بدك", "تبي", "تبغى", "تحب", "حابب", "تريد", "هل تودّ أن", "ودك", "عايز", "طيب بدك"]


_ACTS = ["أحسبلك كلفة العيلة", "أرسل لك الرابط", "نحجز لك موعد", "أشرح لك الشروط", "أجهزلك الفاتورة"]


@pytest.mark.parametrize("want", _WANTS)
@pytest.mark.parametrize("act", _ACTS)
def test_an_offer_question_of_the_writers_act_states_nothing(want, act):
    assert is_filler(f"{want} {act}؟")


@pytest.mark.parametrize("text", ["بدك الدفع كاش؟", "بدك أحسبلك كلفة العيلة.", "تحب أحسب لك المجموع بـ 50 دولار؟",
                                  "تبي تدفع الرسوم اليوم؟", "بدك أحسبلك الكلفة؟ السعر 20 دولار"])
def test_no_offer_without_the_writers_verb_a_question_or_with_a_value(text):
    assert not is_filler(text)


@pytest.mark.parametrize("q", ["أي خيار تفضّل؟ 🏁", "أي مدرج يناسبك؟", "شو بتفضل؟", "متى تحب تحجز؟", "أيهما تختار؟",
                               "وش يناسبكم أكثر؟"])
def test_a_question_of_the_users_choice_states_nothing(q):
    assert is_filler(q)


@pytest.mark.parametrize("q", ["أي مدرج أرخص؟", "أي خيار تفضّل؟ السعر 50 ديناراً", "أي خيار تفضّل.",
                               "المدرج الرئيسي أغلى، أي خيار تفضّل؟ الثاني 120 ديناراً"])
def test_a_question_with_a_claim_or_no_question_is_not_filler(q):
    assert not is_filler(q)


@pytest.mark.parametrize("text", ["أي أن التكلفة الإجمالية انخفضت بمقدار ٥٥ ريالًا.", "ارتفع الرسم بمقدار 20 دينارًا.",
                                  "فيكون لديك نحو خمس دقائق.", "يبقى لك 3 أيام.", "فسيكون عندكم يومان.", "تراجعت الرسوم 10 دراهم."])
def test_a_change_by_an_amount_or_a_remainder_signals_a_difference(text):
    assert "-" in working_ops(text)


@pytest.mark.parametrize("text", ["يكون التسليم خلال يومين.", "لكل راكب 25 كجم.", "يكون المكتب مفتوحًا لك حتى 5.",
                                  "المبلغ 55 ريالًا."])
def test_no_change_or_remainder_signals_no_difference(text):
    assert "-" not in working_ops(text)


_VISA = [{"title": "الرسوم-١٤٤٥.md", "text": "رسوم التأشيرة السياحية الإلكترونية 535 ريالًا شاملة التأمين الصحي."},
         {"title": "الرسوم-١٤٤٧.md", "text": "اعتبارًا من ١ محرم ١٤٤٧هـ أصبحت رسوم التأشيرة السياحية الإلكترونية 300 ريال، "
          "يُضاف إليها رسم التأمين الصحي البالغ 180 ريالًا."}]


@pytest.mark.parametrize("verb", ["انخفضت", "تراجعت", "قلّت"])
@pytest.mark.parametrize("amount, clean", [("٥٥", True), ("55", True), ("٦٤", False), ("45", False), ("75", False)])
def test_the_fall_from_the_old_total_to_the_new_is_worked_and_a_wrong_one_caught(verb, amount, clean):
    answer = ("الرسوم الآن ٣٠٠ ريال ورسم التأمين ١٨٠ ريالًا، والإجمالي ٤٨٠ ريالًا. المبلغ ٥٣٥ ريالًا هو التعرفة السابقة ولم تعد سارية. "
              f"أي أن التكلفة الإجمالية {verb} بمقدار {amount} ريالًا.")
    got = "value" in _critical(groundtest.check(answer, _VISA))
    assert got is not clean


_PARKING = {"title": "الدفع-عبر-التطبيق.md", "text": "يتيح التطبيق تمديد المدة عن بُعد، بشرط أن يتم التمديد قبل انتهاء المدة بـ 10 "
            "دقائق على الأقل. وتُرسل إشعارات تنبيهية قبل انتهاء الوقت بـ 15 دقيقة."}


@pytest.mark.parametrize("alert, left, clean", [
    ("بربع ساعة", "خمس دقائق", True), ("بـ15 دقيقة", "5 دقائق", True), ("بربع ساعة", "سبع دقائق", False),
    ("بـ15 دقيقة", "8 دقائق", False),
])
@pytest.mark.parametrize("lead", ["فيكون لديك نحو", "فيبقى لك", "يعني يتبقى لك"])
def test_what_the_user_is_left_with_is_worked_and_a_wrong_remainder_caught(alert, left, clean, lead):
    answer = f"يمكنك التمديد قبل انتهاء الوقت بعشر دقائق على الأقل. يرسل التطبيق إشعارًا قبل انتهاء الوقت {alert}، {lead} {left} لتمدّد."
    got = "value" in _critical(groundtest.check(answer, [_PARKING]))
    assert got is not clean


_PLANS = {"title": "الإنترنت-المنزلي.md", "text": "باقة 100 ميغابت/ثانية بسعر 15 دينارًا شهريًا، وباقة 300 ميغابت/ثانية "
          "بسعر 22 دينارًا شهريًا."}


@pytest.mark.parametrize("word, op", [("فالفارق", "-"), ("والفارق", "-"), ("فالفرق", "-"), ("فالمجموع", "+"),
                                      ("بالإجمالي", "+"), ("فالمتبقي", "-")])
def test_a_working_word_behind_a_proclitic_and_the_article_is_read(word, op):
    assert op in working_ops(f"{word} 7 دنانير")


@pytest.mark.parametrize("lead", ["فالفارق", "والفارق", "فالفرق بينهما"])
@pytest.mark.parametrize("amount, clean", [("7 دنانير", True), ("٧ دنانير", True), ("9 دنانير", False), ("6 دنانير", False), ("5 دنانير", False)])
def test_the_difference_behind_fa_is_worked_and_a_wrong_one_caught(lead, amount, clean):
    answer = f"باقة 100 ميغابت بـ 15 دينارًا شهريًا، وباقة 300 ميغابت بـ 22 دينارًا شهريًا. {lead} {amount}."
    got = "value" in _critical(groundtest.check(answer, [_PLANS]))
    assert got is not clean


@pytest.mark.parametrize("before", ["أجرة الغرفة 80 دينارًا شهريًا للطالب، وليست ", "المهلة 30 يومًا وليس ",
                                    "الرسوم 15 ريالًا بدلًا من ", "والصحيح 80، لا "])
def test_a_denial_right_before_a_figure_is_read(before):
    assert negated_before(before)


@pytest.mark.parametrize("before", ["أجرة الغرفة هي ", "أي ", "وليست الغرفة المفردة، بل المزدوجة بـ", "لا شيء يُسترد، والرسوم "])
def test_no_denial_right_before_a_figure_is_read_as_none(before):
    assert not negated_before(before)
