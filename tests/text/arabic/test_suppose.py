"""Arabic suppositions (groundtest.text.arabic.suppose): a figure the writer supposes ("لو", "مثلًا", "في حال")
is the writer's, not a claim of the context; what the supposition leads to is worked from it and still checked."""
from __future__ import annotations
import groundtest
import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from groundtest.text.arabic.suppose import supposed, supposition_ops, supposed_working
from groundtest.text.arabic.behaviour import working_ops


def _critical(v) -> set[str]:
    return {f.rule or f.type for f in v.findings if f.severity == "critical"}


_OPEN = ["لو", "فلو", "ولو", "إذا", "فإذا", "مثلًا", "على سبيل المثال،", "لنفترض أن"]


@given(st.sampled_from(_OPEN), st.integers(2, 30))
def test_a_figure_after_a_cue_is_supposed(cue, n):
    text = f"{cue} حجزت {n} ليالٍ في الفندق، تدفع أكثر."
    start = text.index(str(n))
    assert supposed("number", str(n), text, start)


@given(st.integers(2, 30), st.sampled_from(["كجم", "سنين", "دينارًا"]))
def test_a_figure_with_for_example_after_it(n, unit):
    text = f"إذا زادت أمتعتك {n} {unit} مثلًا، تدفع أكثر."
    assert supposed("quantity", f"{n} {unit}", text, text.index(str(n)))


@given(st.sampled_from(["قبل", "خلال", "بعد", "حتى", "فوق", "أكثر من", "أقل من", "بحد أدنى"]), st.integers(2, 90))
def test_a_bound_in_a_condition_is_the_rules_figure(bound, n):
    text = f"إذا ألغيت الحجز {bound} {n} ساعة تسترد المبلغ."
    assert not supposed("quantity", f"{n} ساعة", text, text.index(str(n)))


@given(st.sampled_from(["تدفع", "رسومها", "يكلف", "يصبح المجموع"]), st.integers(2, 90))
def test_what_a_supposition_leads_to_is_not_supposed(verb, n):
    text = f"لو حجزت غرفة {verb} {n} درهمًا."
    assert not supposed("money", f"{n} درهمًا", text, text.index(str(n)))


def test_that_is_no_condition():
    text = "وتذكّر أن المنصة ترسل تذكيرًا قبل انتهاء العقد بثلاثين يومًا."
    assert not supposed("quantity", "ثلاثين يومًا", text, text.index("ثلاثين"))
    text = "ويُفضّل أن تذهب مبكرًا لأن الإدارة تستقبل الطلبات حتى الساعة ١:٣٠ ظهرًا."
    assert not supposed("time", "١:٣٠ ظهرًا", text, text.index("١:٣٠"))


LUGGAGE = "يُسمح لكل راكب بـ25 كجم من الأمتعة مجانًا، وما زاد يُحتسب بـ0.500 ريال لكل كيلوجرام."


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 9))
def test_an_example_weight_is_the_writers(n):
    ok = groundtest.check(f"لكل راكب 25 كجم مجانًا. فلو زادت أمتعتك {n} كجم مثلًا، فهذه زيادة عليك.", LUGGAGE)
    assert "value" not in _critical(ok), ok.findings


def test_an_allowance_stated_as_fact_is_still_checked():
    bad = groundtest.check("لكل راكب 30 كجم من الأمتعة مجانًا.", LUGGAGE)
    assert bad.hallucination == "hallucinated", bad.findings
    bad = groundtest.check("إذا زادت أمتعتك على 30 كجم تدفع 0.500 ريال لكل كيلوجرام.", LUGGAGE)
    assert bad.hallucination == "hallucinated", bad.findings


@given(st.sampled_from(["فهي", "فالسعر", "فستدفع", "فتدفع", "فرسومها", "فالتكلفة"]), st.integers(20, 900))
def test_the_answer_of_a_condition_is_not_supposed(apodosis, n):
    text = f"وإذا احتجت توصيلة من المطار {apodosis} بـ{n} درهمًا."
    assert not supposed("money", f"{n} درهمًا", text, text.index(str(n)))


@pytest.mark.parametrize("text", ["فمثلاً لو كان عمرك ٥٠ سنة، فأقصى مدة متاحة لك ٢٠ سنة.",
                                  "لو كان عمرك 55 سنة، فالمدة المتبقية 15 سنة.", "إذا حجزت 3 ليالٍ، فالمجموع 450 درهماً.",
                                  "ولو طلبت 5 كيلو، **فالحساب** 15 ريالاً."])
def test_a_supposition_answered_after_a_comma_signals_a_sum_or_difference(text):
    assert supposition_ops(text) == {"+", "-"}


@pytest.mark.parametrize("text", ["لو كان عمرك كبيرًا، فالمدة أقصر.", "الحد الأقصى 70 سنة، فالمدة 25 سنة.",
                                  "لو كان عمرك 50 سنة فالمدة 20 سنة.", "إذا احتجت مساعدة، فأنا هنا."])
def test_no_figure_no_condition_or_no_comma_signals_nothing(text):
    assert supposition_ops(text) == frozenset()


@pytest.mark.parametrize("text", ["فلو زادت أمتعتك 4 كجم مثلًا، تدفع ريالين فقط.",
                                  "ولو كان عمره 9 سنين مثلًا، كان هيدفع 75 جنيهًا.",
                                  "لو حجزت 3 ليالٍ، يكون الحساب 450 درهمًا.", "إذا طلبت 5 كيلو، بتدفع 15 ريالًا."])
def test_a_supposition_answered_by_a_word_of_consequence_signals_working(text):
    assert {"+", "-", "*"} <= supposed_working(text)
    assert {"+", "-", "*"} <= working_ops(text)


@pytest.mark.parametrize("text", ["لو عندك سؤال، تواصل معنا على 8001.", "إذا احتجت مساعدة، أنا هنا.",
                                  "الوزن المسموح 25 كجم، والزائد برسوم."])
def test_no_supposed_figure_or_no_consequence_signals_nothing(text):
    assert supposed_working(text) == frozenset()


_FERRY = {"title": "شروط-السفر.md", "text": "يُسمح لكل راكب بـ25 كجم من الأمتعة مجانًا، وما زاد يُحتسب بـ0.500 ريال لكل "
          "كيلوجرام. يلزم العُمانيين إبراز البطاقة الشخصية."}


_RIAL_WORDS = {1: "ريال واحد", 2: "ريالين", 3: "ثلاثة ريالات", 4: "أربعة ريالات", 5: "خمسة ريالات", 6: "ستة ريالات"}


@settings(max_examples=12, deadline=None)
@given(st.sampled_from([2, 4, 6, 8, 10, 12]), st.sampled_from(["فلو زادت أمتعتك", "ولو زاد وزن شنطتك", "إذا زادت أمتعتك"]))
def test_a_rate_times_the_supposed_amount_is_clean_and_a_wrong_one_is_caught(kg, lead, ):
    right = _RIAL_WORDS[kg // 2]
    ok = groundtest.check(f"ما زاد يُحسب بـ0.500 ريال للكيلوجرام. {lead} {kg} كجم مثلًا، تدفع {right} فقط.", [_FERRY])
    assert "value" not in _critical(ok)
    wrong = _RIAL_WORDS[kg // 2 + 1 if kg // 2 < 6 else 5]
    bad = groundtest.check(f"ما زاد يُحسب بـ0.500 ريال للكيلوجرام. {lead} {kg} كجم مثلًا، تدفع {wrong} فقط.", [_FERRY])
    assert "value" in _critical(bad)


_TRAIN = {"title": "أسعار-التذاكر.md", "text": "القاهرة–الإسكندرية الدرجة الأولى 150 جنيهًا والدرجة الثانية 95 جنيهًا. "
          "الأطفال من 4 إلى أقل من 10 سنوات يدفعون نصف التذكرة."}


@pytest.mark.parametrize("first, second, clean", [
    ("75 جنيهًا", "47.5", True), ("٧٥ جنيهًا", "٤٧٫٥", True), ("75 جنيهًا", "48.5", False), ("80 جنيهًا", "47.5", False),
])
def test_half_of_each_fare_with_the_currency_elided(first, second, clean):
    answer = ("الدرجة الأولى 150 جنيهًا والدرجة الثانية 95 جنيهًا. "
              f"ولو كان عمره 9 سنين مثلًا، كان هيدفع النص: {first} في الأولى أو {second} في التانية.")
    got = "value" in _critical(groundtest.check(answer, [_TRAIN]))
    assert got is not clean


_POST = {"title": "التعريفات.md", "text": "الحوالة البريدية الداخلية برسوم ١٪ من المبلغ بحد أدنى ديناران."}


@pytest.mark.parametrize("amount, part, clean", [("150", "1.5", True), ("٣٠٠", "٣", True), ("150", "1.6", False),
                                                 ("150", "15", False)])
def test_one_percent_of_a_supposed_transfer_is_worked_and_a_wrong_part_caught(amount, part, clean):
    answer = f"الرسوم 1% من المبلغ، ولا تقل عن دينارين. مثلًا حوالة بـ{amount} دينارًا رسومها ديناران (لأن 1% = {part} أقل من الحد الأدنى)."
    got = "value" in _critical(groundtest.check(answer, [_POST]))
    assert got is not clean
