"""THE TOTAL'S AGREEMENT (text.arabic.behaviour.STRONG_WORKING, WORKING["+"]): the adjective of a total agrees with its
noun — "التكلفة الإجمالية"، "قيمة إجمالية" as "المبلغ الإجمالي" — and is a cue of working either way: the figure after it
may be the sum of figures the answer showed before. A total no sum of them gives is still flagged."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import shows_working

_CTX = "سعر الإطار الاقتصادي 420 ريالاً قطرياً. الترصيص 25 ريالاً لكل عجلة."
_Q = "كم تكلفة أربعة إطارات مع الترصيص؟"
_LEAD = "أربعة إطارات: ٤ × ٤٢٠ = ١٬٦٨٠ ريالاً، والترصيص ٤ × ٢٥ = ١٠٠ ريال. "


@pytest.mark.parametrize("sentence", [
    "فتصبح التكلفة الإجمالية ١٬٧٨٠ ريالاً.", "القيمة الإجمالية ١٬٧٨٠ ريالاً.", "بتكلفة إجمالية ١٬٧٨٠ ريالاً.",
    "المبلغ الإجمالي ١٬٧٨٠ ريالاً.",
])
def test_the_total_in_either_gender_shows_working(sentence):
    assert shows_working(sentence)


@pytest.mark.parametrize("sentence", [
    "فتصبح التكلفة الإجمالية ١٬٧٨٠ ريالاً.",
    "فالقيمة الإجمالية ١٬٧٨٠ ريالاً.",
    "أي بتكلفة إجمالية ١٬٧٨٠ ريالاً.",
])
def test_the_sum_of_the_figures_shown(sentence):
    v = check(_LEAD + sentence, _CTX, query=_Q)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("sentence", [
    "فتصبح التكلفة الإجمالية ١٬٩٨٠ ريالاً.",
    "فتصبح التكلفة الإجمالية ١٬٧٠٠ ريالاً.",
    "وسعر الإطار الواحد ١٬٧٨٠ ريالاً.",  # no word of a total: a figure the context lacks
])
def test_another_total_is_still_flagged(sentence):
    assert check(_LEAD + sentence, _CTX, query=_Q).hallucination == "hallucinated"
