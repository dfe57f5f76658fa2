"""The Arabic hooks seen from the user's side: groundtest.score (must_include by meaning, Arabic
refusals and offers) and groundtest.check."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

import groundtest
import pytest
from groundtest import score
from groundtest.model import Case

FEES = [{"title": "رسوم الخدمات 1447هـ",
         "text": "اعتبارًا من 1/7/1447هـ الموافق 21/12/2025م أصبحت رسوم إعادة إصدار الشريحة 15 ريالًا."}]


def graded(response, context, must_include=(), expect="answer", query="كم الرسوم؟"):
    type_ = {"answer": "answerable", "abstain": "unanswerable"}[expect]
    [r] = score([Case(id="x", type=type_, expect=expect, query=query, context=context, response=response,
                      must_include=list(must_include))])
    return r


def test_must_include_by_meaning_in_arabic_indic_digits():
    r = graded("رسوم إعادة إصدار الشريحة **١٥ ريالًا**.", FEES, ["15 ريالًا"])
    assert not any(f.type == "missing_value" for f in r.findings)
    r = graded("رسوم إعادة إصدار الشريحة **٢٥ ريالًا**.", FEES, ["15 ريالًا"])
    assert any(f.type == "missing_value" for f in r.findings)


def test_hijri_date_and_its_gregorian_equivalent_in_must_include():
    ok = graded("تطبق الرسوم الجديدة من 21/12/2025م.", FEES, ["1/7/1447هـ"])
    assert not any(f.type == "missing_value" for f in ok.findings)
    wrong = graded("تطبق الرسوم الجديدة من 22/12/2025م.", FEES, ["1/7/1447هـ"])
    assert any(f.type == "missing_value" for f in wrong.findings)


def test_arabic_refusal_on_an_empty_retrieval_is_not_a_hallucination():
    r = graded("عذرًا، لم أجد أي معلومات حول مواعيد عمل هذا الفرع في المستندات المتاحة لي. "
               "هل هناك شيء آخر يمكنني مساعدتك به؟ 🙏", [], expect="abstain", query="ما مواعيد العمل؟")
    assert not r.hallucinated and not r.over_refused


def test_arabic_guess_after_a_gap_is_still_checked():
    r = graded("لم أجد مستندًا بهذا الشأن، لكن عادةً ما تستغرق الخدمة من 5 إلى 10 أيام عمل.", [],
               expect="abstain", query="كم تستغرق الخدمة؟")
    assert r.hallucinated


def test_check_sees_arabic_values():
    v = groundtest.check("رسوم إعادة إصدار الشريحة ٢٥ ريالًا.", FEES)
    assert v.hallucination == "hallucinated"
    assert any("٢٥ ريالًا" in f.content for f in v.findings)


def test_advice_to_check_with_the_office_after_an_empty_retrieval_is_an_abstention():
    r = graded("لا توجد نتائج في المستندات المسترجعة حول سياسة تقسيط الرسوم، لذلك لا يمكنني التأكيد. "
               "أنصحك بالتواصل مع مكتب الشؤون المالية في الجامعة.", [], expect="abstain", query="هل يمكن تقسيط الرسوم؟")
    assert not r.hallucinated and not r.over_refused
    r = graded("لا توجد نتائج في المستندات المسترجعة حول سياسة تقسيط الرسوم. يمكنك التقسيط عبر تطبيق الجامعة على 4 دفعات.",
               [], expect="abstain", query="هل يمكن تقسيط الرسوم؟")
    assert r.hallucinated  # a channel and a figure: a claim, not a referral


LEAVE = [{"title": "نظام العمل — المادة 109",
          "text": "يستحق العامل إجازة سنوية لا تقل عن واحد وعشرين يومًا، تزاد إلى ثلاثين يومًا إذا أمضى العامل في خدمة "
                  "صاحب العمل خمس سنوات متصلة."}]


def test_the_users_own_value_restated_is_not_adopted():
    q = "أعمل لدى الشركة منذ ست سنوات. كم يومًا إجازتي؟"
    ok = groundtest.check("بما أنك أمضيت ست سنوات متصلة، فإنك تستحق إجازة لا تقل عن ثلاثين يومًا.", LEAVE, q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("تستحق إجازة لا تقل عن ست سنوات.", LEAVE, q)
    assert bad.hallucination == "hallucinated"


def test_a_total_of_the_answers_own_working_is_derived():
    ctx = [{"title": "باقة العمرة", "text": "سعر الباقة 450 ريالًا عمانيًا للشخص البالغ. يحصل الأطفال دون 12 عامًا على خصم 30% من سعر البالغ."}]
    q = "نحن شخصان بالغان وطفل عمره 8 سنوات، كم التكلفة؟"
    ok = groundtest.check("- البالغان: 2 × 450 = 900 ر.ع\n- الطفل: 450 × 0.7 = 315 ر.ع\n\n**المجموع: 1215 ريالًا عمانيًا**", ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("- البالغان: 2 × 450 = 900 ر.ع\n- الطفل: 450 × 0.7 = 315 ر.ع\n\n**المجموع: 1315 ريالًا عمانيًا**", ctx, q)
    assert bad.hallucination == "hallucinated"


# --- through groundtest.check, each class both ways

def _critical(v) -> list[str]:
    return [f.rule for f in v.findings if f.severity == "critical"]


def test_a_quoted_app_name_the_context_lacks():
    ctx = [{"title": "hagz", "text": "يمكن حجز موعد استخراج جواز السفر عبر «بوابة مصر الرقمية»، ثم التوجه إلى مكتب "
                                     "الجوازات التابع لـ«مصلحة الجوازات والهجرة والجنسية»."}]
    ok = groundtest.check("احجز موعدك عبر **«بوابة مصر الرقمية»**، ثم توجه إلى مكتب الجوازات التابع لـ**«مصلحة الجوازات "
                          "والهجرة والجنسية»**.", ctx)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("احجز موعدك عبر **«بوابة مصر الرقمية»** أو من خلال تطبيق **«جوازك»** على الموبايل.", ctx)
    assert "name" in _critical(bad)


def test_the_right_figure_is_no_name():
    ctx = "يستحق العامل إجازة سنوية مدفوعة الأجر لا تقل عن ثلاثين يوماً، بواقع يومين ونصف عن كل شهر."
    v = groundtest.check("إذاً زميلك محق، والرقم الصحيح ٣٠ يوماً على الأقل وليس ٢١.", ctx, "كم يوم إجازة أستحق؟")
    assert "name" not in _critical(v)


def test_a_bare_riyal_is_the_contexts():
    ctx = "رسوم ترخيص القارب 20 ريالاً عُمانياً سنوياً، وغرامة التأخير ريالان عُمانيان عن كل شهر بحد أقصى 12 ريالاً عُمانياً."
    ok = groundtest.check("الغرامة هنا أقل من الحد الأقصى (١٢ ريالاً).", ctx)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("الغرامة هنا أقل من الحد الأقصى (١٥ ريالاً).", ctx)
    assert bad.hallucination == "hallucinated"
    assert groundtest.check("الحد الأقصى ١٢ ريالاً قطرياً.", ctx).hallucination == "hallucinated"


def test_a_value_glossed_by_the_contexts_value():
    ctx = "تُصرف الأدوية المزمنة لمدة 90 يوماً في كل مرة، ويُحجز الموعد بعد 14 يوماً."
    for said in ("تُصرف لمدة **ثلاثة أشهر** (تسعين يوماً) في كل مرة.", "تُصرف لمدة تسعين يوماً (ثلاثة أشهر) في كل مرة."):
        v = groundtest.check(said, ctx)
        assert v.hallucination != "hallucinated", (said, v.findings)
    for said in ("تُصرف لمدة **شهرين** (ستين يوماً) في كل مرة.", "تُصرف لمدة **ثلاثة أشهر** في كل مرة.",
                 "تُصرف لمدة **أربعة أشهر** (تسعين يوماً) في كل مرة."):
        assert groundtest.check(said, ctx).hallucination == "hallucinated", said


def test_a_hijri_day_without_its_year_and_midnight():
    ctx = ("يجب نقل الرخص قبل نهاية يوم 15 رمضان 1446هـ. الفترة المسائية من 8 مساءً حتى 12 منتصف الليل.")
    ok = groundtest.check("إذاً آخر موعد ١٥ رمضان، والفترة المسائية ٨:٠٠ م – ١٢:٠٠ منتصف الليل.", ctx)
    assert ok.hallucination != "hallucinated", ok.findings
    assert groundtest.check("إذاً آخر موعد ١٦ رمضان.", ctx).hallucination == "hallucinated"
    assert groundtest.check("الفترة المسائية حتى ١١:٠٠ م.", ctx).hallucination == "hallucinated"


def test_an_article_cited_by_its_ordinal_in_parentheses():
    ctx = ("نظام الوساطة العقارية.\nالمادة (الرابعة): لا يجوز ممارسة الوساطة العقارية إلا بعد الحصول على الترخيص.\n"
           "المادة (العاشرة): لا يجوز للوسيط الإعلان عن عقار إلا بعد إبرام عقد وساطة مع مالكه.")
    ok = groundtest.check("**المادة العاشرة:** لا يجوز للوسيط الإعلان عن عقار إلا بعد إبرام عقد وساطة مع مالكه.", ctx)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("**المادة الحادية عشرة:** لا يجوز للوسيط الإعلان عن عقار إلا بعد إبرام عقد وساطة مع مالكه.", ctx)
    assert "legal_citation" in _critical(bad)


def test_a_fine_tied_to_the_wrong_bracket():
    ctx = ("مخالفات تجاوز السرعة: التجاوز بأقل من 20 كم/ساعة غرامته 30 ديناراً كويتياً، والتجاوز من 20 إلى 40 كم/ساعة "
           "غرامته 50 ديناراً، والتجاوز بأكثر من 40 كم/ساعة يُحال فيه السائق إلى المحكمة.")
    q = "وإذا كان التجاوز ٣٠ كم؟"
    ok = groundtest.check("التجاوز بمقدار ٣٠ كم/ساعة غرامته ٥٠ ديناراً كويتياً.", ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("التجاوز بمقدار ٣٠ كم/ساعة غرامته أيضاً ٣٠ ديناراً كويتياً.", ctx, q)
    assert bad.hallucination == "hallucinated"


def test_a_count_beside_a_fee_is_not_the_contexts_dual():
    """"| تسجيل المحرك | 2 | 10 ر.ع |": the count 2 is not the context's "ريالان" (a fee) tying 10 to a rival."""
    ctx = "ورسوم تسجيل المحرك 10 ريالات عُمانية لكل محرك. وتُفرض غرامة تأخير قدرها ريالان عُمانيان بحد أقصى 12 ريالاً عُمانياً."
    v = groundtest.check("تسجيل المحرك: 2 × 10 ر.ع لكل محرك = 20 ر.ع", ctx, "عندي قارب بمحركين، كم الرسوم؟")
    assert "frame_value" not in _critical(v), v.findings


def test_declining_to_guess_after_an_empty_retrieval():
    r = graded("أعتذر منك 😔 لم أجد في المستندات المتاحة لي أي معلومات حول هذا العرض.\n\nلا أريد أن أخمّن سعراً قد يكون "
               "خاطئاً. إذا عندك تفاصيل العرض، ابعثها لي ونراجعها مع بعض! هل تحتاج إلى مساعدة أخرى؟", [],
               expect="abstain", query="قداش سوم الإنترنت؟")
    assert not r.hallucinated and not r.over_refused, r.findings
    r = graded("لم أجد في المستندات أي معلومات. لا أريد أن أخمّن، لكن السعر عادةً 30 ديناراً.", [],
               expect="abstain", query="قداش سوم الإنترنت؟")
    assert r.hallucinated


def test_an_english_answer_in_millimes_over_an_arabic_context():
    ctx = "يُحتسب الاستهلاك خارج الباقة بـ 0,250 دينار للدقيقة نحو جميع الشبكات الوطنية، و0,050 دينار للرسالة القصيرة."
    ok = groundtest.check("| Calls | 250 millimes per minute (0.250 TND) |\n| SMS | 50 millimes per message (0.050 TND) |", ctx)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("| Calls | 350 millimes per minute (0.350 TND) |", ctx)
    assert bad.hallucination == "hallucinated"


# --- values in Arabic-Indic digits are checked like any other

@given(st.integers(11, 999), st.sampled_from(["يومًا", "ساعة", "أسبوعًا", "شهرًا"]), st.booleans())
@settings(max_examples=40, deadline=None)
def test_a_quantity_in_arabic_indic_digits_is_checked(n, unit, eastern):
    """"٤٠ يومًا" over a context of "ثلاثين يومًا" is another value (its digits were once read as none)."""
    table = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹" if eastern else "٠١٢٣٤٥٦٧٨٩")
    ctx = f"يلتزم صاحب العمل بالدفع خلال {n} {unit} من تاريخ الطلب."
    ok = groundtest.check(f"يلتزم صاحب العمل بالدفع خلال {str(n).translate(table)} {unit}.", ctx)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check(f"يلتزم صاحب العمل بالدفع خلال {str(n + 10).translate(table)} {unit}.", ctx)
    assert bad.hallucination == "hallucinated"


def test_a_step_label_is_no_figure():
    ctx = "رسوم إصدار البطاقة الصحية 100 ريال قطري للمقيمين، وتُجدد سنوياً."
    ok = groundtest.check("### الخطوة ١: استخراج البطاقة\n- رسوم الإصدار **١٠٠ ريال قطري**.\n\n### الخطوة ٢: التجديد\n"
                          "- تُجدد البطاقة **سنوياً**.", ctx)
    assert "value" not in _critical(ok), ok.findings
    bad = groundtest.check("### الخطوة ١: استخراج البطاقة\n- رسوم الإصدار **١٥٠ ريال قطري**.", ctx)
    assert "value" in _critical(bad)


def test_round_the_clock_is_24_hours():
    ctx = "مركزا الرويس وأبو بكر الصديق يعملان على مدار الساعة كالمعتاد، وباقي المراكز من 8 صباحاً حتى 2 ظهراً."
    for said in ("مركزا الرويس وأبو بكر الصديق يعملان **على مدار ٢٤ ساعة**.", "مركزا الرويس وأبو بكر الصديق يعملان ٢٤/٧."):
        v = groundtest.check(said, ctx)
        assert v.hallucination != "hallucinated", (said, v.findings)
    assert groundtest.check("باقي المراكز تعمل على مدار الساعة.", "باقي المراكز تعمل من 8 صباحاً حتى 2 ظهراً.").hallucination \
        == "hallucinated"


def test_the_users_figure_restated_with_a_possessive_or_a_future_verb():
    ctx = "جواز السفر للقاصرين دون 18 سنة صالح لمدة 3 سنوات، وللبالغين 7 سنوات."
    q = "عايز أطلع جواز لبنتي اللي عندها ١٢ سنة، مدته كام؟"
    ok = groundtest.check("جواز ابنتك (١٢ سنة = قاصر) صالح لمدة ثلاث سنوات.", ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = groundtest.check("جواز القاصر صالح لمدة ١٢ سنة.", ctx, q)
    assert bad.hallucination == "hallucinated"
    vat = "تُفرض ضريبة القيمة المضافة بنسبة 15% على معظم السلع والخدمات."
    q = "كم سأدفع على فاتورة قيمتها 1000 ريال قبل الضريبة؟"
    ok = groundtest.check("- الضريبة: ١٠٠٠ × ١٥٪ = ١٥٠ ريالًا\n- الإجمالي: **١١٥٠ ريالًا**", vat, q)
    assert ok.hallucination != "hallucinated", ok.findings
    assert groundtest.check("- الإجمالي: **١٢٥٠ ريالًا**", vat, q).hallucination == "hallucinated"


def test_a_share_with_min_and_a_dual_count_in_working():
    ctx = "تبلغ رسوم الخدمة 2.5% من قيمة المعاملة بحد أدنى 10 دنانير."
    q = "كم الرسوم على معاملة بقيمة 300 دينار؟"
    ok = groundtest.check("٢٫٥٪ من ٣٠٠ = ٧٫٥ دنانير، وهذا أقل من الحد الأدنى، فتكون الرسوم **١٠ دنانير**.", ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    assert groundtest.check("٢٫٥٪ من ٣٠٠ = ٨٫٥ دنانير.", ctx, q).hallucination == "hallucinated"
    ctx = "سعر التذكرة للبالغ 80 جنيهاً، وللطفل نصف السعر."
    q = "نحن شخصان بالغان وطفلان، كم المجموع؟"
    ok = groundtest.check("- البالغان: ٢ × ٨٠ = ١٦٠ جنيهاً\n- الطفلان: ٢ × ٤٠ = ٨٠ جنيهاً\n- **المجموع: ٢٤٠ جنيهاً**", ctx, q)
    assert ok.hallucination != "hallucinated", ok.findings
    assert groundtest.check("- البالغان: ٢ × ٨٠ = ١٦٠ جنيهاً\n- **المجموع: ٢٧٥ جنيهاً**", ctx, q).hallucination == "hallucinated"


def _critical_kinds(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


_TRANSFER = "النقل من المطار: 250 درهماً للسيارة (حتى 4 ركاب)."


_PARTY = {2: ("لـ2 ديال الناس", ["أنتما الاثنان", "أنتم الاثنان"]), 3: ("لـ3 ديال الناس", ["أنتم الثلاثة", "كلكم الثلاثة"]),
          4: ("لأربعة أشخاص", ["أنتم الأربعة", "جميعكم الأربعة"])}


@pytest.mark.parametrize("n", sorted(_PARTY))
@pytest.mark.parametrize("k", [0, 1])
def test_the_users_party_in_apposition_is_the_users_count(n, k):
    asked, forms = _PARTY[n]
    answer = f"سعر النقل 250 درهماً للسيارة حتى 4 ركاب، فهو مبلغ واحد لكم {forms[k]} وليس لكل شخص."
    assert "query_only" not in _critical_kinds(groundtest.check(answer, [_TRANSFER], query=f"شحال ثمن النقل من المطار {asked}؟"))


def test_the_users_number_stated_as_a_fact_of_the_world_is_still_caught():
    answer = "سعر النقل 250 درهماً للسيارة، وتتسع السيارة لثلاثة ركاب فقط."
    assert _critical_kinds(groundtest.check(answer, [_TRANSFER], query="شحال ثمن النقل من المطار لـ3 ديال الناس؟"))


_CATS = "فندق القطط: ٤ دنانير لليلة للقطة الواحدة، و٣ دنانير لكل قطة إضافية من المنزل نفسه. الحد الأدنى للإقامة ليلتان."


@pytest.mark.parametrize("first, second", [("القطة الأولى", "القطة الثانية"), ("القط الأول", "القط الثاني"),
                                           ("أولًا، القطة", "ثانيًا، القطة الإضافية")])
def test_list_places_of_a_worked_answer_are_no_new_words(first, second):
    answer = (f"حساب التكلفة لقطتين من المنزل نفسه:\n- {first}: ٤ دنانير لليلة.\n- {second}: ٣ دنانير لليلة.\n"
              "- المجموع لليلة الواحدة: ٧ دنانير.\nولثلاث ليالٍ: ٧ × ٣ = ٢١ ديناراً.")
    assert not _critical_kinds(groundtest.check(answer, [_CATS], query="عندي قطتين وبنسافر ٣ ليالي. كم المجموع؟"))


def test_an_answer_of_new_words_with_list_places_is_still_flagged():
    answer = ("القطة الأولى: ٤ دنانير لليلة، وتشمل الوجبات العضوية والتمشيط اليومي والألعاب التفاعلية. "
              "القطة الثانية: ٣ دنانير، مع جلسة تدليك مجانية وكاميرا مراقبة مباشرة للمالك عبر التطبيق.")
    assert _critical_kinds(groundtest.check(answer, [_CATS], query="كم سعر فندق القطط؟"))


_LICENCE = "الحد الأدنى للعمر للتسجيل 17 سنة ونصف، ولاستلام الرخصة 18 سنة."


_SALARY = "الحد الأدنى للراتب ٤٬٠٠٠ ريال لموظفي القطاع الحكومي، و٥٬٠٠٠ ريال لموظفي القطاع الخاص."


@pytest.mark.parametrize("ctx, q, answer, right, wrong", [
    (_LICENCE, "عمري ١٧ سنة و٨ شهور. أقدر أسجل الحين؟",
     "الحد الأدنى للتسجيل 17 سنة ونصف، أي 17 سنة و6 أشهر. وبما أن عمرك 17 سنة و8 أشهر، فقد تجاوزت الحد {}.",
     "بشهرين", "بثلاثة أشهر"),
    (_LICENCE, "عمري ١٧ سنة و٩ شهور. أقدر أسجل؟",
     "الحد الأدنى للتسجيل 17 سنة ونصف، أي 17 سنة و6 أشهر. وبما أن عمرك 17 سنة و9 أشهر، فقد تجاوزت الحد {}.",
     "بثلاثة أشهر", "بشهرين"),
    (_SALARY, "راتبي ٤٬٥٠٠ ريال وأنا موظف حكومي، أقدر أقدم؟",
     "الحد الأدنى لموظفي القطاع الحكومي ٤٬٠٠٠ ريال، وبما أن راتبك ٤٬٥٠٠ ريال فهو يزيد عن الحد {}.",
     "بـ 500 ريال", "بـ 700 ريال"),
])
def test_a_difference_by_which_the_users_figure_passes_the_limit_is_derived(ctx, q, answer, right, wrong):
    assert "value" not in _critical_kinds(groundtest.check(answer.format(right), [ctx], query=q))
    assert "value" in _critical_kinds(groundtest.check(answer.format(wrong), [ctx], query=q))
