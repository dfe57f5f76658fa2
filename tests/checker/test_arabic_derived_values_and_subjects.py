"""Values an Arabic answer derives or restates, read as such (text/arabic/numbers.py, dates.py, behaviour.py; checker
derive.py, frames.py, text/arabic/frames.py), each with its wrong neighbours still caught:

- an age said in words after the noun of age ("سن الستين"، "سن الخامسة والخمسين") is N years: "60 سنة" and "55 سنة"
  restate it, "57 سنة" does not;
- a month's length said beside its name ("مارس فيه 31 يوم"، "أبريل **30 يوم**") is a fact of the calendar (not
  "مارس فيه 30 يوم"); the days left of it after a day the answer states ("باقي 21 يوم في مارس" after "10 مارس"); an
  addend whose result follows behind an arrow ("زيد 9 أيام من ماي → 60" after "المجموع 51"; not 8);
- the first day of a range or a choice of days ("11–12 مارس"، "8 أو 9 ماي") is a date, right a day sooner where the
  sentence counts the first day ("حسب احتساب اليوم الأول"; not two days sooner);
- the spans between the days of a timeline the answer tabulates, each day named twice ("3 جوان 2026 | 3 يونيو 2026"),
  are counted (24 and 9 days; not 23 nor 33);
- the most tries short of the context's trigger ("لا تحاول أكثر من مرتين" over "بعد 3 محاولات خاطئة تُقفل"; not 4);
- a subject named with its gloss in brackets is one subject whichever part the answer brackets ("ساند (التعطل عن
  العمل) | 0.75%" over "التأمين ضد التعطل عن العمل (ساند) 0.75%"; the rows' figures swapped stay caught);
- a figure denied right before it ("وليس 25 درهماً") is given to no subject; a bare figure anchors the context's same
  figure with its unit ("8 سنوات (أكثر من 5) | 150 دولاراً" over "150 دولاراً … أكثر من 5 سنوات"; 75 stays caught);
- the dialect relative "يلي" is no name;
- the Algerian dinar's abbreviation is money ("12000 دج"), so a table's prices swapped between its rows are caught;
- the user's figure measured against the context's bound stated bare ("10 سنين (أكتر من 5)" for "أكثر من 5 سنوات") is
  their situation compared, not adopted (without the bound it is still adopted); an anchor said as a bound ("8 سنوات
  (أكثر من 5)") is the context's figure said as the same bound, so the other subject's fee beside it is caught;
- a day of the calendar is a value a subject is given ("دورة المراقبة: تنطلق يوم 27 جوان 2026" over "تُعلن نتائجها يوم
  27 جوان 2026. تنطلق دورة المراقبة يوم 6 جويلية 2026": swapped), the right days staying clean."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.text.matching import extract_values


def _critical(r: str, ctx: list, q: str) -> list:
    got = check(r, ctx, q)
    return [(f.rule, f.content) for f in got.findings if f.severity == "critical"] if got.hallucination == "hallucinated" else []


AGE_CTX = [{"title": "ssc.md", "text": "تنص المادة (62) على استحقاق راتب تقاعد الشيخوخة عند إكمال سن الستين للذكر وسن الخامسة "
            "والخمسين للأنثى، شريطة ألا تقل اشتراكات المؤمن عليه عن 180 اشتراكاً منها 84 اشتراكاً فعلياً على الأقل."}]
AGE_Q = "شو شروط الاشتراكات لراتب الشيخوخة؟"


@pytest.mark.parametrize(("phrase", "years"), [("سن الستين", 60), ("سن الخامسة والخمسين", 55), ("بلوغ سن الثامنة عشرة", 18),
                                               ("وسن الحادية والعشرين", 21), ("العمر السبعين", 70)])
def test_an_age_in_words_after_the_noun_of_age_is_years(phrase, years):
    got = [(v.kind, v.amount, v.unit) for v in extract_values(f"يستحق عند {phrase} للمؤمن عليه.")]
    assert got == [("quantity", 12.0 * years, "month")], got


def test_an_ordinal_after_another_noun_is_no_age():
    assert all(v.kind != "quantity" for v in extract_values("المادة الخامسة والخمسين من القانون"))


def _age_table(male: str, female: str) -> str:
    return (f"| الشرط | التفصيل |\n|---|---|\n| مجموع الاشتراكات | 180 على الأقل |\n| الاشتراكات الفعلية | 84 على الأقل |\n"
            f"| السن للذكر | {male} |\n| السن للأنثى | {female} |\n\nبالتوفيق!")


def test_ages_restated_in_figures_are_supported():
    assert _critical(_age_table("60 سنة", "55 سنة"), AGE_CTX, AGE_Q) == []


@given(st.sampled_from(["57 سنة", "58 سنة", "50 سنة", "65 سنة"]))  # (not 62: the article's number)
@settings(max_examples=8, deadline=None)
def test_a_wrong_age_is_caught(wrong):
    assert _critical(_age_table("60 سنة", wrong), AGE_CTX, AGE_Q)


CLAIM_CTX = [{"title": "cnss.md", "text": "يسترجع المؤمَّن له 70% من التعريفة الوطنية المرجعية بالنسبة للعلاجات الخارجية. يجب "
              "إيداع ملف استرجاع المصاريف داخل أجل أقصاه 60 يوماً من تاريخ العلاج. يشترط أن يتوفر المؤمَّن له على 54 يوماً من "
              "الاشتراك على الأقل. يمكن تتبع الملف عبر تطبيق «ما CNSS»."}]
CLAIM_Q = "تعالجت عند طبيب خاص يوم 10 مارس. إلى متى عندي الوقت باش نودع الملف ديال التعويض؟"


def _deadline(march: int, rest: int, april: int, total: int, may: int, day: str, counted: str) -> str:
    return ("مرحبا! 🗓️ الأجل القانوني لإيداع ملف استرجاع المصاريف هو **60 يوماً** من تاريخ العلاج.\n\n"
            "بما أن العلاج كان يوم **10 مارس**:\n"
            f"- مارس فيه {march} يوم → باقي **{rest} يوم** في مارس\n"
            f"- أبريل **{april} يوم** → المجموع {total}\n"
            f"- زيد **{may} أيام** من ماي → 60\n\n"
            f"يعني آخر أجل يكون حوالي **{day} ماي** {counted}، فالأحسن تودع الملف بكري 😉\n\n"
            "ومادام الأمر يتعلق بالعلاجات الخارجية، الاسترجاع كيكون **70%** من التعريفة الوطنية المرجعية، بشرط تكون عندك "
            "**54 يوم** من الاشتراك.\n\nالله يشافيك، وإلا بغيتي شي مساعدة أخرى أنا هنا.")


def test_a_worked_deadline_over_month_lengths_is_supported():
    assert _critical(_deadline(31, 21, 30, 51, 9, "8 أو 9", "حسب احتساب اليوم الأول"), CLAIM_CTX, CLAIM_Q) == []


@pytest.mark.parametrize("args", [
    (30, 20, 30, 50, 10, "9", ""),                           # March given 30 days
    (31, 23, 30, 53, 7, "9", ""),                            # the days left miscounted
    (31, 21, 30, 51, 8, "9", ""),                            # the addend not what takes 51 to 60
    (31, 21, 30, 51, 9, "7 أو 9", "حسب احتساب اليوم الأول"),  # two days sooner
    (31, 21, 30, 51, 9, "8 أو 9", ""),                       # a day sooner with no word of counting the first day
])
def test_a_wrong_step_of_the_worked_deadline_is_caught(args):
    assert _critical(_deadline(*args), CLAIM_CTX, CLAIM_Q)


BAC_CTX = [{"title": "bac.md", "text": "تنطلق الدورة الرئيسية لامتحان البكالوريا يوم الأربعاء 3 جوان 2026، وتُعلن نتائجها يوم "
            "27 جوان 2026. تنطلق دورة المراقبة يوم 6 جويلية 2026."}]
BAC_Q = "وقتاش يبدا الباك الرئيسي ووقتاش دورة المراقبة؟"
BAC_TABLE = ("| الحدث | التاريخ | بالتسمية الأخرى |\n|---|---|---|\n| الدورة الرئيسية | الأربعاء 3 جوان 2026 | 3 يونيو 2026 |\n"
             "| إعلان النتائج | 27 جوان 2026 | 27 يونيو 2026 |\n| دورة المراقبة | 6 جويلية 2026 | 6 يوليو 2026 |\n\n")


def _timeline(a: int, b: int) -> str:
    return BAC_TABLE + f"يعني بين انطلاق الدورة الرئيسية وإعلان النتائج **{a} يوماً**، وبين النتائج ودورة المراقبة **{b} أيام** فقط."


def test_the_spans_of_a_tabulated_timeline_are_counted():
    assert _critical(_timeline(24, 9), BAC_CTX, BAC_Q) == []


@pytest.mark.parametrize(("a", "b"), [(23, 9), (33, 9), (24, 19)])
def test_a_wrong_span_of_the_timeline_is_caught(a, b):
    assert _critical(_timeline(a, b), BAC_CTX, BAC_Q)


PAY_CTX = [{"title": "benefitpay.md", "text": "الحد اليومي لتحويل الأموال 1,000 دينار بحريني. بعد 3 محاولات خاطئة لإدخال الرمز "
            "السري تُقفل المحفظة لمدة 24 ساعة."}]
PAY_Q = "إذا غلطت في الرمز السري كم مرة تنقفل؟"


def _tries(x: str) -> str:
    return f"بعد **ثلاث** محاولات خاطئة تنقفل المحفظة لمدة 24 ساعة.\n\nنصيحة: إذا نسيت الرمز، لا تحاول أكثر من {x} عشان ما تنقفل المحفظة 😉"


def test_the_most_tries_short_of_the_lock_is_supported():
    assert _critical(_tries("مرتين"), PAY_CTX, PAY_Q) == []
    assert _critical(_tries("4 مرات"), PAY_CTX, PAY_Q)


GOSI_CTX = [{"title": "gosi.md", "text": "تُحتسب الاشتراكات للعاملين السعوديين كالآتي: فرع المعاشات 9% على العامل و9% على صاحب "
             "العمل، وفرع الأخطار المهنية 2% على صاحب العمل وحده، والتأمين ضد التعطل عن العمل (ساند) 0.75% على العامل و0.75% "
             "على صاحب العمل. الحد الأعلى للأجر الخاضع للاشتراك 45,000 ريال شهرياً."}]
GOSI_Q = "راتبي الشهري 10000 ريال. كم يُخصم مني للتأمينات؟"


def _shares(first: str, second: str) -> str:
    return (f"## حصتك كعامل\n| الفرع | النسبة | المبلغ |\n|---|---|---|\n| {first} | 9% | 900 ر.س |\n| {second} | 0.75% | 75 ر.س |\n"
            "| **الإجمالي** | **9.75%** | **975 ر.س** |\n\nوراتبك داخل الحدود النظامية.")


@pytest.mark.parametrize("name", ["ساند (التعطل عن العمل)", "التعطل عن العمل (ساند)", "ساند"])
def test_a_subject_with_its_gloss_in_brackets_is_one_subject(name):
    assert _critical(_shares("المعاشات", name), GOSI_CTX, GOSI_Q) == []


def test_the_rows_figures_swapped_are_caught():
    assert _critical(_shares("ساند (التعطل عن العمل)", "المعاشات"), GOSI_CTX, GOSI_Q)


ORDER_CTX = [{"title": "oea.md", "text": "رسوم نقابة المهندسين في بيروت: الاشتراك السنوي 150 دولاراً أميركياً للمهندس الذي مضى "
              "على انتسابه أكثر من 5 سنوات، و75 دولاراً للمنتسب خلال سنواته الخمس الأولى. لا يحق للمهندس غير المسدِّد "
              "لاشتراكاته تسجيل أي معاملة هندسية لدى النقابة."}]
ORDER_Q = "Two engineers in our office: one joined the Beirut Order 8 years ago, the other 2 years ago. What's each one's annual fee?"


def _fees(first: str, second: str) -> str:
    return ("أهلاً بك! هيك بيكون الاشتراك السنوي لكل واحد منهم:\n\n| المهندس | مدة الانتساب | الاشتراك السنوي |\n|---|---|---|\n"
            f"| الأول | 8 سنوات (أكثر من 5) | **{first}** |\n| الثاني | سنتان (ضمن الخمس الأولى) | **{second}** |\n\n"
            "والأهم: المهندس يلي ما مسدد اشتراكه ما فيه يسجّل أي معاملة هندسية بالنقابة.")


def test_a_bound_anchor_and_a_dialect_relative_are_read_right():
    assert _critical(_fees("150 دولاراً", "75 دولاراً"), ORDER_CTX, ORDER_Q) == []


def test_the_fees_swapped_are_caught():
    assert _critical(_fees("75 دولاراً", "150 دولاراً"), ORDER_CTX, ORDER_Q)


PASSPORT_CTX = [{"title": "passeport.md", "text": "تجديد جواز السفر البيومتري: حقوق الطابع الجبائي 6000 دج لجواز السفر "
                 "العادي ذي 28 صفحة، و12000 دج لجواز السفر ذي 48 صفحة. مدة صلاحية الجواز 10 سنوات للبالغين."}]
PASSPORT_Q = "شحال الطابع الجبائي لجواز السفر ديال 48 صفحة؟"


@pytest.mark.parametrize(("written", "amount"), [("12000 دج", 12000.0), ("6000 د.ج", 6000.0), ("250 د.م", 250.0)])
def test_the_maghreb_currency_abbreviations_are_money(written, amount):
    got = [(v.kind, v.amount) for v in extract_values(f"الرسم {written} فقط.")]
    assert got == [("money", amount)], got


def _stamps(a: str, b: str) -> str:
    return (f"مرحبا! 📘 هاذي الأسعار حسب نوع الجواز البيومتري:\n\n| نوع الجواز | حقوق الطابع الجبائي |\n|---|---|\n"
            f"| 28 صفحة (العادي) | {a} |\n| **48 صفحة** | **{b}** |\n\n- الصلاحية **10 سنين** للبالغين.\n\nبالتوفيق! ✈️")


def test_a_table_of_stamp_duties_is_read_by_its_rows():
    assert _critical(_stamps("6000 دج", "12000 دج"), PASSPORT_CTX, PASSPORT_Q) == []
    assert _critical(_stamps("12000 دج", "6000 دج"), PASSPORT_CTX, PASSPORT_Q)


def _calendar(results: str, resit: str) -> str:
    return ("مرحباً! 📅 إليك الرزنامة الخاصة بامتحان البكالوريا دورة 2026:\n\n1. **الدورة الرئيسية:** تنطلق يوم الأربعاء "
            f"**3 جوان 2026**.\n2. **دورة المراقبة:** تنطلق يوم **{resit}**.\n3. **إعلان النتائج:** يوم **{results}**.\n\n"
            "بالتوفيق والنجاح إن شاء الله! 🌟")


def test_the_days_of_a_calendar_are_given_to_their_events():
    assert _critical(_calendar("27 جوان 2026", "6 جويلية 2026"), BAC_CTX, BAC_Q) == []
    assert _critical(_calendar("6 جويلية 2026", "27 جوان 2026"), BAC_CTX, BAC_Q)


FEE_Q = "بدي إعرف قديش الاشتراك السنوي إذا صرلي 10 سنين منتسب؟"


@pytest.mark.parametrize("bound", ["(أكتر من 5)", "(أكثر من 5)", "(يعني أكتر من 5 سنين)"])
def test_the_users_figure_against_the_bound_is_no_adopted_premise(bound):
    r = f"أهلا فيك 👷‍♂️\n\nبما إنك منتسب من **10 سنين** {bound}، اشتراكك **150 دولار** بالسنة.\n\nبالتوفيق! 🙌"
    assert _critical(r, ORDER_CTX, FEE_Q) == []


def test_the_users_figure_with_no_bound_is_still_adopted():
    r = "أهلا فيك 👷‍♂️\n\nبما إنك منتسب من **10 سنين**، اشتراكك **150 دولار** بالسنة.\n\nبالتوفيق! 🙌"
    assert _critical(r, ORDER_CTX, FEE_Q)


@pytest.mark.parametrize("bound", ["أكثر من 5", "أكتر من 5"])
def test_a_bound_anchor_ties_the_bounds_own_fee(bound):
    row = "| المهندس | مدة الانتساب | الاشتراك السنوي |\n|---|---|---|\n| الأول | 8 سنوات ({b}) | **{fee}** |\n\nبالتوفيق!"
    assert _critical(row.format(b=bound, fee="150 دولاراً"), ORDER_CTX, ORDER_Q) == []
    assert _critical(row.format(b=bound, fee="75 دولاراً"), ORDER_CTX, ORDER_Q)


def test_score_reads_the_worked_deadline_and_flags_a_wrong_step(tmp_path):
    from groundtest.cli import main

    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": CLAIM_Q, "context": CLAIM_CTX, "response": r}
            for i, r in (("right", _deadline(31, 21, 30, 51, 9, "8 أو 9", "حسب احتساب اليوم الأول")),
                         ("wrong", _deadline(30, 20, 30, 50, 10, "9", "")))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["right"]["hallucinated"]
    assert got["wrong"]["hallucinated"]
