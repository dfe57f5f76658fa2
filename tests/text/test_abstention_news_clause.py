"""Class: a pleasantry that goes on to tell news ("نتمنى لقطتك رحلة هادئة، والخبر الحلو إن الفحص البيطري مجاني") — the news
is an assertion of the world, so the sentence is no filler and its claim is checked.

Principle (text.abstention._NEWS): "الخبر الحلو/الجميل/السار إن …", "the good news is …", "the best part is …" introduce a
clause of fact inside a wish; a wish without such a clause stays a filler. (The wish's own words are then counted by
the response-level share of new words: beside a short answer they may tip it, as any sentence's.)
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.abstention import PatternDetector

DETECTOR = PatternDetector()
CTX = [{"title": "الوصول.md", "text": "يخضع الحيوان للفحص البيطري في المطار. رسم الفحص عند الوصول ٢٥٠ درهماً للحيوان. "
                                     "يجب الحصول على تصريح استيراد قبل شحن الحيوان الأليف، وصلاحيته ٣٠ يوماً من تاريخ الإصدار."}]
SUPPORTED = ("يخضع الحيوان للفحص البيطري في المطار، ورسم الفحص عند الوصول ٢٥٠ درهماً للحيوان. "
             "ويجب الحصول على تصريح استيراد قبل شحن الحيوان الأليف، وصلاحيته ٣٠ يوماً من تاريخ الإصدار.")


@pytest.mark.parametrize("wish", ["نتمنى لقطتك رحلة هادئة وآمنة", "نتمنى لك رحلة سعيدة", "أتمنى لكم وصولاً آمناً"])
@pytest.mark.parametrize("news", ["والخبر الحلو إن الفحص البيطري في المطار مجاني", "والخبر الجميل أن الفحص البيطري مجاني",
                                  "والخبر السار إن الفحص البيطري في المطار مجاني"])
def test_a_wish_telling_news_is_no_filler(wish, news):
    sentence = f"{wish} 🐾، {news}!"
    assert not DETECTOR.is_filler(sentence), sentence
    v = check(f"{SUPPORTED}\n\n{sentence}", CTX, "وش يصير في المطار؟")
    assert v.hallucination == "hallucinated", (sentence, v.findings)


@pytest.mark.parametrize("wish", ["نتمنى لقطتك رحلة هادئة وآمنة 🐾!", "نتمنى لك رحلة سعيدة!"])
def test_a_plain_wish_stays_a_filler(wish):
    assert DETECTOR.is_filler(wish), wish
    v = check(f"{SUPPORTED}\n\n{wish}", CTX, "وش يصير في المطار؟")
    assert v.hallucination != "hallucinated", (wish, v.findings)


def test_supported_news_inside_a_wish_stays_clean():
    sentence = "نتمنى لك رحلة هادئة، والخبر الحلو إن الفحص البيطري يتم في المطار!"
    v = check(f"{SUPPORTED}\n\n{sentence}", CTX, "وش يصير في المطار؟")
    assert v.hallucination != "hallucinated", (sentence, v.findings)
