"""THE PASSED-BY PRONOUN (text.arabic.behaviour.EXCEEDING): the exceeding verbs with the pronoun of what is passed —
"ومبلغك 4,000 د.ك يتجاوزه بـ 1,000 د.ك"، "تتجاوزها بـ …" — signal a difference, as "يتجاوز" does. The right margin
passes; another, in the same shape, is still money the context does not give."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import working_ops
from tests.helpers import scored_hallucinated

CTX = "الحد الأقصى للتحويل اليومي عبر التطبيق 3,000 د.ك، ولا حد للتحويل من الفرع مع المستندات المطلوبة."
Q = "هل يمكنني تحويل {n} دينار دفعة واحدة من التطبيق؟"


@pytest.mark.parametrize("verb", ["يتجاوزه", "تتجاوزه", "يتجاوزها", "تجاوزته"])
def test_the_verb_signals_a_difference(verb):
    assert "-" in working_ops(f"ومبلغك 4,000 د.ك {verb} بـ 1,000 د.ك")


@pytest.mark.parametrize("n,margin", [(4000, 1000), (4000, 1200), (5000, 2000), (5000, 2500), (3500, 500), (3500, 700)])
def test_the_margin_is_the_difference(n, margin):
    r = f"لا، لأن الحد الأقصى للتحويل اليومي عبر التطبيق **3,000 د.ك**، ومبلغك **{n:,} د.ك** يتجاوزه بـ {margin:,} د.ك."
    v = check(r, CTX, query=Q.format(n=f"{n:,}"))
    assert (v.hallucination != "hallucinated") == (margin == n - 3000), v


def test_through_score(tmp_path):
    ctx = [{"title": "remittance_fees.md", "text": CTX}]
    r = "لا، لأن الحد الأقصى للتحويل اليومي عبر التطبيق **3,000 د.ك**، ومبلغك **4,000 د.ك** يتجاوزه بـ {} د.ك."
    assert scored_hallucinated(tmp_path, [r.format("1,000"), r.format("1,300")], ctx, Q.format(n="4,000")) == [False, True]
