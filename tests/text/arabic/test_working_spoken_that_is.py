"""THE SPOKEN "THAT IS" (text.arabic.behaviour.STRONG_WORKING): يعني shows working as أي does ("وزنك ١٠٥ كيلو، يعني أكثر
من الحد بـ ٥ كيلو"، "جوازك ينتهي بعد ٤ شهور، يعني أقل من المطلوب بشهرين"): the difference it states is checked against
the figures shown, so the right one is supported and a wrong one stays flagged."""
from __future__ import annotations

import pytest

import groundtest
from groundtest.text.arabic.behaviour import shows_working

WEIGHT_CTX = [{"title": "الجمال.md", "text": "لا يُسمح بركوب من يزيد وزنه على 100 كيلوغرام حفاظاً على الحيوان."}]
PASSPORT_CTX = [{"title": "الطباعة.md", "text": "لطباعة بطاقة الإقامة يجب أن يكون جواز السفر ساري المفعول لمدة لا تقل عن 6 أشهر."}]


def _critical(resp: str, ctx: list, query: str) -> list:
    return [f for f in groundtest.check(resp, ctx, query).findings if f.severity == "critical"]


def test_the_spoken_that_is_shows_working():
    assert shows_working("وزنك ١٠٥ كيلو، يعني أكثر من الحد بـ ٥ كيلو.")


@pytest.mark.parametrize("said,wrong", [("٥ كيلو", False), ("٧ كيلو", True), ("٣ كيلو", True)])
def test_a_weight_over_the_limit(said, wrong):
    resp = f"- وزنك ١٠٥ كيلو، يعني أكثر من الحد بـ {said}، فمش هينفع تركب الجمل للأسف."
    assert bool(_critical(resp, WEIGHT_CTX, "وزني ١٠٥ كيلو، أقدر أركب جمل؟")) == wrong


@pytest.mark.parametrize("said,wrong", [("بشهرين", False), ("بثلاثة أشهر", True), ("بخمسة أشهر", True)])
def test_a_validity_short_of_the_minimum(said, wrong):
    resp = f"- جوازك ينتهي بعد **٤ شهور**، يعني أقل من المطلوب {said}."
    assert bool(_critical(resp, PASSPORT_CTX, "جوازي ينتهي بعد ٤ شهور، أقدر أطبع البطاقة؟")) == wrong
