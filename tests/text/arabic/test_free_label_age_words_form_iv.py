"""Free things read as their own class (text.arabic.polarity.free_unsaid), three general rules:

- THE GENERIC COST LABEL: a noun of what a thing costs ("**التكلفة:** مجانية"، "السعر: مجاناً"، "الرسوم مجانية") names no
  thing of its own; the answer's free is the context's free when the context says something is free. A label with a
  thing after it ("رسوم الشحن: مجانية") still names the thing, and a context that says nothing is free still flags it.
- THE AGE IN WORDS: the claim's age said as a dual or a count in words ("الطفل ذو السنتين"، "عمره ثلاث سنوات") is the
  figure that "دون 3 سنوات مجاناً" is checked against, as "الطفل (2 سنة)" is; an age over the bound stays flagged.
- THE DEFECTIVE VERBAL NOUN OF FORM IV (text.arabic.normalise.stem_candidates): "الإلغاء" meets "يُلغى" and "الإعفاء"
  "يُعفى", as "الإرسال" meets "يرسل"; another act stays flagged."""
from __future__ import annotations

import pytest

from groundtest.text.arabic.normalise import fold_text, stem_candidates
from groundtest.text.arabic.polarity import free_unsaid

WORKSHOP = "يقدّم المتحف ورشة للأطفال كل سبت من ١٠ إلى ١٢ ظهراً. المشاركة مجانية والمقاعد محدودة بعشرين طفلاً."
PAID = "يقدّم المتحف ورشة للأطفال كل سبت. رسم المشاركة ١٠ دنانير."


@pytest.mark.parametrize("label", ["**التكلفة:** مجانية", "التكلفة: مجانية", "السعر: مجاناً", "الرسوم: مجانية",
                                   "الكلفة: مجاني", "- **الثمن:** مجاناً"])
def test_a_cost_label_takes_the_contexts_free(label):
    assert free_unsaid(label, WORKSHOP) is None


@pytest.mark.parametrize("label", ["**التكلفة:** مجانية", "السعر: مجاناً", "الرسوم: مجانية"])
def test_a_cost_label_over_a_context_with_nothing_free_stays_flagged(label):
    assert free_unsaid(label, PAID) is not None


@pytest.mark.parametrize("claim", ["رسوم الشحن: مجانية", "المواقف مجانية", "سعر التوصيل: مجاناً"])
def test_a_thing_after_the_label_is_still_checked(claim):
    assert free_unsaid(claim, WORKSHOP) is not None


THEATRE = ("مسرح الدمى: تذكرة البالغ 60 درهماً، والطفل (من 3 إلى 12 سنة) 40 درهماً، "
           "ومن هم دون 3 سنوات مجاناً دون مقعد مستقل.")


@pytest.mark.parametrize("claim", ["الطفل ذو السنتين: مجاناً", "الطفل ذو السنتين: **مجاناً** (دون مقعد مستقل)",
                                   "ابنك عمره سنتان، فدخوله مجاناً", "طفلتك ذات السنتين: مجاناً"])
def test_an_age_in_words_inside_the_bound(claim):
    assert free_unsaid(claim, THEATRE) is None


@pytest.mark.parametrize("claim", ["الطفل ذو الأربع سنوات: مجاناً", "الطفل ذو الخمس سنوات: مجاناً",
                                   "ابنك عمره عشر سنوات، فدخوله مجاناً", "الطفل ذو الستة أشهر ونصف: مجاناً"])
def test_an_age_in_words_over_the_bound_or_in_months_stays_flagged(claim):
    assert free_unsaid(claim, THEATRE) is not None


COOKING = "الحد الأقصى 8 مشاركين في الحصة. يُلغى الحجز مجاناً قبل 48 ساعة، وبعدها تُحتسب قيمة الحصة كاملة."


@pytest.mark.parametrize("claim", ["الإلغاء مجاني قبل يومين.", "إلغاء الحجز مجاني قبل 48 ساعة.",
                                   "والإلغاء مجاني قبل **يومين (48 ساعة)**"])
def test_the_verbal_noun_meets_its_passive_imperfect(claim):
    assert free_unsaid(claim, COOKING) is None


@pytest.mark.parametrize("claim", ["التعديل مجاني قبل يومين.", "الإعفاء مجاني", "التأجيل مجاني قبل يومين."])
def test_another_act_stays_flagged(claim):
    assert free_unsaid(claim, COOKING) is not None


@pytest.mark.parametrize(("noun", "verb"), [("الإلغاء", "يُلغى"), ("الإعفاء", "يُعفى"), ("إنهاء", "يُنهي"),
                                            ("الإجراء", "يجري"), ("إعطاء", "يعطي")])
def test_form_iv_defective_nouns_and_verbs_meet(noun, verb):
    assert stem_candidates(fold_text(noun)) & stem_candidates(fold_text(verb))


@pytest.mark.parametrize(("noun", "verb"), [("الإلغاء", "يعفى"), ("الإعفاء", "يلغي"), ("الإنهاء", "يجري")])
def test_form_iv_defective_nouns_do_not_meet_other_roots(noun, verb):
    assert not stem_candidates(fold_text(noun)) & stem_candidates(fold_text(verb))
