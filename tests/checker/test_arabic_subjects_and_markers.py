"""Arabic answers read by the general mechanisms (issue 24, the eighth development set's second half): each both
ways — the right answer passes, its hallucinated neighbour is still flagged.

- a currency word is part of its sum, no subject word: a claim restating one fee with its own percentage, floor
  and cap is not "another subject's" because another fee also counts dirhams (text.arabic.frames.swapped);
- a clause that opens with its figure ("…، و١٫٥٠٠ دينار لباقي المحافظات") shares the words before the first
  figure of the clause before it (its subject elided);
- a source marker's words (a file name) are no subject words, and an Arabic source marker naming a file or a
  number the context lacks is a fabricated citation (checker.lookups.citations);
- a currency symbol after the figure ("95$"، "2,400 $") is money, in either script;
- the dialects' second person plural (بتدفعوه، بتنبسطوا، فيكن) addresses the user;
- a hedged clause about the writer itself (… اتلخبط معايا) is no guess of the world;
- a table cell's label numbered in brackets ("| بالغ (2) |") is the answer's own label;
- a remainder said by its participle ("باقي لك 6 أشهر") and an addition by the dialects' passive ("بينزاد")
  signal working; "نقل" (transport) is no verb of decrease.
"""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.cli import main
from groundtest.text.arabic.behaviour import (STOPWORDS, addresses_user, is_filler, working_ops,
                                              writer_of_itself)
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.matching import extract_values

AR = "٠١٢٣٤٥٦٧٨٩"


def ar(n: "int | str") -> str:
    return "".join(AR[int(c)] if c.isdigit() else c for c in str(n))


def ar_thousands(n: int) -> str:
    return ar(f"{n:,}").replace(",", "٬")


# ------------------------------------------------------------------ a currency word is no subject word

def _fees(p1: int, lo: int, cap1: int, p2: int, cap2: int) -> str:
    return (f"رسم قيد الدعوى المدنية معلومة القيمة {ar(p1)}٪ من قيمة المطالبة، بحد أدنى {ar(lo)} درهم وبحد أقصى "
            f"{ar_thousands(cap1)} درهم. رسم الاستئناف {ar(p2)}٪ من قيمة المطالبة بحد أقصى {ar_thousands(cap2)} درهم.")


_FEE = st.tuples(st.integers(3, 9), st.sampled_from([300, 500, 700]), st.sampled_from([25000, 30000, 35000]),
                 st.integers(1, 2), st.sampled_from([15000, 20000]))


@settings(max_examples=20, deadline=None)
@given(_FEE)
def test_one_fee_restated_with_its_own_floor_and_cap(fee):
    p1, lo, cap1, p2, cap2 = fee
    context = _fees(p1, lo, cap1, p2, cap2)
    r = f"- الدعوى المدنية معلومة القيمة رسمها **{p1}% من قيمة المطالبة**، بحد أدنى {lo} درهم وأقصى {cap1:,} درهم."
    assert check(r, context).hallucination != "hallucinated", (r, check(r, context))


@settings(max_examples=20, deadline=None)
@given(_FEE)
def test_a_working_line_with_the_fees_own_percentage(fee):
    p1, lo, cap1, p2, cap2 = fee
    context = _fees(p1, lo, cap1, p2, cap2)
    r = f"- النسبة: {p1}% من قيمة المطالبة ← {p1}% × 200,000 = {p1 * 2000:,} درهم"
    assert check(r, context).hallucination != "hallucinated", (r, check(r, context))


@settings(max_examples=20, deadline=None)
@given(_FEE)
def test_the_other_fees_cap_or_percentage_is_still_flagged(fee):
    p1, lo, cap1, p2, cap2 = fee
    context = _fees(p1, lo, cap1, p2, cap2)
    for r in (f"رسم الاستئناف {p2}% من قيمة المطالبة بحد أقصى {cap1:,} درهم.",
              f"رسم قيد الدعوى المدنية معلومة القيمة {p2}% من قيمة المطالبة.",
              f"رسم الاستئناف {p1}% من قيمة المطالبة بحد أقصى {cap2:,} درهم."):
        assert check(r, context).hallucination == "hallucinated", r


# ------------------------------------------------------------------ a clause's elided subject

_DELIVERY = ("خدمة التوصيل من صيدليات الشفاء في الكويت: رسوم التوصيل ٠٫٧٥٠ دينار كويتي داخل محافظتي العاصمة وحولي، "
             "و١٫٥٠٠ دينار لباقي المحافظات. التوصيل مجاني للطلبات التي تزيد قيمتها على ١٠ دنانير. مدة التوصيل خلال "
             "٩٠ دقيقة في العاصمة وحولي، وخلال ٤ ساعات في باقي المحافظات.")


def test_the_elided_items_fee_is_its_own():
    r = "رسوم التوصيل لمحافظتك 1.500 دينار."
    assert check(r, _DELIVERY).hallucination != "hallucinated", check(r, _DELIVERY)


def test_the_fees_swapped_between_the_items_are_flagged():
    for r in ("رسوم التوصيل لباقي المحافظات 0.750 دينار.", "رسوم التوصيل داخل محافظتي العاصمة وحولي 1.500 دينار."):
        assert check(r, _DELIVERY).hallucination == "hallucinated", r


# ------------------------------------------------------------------ source markers

_GRANT = [{"title": "marriage-grant-process.md",
           "text": "تُدرس الطلبات خلال ١٠ أيام عمل، ويُصرف المبلغ خلال ٣٠ يومًا من تاريخ الموافقة."},
          {"title": "marriage-grant-eligibility.md", "text": "تبلغ قيمة منحة الزواج ٧٠٬٠٠٠ درهم."}]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["المصدر", "المرجع", "مصدر", "المصادر"]), st.sampled_from([": ", ":", " "]),
       st.sampled_from(["()", "[]"]), st.sampled_from(["marriage-grant-process.md", "marriage-grant-eligibility.md", "1", "2"]))
def test_an_arabic_marker_of_a_retrieved_source(word, sep, brackets, cited):
    r = f"تُدرس الطلبات خلال 10 أيام عمل {brackets[0]}{word}{sep}{cited}{brackets[1]}."
    assert check(r, _GRANT).hallucination != "hallucinated", (r, check(r, _GRANT))


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["المصدر", "المرجع", "مصدر", "المصادر"]), st.sampled_from([": ", ":", " "]),
       st.sampled_from(["()", "[]"]), st.sampled_from(["marriage-grant-faq.md", "grant-process.md", "أسئلة-شائعة.md", "3", "7"]))
def test_an_arabic_marker_of_a_source_not_retrieved_is_fabricated(word, sep, brackets, cited):
    r = f"تُدرس الطلبات خلال 10 أيام عمل {brackets[0]}{word}{sep}{cited}{brackets[1]}."
    v = check(r, _GRANT)
    assert v.hallucination == "hallucinated", r
    assert any(f.type == "fabricated_citation" and f.rule == "citation" for f in v.findings), v


def test_a_source_described_in_words_is_not_held_to_the_titles():
    r = "تُدرس الطلبات خلال 10 أيام عمل (المصدر: دليل الإجراءات)."
    assert all(f.type != "fabricated_citation" for f in check(r, _GRANT).findings)


def test_score_flags_a_fabricated_arabic_marker(tmp_path):
    cases = tmp_path / "cases.jsonl"
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "كم تستغرق دراسة الطلب؟", "context": _GRANT,
             "response": "تُدرس الطلبات خلال 10 أيام عمل (المصدر: marriage-grant-process.md)."},
            {"id": "made-up", "type": "answerable", "expect": "answer", "query": "كم تستغرق دراسة الطلب؟", "context": _GRANT,
             "response": "تُدرس الطلبات خلال 10 أيام عمل (المصدر: marriage-grant-faq.md)."}]
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    code = main(["score", str(cases), "--no-store", "--results", str(out)])
    assert code in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["ok"]["hallucinated"]
    assert got["made-up"]["hallucinated"]
    assert any(f["type"] == "fabricated_citation" for f in got["made-up"]["findings"])


# ------------------------------------------------------------------ a currency symbol after the figure

@given(st.integers(1, 99999), st.sampled_from(["", " "]), st.sampled_from(list("$€£")), st.booleans(), st.booleans())
def test_a_symbol_after_a_figure_is_money(n, space, sym, arabic_digits, arabic_words):
    fig = ar(n) if arabic_digits else str(n)
    text = f"السعر {fig}{space}{sym} لليلة" if arabic_words else f"| {fig}{space}{sym} |"
    vals = [v for v in extract_values(text) if v.amount == n]
    assert vals and vals[0].kind == "money" and vals[0].unit == {"$": "usd", "€": "eur", "£": "gbp"}[sym], (text, vals)


@given(st.integers(1, 99), st.integers(1, 99))
def test_a_symbol_opening_the_next_figure_is_not_the_first_ones(a, b):
    vals = extract_values(f"buy {a} ${b} notes")
    assert [(v.kind, v.amount) for v in vals] == [("number", a), ("money", b)]


_BOOKING = [{"title": "booking-policy-2025.md",
             "text": "سياسة الحجز المحدثة لعام ٢٠٢٥: يُطلب عربون بنسبة ٣٠٪ من قيمة الحجز عند التأكيد."}]


@settings(max_examples=15, deadline=None)
@given(st.sampled_from([100, 200, 300, 500]))
def test_a_worked_example_in_dollars_after_the_figure(total):
    r = f"**مثال:** إذا حجزك {total}$، العربون = **{total * 3 // 10}$**."
    assert check(r, _BOOKING).hallucination != "hallucinated", (r, check(r, _BOOKING))
    wrong = f"**مثال:** إذا حجزك {total}$، العربون = **{total * 4 // 10 + 7}$**."
    assert check(wrong, _BOOKING).hallucination == "hallucinated", wrong


# ------------------------------------------------------------------ the dialects' second person

_STEMS = ["دفع", "نبسط", "حجز", "لاق", "روح", "شوف", "سأل"]


@given(st.sampled_from(["ب", "ح", "ه", "وب"]), st.sampled_from(_STEMS), st.sampled_from(["وا", "و", "وه", "وها", "وهم"]))
def test_the_dialects_second_person_plural_addresses_the_user(prefix, stem, end):
    assert addresses_user(f"الرسوم {prefix}ت{stem}{end} عند التأكيد")


@given(st.sampled_from(["ترك", "تبرع", "تعاون", "تقدم"]), st.sampled_from(["وا", "وه", "وها"]))
def test_a_perfect_third_person_plural_is_no_address(stem, end):
    assert not addresses_user(f"الطلاب {stem}{end} أمس")


def test_the_levantine_plural_you_on_a_preposition():
    assert addresses_user("أهلا فيكن!") and addresses_user("هاد الحساب إلكن")
    assert not addresses_user("ولكن الرسوم ثابتة")


# ------------------------------------------------------------------ the writer of itself

_METRO = "اشتراكات الطلاب ربع سنوية: ٢٠٠ جنيه لطلاب المدارس و٢٥٠ جنيهًا لطلاب الجامعات."


def test_a_hedge_on_the_writers_own_mix_up_is_no_guess():
    r = "طلاب الجامعات: ٢٥٠ جنيه — وده غالبًا الرقم اللي اتلخبط معايا."
    v = check(r, _METRO)
    assert v.hallucination != "hallucinated", v


def test_a_hedged_guess_about_the_world_is_still_critical():
    for r in ("وغالبًا الاشتراك بيتجدد أونلاين من تطبيق المترو.", "وغالبًا في خصم إضافي للأخوات في نفس المدرسة."):
        assert check(r, _METRO).hallucination == "hallucinated", r


@given(st.sampled_from(["معايا", "معي", "مني", "عني", "ليا"]))
def test_the_writers_me(word):
    assert writer_of_itself([fold_text("اتلخبط"), fold_text(word)])
    assert not writer_of_itself([fold_text("المحكمة"), fold_text("العليا")])


# ------------------------------------------------------------------ a cell's bracketed label

_HEGRA = "جولة الحِجر بالحافلة: ٩٥ ريالًا للبالغ. الأطفال دون ١٢ عامًا بنصف السعر، والأطفال دون ٥ أعوام مجانًا."


@given(st.sampled_from(["بالغ", "البالغ", "Adult", "طفل"]), st.integers(1, 6))
def test_a_numbered_label_in_brackets_is_the_answers_own(label, k):
    r = f"| الشخص | السعر |\n|---|---|\n| {label} ({k}) | 95 ريال |"
    assert check(r, _HEGRA, query="إحنا شخصين بالغين، كم المجموع؟").hallucination != "hallucinated"


def test_a_labelled_row_with_a_wrong_price_is_flagged():
    r = "| الشخص | السعر |\n|---|---|\n| بالغ (1) | 120 ريال |"
    assert check(r, _HEGRA).hallucination == "hallucinated"


# ------------------------------------------------------------------ behaviour words

def test_a_tunisian_greeting_and_offer_state_nothing():
    for s in ("عسلامة! 😊", "كان عندك فاتورة ولا وثيقة من الصوناد، ابعثهالي ونعاونك تفهمها.", "حاجة أخرى؟"):
        assert is_filler(s), s
    for s in ("كان عندك موعد يوم الأحد في الفرع.", "كان الرسم 50 دينار، ابعثهالي"):
        assert not is_filler(s), s


def test_the_dialects_possessives_are_function_words():
    for w in ("ديالو", "ديالها", "عندو", "عندها", "بالنسبة", "كتر"):
        assert fold_text(w) in STOPWORDS, w


@given(st.sampled_from(["باقي لك", "باقيلك", "فاضل لك", "المتبقي لك", "يبقى لك", "باقي ليك"]))
def test_a_remainder_said_by_its_participle_is_a_difference(said):
    assert "-" in working_ops(f"✅ ({said} 6 أشهر)")


@given(st.sampled_from(["بينزاد", "بيتضاف", "انزادت", "تنضاف", "ينضاف"]))
def test_the_dialects_passive_of_adding_is_a_sum(verb):
    assert "+" in working_ops(f"بليلتي الجمعة والسبت {verb} ١٠ دولار على كل ليلة")


def test_transport_is_no_verb_of_decrease():
    assert "-" not in working_ops("بيت الضيافة بيأمّن نقل من بيروت بحوالي ٥٠ دولار للسيارة")


_REMAIN = ("يُشترط أن يُقدَّم الطلب خلال سنتين من تاريخ عقد الزواج.")


@given(st.integers(2, 22))
def test_the_months_left_of_the_window(gone):
    q = f"تزوجنا قبل {gone} شهر. هل أستحق المنحة؟"
    r = f"| التقديم خلال سنتين (24 شهرًا) من عقد الزواج | مضى {gone} شهرًا | ✅ (باقي لك {24 - gone} أشهر) |"
    assert check(r, _REMAIN, query=q).hallucination != "hallucinated", (r, check(r, _REMAIN, query=q))


def test_the_wrong_months_left_are_flagged():
    q = "تزوجنا قبل 18 شهر. هل أستحق المنحة؟"
    r = "| التقديم خلال سنتين (24 شهرًا) من عقد الزواج | مضى 18 شهرًا | ✅ (باقي لك 9 أشهر) |"
    assert check(r, _REMAIN, query=q).hallucination == "hallucinated"


_ROOMS = ("الغرفة المزدوجة ٦٥ دولارًا لليلة شاملة الفطور. يُضاف ١٠ دولارات على كل ليلة في عطلة نهاية الأسبوع "
          "(ليلتا الجمعة والسبت).")


def test_a_weekend_price_added_in_the_dialect():
    r = "- **٦٥ دولار** لليلة.\n- بليلتي الجمعة والسبت بينزاد **١٠ دولار** على كل ليلة، يعني **٧٥ دولار**."
    assert check(r, _ROOMS).hallucination != "hallucinated", check(r, _ROOMS)
    wrong = "- **٦٥ دولار** لليلة.\n- بليلتي الجمعة والسبت بينزاد **١٠ دولار** على كل ليلة، يعني **٨٥ دولار**."
    assert check(wrong, _ROOMS).hallucination == "hallucinated"


# ------------------------------------------------------------------ obligation weakened to a preference

_DADAN = ("جولة دادان وجبل عكمة بـ ٧٥ ريالًا للبالغ. يُشترط الحجز المسبق عبر موقع Experience AlUla، "
          "ولا تُباع التذاكر عند البوابات.")


@given(st.sampled_from(["يُفضَّل", "يستحسن", "يُحبَّذ"]), st.sampled_from(["", " لضمان توفر المقاعد", " لتجنب الزحام"]))
def test_a_required_booking_said_preferable_is_flagged(word, purpose):
    r = f"يمكنك الذهاب يوم الزيارة، لكن {word} الحجز المسبق عبر موقع Experience AlUla{purpose}."
    assert check(r, _DADAN).hallucination == "hallucinated", r


@given(st.sampled_from(["يُشترط", "يجب", "لازم"]), st.sampled_from(["", " لضمان توفر المقاعد", " لتجنب الزحام"]))
def test_the_required_booking_restated_with_a_reason_keeps_its_polarity(word, purpose):
    r = f"{word} الحجز المسبق عبر موقع Experience AlUla{purpose}."
    assert all(f.rule != "frame_polarity" for f in check(r, _DADAN).findings), (r, check(r, _DADAN))
    if not purpose:
        assert check(r, _DADAN).hallucination != "hallucinated", (r, check(r, _DADAN))


# ------------------------------------------------------------------ an Arabic answer's period over an English context

_SIO = ("Social insurance contributions: 7% paid by the employee and 12% by the employer on the insurable monthly "
        "wage. The insurable wage is capped at BD 4,000 per month.")


@given(st.sampled_from(["سنويًا", "في السنة", "أسبوعيًا", "يوميًا"]))
def test_another_period_than_the_english_contexts_is_flagged(period):
    r = f"**الحد الأقصى للأجر الخاضع للاشتراك:** **4,000 دينار بحريني {period}**."
    v = check(r, _SIO)
    assert v.hallucination == "hallucinated" and any(f.rule == "frame_period" for f in v.findings), (r, v)


@given(st.sampled_from(["شهريًا", "في الشهر", "للشهر"]))
def test_the_english_contexts_period_passes(period):
    r = f"**الحد الأقصى للأجر الخاضع للاشتراك:** **4,000 دينار بحريني {period}**."
    assert all(f.rule != "frame_period" for f in check(r, _SIO).findings)


# ------------------------------------------------------------------ a row's subject against a broken plural

_METRO2 = "اشتراكات الطلاب ربع سنوية (٣ أشهر): ٢٠٠ جنيه لطلاب المدارس و٢٥٠ جنيهًا لطلاب الجامعات."


@given(st.sampled_from(["أنت", "انت", "الطالب"]))
def test_a_row_with_the_universitys_price_passes(who):
    r = f"| الطالب | السعر |\n|---|---|\n| {who} (طالب جامعة) | 250 جنيه |"
    assert check(r, _METRO2).hallucination != "hallucinated", (r, check(r, _METRO2))


@given(st.sampled_from(["أنت", "انت"]))
def test_a_row_with_the_schools_price_for_the_university_is_flagged(who):
    # (a subject cell with a noun of its own, "ابنك (طالب جامعة)", names too little of the clause: not read)
    r = f"| الطالب | السعر |\n|---|---|\n| {who} (طالب جامعة) | 200 جنيه |"
    assert check(r, _METRO2).hallucination == "hallucinated", r


# ------------------------------------------------------------------ the user's premise adopted

_SONEDE = "أجل خلاص الفاتورة ١٥ يومًا من تاريخ إصدارها. معلوم إعادة الربط ١٥ دينارًا."
_PREMISE_Q = "بما أن أجل خلاص فاتورة الماء شهر كامل، نجّم نخلّص بعد ٢٥ يوم من إصدارها بلاش مشاكل؟"


def test_the_premise_corrected_passes():
    r = "لا، أجل الخلاص **15 يومًا** من تاريخ الإصدار، فبعد 25 يوم يكون الأجل قد فات."
    assert check(r, _SONEDE, query=_PREMISE_Q).hallucination != "hallucinated", check(r, _SONEDE, query=_PREMISE_Q)


# ------------------------------------------------------------------ a verdict against the rule's floor, its window restated

_NSSF = ("يغطي الصندوق ٩٠٪ من كلفة الاستشفاء. يُشترط لاستحقاق التقديمات أن يكون قد سُدِّد عن الأجير اشتراك ٣ أشهر "
         "على الأقل خلال الأشهر الستة السابقة.")


@given(st.sampled_from(["شهر", "شهرين"]))
def test_a_count_under_the_floor_said_to_qualify_is_flagged(paid):
    q = f"انسدد عني اشتراك {paid} بس خلال آخر ٦ أشهر، بيحقلي الضمان؟"
    r = f"- مسدّد عنك **{paid}** خلال آخر ٦ أشهر، **يعني الشرط متحقق** ✅"
    assert check(r, _NSSF, query=q).hallucination == "hallucinated", r


@given(st.sampled_from(["٤ أشهر", "٥ أشهر"]))
def test_a_count_over_the_floor_said_to_qualify_passes(paid):
    q = f"انسدد عني اشتراك {paid} خلال آخر ٦ أشهر، بيحقلي الضمان؟"
    r = f"- مسدّد عنك **{paid}** خلال آخر ٦ أشهر، **يعني الشرط متحقق** ✅"
    assert all(f.rule != "threshold" for f in check(r, _NSSF, query=q).findings)
