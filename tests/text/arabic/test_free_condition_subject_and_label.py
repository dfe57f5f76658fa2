"""Free things read as their own class (text.arabic.polarity.free_unsaid), two general rules:

- THE CONDITION AS THE SUBJECT: the context says a thing is free on a condition written after its free word ("البطاقة
  مجانية عند الإصدار الأول"، "الراوتر مجاني مع عقد سنتين"); the claim may make that case its subject ("الإصدار الأول مجاني").
  Every noun of the condition must be named, an ordinal too: "الإصدار الثاني", the lost card or the renewal stay flagged.
- THE FREE LABEL: the free word closing a label names its thing after the colon ("**مشمول مجاناً:** ختم المترجم
  المحلّف"); a thing after the colon the context does not call free stays flagged."""
from __future__ import annotations

import pytest

from groundtest.text.arabic.polarity import free_unsaid

CARD = ("تصدر بطاقة ذوي الإعاقة للمواطنين والمقيمين بناءً على تقرير طبي معتمد. البطاقة مجانية عند الإصدار الأول، "
        "ورسم بدل الفاقد أو التالف ١٠٠ ريال قطري. صلاحية البطاقة ٥ سنوات.")


@pytest.mark.parametrize("claim", ["الإصدار الأول مجاني.", "- **الرسوم:** الإصدار الأول مجاني، أما بدل الفاقد فرسمه 100 ريال.",
                                   "وأول إصدار مجاني", "البطاقة مجانية عند الإصدار الأول."])
def test_the_contexts_condition_as_the_claims_subject(claim):
    assert free_unsaid(claim, CARD) is None


@pytest.mark.parametrize("claim", ["الإصدار الثاني مجاني.", "بدل الفاقد مجاني.", "التجديد مجاني.", "الإصدار مجاني مع البدل."])
def test_another_case_or_thing_stays_flagged(claim):
    assert free_unsaid(claim, CARD) is not None


ROUTER = "الراوتر مجاني مع عقد سنتين، ورسم التركيب ٥٠ ديناراً."


@pytest.mark.parametrize("claim", ["العقد مجاني.", "التركيب مجاني.", "عقد سنة مجاني."])
def test_part_of_the_condition_is_not_the_case(claim):
    assert free_unsaid(claim, ROUTER) is not None


STAMP = ("ترجمة الصفحة إلى الفرنسية ١٢ ديناراً. ختم المترجم المحلّف مجاني مع الترجمة. التصديق من وزارة العدل "
         "خدمة إضافية برسم ١٥ ديناراً للوثيقة.")


@pytest.mark.parametrize("claim", ["**مشمول مجاناً:** ختم المترجم المحلّف.", "مجاناً: ختم المترجم",
                                   "ختم المترجم المحلّف مشمول مجاناً."])
def test_the_labels_thing_after_its_colon(claim):
    assert free_unsaid(claim, STAMP) is None


@pytest.mark.parametrize("claim", ["**مشمول مجاناً:** التصديق من وزارة العدل.", "مجاناً: تصديق وزارة العدل",
                                   "**مشمول مجاناً:**"])
def test_another_thing_after_the_colon_stays_flagged(claim):
    assert free_unsaid(claim, STAMP) is not None
