"""Sixth pass (issue 24 on issue 22's rules): classes found on blind3-ar-dev2's false alarms, each
fixed as grammar and tested both ways through groundtest.check / groundtest.score."""
from __future__ import annotations

from hypothesis import given, strategies as st

import groundtest


def _critical(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


# --- the speaker in the question: Arabic drops the pronoun the verb or noun carries -------------

#: trilateral and derived perfect stems (the speaker's ت is added by the test)
_PERFECT = ["دفع", "بقي", "اشترى", "تأخر", "استلم", "سافر", "حجز", "أمضي", "قضي", "انتقل"]
_FEMININE_NOUNS = ["زوجة", "والدة", "سيارة", "شقة", "رحلة", "بطاقة", "طفلة", "شركة"]


PARKING = "تبلغ التعرفة 200 فلس للساعة الأولى و150 فلسًا لكل ساعة إضافية."


VISA = "رسوم التأشيرة 300 ريال للشخص، ورسم التأمين 180 ريالًا لمن هم بين 18 و59 عامًا."
_ROW = "| الفرد | العمر | التأمين |\n|---|---|---|\n| أنت | ٤٥ | ١٨٠ ريالًا |"


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


DRIVER = [{"title": "t", "text": "يمكن إضافة سائق إضافي إلى عقد الإيجار مقابل 3 ريالات عُمانية يوميًا."}]
_NO_CHAUFFEUR = "للأسف لا تذكر المستندات المتاحة لديّ خدمة السائق الخاص، لذلك لا أستطيع الإجابة عن ذلك.\n\n" \
                "ما تذكره المستندات: إمكانية إضافة سائق إضافي إلى عقد الإيجار مقابل ٣ ريالات عُمانية يوميًا.\n\n"


# --- Arabic clause joints after a comma; كان's sisters are function words; the writer's inability ---


RETURNS = "لا تقبل إعادة الأدوية بعد خروجها من الصيدلية، إلا إذا كان الخطأ في الصرف من الصيدلية، وفي هذه الحالة يستبدل الدواء خلال 48 ساعة."
_RULE = "إذا كان الخطأ في الصرف من الصيدلية فإن الصيدلية تستبدل الدواء خلال ٤٨ ساعة.\n\n"


# --- "your guests", "you will need": a claim put to the user (English "your", "you") ----------------

HALL = "يمكن للأعضاء حجز قاعة المناسبات بسعر 1,200 ريال قطري لمدة 4 ساعات، بسعة تصل إلى 50 شخصًا."
_HALL_Q = "أريد إقامة حفلة عيد ميلاد لابني في النادي لـ 40 طفلًا. كم التكلفة؟"
_HALL_LEAD = "- السعر: **١٬٢٠٠ ر.ق** لمدة **٤ ساعات**.\n- السعة: **حتى ٥٠ شخصًا** — "


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


