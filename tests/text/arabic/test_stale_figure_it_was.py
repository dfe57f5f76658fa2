"""THE FIGURE IT WAS (text.arabic.behaviour.WAS_COPULAS): the past copula before a superseded figure said beside the
current one — in brackets after it ("10 ريالات (كانت 8 ريالات)") or in a sentence naming the change ("كان سعر نهاية
الأسبوع في موسم 1446هـ هو 175 ريالاً، لكنه ارتفع إلى 195") — says it is out of date; the superseded figure as current, or
a bare past with no change named ("كانت الرسوم 8 ريالات."), does not."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_stale_cue

_CTX = [{"title": "fares-2023.md", "text": "أجرة الرحلة الواحدة ريالان، وتذكرة اليوم الكامل ٨ ريالات.", "status": "superseded"},
        {"title": "fares-2024.md", "text": "اعتباراً من ١ محرم ١٤٤٦هـ أصبحت أجرة الرحلة الواحدة ٣ ريالات، وتذكرة اليوم الكامل ١٠ ريالات.",
         "status": "current"}]
_Q = "كم أجرة تذكرة اليوم الكامل الحين؟"


@pytest.mark.parametrize("sentence", [
    "- تذكرة اليوم الكامل: **10 ريالات** (كانت 8 ريالات)",
    "تذكرة اليوم الكامل 10 ريالات (وكانت ٨ ريالات).",
    "ℹ️ للعلم، كان سعر تذكرة اليوم الكامل في الموسم الماضي هو 8 ريالات، لكنه ارتفع إلى 10 مع التحديث الجديد.",
    "كانت التذكرة بـ 8 ريالات، ثم صارت 10 ريالات.",
    "كان سعر التذكرة 8 ريالات وتغير إلى 10.",
])
def test_the_figure_it_was_is_out_of_date(sentence):
    assert is_stale_cue(sentence)
    assert check(sentence, _CTX, _Q).hallucination != "hallucinated"


@pytest.mark.parametrize("sentence", [
    "كانت الرسوم 8 ريالات.",                                   # a bare past, no change named
    "تذكرة اليوم الكامل 8 ريالات (كما كانت).",                  # no figure after the copula
    "كان من المفترض أن تصل الساعة 8 صباحاً.",                  # no change
])
def test_no_cue_without_the_current_beside_it(sentence):
    assert not is_stale_cue(sentence)


def test_the_old_figure_as_current_stays_flagged():
    assert check("- تذكرة اليوم الكامل: **8 ريالات**.", _CTX, _Q).hallucination == "hallucinated"
    assert check("تذكرة اليوم الكامل 8 ريالات، وكانت 10 ريالات.", _CTX, _Q).hallucination == "hallucinated"


# THE CORRECTION'S RELATIVE (text.arabic.behaviour.CORRECTION_OBJECTS): the writer's earlier turn named by a relative
# ("عذراً، يجب أن أصحّح ما ذكرته سابقاً"، "خليني أصحح اللي قلته") only announces a correction; with a figure or a claim
# after it, it does not.
@pytest.mark.parametrize("text", ["عذراً، يجب أن أصحّح ما ذكرته سابقاً ⚠️", "خليني أصحح اللي قلته", "خليني أصحح ما قلته لك"])
def test_a_correction_of_what_was_said_is_a_preamble(text):
    from groundtest.text.arabic.behaviour import is_correction_preamble

    assert is_correction_preamble(text)


@pytest.mark.parametrize("text", ["يجب أن أصحح ما ذكرته: المركز مغلق يوم الثلاثاء", "أصحح ما ذكرته سابقاً، الرسوم 15 درهماً",
                                  "ما ذكرته سابقاً صحيح"])
def test_a_correction_with_a_claim_is_no_preamble(text):
    from groundtest.text.arabic.behaviour import is_correction_preamble

    assert not is_correction_preamble(text)
