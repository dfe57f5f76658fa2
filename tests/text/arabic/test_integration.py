"""The Arabic hooks seen from the user's side: groundtest.score (must_include by meaning, Arabic
refusals and offers) and groundtest.check."""
from __future__ import annotations

import groundtest
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
