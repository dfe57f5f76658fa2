"""Two Arabic readings of one shape, "usually between X and Y" restated from a context that hedges it:

THE DIALECT RANGE (text.arabic.numbers._RANGE_GAP_F): "18 لـ24 شهر"، "أربعة لستة أسابيع"، "من 3 لـ 5 أيام" — the
spoken ل of "to" between a bare first end and a second end with its unit — is a range, both ends in the unit, as
"من 18 إلى 24 شهرًا" is.

THE COPIED ARABIC HEDGE (checker.claims._hedged_as_context): a hedge word the context itself writes ("تتراوح مدة
العلاج عادةً بين ١٨ و٢٤ شهراً") restated over the figures it hedges ("عادةً بين سنة ونص وسنتين (يعني 18 لـ24 شهر)")
is the context's own hedge, no guess: the folded hedge ("عاده") is found at the context's spelling ("عادةً"). The
same hedge over figures the context does not hedge stays caught."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.numbers import extract
from tests.helpers import cli_scored

UNITS = [("شهر", "month", 1), ("أسابيع", "day", 7), ("أيام", "day", 1), ("سنين", "month", 12)]


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 40), st.integers(1, 40), st.sampled_from(UNITS), st.sampled_from(["لـ", "ل", "لـ ", "ل "]))
def test_the_dialect_range_gives_both_ends_the_unit(a, b, unit, to):
    word, code, scale = unit
    vals = extract(f"المدة من {a} {to}{b + a} {word} تقريبًا")
    assert [(v.kind, v.unit, v.amount) for v in vals] == [("quantity", code, a * scale), ("quantity", code, (b + a) * scale)]


@pytest.mark.parametrize("text", ["كل **أربعة لستة أسابيع**", "كل 4 لـ6 أسابيع"])
def test_number_words_and_digits_both_range(text):
    assert [(v.unit, v.amount) for v in extract(text)] == [("day", 28.0), ("day", 42.0)]


def test_a_preposition_before_a_counted_noun_is_no_range():
    # "لمدة": the ل of "for" on a noun, no second end
    assert [(v.kind, v.amount) for v in extract("ادفع 5 لمدة 3 أيام")] == [("number", 5.0), ("quantity", 3.0)]


_CTX = [{"title": "payment.md", "text": "تُدفع دفعة أولى بنسبة ٢٥٪ من قيمة العلاج. تتراوح مدة العلاج عادةً بين ١٨ و٢٤ شهراً. "
                                        "المراجعات الدورية كل ٤ إلى ٦ أسابيع ومشمولة في السعر."}]
_Q = "كم بيطول علاج التقويم؟"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["عادةً", "عادة", "وعادةً"]),
       st.sampled_from(["بين **سنة ونص** و**سنتين** (يعني 18 لـ24 شهر)", "بين 18 لـ24 شهر", "من 18 لـ 24 شهر"]))
def test_the_contexts_own_hedge_over_its_figures_passes(hedge, span):
    got = check(f"مدة العلاج {hedge} {span}.", _CTX, _Q)
    assert got.hallucination != "hallucinated", got.findings


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["عادةً", "عادة"]), st.sampled_from([(12, 16), (18, 30), (20, 24)]))
def test_the_hedge_over_other_figures_is_caught(hedge, ends):
    a, b = ends
    got = check(f"مدة العلاج {hedge} بين {a} لـ{b} شهر.", _CTX, _Q)
    assert got.hallucination == "hallucinated", got.findings


def test_score_reads_the_copied_hedge(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "عادةً بين **سنة ونص** و**سنتين** (يعني 18 لـ24 شهر)."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "عادةً بين **سنة** و**سنة ونص** (يعني 12 لـ18 شهر)."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
