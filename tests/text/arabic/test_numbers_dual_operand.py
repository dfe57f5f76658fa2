"""THE DUAL OPERAND (text.arabic.numbers._DUAL_OPERAND): a dual count noun written beside "×" is the factor 2 of the
working — "8 أسابيع × حصتان أسبوعيًا = 16 حصة"، "طفلتان × 6 دنانير = 12 دينارًا". The right product passes as worked;
a wrong one, in the same shape, is still a figure the context does not give. A dual away from "×", or with the
article ("× الرحلتين"), is no figure."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.matching import extract_values
from tests.helpers import scored_hallucinated

CTX = ("مركز «مداد» لتعليم الخط العربي: دورة خط الرقعة للمبتدئين مدتها {w} أسابيع بواقع حصتين أسبوعيًا مدة كل منهما "
       "ساعتان، ورسومها 1,200 درهم. الحد الأقصى 12 طالبًا في الصف.")
Q = "كم حصة في دورة الرقعة؟"
DUALS = ["حصتان", "حصتين"]


@pytest.mark.parametrize("text", ["8 × حصتان = 16", "حصتان × 8 = 16", "طفلتان × 6 دنانير", "3 × شخصين", "3 × **حصتين**"])
def test_a_dual_beside_the_sign_is_two(text):
    assert any(v.amount == 2.0 for v in extract_values(text)), extract_values(text)


@pytest.mark.parametrize("text", ["5 × الرحلتين", "3 × مكان", "× المشاركين", "حصتان في الأسبوع", "30 درهمًا × ليلتين",
                                  "٣ أسنان × ٣٥٠", "3 × 2 بالغين"])
def test_no_figure_otherwise(text):
    assert all(v.amount != 2.0 or v.raw[:1].isdigit() for v in extract_values(text)), extract_values(text)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([5, 6, 7, 8, 9, 10]), st.sampled_from(DUALS), st.integers(min_value=-3, max_value=3))
def test_the_product_is_checked(weeks, dual, off):
    result = 2 * weeks + off
    v = check(f"- {weeks} أسابيع × {dual} أسبوعيًا = {result} حصة.", CTX.format(w=weeks), query=Q)
    if result in (12, 1200):  # (the context's own figures, found as stated)
        return
    assert (v.hallucination == "hallucinated") == (off != 0), (weeks, result, v)


def test_through_score(tmp_path):
    ctx = [{"title": "الدورات.md", "text": CTX.format(w=8)}]
    right = "- 8 أسابيع × حصتان أسبوعيًا = **16 حصة**."
    wrong = "- 8 أسابيع × حصتان أسبوعيًا = **20 حصة**."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, Q) == [False, True]
