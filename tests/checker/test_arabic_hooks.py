"""The checker's reading of Arabic through its text layer (issue 24): a supposition answered with the rule's
figure shifted signals a sum or a difference (derive._ops → text.arabic.behaviour.working_ops, whose fallback is
suppose.supposed_working), a Latin acronym in brackets after an Arabic term the context states names the
context's own thing (lookups.names → text.arabic.names.glossed), and a figure denied right before it is no claim
(lookups.values → text.arabic.behaviour.negated_before). Each both ways: the right figure or term passes, a
wrong one is still flagged."""
import pytest

from groundtest.checker import check

_TERM = ("الحد الأقصى لمدة التمويل ٢٥ سنة، بشرط ألا يتجاوز عمر العميل ٧٠ سنة عند نهاية التمويل. "
         "هامش الربح السنوي يبدأ من ٤٫٩٩٪ (معدل النسبة السنوي من ٥٫٣٢٪).")


@pytest.mark.parametrize("age, term", [(50, 20), (60, 10), (48, 22), (55, 15)])
def test_a_supposed_age_answered_with_the_limit_less_it(age, term):
    r = f"بشرط ألا يتجاوز عمر العميل ٧٠ سنة عند نهاية التمويل. فمثلاً لو كان عمرك {age} سنة، فأقصى مدة متاحة لك {term} سنة."
    assert check(r, _TERM).hallucination != "hallucinated", check(r, _TERM)


@pytest.mark.parametrize("age, term", [(50, 22), (60, 13), (48, 19)])
def test_a_supposed_age_answered_with_a_wrong_term_is_flagged(age, term):
    r = f"بشرط ألا يتجاوز عمر العميل ٧٠ سنة عند نهاية التمويل. فمثلاً لو كان عمرك {age} سنة، فأقصى مدة متاحة لك {term} سنة."
    assert check(r, _TERM).hallucination == "hallucinated"


@pytest.mark.parametrize("acr", ["APR", "A.P.R", "APRC"])
def test_an_acronym_glossing_the_contexts_term(acr):
    r = f"معدل النسبة السنوي ({acr}) يبدأ من ٥٫٣٢٪."
    assert check(r, _TERM).hallucination != "hallucinated", check(r, _TERM)


@pytest.mark.parametrize("term", ["رسوم الخدمة الشهرية", "غرامة السداد المبكر"])
def test_an_acronym_after_a_term_the_context_lacks_is_flagged(term):
    r = f"{term} (SFX) تبدأ من ٥٫٣٢٪."
    assert check(r, _TERM).hallucination == "hallucinated"


_RENT = "أجرة الغرفة المفردة 80 دينارًا شهريًا للطالب، والغرفة المزدوجة 60 دينارًا للشخص."


@pytest.mark.parametrize("r", ["أجرة الغرفة 80 دينارًا شهريًا للطالب، وليست 90.",
                               "أجرة الغرفة 80 دينارًا شهريًا للطالب، وليست 100.",
                               "الغرفة المزدوجة 60 دينارًا للشخص، وليس 75."])
def test_a_figure_denied_right_after_the_contexts_is_no_claim(r):
    assert check(r, _RENT).hallucination != "hallucinated", check(r, _RENT)


@pytest.mark.parametrize("said, other", [(90, 80), (75, 60)])
def test_the_denied_figure_asserted_is_still_flagged(said, other):
    r = f"أجرة الغرفة {said} دينارًا شهريًا للطالب، وليست {other}."
    assert check(r, _RENT).hallucination == "hallucinated"


def test_a_new_figure_joined_without_a_denial_is_still_flagged():
    r = "أجرة الغرفة 80 دينارًا شهريًا للطالب، و95 دينارًا للغرفة العائلية."
    assert check(r, _RENT).hallucination == "hallucinated"
