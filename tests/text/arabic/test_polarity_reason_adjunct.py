"""THE REASON ADJUNCT (text.arabic.polarity.flip): a context clause's reason or purpose after what it says ("لا تشحن
التعاونية حاليًا إلى خارج لبنان بسبب متطلبات شهادات التصدير"، "… حفاظًا على سلامتهم") is why the rule holds, not the
rule: a claim that restates the rest with the other polarity flips it without saying the reason (a dialect verb with
its ب too: "بتشحن"). The same polarity, or a claim about another thing, stays no flip."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.polarity import context_clauses, flip

EXPORT = ("لا تشحن التعاونية حاليًا إلى خارج لبنان بسبب متطلبات شهادات التصدير. "
          "يمكن للزبائن في الخارج تكليف شخص في لبنان باستلام الطلب.")
POOL = "لا يُسمح للأطفال باستخدام المسبح الكبير حفاظًا على سلامتهم، ويُسمح لهم بالمسبح الصغير."


@pytest.mark.parametrize(("claim", "context"), [
    ("بتشحن التعاونية لخارج لبنان", EXPORT),
    ("تشحن التعاونية إلى خارج لبنان", EXPORT),
    ("يُسمح للأطفال باستخدام المسبح الكبير", POOL),
])
def test_the_other_polarity_without_the_reason_flips(claim, context):
    assert flip(claim, context_clauses(context, {}), claim) is not None


@pytest.mark.parametrize(("claim", "context"), [
    ("لا تشحن التعاونية إلى خارج لبنان", EXPORT),  # the same polarity
    ("ما بتشحن التعاونية لخارج لبنان", EXPORT),
    ("تشحن التعاونية داخل لبنان", EXPORT),  # another thing
    ("لا يُسمح للأطفال باستخدام المسبح الكبير", POOL),
    ("يُسمح للأطفال بالمسبح الصغير", POOL),
])
def test_the_same_polarity_or_another_thing_is_no_flip(claim, context):
    assert flip(claim, context_clauses(context, {}), claim) is None


@pytest.mark.parametrize(("answer", "ok"), [
    ("نعم، بتشحن التعاونية لخارج لبنان.", False),
    ("للأسف، لا تشحن التعاونية حاليًا إلى خارج لبنان بسبب متطلبات شهادات التصدير.", True),
])
def test_check(answer, ok):
    got = check(answer, [EXPORT], "وهل بتشحنوا على الإمارات؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings


CLOTHES = "الملابس الصناعية مثل البوليستر ممنوعة لأنها قد تذوب مع الشرر. يجب ارتداء حذاء مغلق."


def test_a_bare_noun_phrase_before_the_reason_is_no_rule_to_flip():
    # the core left before "لأنها" is three words, a noun phrase a table cell restates under a heading of its polarity
    assert flip("| حذاء مغلق | الملابس الصناعية كالبوليستر |", context_clauses(CLOTHES, {}), None) is None
