"""Arabic value frames (groundtest.text.arabic.frames): a value said of the wrong subject."""
from __future__ import annotations

import groundtest
import pytest
from groundtest.text.arabic.frames import swapped, bound_flipped
from hypothesis import settings

CTX = ("عقود الإيجار السكنية لا تقل مدتها عن ثلاث سنوات، ويجب على المؤجّر توجيه إنذار بالإخلاء قبل ستة أشهر "
       "من انتهاء العقد. أما عقود الإيجار غير السكنية (المحلات والمكاتب) فلا تقل مدتها عن سنة واحدة، "
       "ومهلة الإنذار بالإخلاء فيها شهران.")


def test_value_of_another_subject() -> None:
    claim = "بما أن العقد سكني، يجب على المؤجّر توجيه الإنذار بالإخلاء قبل شهرين من انتهاء العقد."
    assert swapped(claim, CTX, {}) is not None
    right = "بما أن العقد سكني، يجب على المؤجّر توجيه الإنذار بالإخلاء قبل ستة أشهر من انتهاء العقد."
    assert swapped(right, CTX, {}) is None
    assert swapped("| المحل التجاري | سنة واحدة | شهران |", CTX, {}) is None  # a row states both of its own
    assert groundtest.check(claim, [CTX]).hallucination == "hallucinated"
    assert groundtest.check(right, [CTX]).hallucination != "hallucinated"


def test_value_tied_to_another_figure_across_languages() -> None:
    from groundtest.text.arabic.frames import anchored

    ctx = ("تُحجز المركبة لمدة شهرين في حالة القيادة بسرعة تتجاوز الحد المقرر بأكثر من 50 كم/ساعة، "
           "ولمدة شهر واحد في حالة الوقوف في الأماكن المخصصة لذوي الإعاقة.")
    wrong = "Speeding more than 50 km/h over the limit: one month."
    right = "Speeding more than 50 km/h over the limit: two months."
    assert anchored(wrong, ctx, {}) is not None
    assert anchored(right, ctx, {}) is None
    assert anchored("التجاوز بأكثر من ٥٠ كم/ساعة: شهر واحد.", ctx, {}) is not None
    assert groundtest.check(wrong, [ctx]).hallucination == "hallucinated"
    assert groundtest.check(right, [ctx]).hallucination != "hallucinated"


# --- an outcome of another bracket of the figure

from hypothesis import assume, given, strategies as st  # noqa: E402

from groundtest.text.arabic.frames import bracketed  # noqa: E402


def _table(low: int, high: int, fines: tuple[int, int]) -> str:
    return (f"مخالفات السرعة: التجاوز بأقل من {low} كم/ساعة غرامته {fines[0]} ديناراً كويتياً، والتجاوز من {low} إلى "
            f"{high} كم/ساعة غرامته {fines[1]} ديناراً، والتجاوز بأكثر من {high} كم/ساعة يُحال فيه السائق إلى المحكمة.")


@given(st.integers(5, 50), st.integers(5, 50), st.integers(1, 120), st.integers(10, 99), st.integers(10, 99),
       st.sampled_from(["ar", "ar-digits", "en"]))
def test_an_outcome_of_another_bracket(low, width, x, f1, f2, language):
    assume(f1 != f2)
    high = low + width
    ctx = _table(low, high, (f1, f2))
    right = f1 if x < low else f2 if x <= high else None
    for fine in (f1, f2):
        if language == "en":
            claim = f"Exceeding the limit by {x} km/h is fined {fine} KWD."
        else:
            claim = f"التجاوز بمقدار {x} كم/ساعة غرامته {fine} ديناراً كويتياً."
            if language == "ar-digits":
                claim = claim.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
        got = bracketed(claim, ctx, {})
        if right is None or fine == right:
            assert got is None, (claim, got)
        else:
            assert got is not None and got[1].startswith(str(right)), (claim, got)


def test_a_restated_table_is_no_swap():
    ctx = _table(20, 40, (30, 50))
    claim = "التجاوز بأقل من ٢٠ كم/ساعة غرامته ٣٠ ديناراً، والتجاوز من ٢٠ إلى ٤٠ كم/ساعة غرامته ٥٠ ديناراً."
    assert bracketed(claim, ctx, {}) is None
    assert bracketed("السرعة القصوى ٣٠ كم/ساعة والغرامة ٣٠ ديناراً.", "الغرامة 30 ديناراً.", {}) is None


def _critical(v) -> list[str]:
    return [f.rule for f in v.findings if f.severity == "critical"]


DELIVERY = [{"title": "t", "text": "التوصيل القياسي بسعر 25 درهمًا للشحنة، والتوصيل المجدول بسعر 35 درهمًا. "
                                   "رسم الدفع عند الاستلام 10 دراهم لكل شحنة. تقدم الشركة ثلاث خدمات."}]


def test_a_worked_result_is_no_anchored_figure():
    ok = groundtest.check("مثال: طلب وزنه ٣ كغ بالتوصيل القياسي مع الدفع عند الاستلام = ٢٥ + ١٠ = **٣٥ درهمًا**.", DELIVERY)
    assert "frame_value" not in _critical(ok), ok.findings


RATES = [{"title": "t", "text": "سعر التوصيل القياسي داخل الإمارة نفسها 20 درهمًا، وبين الإمارات 30 درهمًا."}]


def test_a_word_said_twice_counts_once():
    ok = groundtest.check("السعر الأساسي: الشحنة من إمارة إلى إمارة أخرى، فالسعر **٣٠ درهمًا**.", RATES)
    assert "frame_value" not in _critical(ok), ok.findings
    bad = groundtest.check("سعر التوصيل القياسي داخل الإمارة نفسها **٣٠ درهمًا**.", RATES)
    assert bad.hallucination == "hallucinated"


LICENCES = [{"title": "t", "text": "باقة المكتب المرن تبدأ من 12,500 درهم سنويًا حسب النشاط، "
                                   "وتُضاف رسوم البطاقة الإلكترونية 1,200 درهم سنويًا لجميع الباقات."}]


def test_a_starting_price_stated_as_the_price():
    ok = groundtest.check("باقة المكتب المرن تبدأ من **١٢٬٥٠٠ درهم** سنويًا حسب النشاط.", LICENCES)
    assert "frame_qualifier" not in _critical(ok), ok.findings
    bad = groundtest.check("ستدفع لباقة المكتب المرن **١٢٬٥٠٠ درهم** سنويًا بالضبط.", LICENCES)
    assert "frame_qualifier" in _critical(bad)


def test_a_minimum_applied_is_no_starting_price():
    ctx = [{"title": "t", "text": "رسوم الخدمة 10% من المبلغ بحد أدنى 100 دينار."}]
    ok = groundtest.check("١٠٪ من ٦٠٠ = ٦٠ دينارًا، وهي أقل من الحد الأدنى، فتدفع **١٠٠ دينار**.", ctx)
    assert "frame_qualifier" not in _critical(ok), ok.findings


COVER = [{"title": "t", "text": "التأمين الشامل متاح مقابل 4 ريالات يوميًا، وتنخفض معه نسبة التحمّل إلى 50 ريالًا عُمانيًا. "
                                "ويمكن إضافة تأمين الزجاج والإطارات مقابل 2 ريال يوميًا."}]


def test_a_table_row_with_a_swapped_daily_price():
    ok = groundtest.check("| التأمين الشامل | **٤ ر.ع يوميًا** | تنخفض نسبة التحمّل إلى **٥٠ ر.ع** |", COVER)
    assert "frame_value" not in _critical(ok), ok.findings
    bad = groundtest.check("| التأمين الشامل | **٢ ر.ع يوميًا** | تنخفض نسبة التحمّل إلى **٥٠ ر.ع** |", COVER)
    assert "frame_value" in _critical(bad)


OVERTIME = [{"title": "t", "text": "يستحق العامل عن ساعات العمل الإضافية أجرًا مضافًا إليه 25% على الأقل. وإذا اقتضت ظروف "
                                   "العمل تشغيل العامل ساعات إضافية بين الساعة 10 مساءً والساعة 4 صباحًا، استحق أجرًا "
                                   "يعادل أجر الساعة العادية مضافًا إليه 50% على الأقل."}]


def test_a_value_of_a_clause_with_its_condition_before_it():
    ok = groundtest.check("ساعاتك الإضافية وقعت بين ١٠ مساءً و٤ صباحًا، فتستحق أجر الساعة مضافًا إليه ٥٠٪ على الأقل.",
                          OVERTIME)
    assert "frame_value" not in _critical(ok), ok.findings


def _critical_kinds(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


FARES = "أسعار القطارات بين فاس ومراكش: تبدأ من 195 درهمًا في الدرجة الثانية ومن 290 درهمًا في الدرجة الأولى."


_FARES_LEAD = "سعر الدرجة الثانية ابتداءً من ١٩٥ درهمًا، والأولى من ٢٩٠ درهمًا.\n\n"


@pytest.mark.parametrize("after", ["هو الحد الأدنى", "كحد أدنى", "على الأقل", "فأكثر"])
def test_a_floor_said_after_the_figure(after):
    ok = groundtest.check(_FARES_LEAD + f"قد يكون السعر الفعلي أعلى بحسب الرحلة، لأن ١٩٥ درهمًا {after}.", FARES)
    assert "frame_qualifier" not in _critical_kinds(ok), ok.findings


def test_a_starting_price_stated_as_the_price_is_still_caught():
    for claim in ("سعر تذكرة الدرجة الثانية ١٩٥ درهمًا.", "سعر تذكرة الدرجة الثانية ١٩٥ درهمًا للفرد، وهو سعر ثابت."):
        bad = groundtest.check(_FARES_LEAD + claim, FARES)
        assert "frame_qualifier" in _critical_kinds(bad), (claim, bad.findings)


def test_a_supposed_price_is_no_claim_of_the_price():
    from groundtest.text.arabic.frames import floor_dropped

    assert floor_dropped("إذا كان سعر التذكرة الأساسي ١٩٥ درهمًا، فبعد التخفيض يصبح ١٥٦ درهمًا.", FARES, {}) is None
    assert floor_dropped("سعر التذكرة الأساسي ١٩٥ درهمًا، وبعد التخفيض يصبح ١٥٦ درهمًا.", FARES, {}) == "١٩٥ درهمًا"


_PERIOD_FORMS = {"day": ["يوميًا", "في اليوم", "لكل يوم", "عن كل يوم"], "month": ["شهريًا", "في الشهر", "لكل شهر"],
                 "year": ["سنويًا", "في السنة", "لكل سنة"], "week": ["أسبوعيًا", "في الأسبوع", "لكل أسبوع"]}


@given(st.sampled_from(sorted(_PERIOD_FORMS)), st.data(), st.integers(2, 900))
def test_the_period_forms_are_one_per(unit, data, n):
    from groundtest.text.arabic.frames import per_of
    from groundtest.text.matching import TextIndex

    form = data.draw(st.sampled_from(_PERIOD_FORMS[unit]))
    text = f"الرسم {n} ريالًا {form}."
    [v] = [x for x in TextIndex(text).values if x.kind == "money"]
    assert per_of(text, v) == unit, (text, per_of(text, v))


@given(st.sampled_from([(500, "غرام", "g:500"), (1, "كيلوغرام", "g:1000"), (250, "جرام", "g:250"), (2, "كيلوغرام", "g:2000")]))
def test_a_counted_measure_per(case):
    from groundtest.text.arabic.frames import per_of
    from groundtest.text.matching import TextIndex

    n, noun, key = case
    text = f"يُضاف 12 درهمًا عن كل {'' if n == 1 else str(n) + ' '}{noun} إضافي."
    v = TextIndex(text).values[0]
    assert per_of(text, v) == key


SURCHARGE = "يشمل السعر أول كيلوغرام. ويُضاف 12 درهمًا عن كل 500 غرام إضافية أو جزء منها. السعر الأساسي 85 درهمًا."


_BASE = "السعر الأساسي **٨٥ درهمًا**، ويشمل أول كيلوغرام.\n\n"


def test_a_surcharge_per_another_measure():
    ok = groundtest.check(_BASE + "يُضاف **١٢ درهمًا عن كل ٥٠٠ غرام** إضافية: ٤ × ١٢ = **٤٨ درهمًا**.", SURCHARGE)
    assert "frame_period" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check(_BASE + "يُضاف **١٢ درهمًا عن كل كيلوغرام إضافي**: ٢ × ١٢ = **٢٤ درهمًا**.", SURCHARGE)
    assert "frame_period" in _critical_kinds(bad), bad.findings


VISA_STAY = "تسمح التأشيرة لحاملها بالبقاء مدة أقصاها 90 يومًا في المجموع خلال فترة صلاحيتها، وهي صالحة لمدة سنة."


def test_a_total_stay_made_per_entry():
    lead = "| البند | التفاصيل |\n|---|---|\n| الصلاحية | سنة واحدة |\n"
    ok = groundtest.check(lead + "| مدة البقاء | حتى ٩٠ يومًا في المجموع |", VISA_STAY)
    assert "frame_period" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check(lead + "| مدة البقاء | حتى ٩٠ يومًا في كل دخول |", VISA_STAY)
    assert "frame_period" in _critical_kinds(bad), bad.findings


_RULES = {12: ("إذا رغب أحد طرفي عقد الإيجار في عدم تجديده، وجب عليه إشعار الطرف الآخر قبل انتهاء مدة العقد بستين يومًا على الأقل عبر منصة إيجار.",
               "يجب إشعار الطرف الآخر برغبتك في عدم التجديد قبل انتهاء مدة العقد بستين يومًا على الأقل عبر منصة إيجار"),
          15: ("لا يجوز للمؤجر زيادة الأجرة خلال مدة العقد.", "لا يجوز للمؤجر زيادة الأجرة خلال مدة العقد"),
          18: ("يلتزم المستأجر بسداد الأجرة في موعدها، وإذا تأخر أكثر من 30 يومًا من تاريخ الاستحقاق جاز للمؤجر طلب الفسخ.",
               "إذا تأخر المستأجر في سداد الأجرة أكثر من ٣٠ يومًا من تاريخ الاستحقاق جاز للمؤجر طلب الفسخ")}


LEASE = " ".join(f"المادة ({n}): {text}" for n, (text, _) in _RULES.items())


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(sorted(_RULES)), st.sampled_from(sorted(_RULES)), st.booleans())
def test_an_article_cited_for_its_own_rule_or_anothers(rule, cited, eastern):
    from groundtest.text.arabic.frames import cited_elsewhere

    number = str(cited).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")) if eastern else str(cited)
    claim = f"{_RULES[rule][1]}، وذلك وفق المادة ({number}) من اللائحة."
    hit = cited_elsewhere(claim, LEASE, {})
    if rule == cited:
        assert hit is None, (claim, hit)
    elif rule == 12:  # the long provision: its words tell it from any other
        assert hit is not None and "12" in hit[1], (claim, hit)


def test_a_notice_cited_under_the_rent_article_through_check():
    ok = groundtest.check(_RULES[12][1] + "، وذلك وفق المادة (١٢) من اللائحة.", LEASE)
    assert "legal_citation" not in _critical_kinds(ok), ok.findings
    bad = groundtest.check(_RULES[12][1] + "، وذلك وفق المادة (١٥) من اللائحة.", LEASE)
    assert "legal_citation" in _critical_kinds(bad), bad.findings


_BAGS = "يُسمح لكل راكب بحقيبتين بوزن إجمالي لا يتجاوز 30 كجم داخل العربة. الدراجات تُنقل في عربة الأمتعة مقابل 50 جنيهًا."


_BIKES = " الدراجات تُنقل في عربة الأمتعة مقابل 50 جنيهًا."


@settings(max_examples=30)
@given(st.sampled_from(["وكل شنطة وزنها لحد", "كل حقيبة يصل وزنها إلى", "وكل شنطة تاخد"]),
       st.sampled_from(["30 كيلو", "30 كجم", "٣٠ كيلو"]))
def test_the_contexts_total_said_of_each_item_is_caught(each, value):
    v = groundtest.check(f"مسموح لكل راكب بشنطتين، {each} {value}." + _BIKES, [_BAGS])
    assert "frame_period" in _critical_kinds(v)


@settings(max_examples=30)
@given(st.sampled_from(["لكل راكب", "مسموح لكل راكب بشنطتين وزنهم الإجمالي لحد", "لكل راكب بوزن إجمالي"]),
       st.sampled_from(["30 كيلو", "30 كجم"]))
def test_the_total_as_a_total_or_per_passenger_is_clean(said, value):
    v = groundtest.check(f"{said} {value}." + _BIKES, [_BAGS])
    assert "frame_period" not in _critical_kinds(v)


def test_all_the_fees_is_no_each():
    from groundtest.text.arabic.frames import per_before
    from groundtest.text.arabic.numbers import extract
    text = "كل الرسوم 30 ريالًا"
    [v] = extract(text)
    assert per_before(text, v) is None


_DEPOSIT = ("لا يجوز أن يتجاوز مبلغ التأمين (الضمانة) في عقد الإيجار السكني بدل إيجار ثلاثة أشهر. "
            "ويجب على المؤجّر إعادته خلال شهر من تسليم المأجور.")


_AT_LEAST = ["{v} على الأقل", "لا يقل عن {v}", "{v} كحد أدنى", "{v} فأكثر", "at least {v}", "no less than {v}",
             "a minimum of {v}", "{v} or more"]


_AT_MOST = ["حتى {v}", "لا يتجاوز {v}", "{v} كحد أقصى", "بحد أقصى {v}", "up to {v}", "at most {v}", "no more than {v}",
            "{v} or less"]


_THREE = ["ثلاثة أشهر", "٣ أشهر", "3 أشهر", "three months", "3 months"]


def _in_one_language(forms: list[str]):
    """(a bound form, a value) pairs written in one language, with the claim's lead in it."""
    return st.one_of(
        st.tuples(st.sampled_from([f for f in forms if not f.isascii()]), st.sampled_from(_THREE[:3]),
                  st.just("يجب أن يكون مبلغ التأمين ")),
        st.tuples(st.sampled_from([f for f in forms if f.isascii()]), st.sampled_from(_THREE[3:]),
                  st.just("The deposit must be ")))


@given(_in_one_language(_AT_LEAST))
def test_a_minimum_for_the_contexts_maximum_is_flipped(case):
    form, v, lead = case
    assert bound_flipped(lead + form.format(v=v) + ".", _DEPOSIT, {}) is not None


@given(_in_one_language(_AT_MOST + ["{v}"]))
def test_a_maximum_or_no_bound_for_the_contexts_maximum_is_not(case):
    form, v, lead = case
    assert bound_flipped(lead + form.format(v=v) + ".", _DEPOSIT, {}) is None


_FLOOR = "يجب ألا يقل راتب العامل عن 4000 ريال شهريًا."


@pytest.mark.parametrize("claim, flipped", [("الراتب بحد أقصى 4000 ريال شهريًا.", True),
                                             ("The salary can be up to SAR 4,000 a month.", True),
                                             ("الراتب 4000 ريال على الأقل شهريًا.", False),
                                             ("The salary must be at least SAR 4,000 a month.", False),
                                             ("الراتب بحد أقصى 5000 ريال شهريًا.", False)])
def test_a_maximum_for_the_contexts_minimum(claim, flipped):
    assert (bound_flipped(claim, _FLOOR, {}) is not None) is flipped


_PRICE_LISTS = [
    ("تعقيم القطط الإناث: ٤٥ ديناراً، والذكور: ٣٠ ديناراً، ويشمل الخياطة. تركيب الشريحة: ١٥ ديناراً.",
     [("الأنثى", "45 ديناراً"), ("الذكر", "30 ديناراً")]),
    ("تذاكر السباق: المدرج الرئيسي ١٨٠ ديناراً بحرينياً، مدرج المنعطف الأول ١٢٠ ديناراً، مدرج الجامعة ٩٠ ديناراً.",
     [("المدرج الرئيسي", "١٨٠ ديناراً"), ("مدرج المنعطف الأول", "١٢٠ ديناراً"), ("مدرج الجامعة", "٩٠ ديناراً")]),
    ("أسعار الغرف: الغرفة المفردة 400 درهم لليلة، والغرفة المزدوجة 650 درهماً، والجناح 1,200 درهم.",
     [("الغرفة المفردة", "400 درهم"), ("الغرفة المزدوجة", "650 درهماً"), ("الجناح", "1,200 درهم")]),
]


@pytest.mark.parametrize("ctx, rows", _PRICE_LISTS)
def test_a_row_with_its_own_value_is_no_swap(ctx, rows):
    for subject, value in rows:
        assert swapped(f"| {subject} | {value} |", ctx, {}) is None


@pytest.mark.parametrize("ctx, rows", _PRICE_LISTS)
def test_a_row_with_another_rows_value_is_a_swap(ctx, rows):
    for (subject, _), (_, value) in zip(rows, rows[1:] + rows[:1]):
        assert swapped(f"| {subject} | {value} |", ctx, {}) is not None


@pytest.mark.parametrize("row", ["| القطة | 45 ديناراً |", "| 5 كيلو | 3 ريالات | 15 ريالاً |", "| الذكر | 50 ديناراً |",
                                 "| المجموع للاثنين | 75 ديناراً |"])
def test_a_row_without_a_subject_of_the_context_or_its_value_is_not_read(row):
    assert swapped(row, _PRICE_LISTS[0][0], {}) is None


def test_the_swapped_sterilisation_table_is_caught_through_check():
    ctx = _PRICE_LISTS[0][0]
    right = "| القطة | السعر |\n|---|---|\n| الذكر | 30 ديناراً |\n| الأنثى | 45 ديناراً |\n| **المجموع** | **75 ديناراً** |"
    wrong = right.replace("30 ديناراً |\n| الأنثى | 45", "45 ديناراً |\n| الأنثى | 30")
    assert "frame_value" not in _critical_kinds(groundtest.check(right, [ctx], query="كم سعر تعقيم القطط؟ عندي ذكر وأنثى."))
    assert "frame_value" in _critical_kinds(groundtest.check(wrong, [ctx], query="كم سعر تعقيم القطط؟ عندي ذكر وأنثى."))


_GATES = "تفتح البوابات الساعة ١٠ صباحاً في يومَي التجارب والتأهيل، والساعة ٩ صباحاً يوم السباق. جميع التذاكر إلكترونية."


_DAYS = {"التأهيل": 10, "التجارب": 10, "السباق": 9}


@pytest.mark.parametrize("day", sorted(_DAYS))
@pytest.mark.parametrize("hour", [9, 10])
@pytest.mark.parametrize("form", ["{h} صباحاً", "{h}:00 صباحًا"])
def test_a_gate_time_is_checked_against_its_own_day(day, hour, form):
    claim = f"**يوم {day}:** تفتح البوابات الساعة **{form.format(h=hour)}** [1]."
    got = swapped(claim, _GATES, {})
    if day == "السباق" and hour == 10:
        pytest.xfail("the race day's clause is elliptical (its verb in the clause before): "
                     "the claim's words fit the 10am clause better, so the 10am claim is not read as a swap")
    assert (got is not None) == (hour != _DAYS[day])


_CLINIC = ("تعمل العيادة من السبت إلى الخميس من الساعة ٩ صباحاً حتى ١٠ مساءً. تُستقبل حالات الطوارئ (ألم شديد، تورّم، "
           "كسر سن) في اليوم نفسه دون موعد مسبق حتى الساعة ٩ مساءً فقط.")


@pytest.mark.parametrize("said, wrong", [("٩ مساءً", False), ("9:00 مساءً", False), ("التاسعة مساءً", False),
                                         ("١٠ مساءً", True), ("العاشرة مساءً", True)])
def test_the_emergency_hour_behind_a_bracketed_list_is_its_clauses(said, wrong):
    claim = f"⏰ **آخر وقت لاستقبال حالات الطوارئ: الساعة {said}.**"
    assert (swapped(claim, _CLINIC, {}) is not None) == wrong


def test_a_clock_range_of_the_context_is_no_single_rival():
    claim = "تعمل العيادة من السبت إلى الخميس حتى الساعة ٩ مساءً."  # two times in the clause: not read as a swap
    assert swapped(claim, _CLINIC, {}) is None


_LESSON = "الخوذة: ٥ دولارات. الدرس الخاص: ٦٠ دولاراً للساعة لشخص واحد، و٢٠ دولاراً لكل شخص إضافي في الدرس نفسه."


_HOTEL = "الغرفة: ٤٠٠ درهم لليلة لشخص واحد، و١٥٠ درهماً لكل شخص إضافي في الغرفة نفسها. الإفطار: ٥٠ درهماً."


@pytest.mark.parametrize("ctx, line", [
    (_LESSON, "- ٦٠ دولار للشخص الأول + ٢٠ للشخص الإضافي = ٨٠ دولار"),
    (_LESSON, "- الدرس الخاص لشخصين: ٦٠ دولاراً للشخص الأول و٢٠ للشخص الإضافي، المجموع ٨٠ دولاراً"),
    (_HOTEL, "- الغرفة لشخصين: ٤٠٠ درهم للشخص الأول + ١٥٠ للشخص الإضافي = ٥٥٠ درهماً"),
])
def test_a_worked_line_with_the_rivals_amount_for_its_own_subject_is_no_swap(ctx, line):
    assert swapped(line, ctx, {}) is None


@pytest.mark.parametrize("ctx, line", [
    (_LESSON, "- الدرس الخاص لشخصين: ٦٠ دولاراً للشخص الإضافي في الدرس نفسه، و٢٠ للساعة"),
    (_HOTEL, "- الغرفة لشخصين: ٤٠٠ درهم لكل شخص إضافي في الغرفة نفسها، و١٥٠ لليلة"),
])
def test_the_rivals_amount_left_with_the_values_own_words_is_still_a_swap(ctx, line):
    assert swapped(line, ctx, {}) is not None
