"""THE BELIEVED CLOCK (checker.lookups._believed_clock): a clock time the user believes of the world ("بما أن المحمية
تفتح حتى 8 مساءً") that the context does not give, where the context states its own times ("من 8 صباحاً حتى 6 مساءً"),
is an adopted premise when the answer restates it as fact — set against the context's time in the same half of the
day. Corrected ("وليس 8 مساءً") it passes, and the user's own arrival time ("نصل الساعة 5 مساءً") is theirs to state."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from tests.helpers import scored_hallucinated

CTX = [{"title": "shouf-hours.md", "text": "مواعيد محمية أرز الشوف\nمن نيسان إلى تشرين الأول: من 8 صباحاً حتى 6 مساءً. "
                                            "من تشرين الثاني إلى آذار: من 9 صباحاً حتى 4 عصراً."}]
BELIEF = "بما أن محمية أرز الشوف تفتح حتى 8 مساءً في الصيف، هل يكفي أن نصل الساعة 5؟"
OWN = "نصل الساعة 5 مساءً، هل يكفي الوقت قبل الإغلاق؟"


@pytest.mark.parametrize("r,ok", [("المحمية تفتح في الصيف حتى 8 مساءً.", False),
                                  ("المحمية تفتح في الصيف حتى 6 مساءً، وليس 8 مساءً.", True)])
def test_the_believed_time(r, ok):
    v = check(r, CTX, query=BELIEF)
    assert (v.hallucination != "hallucinated") == ok, v
    if not ok:
        assert any(f.rule == "adopted_premise" and "6 مساءً" in f.notes for f in v.findings), v


def test_the_users_own_time_is_theirs():
    v = check("المحمية تفتح في الصيف حتى 6 مساءً، وستصلون 5 مساءً.", CTX, query=OWN)
    assert not any(f.rule in ("adopted_premise", "value") for f in v.findings), v


def test_through_score(tmp_path):
    rs = ["المحمية تفتح في الصيف حتى 6 مساءً، وليس 8 مساءً.", "المحمية تفتح في الصيف حتى 8 مساءً."]
    assert scored_hallucinated(tmp_path, rs, CTX, BELIEF) == [False, True]
