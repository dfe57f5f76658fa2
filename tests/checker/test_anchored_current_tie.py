"""THE CURRENT TIE (checker.passes._arabic_anchored): a value the Arabic context ties to another figure ("10 دنانير"
to "100 ميغابت/ث") is read against the current chunks, as a value's subject is, unless the sentence itself says it
may be out of date: a superseded price list that tied the same speed to another price ("١٢ ديناراً") is no rival of
the current price.

The current tie passes; the superseded price stated as current, or a price no source gives, is still caught."""
from __future__ import annotations

import pytest

from groundtest import check
from tests.helpers import cli_scored

_OLD = {"title": "zain-prices-2024.md", "status": "superseded",
        "text": "أسعار الإنترنت المنزلي 5G لعام ٢٠٢٤: الباقة الأساسية (حتى ١٠٠ ميغابت/ث) بسعر ١٢ ديناراً كويتياً شهرياً، "
                "والباقة المتقدمة (حتى ٥٠٠ ميغابت/ث) بسعر ١٧ ديناراً شهرياً."}
_NOW = {"title": "zain-5g-home.md", "status": "current",
        "text": "باقات الإنترنت المنزلي 5G من زين الكويت:\n- الباقة الأساسية: سرعة تصل إلى ١٠٠ ميغابت/ثانية، بسعر ١٠ دنانير "
                "كويتية شهرياً.\n- الباقة المتقدمة: سرعة تصل إلى ٥٠٠ ميغابت/ثانية، بسعر ١٥ ديناراً كويتياً شهرياً."}
_Q = "كم صار سعر الباقة الأساسية لإنترنت زين المنزلي؟ كنت أدفع ١٢ دينار."


def _answer(price: str, speed: str = "100") -> str:
    # (the old price named as out of date: the answer is read beside the superseded chunk too)
    return (f"- الباقة الأساسية صار سعرها **{price} شهرياً** (سرعة حتى {speed} ميغابت/ث).\n"
            "- الـ**12 ديناراً** اللي كنت تدفعها كانت حسب **أسعار 2024**، وهي **ما عادت سارية**.")


@pytest.mark.parametrize("price", ["10 دنانير كويتية", "10 دنانير", "١٠ دنانير كويتية"])
def test_the_current_tie_passes_beside_a_superseded_one(price):
    assert check(_answer(price), [_OLD, _NOW], _Q).hallucination != "hallucinated"


@pytest.mark.parametrize("price,speed", [("12 ديناراً كويتياً", "100"), ("17 ديناراً كويتياً", "100"),
                                         ("11 ديناراً كويتياً", "100"), ("9 دنانير كويتية", "100")])
def test_a_tie_the_current_source_does_not_make_is_caught(price, speed):
    assert check(_answer(price, speed), [_OLD, _NOW], _Q).hallucination == "hallucinated"


def test_score_reads_the_current_tie(tmp_path):
    rows = [{"id": i, "type": "stale_context", "expect": "answer", "query": _Q, "context": [_OLD, _NOW], "response": r}
            for i, r in (("right", _answer("10 دنانير كويتية")), ("wrong", _answer("12 ديناراً كويتياً")))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"right": False, "wrong": True}
