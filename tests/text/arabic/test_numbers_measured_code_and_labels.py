"""Two value forms of Arabic answers (text.arabic.numbers):

- THE MEASURED CODE: an Arabic amount glossed with its ISO code in brackets — "830 درهمًا (AED 830)"، "(QAR 6,400)"،
  "(OMR 585)" — is money in that code, not a bare number the context lacks. A different figure in the gloss is still
  money the context does not give.
- THE ENUMERATING LABEL: one noun numbered 1, 2, … through the answer ("(أخت ١)" … "(أخت ٢)") names which one, no
  figure; a lone "أخت ٣", a run with a gap, or a unit's count ("يوم ١ … يوم ٢") stays a figure."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.numbers import enumerating_label, label_runs
from groundtest.text.matching import extract_values
from tests.helpers import scored_hallucinated

CODES = {"AED": ("درهمًا", "aed"), "QAR": ("ريالًا قطريًا", "qar"), "OMR": ("ريالًا عُمانيًا", "omr"), "KWD": ("دينارًا كويتيًا", "kwd")}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(CODES)), st.integers(min_value=11, max_value=99999))
def test_the_gloss_is_money_in_its_code(code, n):
    word, unit = CODES[code]
    vs = extract_values(f"المجموع {n:,} {word} ({code} {n:,})")
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("money", float(n), unit)] * 2, vs


CTX = ("نقش اليدين حتى الرسغ: ٨٠ درهمًا. باقة العروس: ٦٥٠ درهمًا. الحناء البيضاء تُضاف بزيادة ٢٠ درهمًا على أي نقش أو باقة.")
Q = "أبغى باقة العروس مع حناء بيضاء، وأختيّ الثنتين يبون نقش اليدين حتى الرسغ. كم المجموع؟"


def _table(total: int, gloss: int, labels=("١", "٢")) -> str:
    return ("| البند | المبلغ |\n|---|---|\n| باقة العروس | 650 درهم |\n| الحناء البيضاء على الباقة | 20 درهم |\n"
            f"| نقش يدين حتى الرسغ (أخت {labels[0]}) | 80 درهم |\n| نقش يدين حتى الرسغ (أخت {labels[1]}) | 80 درهم |\n"
            f"| **المجموع** | **{total} درهمًا (AED {gloss})** |")


@pytest.mark.parametrize("total,gloss,ok", [(830, 830, True), (830, 777, False), (777, 777, False), (793, 793, False)])
def test_a_glossed_total(total, gloss, ok):
    v = check(_table(total, gloss), CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v


@pytest.mark.parametrize("text,runs", [
    ("| (أخت ١) | 80 |\n| (أخت ٢) | 80 |", {"اخت"}), ("الخيار 1: كذا.\nالخيار 2: كذا.", {"الخيار"}),
    ("(أخت ١) و(أخت ٣)", set()), ("(أخت ٣)", set()), ("يوم ١، يوم ٢", set()), ("(أخت ٢) و(أخت ٣)", set()),
])
def test_the_label_runs(text, runs):
    assert label_runs(text) == runs


def test_a_lone_or_gapped_label_stays_a_figure():
    t = "| نقش يدين (أخت ٣) | 80 درهم |"
    assert not enumerating_label(t, t.index("٣"), "٣", t)
    assert check(_table(830, 830, ("١", "٣")), CTX, query=Q).hallucination == "hallucinated"


def test_through_score(tmp_path):
    ctx = [{"title": "الأسعار.md", "text": CTX}]
    assert scored_hallucinated(tmp_path, [_table(830, 830), _table(777, 777)], ctx, Q) == [False, True]
