"""The dialects' declines, offers and lead-ins as grammars (text/arabic/behaviour.py): the negated first person of
"can" whatever its ق is said as (ما أكدر، ما بقدر، مش رح نگدر), the sources named between "I have no" and what is
lacking ("ما عندي بالمصادر المتاحة أي معلومة"), the Maghrebi/Egyptian ما…ش on a source's verb ("الوثيقة ما تذكرش"),
the writer's "help you" in any of its tenses (أساعدك، بساعدك، فيني ساعدك), a condition put to the user by a verb of
"you … me" ("إذا تكدر تشاركني"), and "what the documents cover:" with a dialect relative and present ("اللي بتغطيه
الوثائق:"). Generated over each grammar's parts; the wrong neighbours (the user's "can", an affirmative, a guess
after the gap, a third person's "helps you", a figure beside the lead-in) stay answers, and an invented figure beside
a decline is still caught."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_filler, is_refusal

NEGATORS = ["ما", "مش", "مو", "ما رح", "مش رح"]
ABLE = ["أقدر", "أكدر", "اگدر", "بقدر", "بكدر", "نقدر", "نكدر", "بنقدر", "نقدرش", "حقدر"]
TELLING = ["أجاوبك", "أعطيك", "أحددلك", "أأكدلك", "نعطيك", "نقولك"]
REST = ["بدقة.", "الرقم.", "المدة بالضبط.", "إذا مغطى."]


@given(st.sampled_from(NEGATORS), st.sampled_from(ABLE), st.sampled_from(TELLING), st.sampled_from(REST),
       st.sampled_from(["", "ف", "و"]))
@settings(max_examples=120, deadline=None)
def test_the_writers_inability_in_any_spelling_declines(neg, able, telling, rest, joint):
    assert is_refusal(f"{joint}{neg} {able} {telling} {rest}")


@given(st.sampled_from(NEGATORS), st.sampled_from(["تقدر", "تكدر", "يقدر", "يكدر"]), st.sampled_from(TELLING))
@settings(max_examples=40, deadline=None)
def test_the_users_or_a_third_persons_can_is_no_decline(neg, able, telling):
    # "ما تكدر تدفع بالبطاقة": what the user (or someone) cannot do is a claim about the world
    assert not is_refusal(f"{neg} {able} تدفع بالبطاقة بعد الساعة ٥.")


@pytest.mark.parametrize("able", ["أكدر", "بقدر", "نقدر"])
def test_a_guess_after_the_inability_stays_an_answer(able):
    assert not is_refusal(f"ما {able} أعطيك الرقم بالضبط، لكن غالبًا يكون ٥٠ دينار.")


@pytest.mark.parametrize("place", ["بالمصادر المتاحة", "في الوثائق اللي عندي", "بالمستندات", "في الملف"])
@pytest.mark.parametrize("holder", ["ما عندي", "ما لدي", "ليس لدي"])
def test_lack_with_the_sources_named_between(place, holder):
    assert is_refusal(f"{holder} {place} أي معلومة عن مدة صلاحية البطاقة.")


def test_lack_with_a_guess_after_it_is_an_answer():
    assert not is_refusal("ما عندي بالمصادر المتاحة أي معلومة عن الصلاحية، وغالبًا تكون عشر سنوات.")


@pytest.mark.parametrize("src,verb", list(itertools.product(["الوثيقة المتوفرة عندي", "الملف", "المستندات"],
                                                       ["ما تذكرش", "ما كتذكرش", "ما بتذكرش", "متذكرش", "ما يحددش"])))
def test_circumfix_negation_on_a_sources_verb_is_a_gap(src, verb):
    assert is_refusal(f"{src} {verb} قائمة الوثائق المطلوبة.")


@pytest.mark.parametrize("sentence", ["الوثيقة تذكر أن الرسوم ٢٠٠ درهم.", "الملف كيذكر أن التسجيل من ٢ يونيو."])
def test_a_sources_affirmative_is_an_answer(sentence):
    assert not is_refusal(sentence)


HELP = ["أساعدك", "بساعدك", "سأساعدك", "نساعدك", "رح ساعدك", "حساعدك", "أخدمك"]


@given(st.sampled_from(HELP), st.sampled_from(["بكل سرور.", "فيها.", "", "بحسابها."]),
       st.sampled_from(["", "إذا تكدر تشاركني نص التعليمات، ", "لو ترسلي الفاتورة، ", "في شي تاني فيني "]))
@settings(max_examples=80, deadline=None)
def test_the_writers_help_offered_states_nothing(help_, tail, lead):
    assert is_filler(f"{lead}{help_} {tail}".strip())


@pytest.mark.parametrize("sentence", [
    "هذه الخطة تساعدك على توفير المال.",                  # the third person's "helps you": a claim
    "أساعدك بكل سرور، والرسوم ٥٠ دينار.",               # a figure beside the offer
    "إذا تكدر تشاركني نص التعليمات، والمكتب يفتح الساعة ٨.",  # a fact after the condition
])
def test_wrong_neighbours_of_the_offer_are_claims(sentence):
    assert not is_filler(sentence)


@pytest.mark.parametrize("rel,verb,src", list(itertools.product(["اللي", "يلي", "ما"], ["بتغطيه", "تذكرو", "بيذكره", "كتذكر", "تتضمنه"],
                                                           ["الوثائق", "الوثيقة", "الملف"])))
def test_what_the_sources_cover_announced(rel, verb, src):
    assert is_filler(f"**{rel} {verb} {src}:**")


def test_the_lead_in_with_a_figure_is_a_claim():
    assert not is_filler("اللي بتغطيه الوثائق هو ٥٠٪ من الكلفة.")


def test_iraqi_decline_over_an_empty_retrieval_is_clean():
    r = ("أعتذر 🙏 ما عندي بالمصادر المتاحة أي معلومة عن مدة صلاحية البطاقة الوطنية، فما أكدر أجاوبك بدقة.\n\n"
         "إذا تكدر تشاركني نص التعليمات أو صورة من البطاقة، أساعدك بكل سرور. تحتاج شي ثاني؟")
    assert check(r, [], "شكد مدة صلاحية البطاقة الوطنية؟").hallucination == "clean"


def test_the_same_decline_with_a_guessed_figure_is_caught():
    r = ("أعتذر 🙏 ما عندي بالمصادر المتاحة أي معلومة، بس عادةً صلاحية البطاقة الوطنية ١٠ سنوات.\n\n"
         "إذا تكدر تشاركني نص التعليمات، أساعدك بكل سرور.")
    assert check(r, [], "شكد مدة صلاحية البطاقة الوطنية؟").hallucination == "hallucinated"


CTX = [{"title": "building-permit.md", "text": "تُقدَّم طلبات رخص البناء إلى البلدية عبر مهندس مسجَّل في نقابة المهندسين. "
        "تُعطى الرخصة لمدة سنتين قابلة للتجديد مرتين. على البلدية البتّ بالطلب خلال شهرين من تاريخ تقديمه. "
        "يُعفى من الرسم البناء المخصّص للسكن الأول إذا لم تتجاوز مساحته ١٢٠ م²."}]
Q = "قديش غرامة اللي بيعمّر بلا رخصة؟"


def test_a_decline_with_the_covered_topics_and_an_offer_is_not_hallucinated():
    r = ("بعتذر، المعلومات اللي عندي **ما بتذكر** قيمة الغرامة على البناء بدون رخصة 🙏\n\n**اللي بتغطيه الوثائق:**\n"
         "- طريقة تقديم طلب الرخصة ومدتها وتجديدها.\n- مهلة البلدية للبتّ بالطلب.\n- شروط الإعفاء من الرسم.\n\n"
         "بنصحك تسأل البلدية المختصة. بتحب ساعدك بحساب رسوم الرخصة؟")
    assert check(r, CTX, Q).hallucination != "hallucinated"


def test_a_decline_with_an_invented_fine_is_caught():
    r = ("بعتذر، المعلومات اللي عندي **ما بتذكر** قيمة الغرامة بالتفصيل، بس الغرامة عادةً ٥٠٠٬٠٠٠ ليرة.\n\n"
         "بنصحك تسأل البلدية المختصة. بتحب ساعدك بحساب رسوم الرخصة؟")
    assert check(r, CTX, Q).hallucination == "hallucinated"


@pytest.mark.parametrize("verb", ["ما تذكرش", "ما بتذكر", "لا تذكر"])
def test_a_guess_after_tunisian_but_is_an_answer(verb):
    # "أما" (Tunisian "but") opens a clause of its own: the hedge after it guesses
    assert not is_refusal(f"الوثائق {verb} قداش يدوم الفحص، أما عادةً يدوم قرابة نص ساعة.")
    assert is_refusal(f"الوثائق {verb} قداش يدوم الفحص.")


@pytest.mark.parametrize("sentence,cue", [("المقدار في عام ١٤٤٥هـ كان ٨٠٠ فلس، وقد عُدّل هذا العام إلى دينار واحد.", True),
                                          ("تم تعديل الرسوم هذا العام.", True),
                                          ("راجع وزارة العدل للتفاصيل.", False),   # عدل: justice
                                          ("الرسم عادل ومناسب.", False)])
def test_amended_is_an_out_of_date_cue(sentence, cue):
    from groundtest.text.arabic.behaviour import is_stale_cue

    assert is_stale_cue(sentence) is cue


def test_score_passes_the_dialect_decline_and_flags_the_guess(tmp_path):
    import json

    from groundtest.cli import main

    decline = ("أعتذر 🙏 ما عندي بالمصادر المتاحة أي معلومة عن مدة صلاحية البطاقة الوطنية، فما أكدر أجاوبك بدقة.\n\n"
               "إذا تكدر تشاركني نص التعليمات، أساعدك بكل سرور. تحتاج شي ثاني؟")
    guess = "ما عندي بالمصادر المتاحة أي معلومة، بس عادةً صلاحية البطاقة الوطنية ١٠ سنوات."
    rows = [{"id": i, "type": "unanswerable", "expect": "abstain", "query": "شكد مدة صلاحية البطاقة الوطنية؟", "context": [],
             "response": r} for i, r in (("decline", decline), ("guess", guess))]
    cases = tmp_path / "cases.jsonl"
    cases.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    out = tmp_path / "results.jsonl"
    assert main(["score", str(cases), "--no-store", "--results", str(out)]) in (0, 1)
    got = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert got["decline"]["abstained"] and not got["decline"]["hallucinated"]
    assert got["guess"]["hallucinated"]
