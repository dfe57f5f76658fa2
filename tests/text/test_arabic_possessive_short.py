"""A two-letter noun with the possessive is the user's (text/arabic/behaviour.SHORT_NOUNS): "بما إن سنك ٥٢ سنة" restates
the user's age, as "بما أن عمرك ٥٢ سنة" does; the length rule alone kept "سنك" out with "شك" and "لك". The user's
figure asserted as the rule stays an adopted premise."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.behaviour import _yours

CTX = [{"title": "rukhsa.md", "text": "يلزم تقديم شهادة كشف طبي جديدة لمن تجاوز ٥٠ عامًا. يمكن التجديد قبل انتهاء الرخصة بـ ٣٠ يومًا."}]
Q = "عندي ٥٢ سنة، هل أحتاج شيئًا لتجديد الرخصة؟"


@pytest.mark.parametrize("word,yours", [("سنك", True), ("سنكم", True), ("حقك", True), ("يدك", True), ("وسنك", True),
                                        ("شك", False), ("لك", False), ("سمك", False), ("بنك", False), ("السن", False)])
def test_short_possessive(word, yours):
    assert _yours(word) is yours


@pytest.mark.parametrize("lead", ["بما إن سنك", "بما أن سنك", "وبما أن سنكم", "لأن سنك", "بما أن عمرك"])
def test_users_age_restated_is_no_premise(lead):
    v = check(f"{lead} **٥٢ سنة**، يعني فوق الخمسين، فيلزمك تقديم شهادة كشف طبي جديدة.", CTX, Q)
    assert not any(f.rule == "adopted_premise" for f in v.findings), [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("response", [
    "يلزم تقديم شهادة كشف طبي جديدة لمن تجاوز ٥٢ عامًا.",
    "الكشف الطبي مطلوب لمن تجاوز ٥٢ عامًا.",
    pytest.param("الكشف الطبي مطلوب لمن تجاوز ٥٢ سنة.", marks=pytest.mark.xfail(
        strict=True, reason="known: with the question's own word (سنة, the context's عامًا) the frame reader finds no "
                            "rival frame and the claim is only unconfirmed (uncertain)")),
])
def test_users_figure_as_the_rule_is_adopted(response):
    assert check(response, CTX, Q).hallucination == "hallucinated"
