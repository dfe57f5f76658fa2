"""THE STANDARD "IF" BEFORE THE COPULA (suppose.STANDARD_IF): إن (with و/ف) before a form of كان ("فإن كنتم شخصين"،
"وإن كان عمره 9 سنوات") opens a condition as لو/إذا do: the figure is supposed, what it leads to still worked and checked.
Folded, إن is أن, so only the spelling with the hamza below counts: "بعد أن كانت الرسوم 100 ريال" states a figure."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.suppose import supposed
from tests.helpers import cli_scored

IFS = ["إن", "فإن", "وإن", "فَإِنْ"]
COPULAS = ["كنتم", "كنت", "كان عددكم", "كانت المجموعة", "كنتما"]
COUNTS = ["شخصين", "3 أشخاص", "٤ أشخاص", "خمسة أشخاص"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(IFS), st.sampled_from(COPULAS), st.sampled_from(COUNTS))
def test_the_conditional_supposes_the_figure(cue, copula, count):
    text = f"{cue} {copula} {count} وتريدون الركوب، فالتكلفة الإضافية ٨٠ ريالًا."
    assert supposed("quantity", count, text, text.index(count))


@pytest.mark.parametrize("text", [
    "بعد أن كانت الرسوم 100 ريال أصبحت 150 ريالًا.",  # أن: a stated figure
    "ان كنتم 100 ريال",  # no hamza: could be أن
    "يُسمح بالدخول وإن كان العمر أقل من 100 ريال",  # a bound before the figure stays the rule's
])
def test_a_stated_figure_is_not_supposed(text):
    assert not supposed("money", "100 ريال", text, text.index("100 ريال"))


_RIDES = [{"title": "الألعاب.md", "text": "تذكرة الدخول السريع لا تشمل ألعاب الفئة (أ)، التي تُدفع بشكل منفصل. "
                                        "الأفعوانية الكبرى مصنفة ضمن ألعاب الفئة (أ)، وسعرها ٤٠ ريالًا للراكب."}]
_Q = "هل تذكرة الدخول السريع تشمل الأفعوانية؟"


def _answer(cue: str, count: str, total: str) -> str:
    return (f"لا تشملها، فالأفعوانية من الفئة (أ) وسعرها ٤٠ ريالًا للراكب. {cue} كنتم {count} وتريدون ركوب الأفعوانية، "
            f"فالتكلفة الإضافية {total} ريالًا.")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(IFS), st.sampled_from([("شخصين", "٨٠", "١٠٠"), ("3 أشخاص", "١٢٠", "١٥٠")]))
def test_the_worked_condition_passes_and_a_wrong_total_is_caught(cue, case):
    count, right, wrong = case
    ok = check(_answer(cue, count, right), _RIDES, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(_answer(cue, count, wrong), _RIDES, _Q)
    assert bad.hallucination == "hallucinated", bad.findings


def test_a_flipped_rule_beside_the_condition_is_caught():
    got = check("نعم تشملها التذكرة. فإن كنتم شخصين، فالتكلفة الإضافية ٨٠ ريالًا وسعرها ٥٠ ريالًا للراكب.", _RIDES, _Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_standard_if(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _RIDES,
             "response": _answer("فإن", "شخصين", "٨٠")},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _RIDES,
             "response": _answer("فإن", "شخصين", "٩٠")}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
