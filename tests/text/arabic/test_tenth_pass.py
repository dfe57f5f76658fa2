"""Tenth pass (issue 24): classes found on the older Arabic dev sets' false alarms (blind4-ar-dev,
blind5-ar-dev), each written as a grammar and tested on neighbours both ways: right neighbours stay
clean, wrong ones (a wrong product, a wrong part, another subject's figure) are still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from groundtest.text.arabic.numbers import extract as arabic_values

_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _critical(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


def _money(text: str) -> list[tuple[float | None, str | None]]:
    return [(v.amount, v.unit) for v in arabic_values(text) if v.kind == "money"]


# --- a currency said once and elided after و/أو: the bare figure is a sum of that currency -----------------

_CURRENCIES = [("جنيهًا", "egp"), ("درهمًا", "aed"), ("دينارًا", "kwd"), ("ريالًا", "sar")]


@given(st.integers(11, 900), st.integers(2, 900), st.sampled_from(_CURRENCIES),
       st.sampled_from(["في الأولى أو", "للكبار و", "أو", "للدرجة الأولى، و"]), st.booleans())
def test_a_bare_figure_coordinated_after_a_sum_takes_its_currency(a, b, cur, gap, indic):
    x, y = (str(a), str(b)) if not indic else (str(a).translate(_INDIC), str(b).translate(_INDIC))
    got = _money(f"السعر {x} {cur[0]} {gap} {y} في التانية.")
    assert len(got) == 2 and got[1][0] == float(b) and got[0][1] == got[1][1]


@pytest.mark.parametrize("text", ["دفعت 150 جنيهًا. 3 أطفال معي.", "السعر 150 جنيهًا لمدة 3 أيام وعددهم 4",
                                  "150 جنيهًا (انظر البند 4)", "الرسوم 150 جنيهًا: 4 أشخاص"])
def test_a_figure_not_coordinated_with_the_sum_keeps_no_currency(text):
    assert len(_money(text)) == 1


# --- a supposition answered after a comma signals its working (a sum, a difference, a rate × amount) -------


_FERRY = {"title": "شروط-السفر.md", "text": "يُسمح لكل راكب بـ25 كجم من الأمتعة مجانًا، وما زاد يُحتسب بـ0.500 ريال لكل "
          "كيلوجرام. يلزم العُمانيين إبراز البطاقة الشخصية."}
_RIAL_WORDS = {1: "ريال واحد", 2: "ريالين", 3: "ثلاثة ريالات", 4: "أربعة ريالات", 5: "خمسة ريالات", 6: "ستة ريالات"}


# --- a part of each fare, the currency said once: the half (النص, read as 50%) of each stated fare --------

_TRAIN = {"title": "أسعار-التذاكر.md", "text": "القاهرة–الإسكندرية الدرجة الأولى 150 جنيهًا والدرجة الثانية 95 جنيهًا. "
          "الأطفال من 4 إلى أقل من 10 سنوات يدفعون نصف التذكرة."}


# --- a difference said as a change by an amount, or as what the user is left with ---------------------------


_VISA = [{"title": "الرسوم-١٤٤٥.md", "text": "رسوم التأشيرة السياحية الإلكترونية 535 ريالًا شاملة التأمين الصحي."},
         {"title": "الرسوم-١٤٤٧.md", "text": "اعتبارًا من ١ محرم ١٤٤٧هـ أصبحت رسوم التأشيرة السياحية الإلكترونية 300 ريال، "
          "يُضاف إليها رسم التأمين الصحي البالغ 180 ريالًا."}]


_PARKING = {"title": "الدفع-عبر-التطبيق.md", "text": "يتيح التطبيق تمديد المدة عن بُعد، بشرط أن يتم التمديد قبل انتهاء المدة بـ 10 "
            "دقائق على الأقل. وتُرسل إشعارات تنبيهية قبل انتهاء الوقت بـ 15 دقيقة."}


# --- a word of working behind a proclitic and the article ("فالفارق"، "فالمجموع"، "بالإجمالي") -------------

_PLANS = {"title": "الإنترنت-المنزلي.md", "text": "باقة 100 ميغابت/ثانية بسعر 15 دينارًا شهريًا، وباقة 300 ميغابت/ثانية "
          "بسعر 22 دينارًا شهريًا."}


# --- a figure denied right before it ("… 80 دينارًا، وليست 90"): the Arabic reading is behaviour.negated_before;
# the value pass of checker/lookups consults only the English _CORRECTED there. Measured with the one-line hook
# `or _denied_ar(text, start)` beside it (negated_before on the 24 characters before): blind4-ar-dev2 false
# alarms 7 -> 6 of 35 (a4-multi_turn-03), nothing else moving; not wired (the checker module is another helper's).


# --- a bare result of working on sums of one currency (after "=" or a word of difference) is of that currency

@given(st.sampled_from(_CURRENCIES), st.integers(100, 900), st.sampled_from(["= ", "بزيادة ", "بفارق ", "(بزيادة **"]),
       st.booleans())
def test_a_bare_result_after_equals_or_a_difference_takes_the_sentences_currency(cur, n, lead, indic):
    x = str(n).translate(_INDIC) if indic else str(n)
    got = _money(f"المبلغ {x} {cur[0]} {lead}{x} تقريبًا")
    assert len(got) == 2 and got[-1] == (float(n), got[0][1])


@pytest.mark.parametrize("text", ["الرسوم 10 دنانير و5 ريالات، بفارق 5", "عدد الطلاب 30 = 3 صفوف",
                                  "المبلغ 150 دينارًا. بزيادة 5 عن الحد", "بفارق 5 أيام عن 150 دينارًا"])
def test_a_bare_result_with_no_single_currency_before_it_in_its_sentence_stays_bare(text):
    assert [v.raw for v in arabic_values(text) if v.kind == "money" and not any(ch.isalpha() for ch in v.raw)] == []


_POST = {"title": "التعريفات.md", "text": "الحوالة البريدية الداخلية برسوم ١٪ من المبلغ بحد أدنى ديناران."}


