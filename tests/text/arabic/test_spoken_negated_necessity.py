"""THE SPOKEN NEGATED NECESSITY (text.arabic.polarity): the spoken "ما" before a verb of need ("ما يلزم أي خبرة
سابقة"، "ما يلزم خبرة سابقة") is a negator where the verb's indefinite subject follows; the relative "what is
needed" ("اتخاذ ما يلزم"، "ما يلزم من أوراق"، "ما يلزم تقديمه") is none.

A restatement of the context's "لا يلزم خبرة سابقة" passes; its other polarity ("يلزم خبرة سابقة") is still caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest import check
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import _spoken_negation
from tests.helpers import cli_scored

_KAYAK = ("جولات التجديف بالكاياك في محمية القرم: جولة الصباح تنطلق الساعة ٧:٠٠ صباحاً والسعر ١٨ ريالاً عمانياً للشخص "
          "البالغ. لا يلزم خبرة سابقة، ويتلقى المشاركون تدريباً لمدة ١٥ دقيقة قبل الانطلاق.")
_KAYAK_Q = "أول مرة أجدف، لازم يكون عندي خبرة؟"
NEGATED = ["ما يلزم أي خبرة سابقة", "ما يلزم خبرة سابقة", "ما يلزمك أي خبرة سابقة", "لا يلزم خبرة سابقة"]
ASSERTED = ["يلزم خبرة سابقة", "لازم يكون عندك خبرة سابقة", "يلزم أن تكون عندك خبرة سابقة"]


def _answer(clause: str) -> str:
    return f"أهلاً! 😊\n\n- **{clause}**.\n- قبل الانطلاق فيه **تدريب 15 دقيقة** يعلّمك الأساسيات."


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(NEGATED))
def test_a_negated_need_restates_the_context(clause):
    assert check(_answer(clause), _KAYAK, query=_KAYAK_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("clause", ASSERTED)
def test_the_other_polarity_is_still_caught(clause):
    assert check(_answer(clause), _KAYAK, query=_KAYAK_Q).hallucination == "hallucinated"


@pytest.mark.parametrize("text,negated", [
    ("ما يلزم أي خبرة سابقة", True), ("ما يلزم خبرة سابقة", True), ("ما يشترط حجز", True),
    ("اتخاذ ما يلزم", False), ("ما يلزم من أوراق", False), ("ما يلزم لحجزك", False), ("ما يلزم تقديمه", False),
    ("ما يلزم الحجز المسبق", False), ("كل ما يلزم خبرة", False),
])
def test_the_negator_and_the_relative(text, negated):
    assert _spoken_negation(fold_text(text).split()) is negated


def test_score_reads_the_negated_need(tmp_path):
    rows = [{"id": i, "type": "answerable", "expect": "answer", "query": _KAYAK_Q,
             "context": [{"title": "tours.md", "text": _KAYAK}], "response": _answer(c)}
            for i, c in (("right", NEGATED[0]), ("wrong", ASSERTED[0]))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"right": False, "wrong": True}
