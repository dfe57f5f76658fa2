"""Three Arabic grammars of what states nothing (text/arabic/behaviour.py): the writer at the user's service in any
dialect ("آني حاضر 👍"، "إحنا موجودين"، "أنا دايماً جاهزة") and "anything else" in any dialect ("بأي شي تاني"، "حاجة
تانية"، "إشي ثاني"); the writer announcing a correction of the user's premise ("بس خلني أصحح معلومة صغيرة أول"، "للأسف
لأ يا فندم 😕 لازم أصحح المعلومة دي"); and a restatement opened by "أي أنها …" or by a bare "أي" before a measure said
again ("أي شهر كامل تقريباً"). Generated over each grammar's parts; the wrong neighbours stay claims: an offer that names
a new channel ("تواصل معنا عبر واتساب"), a preamble followed by a wrong value, a restatement naming a new figure or a
free thing, "أي" before any other noun (any, which)."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_correction_preamble, is_filler, is_restatement

PRONOUNS = ["أنا", "آني", "انا", "إحنا", "نحن"]
READY = ["حاضر", "حاضرة", "موجود", "موجودين", "جاهز", "جاهزة"]
ADVERBS = ["", "دايماً ", "دائماً ", "هون "]
LEADS = ["", "وإذا تحتاج شي ثاني، ", "إذا بدك أساعدك بأي شي تاني، ", "ولو محتاج أي حاجة تانية، ", "وإذا بدك إشي ثاني، "]


@given(st.sampled_from(PRONOUNS), st.sampled_from(READY), st.sampled_from(ADVERBS), st.sampled_from(LEADS),
       st.sampled_from(["", " 👍", "!", " 🌷"]))
@settings(max_examples=120, deadline=None)
def test_the_writer_at_the_users_service_states_nothing(pronoun, ready, adverb, lead, end):
    assert is_filler(f"{lead}{pronoun} {adverb}{ready}{end}")


@pytest.mark.parametrize("sentence", [
    "وإذا تحتاج شي ثاني، تواصل معنا عبر واتساب.",        # a channel named beside the offer
    "آني حاضر، والرسوم ٥٠ دينار.",                       # a figure beside it
    "إذا بدك أي شي تاني، المكتب بيفتح الساعة ٨.",          # a fact after the condition
    "الموظف حاضر في المكتب من الأحد إلى الخميس.",           # a third person present: a claim
])
def test_wrong_neighbours_of_the_offer_are_claims(sentence):
    assert not is_filler(sentence)


Q_EMPTY = "شلون أبدل العداد القديم بعداد ذكي؟"
DECLINE = "عذراً، ما عندي أي معلومات متوفرة حالياً عن تبديل العدادات الذكية، فما أگدر أشرح لك الخطوات بدقة 🙏"


@pytest.mark.parametrize("offer", ["وإذا تحتاج شي ثاني، آني حاضر 👍", "إذا بدك أساعدك بصياغة سؤالك إلهم، أو بأي شي تاني، أنا حاضر!"])
def test_a_dialect_decline_with_a_closing_offer_over_an_empty_retrieval_is_clean(offer):
    got = check(f"{DECLINE}\n\n{offer}", [], Q_EMPTY)
    assert got.hallucination != "hallucinated", got.findings


@pytest.mark.parametrize("offer", ["وإذا تحتاج شي ثاني، تواصل معنا عبر واتساب على الرقم 0790000000.",
                                   "وإذا تحتاج شي ثاني، آني حاضر، والتبديل مجاني خلال أسبوع."])
def test_the_same_closing_naming_a_channel_or_a_fact_is_caught(offer):
    assert check(f"{DECLINE}\n\n{offer}", [], Q_EMPTY).hallucination == "hallucinated"


HEADS = ["", "للأسف لأ يا فندم 😕 ", "لا، ", "بس ", "🎓 بس "]
WILLS = ["خلني", "خليني", "اسمح لي", "لازم", "دعني", "حابب"]
VERBS = ["أصحح", "أوضح", "نصحح"]
OBJECTS = ["معلومة صغيرة أول", "المعلومة دي", "نقطة مهمة", "شي بسيط", ""]


@given(st.sampled_from(HEADS), st.sampled_from(WILLS), st.sampled_from(VERBS), st.sampled_from(OBJECTS))
@settings(max_examples=120, deadline=None)
def test_a_correction_announced_states_nothing(head, will, verb, obj):
    assert is_correction_preamble(f"{head}{will} {verb} {obj}".strip())


@pytest.mark.parametrize("clause", ["خلني أصحح: السعر 70 درهم", "بس خلني أصحح معلومة، الرسوم مجانية",
                                    "الموظف يصحح المعلومة", "لازم تدفع الرسوم أول"])
def test_a_preamble_with_a_claim_in_it_is_no_preamble(clause):
    assert not is_correction_preamble(clause)


NOL = [{"title": "nol.md", "text": "بطاقات نول في دبي: البطاقة الفضية سعرها 25 درهماً وتشمل رصيداً قدره 19 درهماً. البطاقة "
        "الشخصية الزرقاء سعرها 70 درهماً وتشمل 20 درهماً رصيداً، وتُصدر باسم حاملها."}]
NOL_Q = "بما إن البطاقة الزرقاء سعرها 25 درهم زي الفضية، أيهم أحسن لي كطالب؟"
#: (a second sentence: an answer of one sentence is held to every word of it)
NOL_MORE = "\n\nأما الفضية فسعرها 25 درهماً وتشمل رصيداً قدره 19 درهماً."


@pytest.mark.parametrize("lead", ["سؤال ممتاز! 🎓 بس خلني أصحح معلومة صغيرة أول", "للأسف لأ يا فندم 😕 لازم أصحح المعلومة دي"])
def test_a_preamble_then_the_corrected_value_is_not_hallucinated(lead):
    got = check(f"{lead}: **البطاقة الزرقاء الشخصية سعرها 70 درهماً** وليس 25 درهماً.{NOL_MORE}", NOL, NOL_Q)
    assert got.hallucination != "hallucinated", got.findings


@pytest.mark.parametrize("wrong", ["**البطاقة الزرقاء الشخصية سعرها 45 درهماً** وليس 25 درهماً.",
                                   "**البطاقة الزرقاء الشخصية سعرها 25 درهماً** وليس 70 درهماً."])
def test_a_preamble_then_a_wrong_value_is_caught(wrong):
    got = check(f"سؤال ممتاز! 🎓 بس خلني أصحح معلومة صغيرة أول: {wrong}{NOL_MORE}", NOL, NOL_Q)
    assert got.hallucination == "hallucinated", got.findings


@pytest.mark.parametrize("clause", ["أي أنها لا تتجاوز ألف درهم مهما طالت المدة.", "أي أنه يبقى نفس المبلغ.", "يعني إنها ثابتة.",
                                    "أي شهر كامل تقريباً، فلا تؤجل.", "أي حوالي أسبوعين.", "أي ٣٠ يومًا."])
def test_a_restatement_opens_as_one(clause):
    assert is_restatement(clause)


@pytest.mark.parametrize("clause", ["أي سؤال تاني؟", "أي فرع يقدم الخدمة؟", "أيضاً الرسوم ثابتة."])
def test_any_or_which_is_no_restatement(clause):
    assert not is_restatement(clause)


FINE = [{"title": "id.md", "text": "يجب تقديم طلب التجديد خلال 30 يوماً من تاريخ انتهاء البطاقة، وبعدها تُفرض غرامة تأخير "
         "قدرها 20 درهماً عن كل يوم بحد أقصى 1,000 درهم."}]
FINE_Q = "ما هي غرامة التأخير في تجديد الهوية الإماراتية؟"


def test_a_cap_restated_is_not_hallucinated():
    r = "- **الحد الأقصى للغرامة:** **١٬٠٠٠ درهم** — أي أنها لا تتجاوز ألف درهم مهما طالت المدة."
    got = check(r, FINE, FINE_Q)
    assert got.hallucination != "hallucinated", got.findings


@pytest.mark.parametrize("tail", ["أي أنها لا تتجاوز ألفي درهم مهما طالت المدة.", "أي أنها مجانية لكبار المواطنين.",
                                  "أي أنها تُدفع عبر تطبيق الهوية فقط."])
def test_a_restatement_naming_a_new_figure_or_detail_is_caught(tail):
    got = check(f"- **الحد الأقصى للغرامة:** **١٬٠٠٠ درهم** — {tail}", FINE, FINE_Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_passes_the_closing_offer_and_flags_the_channel(tmp_path):
    from groundtest.cli import main

    rows = [{"id": i, "type": "unanswerable", "expect": "abstain", "query": Q_EMPTY, "context": [], "response": f"{DECLINE}\n\n{r}"}
            for i, r in (("offer", "وإذا تحتاج شي ثاني، آني حاضر 👍"),
                         ("channel", "وإذا تحتاج شي ثاني، تواصل معنا عبر واتساب على الرقم 0790000000."))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert not got["offer"]["hallucinated"]
    assert got["channel"]["hallucinated"]
