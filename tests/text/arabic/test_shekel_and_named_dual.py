"""THE SHEKEL (text.arabic.numbers.CURRENCIES): "٢٢٠ شيكلاً"، "بـ ٤٠٠ شيكل"، "٣٠ شيقلاً"، "شواكل" are sums of money
(the code ``ils``), not bare figures; and THE DUAL OF A NAMED NOUN (text.arabic.numbers.duals_of_named): a word in the
masculine dual ("سدرين") whose singular the context names ("السدر") and whose own form it does not write is two of the
thing, so "سدرين وسط … بـ ٤٤٠ شيكل" is twice the context's 220 (derive's dual price). A wrong total stays flagged, and a
sound plural the context writes itself ("المتدربين") is no dual."""
from __future__ import annotations

import pytest

from groundtest import check
from groundtest.text.arabic.numbers import duals_of_named
from groundtest.text.matching import extract_values

_CTX = ("طلبات الكنافة النابلسية للحفلات: السدر الصغير (يكفي ١٥ شخصاً) بـ ١٢٠ شيكلاً، والوسط (يكفي ٣٠ شخصاً) بـ ٢٢٠ "
        "شيكلاً، والكبير (يكفي ٦٠ شخصاً) بـ ٤٠٠ شيكل. التوصيل داخل نابلس بـ ٢٠ شيكلاً.")
_Q = "عنا خطوبة وبدنا كنافة لـ ٦٠ شخص، شو بتنصحونا؟"


@pytest.mark.parametrize("raw, amount", [("٢٢٠ شيكلاً", 220.0), ("بـ ٤٠٠ شيكل", 400.0), ("٣٠ شيقلاً", 30.0),
                                         ("50 شواكل", 50.0), ("بشيكلين", 2.0)])
def test_the_shekel_is_money(raw, amount):
    vals = [u for u in extract_values(raw) if u.kind == "money"]
    assert [(u.amount, u.unit) for u in vals] == [(amount, "ils")]


@pytest.mark.parametrize("total", ["٤٤٠ شيكل", "440 شيكلاً"])
def test_two_trays_priced_by_the_dual_pass(total):
    good = f"أنسب إشي السدر الكبير بـ ٤٠٠ شيكل. أو إذا بتحبوا نوعين: سدرين وسط (كل واحد لـ ٣٠ شخص) بـ {total}."
    assert check(good, _CTX, query=_Q).hallucination != "hallucinated"


@pytest.mark.parametrize("total", ["٤٦٠ شيكل", "500 شيكلاً", "٤٢٠ شيكل"])
def test_a_wrong_total_for_the_dual_stays_flagged(total):
    bad = f"أنسب إشي السدر الكبير بـ ٤٠٠ شيكل. أو إذا بتحبوا نوعين: سدرين وسط (كل واحد لـ ٣٠ شخص) بـ {total}."
    assert check(bad, _CTX, query=_Q).hallucination == "hallucinated"


def test_a_wrong_price_in_shekels_is_flagged():
    assert check("السدر الكبير بـ ٤٥٠ شيكل.", _CTX, query=_Q).hallucination == "hallucinated"


def test_the_grammar_alone():
    assert duals_of_named("سدرين وسط", "السدر الصغير") == ["سدر"]
    assert duals_of_named("بسدرين", "السدر الصغير") == ["سدر"]
    # a definite plural, a participle's or a nisba's "…ين" is the sound plural of people, no dual
    assert duals_of_named("تكلفة الموظفين", "المكان والموظف متاحان") == []
    assert duals_of_named("تكلفة مسافرين", "سعر التذكرة للمسافر") == []
    assert duals_of_named("زوار مصريين", "الزائر المصري") == []
    # a sound plural the context writes itself is no dual; a word whose singular the context never names is none
    assert duals_of_named("المتدربين الجدد", "يقبل المتدربين والمتدرب الواحد") == []
    assert duals_of_named("سدرين", "الكنافة النابلسية") == []
    assert duals_of_named("يوم الاثنين", "الاثن") == []
