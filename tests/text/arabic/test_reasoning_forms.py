"""The answer's own reasoning in Arabic, read as reasoning (issue 24):

- a heading that names the user's item by their figure, with the paragraph under it setting that figure against the
  context's value, compares it (lookups._compared_after; a heading that supposes, "لو كانت …:", does not);
- a quotient given as its whole part with what is left over (behaviour.FLOORED_WORDS: "٥٠ ÷ ٦ = ٨، ويتبقى درهمان");
- a month supposed by a condition on what the user did ("لو بديت الشغل في يناير") and the month a stated count of
  months leads to from it (suppose.supposed_month);
- a count carried over a month's end ("… إلى ٣١ أيار = ٨ أيام، ومن ١ حزيران …": months.carried_over);
- "better you …" (الأفضل تسأل) as advice.

Each with its wrong neighbours: the wrong quotient, the wrong month, a day that is no month's edge, a context's own
month end, an adopted figure under a heading with no comparison."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.months import carried_over
from groundtest.text.arabic.behaviour import advises, says_floored

CTX_AGES = [{"title": "age-limits.md", "text": "تُصرف التعويضات العائلية إلى أن يبلغ الطفل ١٢ سنة، وتُمدَّد إلى ١٨ سنة للطفل "
             "المتمدرس، وإلى ٢١ سنة للطالب في التعليم العالي."}]
Q_AGES = "الكبير عندو ١٤ عام وباقي كيقرا، واش مازال كياخد التعويضات؟"


def test_a_heading_naming_the_users_item_then_comparing():
    r = ("**١. الطفل الأكبر (١٤ سنة، متمدرس):**\nالتعويضات تُصرف حتى سن **١٢ سنة**، ولكن تُمدَّد إلى **١٨ سنة** للطفل "
         "المتمدرس. بما أنه باقي كيقرا، فهو مازال مستفيدًا.")
    assert check(r, CTX_AGES, Q_AGES).hallucination != "hallucinated"


def test_the_users_figure_under_a_heading_with_no_comparison_is_still_adopted():
    r = "**١. الطفل الأكبر (١٤ سنة):**\nتُصرف التعويضات إلى أن يبلغ الطفل ١٤ سنة، فهو لم يعد مستفيدًا."
    assert check(r, CTX_AGES, Q_AGES).hallucination == "hallucinated"


CTX_SALIK = [{"title": "salik-account.md", "text": "يُباع ملصق سالك بسعر ١٠٠ درهم، منها ٥٠ درهمًا رصيد قابل للاستخدام."},
             {"title": "salik-tariff.md", "text": "Salik charges AED 6 per crossing during peak hours."}]


@given(st.sampled_from(["ويتبقى درهمان", "والباقي درهمان", "ويبقى درهمان", "عبورات كاملة"]))
@settings(max_examples=8, deadline=None)
def test_a_floored_quotient_with_what_is_left(rest):
    r = ("الرصيد القابل للاستخدام **٥٠ درهمًا**، ورسم العبور في الذروة **٦ دراهم**.\n\n"
         f"- ٥٠ ÷ ٦ = ٨ {rest}.")
    assert says_floored(r)
    assert check(r, CTX_SALIK, "كم عبور أقدر أسوي وقت الذروة؟").hallucination != "hallucinated"


@pytest.mark.parametrize("n", [7, 9])
def test_a_wrong_floored_quotient_is_caught(n):
    r = ("الرصيد القابل للاستخدام **٥٠ درهمًا**، ورسم العبور في الذروة **٦ دراهم**.\n\n"
         f"- ٥٠ ÷ ٦ = {n} عبورات، ويتبقى درهمان.")
    assert check(r, CTX_SALIK, "كم عبور أقدر أسوي وقت الذروة؟").hallucination == "hallucinated"


CTX_LEAVE = [{"title": "leave.md", "text": "المادة (٧٠): للعامل الحق في إجازة سنوية مدفوعة الأجر مدتها ثلاثون يومًا، ولا "
              "يستحقها عن السنة الأولى إلا بعد قضاء تسعة أشهر في خدمة صاحب العمل."}]
MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]


def _leave(start: int, led: int, verb: str = "بديت") -> str:
    return ("- **المدة:** **30 يومًا** مدفوعة الأجر.\n- **الاستحقاق في السنة الأولى:** بعد قضاء **9 أشهر** في خدمة صاحب "
            f"العمل.\n\nيعني لو {verb} الشغل في بداية {MONTHS[start]}، تستحق إجازتك عن السنة الأولى ابتداءً من بداية {MONTHS[led]}.")


#: (مارس is also the verb "practised": the grammar reads it as a month only with a day or a year, so it is left out here)
_NOT_MARCH = st.integers(0, 11).filter(lambda m: m != 2)


@given(_NOT_MARCH.filter(lambda m: (m + 9) % 12 != 2), st.sampled_from(["بديت", "اشتغلتي", "ابتديت"]))
@settings(max_examples=20, deadline=None)
def test_the_month_nine_months_lead_to_from_the_users_start(start, verb):
    assert check(_leave(start, (start + 9) % 12, verb), CTX_LEAVE, "متى أستحق الإجازة؟").hallucination != "hallucinated"


@given(_NOT_MARCH, st.sampled_from([1, 2, 6, 8, 10]))
@settings(max_examples=20, deadline=None)
def test_a_month_the_count_does_not_reach_is_caught(start, off):
    if (start + off) % 12 == 2:
        return
    assert check(_leave(start, (start + off) % 12), CTX_LEAVE, "متى أستحق الإجازة؟").hallucination == "hallucinated"


@pytest.mark.parametrize("cond", ["لو بدأ الموسم", "إذا كانت السنة تبدأ", "لو انتهت الدورة"])
def test_a_rule_month_in_a_bare_condition_is_still_checked(cond):
    r = _leave(0, 9).replace("لو بديت الشغل", cond)
    assert check(r, CTX_LEAVE, "متى أستحق الإجازة؟").hallucination == "hallucinated"


@pytest.mark.parametrize("day,anchors,ok", [
    ((6, 1), [(5, 31)], True), ((7, 1), [(6, 30)], True), ((3, 1), [(2, 28)], True), ((1, 1), [(12, 31)], True),
    ((5, 31), [(6, 1)], True),
    ((6, 2), [(5, 31)], False),   # not the month's first day
    ((6, 1), [(5, 30)], False),   # May has 31 days
    ((6, 1), [(4, 30)], False),   # not the month before
])
def test_carried_over(day, anchors, ok):
    assert carried_over(day, anchors) is ok


CTX_HAJJ = [{"title": "hajj.md", "text": "تنطلق أول رحلات الحجاج برًّا يوم ٢٥ ذي القعدة ١٤٤٦هـ الموافق ٢٣ أيار ٢٠٢٥م، ويوم "
             "عرفة ٩ ذي الحجة ١٤٤٦هـ الموافق ٥ حزيران ٢٠٢٥م."}]


def test_a_count_carried_over_the_months_end():
    r = ("أول رحلة برية **٢٣ أيار ٢٠٢٥م**، ويوم عرفة **٥ حزيران ٢٠٢٥م**.\n\n- من ٢٣ أيار إلى ٣١ أيار = ٨ أيام\n"
         "- ومن ١ حزيران إلى ٥ حزيران = ٥ أيام\n- **المجموع: ١٣ يومًا**.")
    assert check(r, CTX_HAJJ, "كم يوم بين طلوعها ويوم عرفة؟").hallucination == "clean"


def test_a_day_inside_the_next_month_is_still_caught():
    r = ("أول رحلة برية **٢٣ أيار ٢٠٢٥م**، ويوم عرفة **٥ حزيران ٢٠٢٥م**.\n\n- من ٢٣ أيار إلى ٣١ أيار = ٨ أيام\n"
         "- ومن ٣ حزيران إلى ٥ حزيران = ٣ أيام\n- **المجموع: ١١ يومًا**.")
    assert check(r, CTX_HAJJ, "كم يوم بين طلوعها ويوم عرفة؟").hallucination == "hallucinated"


def test_a_context_month_end_makes_no_next_day_of_the_answers():
    ctx = [{"title": "t", "text": "آخر موعد للتسجيل ٣١ آذار ٢٠٢٥."}]
    assert check("آخر موعد للتسجيل هو **١ نيسان ٢٠٢٥**.", ctx, "متى آخر موعد؟").hallucination == "hallucinated"


@pytest.mark.parametrize("sentence,ok", [("بس الأفضل تسأل صاحب المولد مباشرةً.", True), ("أحسن تتصل بالبلدية.", True),
                                         ("من الأفضل أن تراجع المكتب.", True), ("العرض الأفضل هو الباقة الذهبية.", False)])
def test_better_you_is_advice(sentence, ok):
    assert advises(sentence) is ok


def test_the_questions_month_end_carries_no_count_into_the_answer():
    # the question's "30 April" is no day of the answer's: "until 1 May 2021" is not the count carried over
    ctx = [{"title": "w.md", "text": "The warranty lasts 1 years from the date of purchase."}]
    assert check("Your warranty runs until 1 May 2021.", ctx, "I bought it on 30 April 2020.").hallucination == "hallucinated"
    assert check("Your warranty runs until 30 April 2021.", ctx, "I bought it on 30 April 2020.").hallucination != "hallucinated"
