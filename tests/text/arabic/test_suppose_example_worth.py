"""THE EXAMPLE'S WORTH (suppose.WORTH_NOUNS, WORTH_WORDS): a bare noun of charge and a word of worth right before the
figure, in a clause an example word opens ("مثلًا رسوم بقيمة ٥ ملايين ليرة بتصير ٤٫٥ ملايين ليرة"، "على سبيل المثال
فاتورة قدرها 200 ريال"), name the thing the example supposes: the figure is supposed, what it leads to is still worked
and checked. A verb of consequence before the noun ("لو حجزت، تدفع رسوم بقيمة 500"), a noun with its pronoun
("رسومها بقيمة"), or no example word keeps the figure the rule's."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.suppose import supposed
from tests.helpers import cli_scored

CUES = ["مثلًا", "مثلاً", "مثال:", "على سبيل المثال", "يعني مثلاً"]
NOUNS = ["رسوم", "فاتورة", "مبلغ", "غرامة", "قسط"]
WORTH = ["بقيمة", "قدرها", "بمبلغ"]
BASES = {"٥ ملايين ليرة": 5_000_000, "200 ألف ليرة": 200_000, "٣٠٠٠٠٠٠ ليرة": 3_000_000, "مليوني ليرة": 2_000_000}


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(CUES), st.sampled_from(NOUNS), st.sampled_from(WORTH), st.sampled_from(sorted(BASES)))
def test_the_examples_worth_is_supposed(cue, noun, worth, base):
    text = f"{cue} {noun} {worth} {base} بتصير أقل بعد الخصم."
    assert supposed("money", base, text, text.index(base))


@pytest.mark.parametrize("text", [
    "لو سددت كاملة، تدفع رسوم بقيمة ٥ ملايين ليرة.",  # a verb of consequence before the noun
    "مثلًا لو سجلت، رسومها بقيمة ٥ ملايين ليرة.",  # the noun with its pronoun: the rule's charge
    "رسوم بقيمة ٥ ملايين ليرة تُدفع في البلدية.",  # no example word
])
def test_the_rules_figure_is_not_supposed(text):
    assert not supposed("money", "٥ ملايين ليرة", text, text.index("٥ ملايين ليرة"))


_FEES = [{"title": "البلدية.md", "text": "تُدفع الرسوم البلدية في صندوق البلدية من الاثنين إلى الجمعة. يُمنح خصم 10% على الرسوم "
                                       "المسددة كاملة قبل 30 نيسان من السنة الجارية."}]
_Q = "هل في خصم إذا دفعت بكير؟"


def _answer(cue: str, noun: str, worth: str, base: str, result: str) -> str:
    return (f"إيه، إذا سددت الرسوم كاملة قبل ٣٠ نيسان بتحصل على خصم ١٠٪. {cue} {noun} {worth} {base} "
            f"بتصير {result}.")


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["مثلًا", "مثلاً", "يعني مثلاً"]), st.just("رسوم"), st.sampled_from(WORTH[:2]))
def test_the_worked_example_passes_and_a_wrong_result_is_caught(cue, noun, worth):
    # (the context's own noun: a new noun makes the example a clause of new words, another rule's finding)
    ok = check(_answer(cue, noun, worth, "٥ ملايين ليرة", "٤٫٥ ملايين ليرة"), _FEES, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(_answer(cue, noun, worth, "٥ ملايين ليرة", "٤ ملايين ليرة"), _FEES, _Q)  # 20% off, not 10%
    assert bad.hallucination == "hallucinated", bad.findings


@pytest.mark.parametrize("wrong", [
    "إيه، إذا سددت الرسوم كاملة قبل ٣٠ نيسان بتحصل على خصم ٢٠٪. مثلاً رسوم بقيمة ٥ ملايين ليرة بتصير ٤ ملايين ليرة.",
    "إيه، إذا سددت الرسوم كاملة قبل ٣٠ أيار بتحصل على خصم ١٠٪. مثلاً رسوم بقيمة ٥ ملايين ليرة بتصير ٤٫٥ ملايين ليرة.",
])
def test_wrong_rules_beside_the_example_are_caught(wrong):
    got = check(wrong, _FEES, _Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_examples_worth(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _FEES,
             "response": _answer("مثلاً", "رسوم", "بقيمة", "٥ ملايين ليرة", "٤٫٥ ملايين ليرة")},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _FEES,
             "response": _answer("مثلاً", "رسوم", "بقيمة", "٥ ملايين ليرة", "٣ ملايين ليرة")}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
