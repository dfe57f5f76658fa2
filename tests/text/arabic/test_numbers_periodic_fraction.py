"""THE PERIODIC FRACTION (text.arabic.numbers.PERIODIC): a fraction word before the adjective of a period — "ربع سنوي"
(quarterly), "نصف سنوية" (half-yearly), "ثلث سنويًا" — says how often, not a share: that part of the period, in months
(3, 6, 4). Over a context that pays "كل ثلاثة أشهر" the quarterly restatement is supported; a period the context does
not give ("نصف سنوي" over every three months) is still caught. With the article it names a plan ("الاشتراك الربع سنوي")."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.matching import extract_values
from tests.helpers import scored_hallucinated

FRACTIONS = {"ربع": 3.0, "ثلث": 4.0, "نصف": 6.0}
FORMS = ["سنوي", "سنوية", "سنويًا", "سنوياً"]


@pytest.mark.parametrize("fraction", sorted(FRACTIONS))
@pytest.mark.parametrize("form", FORMS)
def test_a_fraction_of_a_year_is_a_period_in_months(fraction, form):
    vs = extract_values(f"الدفع {fraction} {form} حسب العقد.")
    assert [(v.kind, v.amount, v.unit) for v in vs] == [("quantity", FRACTIONS[fraction], "month")]


@pytest.mark.parametrize("text", ["الاشتراك الربع سنوي", "في الاشتراك النصف سنوي"])
def test_with_the_article_it_names_a_plan(text):
    assert extract_values(text) == []


@pytest.mark.parametrize("text,kind", [("ربع ساعة", "quantity"), ("نصف الأجر", "percent"), ("ربع المبلغ", "percent")])
def test_other_fractions_are_unchanged(text, kind):
    assert [v.kind for v in extract_values(text)] == [kind]


CTX = ("لا تقل مدة عقد إيجار المحل عن ستة أشهر. محل الزاوية ٤٬٥٠٠ ريال قطري شهريًا. "
       "يُدفع الإيجار كل ثلاثة أشهر مقدمًا.")
Q = "كيف أدفع الإيجار؟"


@pytest.mark.parametrize("fraction,ok", [("ربع", True), ("نصف", False), ("ثلث", False)])
def test_the_period_is_checked_against_the_context(fraction, ok):
    v = check(f"يُدفع الإيجار مقدمًا، يعني الدفع {fraction} سنوي.", CTX, query=Q)
    assert (v.hallucination != "hallucinated") == ok, v


def test_through_score(tmp_path):
    ctx = [{"title": "شروط-العقد.md", "text": CTX}]
    right = "يُدفع الإيجار **كل ثلاثة أشهر مقدمًا**، يعني الدفع ربع سنوي، لكن العقد نفسه ستة أشهر على الأقل."
    wrong = "يُدفع الإيجار **مقدمًا**، يعني الدفع ثلث سنوي، لكن العقد نفسه ستة أشهر على الأقل."
    assert scored_hallucinated(tmp_path, [right, wrong], ctx, Q) == [False, True]
