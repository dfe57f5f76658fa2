"""THE ADDITIONAL ADDED (text.arabic.behaviour.WORKING["+"]): "additional" signals a sum as well as a difference, as
English "extra"/"additional" do — "لو أكدت ٣٠ شخصًا، تقدر تزيد لحد ٣ أشخاص إضافيين (يعني ٣٣)": 30 + 3. A total the
sum does not give, in the same shape, is still a figure the context lacks."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import working_ops
from tests.helpers import scored_hallucinated

CTX = ("يجب تأكيد العدد النهائي قبل ٤٨ ساعة من الموعد. يمكن زيادة العدد حتى ١٠٪ يوم المناسبة حسب توفر الكميات، "
       "ويُحاسب العميل على الأشخاص الإضافيين بنفس سعر الباقة.")
Q = "أكدت {n} شخصًا، وإذا زاد العدد فجأة يوم العزومة؟"


def test_the_words_signal_a_sum():
    for w in ("إضافيين", "إضافية", "إضافيتين"):
        assert "+" in working_ops(f"٣ أشخاص {w}")


@pytest.mark.parametrize("n,total", [(n, n + n // 10 + off) for n in (30, 40, 50, 60, 70) for off in (0, 1, -1)]
                         + [(40, 47), (50, 58), (60, 69), (70, 80)])
def test_the_total_is_the_sum(n, total):
    r = f"- مثال: لو أكدت **{n} شخصًا**، تقدر تزيد لحد **{n // 10} أشخاص** إضافيين (يعني {total})."
    v = check(r, CTX, query=Q.format(n=n))
    assert any(f.rule == "value" for f in v.findings) == (total != n + n // 10), (n, total, v)


def test_through_score(tmp_path):
    ctx = [{"title": "التعديلات.md", "text": CTX}]
    q = Q.format(n=30)
    right = "- تقدر **تزيد العدد حتى ١٠٪** يوم المناسبة.\n- مثال: لو أكدت **٣٠ شخصًا**، تقدر تزيد لحد **٣ أشخاص** إضافيين (يعني ٣٣)."
    wrong = "- تقدر **تزيد العدد حتى ١٠٪** يوم المناسبة.\n- مثال: لو أكدت **٣٠ شخصًا**، تقدر تزيد لحد **٣ أشخاص** إضافيين (يعني ٣٤)."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, q) == [False, True]
