"""Sixth pass (issue 24 on issue 22's rules): classes found on blind3-ar-dev2's false alarms, each
fixed as grammar and tested both ways through groundtest.check / groundtest.score."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import groundtest
from groundtest.text.arabic import behaviour


def _critical(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


# --- the speaker in the question: Arabic drops the pronoun the verb or noun carries -------------

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


# --- "don't forget to": a negator before a verb of failing is an imperative to do it ---------------

HANDOVER = "ويعيد المؤجر مبلغ التأمين خلال 30 يومًا من تاريخ التسليم. ويُوثَّق محضر التسليم عبر منصة «إيجار»."
_REFUND = "يعيد المؤجر مبلغ التأمين خلال ثلاثين يومًا من تاريخ التسليم.\n\n"


# --- a starting price: the bound may follow the figure, or the figure be supposed -------------------

FARES = "أسعار القطارات بين فاس ومراكش: تبدأ من 195 درهمًا في الدرجة الثانية ومن 290 درهمًا في الدرجة الأولى."
_FARES_LEAD = "سعر الدرجة الثانية ابتداءً من ١٩٥ درهمًا، والأولى من ٢٩٠ درهمًا.\n\n"


# --- the definite noun with the definite "one": "في المرة الواحدة" is "مرة واحدة" --------------------

_UNIT_NOUNS = {"day": ("اليوم", "يوم واحد"), "week": ("الأسبوع", "أسبوع واحد"), "month": ("الشهر", "شهر واحد"),
               "year": ("العام", "عام واحد"), "time": ("المرة", "مرة واحدة")}


@given(st.sampled_from(sorted(_UNIT_NOUNS)), st.sampled_from(["", "في ", "و", "ل"]))
def test_the_definite_one_is_one_of_the_unit(unit, before):
    from groundtest.text.matching import TextIndex, same_value

    definite, indefinite = _UNIT_NOUNS[unit]
    one = "الواحدة" if definite.endswith("ة") else "الواحد"
    if before in ("و", "ل"):
        definite = before + ("ل" + definite[2:] if before == "ل" else definite)  # "لليوم"، "واليوم"
        before = ""
    [a] = [v for v in TextIndex(f"{before}{definite} {one}").values]
    [b] = [v for v in TextIndex(indefinite).values]
    assert same_value(a, b), (a, b)


def test_one_oclock_is_no_count():
    from groundtest.text.matching import TextIndex

    assert [v.kind for v in TextIndex("الساعة الواحدة ظهرًا").values] == ["time"]


TINS = "يتوفر حليب الأطفال في جميع الفروع، ولا يُباع أكثر من 6 علب للشخص في المرة الواحدة."


def test_once_restates_the_definite_one():
    lead = "لا يُباع أكثر من ٦ علب للشخص في المرة الواحدة.\n\n"
    ok = groundtest.check(lead + "لذلك لن تتمكني من شراء العلب الثماني كلها في مرة واحدة.", TINS,
                          "أحتاج 8 علب. هل أستطيع شراءها دفعة واحدة؟")
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check(lead + "ويمكنك شراء العلب كلها على ثلاث مرات في الأسبوع.", TINS)
    assert "value" in _critical(bad), bad.findings


# --- a count after a cue word is no name; "I'd be glad to explain" is an offer ----------------------

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


# --- Arabic clause joints after a comma; كان's sisters are function words; the writer's inability ---


@pytest.mark.parametrize("joint", ["لذا", "لذلك", "لكن", "ولكن", "بينما", "إلا أن", "غير أن", "ثم", "لكنّ"])
def test_an_arabic_comma_joint_parts_the_claims(joint):
    from groundtest.checker.claims import split

    parts = [c.text for c in split(f"الرسوم ٥٠ ريالًا، {joint} التوصيل مجاني للطلبات الكبيرة.")]
    assert parts == ["الرسوم ٥٠ ريالًا", "التوصيل مجاني للطلبات الكبيرة."], parts


def test_a_comma_without_a_joint_word_keeps_the_clause():
    from groundtest.checker.claims import split

    assert len(split("الرسوم ٥٠ ريالًا، والتوصيل مجاني.")) == 1


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


# --- "your guests", "you will need": a claim put to the user (English "your", "you") ----------------

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


# --- "a 50-dirham fee": the hyphenated money form; a name in the other script ----------------------

@given(st.integers(1, 9999), st.sampled_from(["dirham", "riyal", "dinar", "dollar", "euro", "pound"]))
def test_a_hyphenated_amount_is_money(n, currency):
    from groundtest.text.matching import TextIndex, same_value

    [a] = TextIndex(f"a {n}-{currency} fee").values
    [b] = TextIndex(f"a fee of {n} {currency}s").values
    assert a.kind == "money" and same_value(a, b), (a, b)


LUGGAGE = [{"title": "t", "text": "يُسمح لكل مسافر في قطارات البراق بحقيبتين كبيرتين وحقيبة يد واحدة دون رسوم إضافية."}]


# --- what a value is per: "عن كل 500 غرام" is not "عن كل كيلوغرام"; "في المجموع" is not "في كل دخول" ---

_PERIOD_FORMS = {"day": ["يوميًا", "في اليوم", "لكل يوم", "عن كل يوم"], "month": ["شهريًا", "في الشهر", "لكل شهر"],
                 "year": ["سنويًا", "في السنة", "لكل سنة"], "week": ["أسبوعيًا", "في الأسبوع", "لكل أسبوع"]}


SURCHARGE = "يشمل السعر أول كيلوغرام. ويُضاف 12 درهمًا عن كل 500 غرام إضافية أو جزء منها. السعر الأساسي 85 درهمًا."
_BASE = "السعر الأساسي **٨٥ درهمًا**، ويشمل أول كيلوغرام.\n\n"


VISA_STAY = "تسمح التأشيرة لحاملها بالبقاء مدة أقصاها 90 يومًا في المجموع خلال فترة صلاحيتها، وهي صالحة لمدة سنة."


# --- an article cited for another article's rule ---------------------------------------------------

_RULES = {12: ("إذا رغب أحد طرفي عقد الإيجار في عدم تجديده، وجب عليه إشعار الطرف الآخر قبل انتهاء مدة العقد بستين يومًا على الأقل عبر منصة إيجار.",
               "يجب إشعار الطرف الآخر برغبتك في عدم التجديد قبل انتهاء مدة العقد بستين يومًا على الأقل عبر منصة إيجار"),
          15: ("لا يجوز للمؤجر زيادة الأجرة خلال مدة العقد.", "لا يجوز للمؤجر زيادة الأجرة خلال مدة العقد"),
          18: ("يلتزم المستأجر بسداد الأجرة في موعدها، وإذا تأخر أكثر من 30 يومًا من تاريخ الاستحقاق جاز للمؤجر طلب الفسخ.",
               "إذا تأخر المستأجر في سداد الأجرة أكثر من ٣٠ يومًا من تاريخ الاستحقاق جاز للمؤجر طلب الفسخ")}
LEASE = " ".join(f"المادة ({n}): {text}" for n, (text, _) in _RULES.items())


