"""Two readings of Arabic answers: the user's figure after "even" (حتى بعد، حتى لو، ولو لمدة …) is the user's case
restated, no claim of the answer's (a bare "حتى 5 أيام" is "up to", and a figure stated as a fact stays the answer's);
and a modal's predicate is the verb it governs, not the ل-complement naming whom it permits ("يجوز للمتدرج المرافعة":
المرافعة), so a sentence permitting one thing and forbidding another is no flip of a claim that restates the second."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_premise
from groundtest.text.arabic.polarity import modal_flip

EVEN = ["حتى بعد", "حتى لو مرت", "ولو بعد", "حتى مع مرور", "ولو لمدة"]
FIGURES = ["سنتين", "3 أشهر", "ثلاث سنوات", "يومين"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(EVEN), st.sampled_from(FIGURES), st.sampled_from(["لا، ", "لا يحق لك ذلك ", ""]))
def test_the_users_figure_after_even_is_a_premise(even, figure, lead):
    assert is_premise(f"{lead}{even} ", "")
    # wrong neighbours: "up to" and a plain time limit are no premise
    assert not is_premise(f"{lead}حتى ", " من تاريخ الطلب")
    assert not is_premise(f"{lead}يحق لك المرافعة بعد ", "")


_BAR = ("مدة التدرج ثلاث سنوات. يجوز للمتدرج المرافعة أمام محاكم الدرجة الأولى بعد انقضاء السنة الأولى من التدرج، "
        "ولا يجوز له المرافعة أمام محكمة التمييز، وذلك بموجب المادة 40.")
_Q = "هل يقدر المتدرج يترافع قدام محكمة التمييز بعد سنتين؟"


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["لا يجوز للمتدرج المرافعة أمام محكمة التمييز خلال فترة التدرج كلها.",
                        "لا يجوز له المرافعة أمام محكمة التمييز.", "لا يجوز للمتدرج المرافعة أمام التمييز."]))
def test_a_modal_reads_its_verb_not_whom_it_permits(claim):
    assert modal_flip(claim, _BAR) is None
    # wrong neighbour: a modal flipped against a sentence that says it one way only
    assert modal_flip("لا يجوز للمتدرج المرافعة أمام محاكم الدرجة الأولى.",
                      "يجوز للمتدرج المرافعة أمام محاكم الدرجة الأولى بعد انقضاء السنة الأولى.") is not None


def test_check_the_restated_case_and_the_denied_court():
    ok = "لا، حتى بعد سنتين.\n\nبموجب المادة 40، لا يجوز للمتدرج المرافعة أمام محكمة التمييز خلال فترة التدرج كلها."
    v = check(ok, _BAR, query=_Q)
    assert v.hallucination != "hallucinated", v
    bad = "نعم، بعد سنتين يجوز للمتدرج المرافعة أمام محكمة التمييز."
    assert check(bad, _BAR, query=_Q).hallucination == "hallucinated"
