"""THE BEING DENIED (text.arabic.polarity.BE_FORMS): "ألا" before a form of "to be" is "that … not" wherever it stands —
first in a listed condition ("1. **ألا يكون لديه مسكن مناسب آخر**") or after a noun ("الشرط الوحيد ألا تكون الناقة قد
فازت …") — as it is after "بشرط"/"على"/"يجب". A condition restated so keeps the context's polarity; the condition
asserted without it ("أن يكون لديه مسكن") is the other polarity; and "إلا" (except) before anything else is still no
negation of its clause."""
from __future__ import annotations

import itertools

import pytest

from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses as clauses, read

# (the condition's subject and predicate after its verb of being, of either gender)
CONDITIONS = [("يكون", "لديه مسكن مناسب آخر"), ("تكون", "الناقة قد فازت بالمركز الأول في الشوط نفسه"),
              ("يكون", "المتقدم مسجلاً في برنامج آخر"), ("تكون", "السيارة مستخدمة لأغراض تجارية")]
LEADS = ["بشرط", "على"]
#: where the claim's "ألا" stands: first in a list item, after a noun of condition, after "و"
CLAIMS = ["1. **ألا {be} {rest}**.", "الشرط الوحيد ألا {be} {rest}.", "- ألا {be} {rest}.", "ومن الشروط كذلك ألا {be} {rest}."]


def _flip(claim: str, context: str) -> str | None:
    ctx = context_clauses(context, {})
    return next((o for p in clauses(claim) if (o := flip(p, ctx, claim)) is not None), None)


@pytest.mark.parametrize("cond,lead,claim", list(itertools.product(CONDITIONS, LEADS, CLAIMS)))
def test_a_condition_denied_keeps_its_polarity(cond, lead, claim):
    be, rest = cond
    context = f"يُقدَّم طلب الدعم إلكترونيًا، {lead} ألا {be} {rest}."
    assert any(read(c)[1] for c in clauses(claim.format(be=be, rest=rest)))
    assert _flip(claim.format(be=be, rest=rest), context) is None


@pytest.mark.parametrize("cond,lead", list(itertools.product(CONDITIONS, LEADS)))
def test_the_condition_asserted_is_the_other_polarity(cond, lead):
    be, rest = cond
    context = f"يُقدَّم طلب الدعم إلكترونيًا، {lead} ألا {be} {rest}."
    assert _flip(f"الشرط الوحيد أن {be} {rest}.", context) is not None


@pytest.mark.parametrize("clause", ["إلا يوم الجمعة", "إلا المسافرين على الدرجة الأولى", "إلا تذاكر الأطفال"])
def test_except_is_no_negation(clause):
    assert not read(clauses(clause)[0])[1]
