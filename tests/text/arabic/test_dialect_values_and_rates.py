"""Values in the dialects and the rates they are said per (issue 24):

- the dialects' number words as a table in the number grammar (numbers.DIALECT_NUMBER_WORDS: جوج، تنين = 2) and the
  sound change ث → ت over every standard number word (تلاتة، تمانية، تلاتين، اتنين);
- a currency's hundredth, the cent (numbers.SUBUNITS: "٣٥ سنتًا أمريكيًا" = $0.35);
- a rate of two denominators (frames.pers_of: "٣٦ درهمًا شهريًا عن كل طفل") restated with one of them, or with
  "each one" (لكل واحد) for its counted noun, and a total said by "together" (معًا);
- a value denied (وليس …) or the amount of a change (زادت بـ …) is said of no subject (frames.swapped), and a sentence
  beside an out-of-date caveat is read against the current chunks;
- a bare weekday after "every" (كل ثلاثاء) and "the two" after a dual verb (سكنتما الاثنين: no Monday).

Each with its wrong neighbours: another count, another period, another noun counted, a value of another subject
still flagged."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.text.arabic.dates import extract as date_values
from groundtest.text.arabic.numbers import extract, words_to_number
from groundtest.text.arabic.normalise import fold_text, stem_candidates
from groundtest.text.arabic.frames import per_changed, pers_of, swapped

STANDARD = {2: "اثنين", 3: "ثلاثة", 8: "ثمانية", 30: "ثلاثين", 38: "ثمانية وثلاثين", 300: "ثلاثمائة", 13: "ثلاثة عشر"}


def _t(s: str) -> str:
    return s.replace("ث", "ت")


@given(st.sampled_from(sorted(STANDARD)), st.sampled_from(["يوم", "دينار", "كيلو"]))
@settings(max_examples=40, deadline=None)
def test_the_dialect_th_as_t_reads_the_same_number(n, noun):
    std, dia = extract(f"{STANDARD[n]} {noun}"), extract(f"{_t(STANDARD[n])} {noun}")
    assert [(v.kind, v.amount, v.unit) for v in std] == [(v.kind, v.amount, v.unit) for v in dia]
    assert dia and dia[0].amount in (n, n * 1.0) or dia[0].unit == "kg"


@pytest.mark.parametrize("word", ["جوج", "تنين", "ثنين", "اتنين"])
def test_dialect_twos(word):
    assert words_to_number([fold_text(word)]) == 2


def test_a_words_own_th_is_kept():
    # "ثلث" (a third) and "ثلج" are no number word; only the number table takes the sound change
    assert not [v for v in extract("تلج كتير") if v.kind == "number"]


CTX_FAMILY = [{"title": "allocations.md", "text": "مبلغ التعويض ٣٠٠ درهم شهريًا عن كل طفل من الأطفال الثلاثة الأوائل، "
               "و٣٦ درهمًا شهريًا عن كل طفل من الرابع إلى السادس."}]


@pytest.mark.parametrize("word,n", [("جوج", 2), ("اتنين", 2), ("تنين", 2)])
def test_a_dialect_count_is_an_operand(word, n):
    r = f"كيعطيو **٣٠٠ درهم شهريًا** على كل طفل.\n\n- طفل واحد: ٣٠٠ درهم\n- {word}: {300 * n} درهم"
    assert check(r, CTX_FAMILY, "شحال كيعطيو على كل طفل؟").hallucination != "hallucinated"


def test_a_wrong_product_of_a_dialect_count_is_caught():
    r = "كيعطيو **٣٠٠ درهم شهريًا** على كل طفل.\n\n- طفل واحد: ٣٠٠ درهم\n- جوج: ٧٠٠ درهم"
    assert check(r, CTX_FAMILY, "شحال كيعطيو على كل طفل؟").hallucination == "hallucinated"


def test_the_cent_is_a_hundredth_of_the_dollar():
    [v] = extract("٣٥ سنتًا أمريكيًا")
    assert (v.kind, round(v.amount, 6), v.unit) == ("money", 0.35, "usd")
    assert [x.kind for x in extract("سنتين")] == ["quantity"]  # two years, no cents


def test_a_rate_of_two_denominators_is_a_chain():
    ctx = CTX_FAMILY[0]["text"]
    [v] = [x for x in extract(ctx) if x.amount == 36]
    assert pers_of(ctx, v) == frozenset({"month", min(stem_candidates(fold_text("طفل")), key=len)})


@pytest.mark.parametrize("claim", ["ومن الرابع حتى السادس: ٣٦ درهمًا لكل واحد.", "٣٦ درهمًا عن كل طفل.",
                                   "٣٦ درهمًا شهريًا."])
def test_one_denominator_of_the_chain_is_kept(claim):
    assert per_changed(claim, CTX_FAMILY[0]["text"], {}) is None


@pytest.mark.parametrize("claim", ["٣٦ درهمًا أسبوعيًا.", "٣٦ درهمًا سنويًا عن كل طفل.", "٣٦ درهمًا في اليوم."])
def test_another_period_is_still_a_changed_rate(claim):
    assert per_changed(claim, CTX_FAMILY[0]["text"], {}) is not None


def test_each_one_is_no_period():
    ctx = "رسم الاشتراك ٥٠ دينارًا شهريًا."
    assert per_changed("٥٠ دينارًا لكل واحد.", ctx, {}) is not None


CTX_BUS = [{"title": "fares.md", "text": "مسقط – صحار ٣ ريالات و٥٠٠ بيسة للاتجاه الواحد. يُسمح لكل راكب بحقيبتين لا يتجاوز "
            "وزنهما معًا ٤٠ كيلوغرامًا، ويُحتسب ٥٠٠ بيسة عن كل كيلوغرام زائد."}]


def test_together_is_a_total():
    r = "تذكرة مسقط – صحار **٣ ريالات و٥٠٠ بيسة**. وتذكير: لكل راكب حقيبتان بوزن إجمالي لا يتجاوز ٤٠ كغ."
    assert check(r, CTX_BUS, "كم التذكرة؟").hallucination == "clean"


def test_a_total_said_of_each_bag_is_still_caught():
    ctx = [{"title": "fares.md", "text": "يُسمح لكل راكب بحقيبتين، لكل حقيبة ٢٠ كيلوغرامًا."}]
    r = "يُسمح لكل راكب بحقيبتين بوزن إجمالي ٢٠ كغ."
    assert check(r, ctx, "كم الوزن المسموح؟").hallucination == "hallucinated"


@pytest.mark.parametrize("denial", ["وليس", "مش", "مو", "لا"])
def test_an_earlier_turns_figure_denied_is_no_swap(denial):
    r = f"تذكرة **مسقط – صحار** للاتجاه الواحد **٣ ريالات و٥٠٠ بيسة** ({denial} ٣ ريالات كما ذكرتُ سابقًا)."
    assert swapped(r, CTX_BUS[0]["text"], {}) is None
    r = f"مسقط – صحار للاتجاه الواحد **٣ ريالات و٥٠٠ بيسة** ({denial} ٣ ريالات)، ويُسمح لكل راكب بحقيبتين لا يتجاوز وزنهما معًا ٤٠ كيلوغرامًا."
    assert check(r, CTX_BUS, "كم التذكرة؟").hallucination != "hallucinated"


def test_the_old_figure_asserted_is_still_caught():
    r = "سعر تذكرة **مسقط – صحار** للاتجاه الواحد هو **٣ ريالات** فقط."
    assert check(r, CTX_BUS, "كم التذكرة؟").hallucination == "hallucinated"


CTX_STALE = [{"title": "fees-2024.md", "status": "superseded", "text": "رسوم التسجيل برسم الموسم ٢٠٢٤–٢٠٢٥: ١٥٠ درهمًا سنويًا، ومبلغ التأمين المدرسي ٥٠ درهمًا."},
             {"title": "fees.md", "status": "current", "text": "رسوم التسجيل برسم الموسم ٢٠٢٥–٢٠٢٦: ٢٠٠ درهم سنويًا، ومبلغ التأمين المدرسي ٥٠ درهمًا."}]


def test_a_sentence_beside_a_caveat_is_read_against_the_current_chunks():
    r = ("رسوم التسجيل للموسم ٢٠٢٥–٢٠٢٦ هي **٢٠٠ درهم سنويًا**، بالإضافة إلى **٥٠ درهمًا** للتأمين المدرسي.\n\n"
         "ملاحظة: فالموسم السابق (٢٠٢٤–٢٠٢٥) كانت الرسوم **١٥٠ درهمًا**، يعني زادت بـ ٥٠ درهمًا.")
    assert check(r, CTX_STALE, "شحال رسوم التسجيل؟").hallucination == "clean"


def test_the_superseded_fee_as_current_is_still_caught():
    r = "رسوم التسجيل للموسم ٢٠٢٥–٢٠٢٦ هي **١٥٠ درهمًا سنويًا**، بالإضافة إلى **٥٠ درهمًا** للتأمين المدرسي."
    assert check(r, CTX_STALE, "شحال رسوم التسجيل؟").hallucination == "hallucinated"


def test_a_value_swapped_between_subjects_is_still_caught():
    r = "رسوم التسجيل للموسم ٢٠٢٥–٢٠٢٦ هي **٥٠ درهمًا سنويًا**، يعني زادت بـ ٥٠ درهمًا."
    assert check(r, CTX_STALE[1:], "شحال رسوم التسجيل؟").hallucination == "hallucinated"


@pytest.mark.parametrize("day,key", [("ثلاثاء", "tuesday"), ("أربعاء", "wednesday"), ("خميس", "thursday")])
def test_every_bare_weekday(day, key):
    assert [v.unit for v in date_values(f"أعدي البوابة كل {day} الصبح")] == [f"weekday:{key}"]


@pytest.mark.parametrize("text", ["كل أحد بيعرف", "كل اثنين منكم", "كل جمعة"])
def test_bare_words_that_are_counts_or_the_week_are_no_days(text):
    assert not [v for v in date_values(text) if (v.unit or "").startswith("weekday:") and v.raw in ("أحد", "اثنين", "جمعة")] \
        or text == "كل جمعة"


def test_the_two_after_a_dual_verb_is_no_monday():
    assert not [v for v in extract("لو سكنتما الاثنين نفس الفترة") if v.kind == "date"]
    assert [v.unit for v in extract("سكنتما يوم الاثنين") if v.kind == "date"] == ["weekday:monday"]


CTX_SALIK = [{"title": "salik.md", "text": "Salik charges AED 6 per crossing during peak hours (6am–10am, Monday to Saturday). "
              "Crossings between 1am and 6am are free."}]


def test_the_users_weekday_over_an_english_context():
    r = "العبور بين ١ و٦ صباحًا مجاني، إذن عبورك يوم الثلاثاء الساعة ٥:٣٠ مجاني."
    assert check(r, CTX_SALIK, "أعدّي بوابة سالك الساعة ٥:٣٠ الفجر كل ثلاثاء، كم بيكلفني؟").hallucination != "hallucinated"


def test_another_weekday_than_the_users_is_still_checked():
    r = "العبور بين ١ و٦ صباحًا مجاني، إذن عبورك يوم الأحد الساعة ٥:٣٠ مجاني."
    v = check(r, CTX_SALIK, "أعدّي بوابة سالك الساعة ٥:٣٠ الفجر كل ثلاثاء، كم بيكلفني؟")
    assert v.hallucination == "hallucinated"


# ---------------------------------------------------------------- a bound inside a stated duration
@pytest.mark.parametrize("bound", ["لا تقل عن", "لا تزيد على", "لا تتجاوز", "أقصاها"])
@pytest.mark.parametrize("noun,amount,unit", [("سنة", 12.0, "month"), ("أسبوع", 7.0, "day"), ("شهر", 1.0, "month")])
def test_a_bound_between_the_word_of_duration_and_its_noun(bound, noun, amount, unit):
    vs = extract(f"يلتزم المزوّد بتقديم ضمان لمدة {bound} {noun} من تاريخ الشراء")
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("quantity", amount, unit)]


@pytest.mark.parametrize("text", ["أكثر من شهر", "خلال شهر", "لا تقل عن سنة", "بعد شهر"])
def test_a_bound_alone_is_still_no_stated_length(text):
    assert not extract(text)


CTX_WARRANTY = [{"title": "warranty.md", "text": "يلتزم المزوّد بتقديم ضمان للسلع المعمّرة لمدة لا تقل عن سنة من تاريخ الشراء، "
                 "وبتوفير قطع الغيار والصيانة لمدة خمس سنوات."}]


def test_one_year_restated_over_a_bounded_year():
    r = "الضمان لا تقل مدته عن **سنة واحدة** من تاريخ الشراء، وقطع الغيار والصيانة **٥ سنوات**."
    assert check(r, CTX_WARRANTY, "كم سنة الضمان؟").hallucination == "clean"


@pytest.mark.parametrize("said", ["ستة أشهر", "ثلاثة أشهر", "تسعة أشهر"])
def test_another_length_than_the_bounded_year_is_caught(said):
    r = f"الضمان لا تقل مدته عن **{said}** من تاريخ الشراء، وقطع الغيار والصيانة **٥ سنوات**."
    assert check(r, CTX_WARRANTY, "كم سنة الضمان؟").hallucination == "hallucinated"


# ---------------------------------------------------------------- "one of it" over an English context
CTX_TOLL = [{"title": "salik.md", "text": "On Sundays the toll is AED 4 all day, except 1am–6am, which stays free. Passing "
             "Al Mamzar North and South gates in the same direction within one hour is charged once."}]


def test_once_and_all_day_in_english_are_one_of_it():
    r = ("يوم الأحد **٤ دراهم** للعبور طوال اليوم، عدا ١–٦ صباحًا فهي مجانية. وعبور بوابتي المَمزر الشمالية والجنوبية "
         "في نفس الاتجاه خلال ساعة يُحتسب **مرة واحدة**.")
    assert check(r, CTX_TOLL, "كم سالك يوم الأحد؟").hallucination != "hallucinated"


def test_once_where_the_english_context_says_twice_is_caught():
    ctx = [{"title": "salik.md", "text": "Passing Al Mamzar North and South gates within one hour is charged twice, not once."}]
    r = "عبور بوابتي المَمزر الشمالية والجنوبية خلال ساعة يُحتسب **مرة واحدة**."
    assert check(r, ctx, "كم مرة؟").hallucination == "hallucinated"


def test_a_weekday_anchors_its_value_across_languages():
    r = ("هلا! 🚗\n\n**يوم الأحد:**\n- أيام الأحد يُطبّق سعر ثابت طوال اليوم وهو **٦ دراهم** (عدا ١–٦ صباحًا مجانًا).\n"
         "- في باقي الأيام، وقت الذروة **٦ دراهم**.")
    ctx = [{"title": "salik.md", "text": "Salik charges AED 6 per crossing during peak hours (6am–10am, Monday to Saturday) "
            "and AED 4 off-peak. On Sundays the toll is AED 4 all day, except 1am–6am, which stays free."}]
    assert check(r, ctx, "كم سالك يوم الأحد؟").hallucination == "hallucinated"
    assert check(r.replace("**٦ دراهم** (", "**٤ دراهم** ("), ctx, "كم سالك يوم الأحد؟").hallucination != "hallucinated"


# ---------------------------------------------------------------- the question's count referred back by its article
CTX_FEES = [{"title": "fees.md", "text": "بدل ضائع: ٢٥٠٠٠ دينار في المرة الأولى و٥٠٠٠٠ دينار في المرة الثانية وما بعدها."}]
Q_TWICE = "بدل الضائع ٢٥ ألف كل مرة صح؟ آني ضيعتها مرتين، يعني ٥٠ ألف بالمجموع؟"


def test_the_users_count_with_the_article_is_referred_back():
    r = "بدل الضائع مو نفس المبلغ كل مرة: المجموع على المرتين: ٢٥٬٠٠٠ + ٥٠٬٠٠٠ = **٧٥٬٠٠٠ دينار**، وليس ٥٠ ألفًا."
    assert check(r, CTX_FEES, Q_TWICE).hallucination != "hallucinated"


def test_an_invented_total_over_the_users_count_is_still_caught():
    r = "بدل الضائع مو نفس المبلغ كل مرة: المجموع على المرتين **٩٠٬٠٠٠ دينار**."
    assert check(r, CTX_FEES, Q_TWICE).hallucination == "hallucinated"
