"""THE DENIED SECOND CONJUNCT (text.arabic.polarity._DENIED_CONJUNCT): a context clause "X ولا Y" states X and denies Y;
a claim that restates X alone takes X's polarity — said as it is it agrees, denied it flips it — and a claim of Y's
with the other polarity is still flagged."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.polarity import context_clauses, flip, polar_clauses

# (the first conjunct, said; the second, denied in the context; the negator joint)
RULES = [("تُغلق الأبواب بعد بدء العرض بخمس دقائق", "يُسمح بالدخول بعدها", "ولا"),
         ("يُفتح باب التسجيل في الأول من سبتمبر", "تُقبل الطلبات المتأخرة", "ولا"),
         ("يُصرف البدل للموظف المتزوج كل شهر", "يُصرف عن أيام الإجازة", "ولا")]
LEADS = ["", "- ", "تذكير: "]


def _ctx(rule):
    first, second, joint = rule
    return [f"تعليمات عامة للزوار. {first} {joint} {second}."]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(LEADS))
def test_the_first_conjunct_said_agrees(rule, lead):
    cc = context_clauses(_ctx(rule)[0], {})
    claim = f"{lead}{rule[0]}."
    assert all(flip(p, cc, claim) is None for p in polar_clauses(claim))
    claim = f"{lead}{rule[0]}، {rule[2]} {rule[1]}."
    assert all(flip(p, cc, claim) is None for p in polar_clauses(claim))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(RULES), st.sampled_from(LEADS))
def test_the_first_conjunct_denied_or_the_second_allowed_is_flagged(rule, lead):
    cc = context_clauses(_ctx(rule)[0], {})
    denied = f"{lead}لا {rule[0]}."
    assert any(flip(p, cc, denied) is not None for p in polar_clauses(denied))
    allowed = f"{lead}{rule[0]} و{rule[1]}."  # the whole rule, its denial dropped
    assert any(flip(p, cc, allowed) is not None for p in polar_clauses(allowed))


def test_through_the_checker():
    ctx = ["تذكرة سينما IMAX بسعر 3 دنانير. تُغلق الأبواب بعد بدء العرض بخمس دقائق ولا يُسمح بالدخول بعدها."]
    ok = check("الأبواب تُغلق بعد بدء العرض بخمس دقائق، ولا يُسمح بالدخول بعدها.", ctx, "متى تغلق الأبواب؟")
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check("الأبواب تُغلق بعد بدء العرض بخمس دقائق، ويُسمح بالدخول بعدها.", ctx, "متى تغلق الأبواب؟")
    assert bad.hallucination == "hallucinated", bad.findings
