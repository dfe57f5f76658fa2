"""THE DENYING NOUNS (text.arabic.polarity.PROHIBITIVE_NOUNS): a rule written as a noun phrase headed by the verbal noun of
prohibiting ("منع لمس الشعاب المرجانية"، "ومنع إطعام الطيور") is negated as the context's "يمنع لمس …" is, so restating it
is no flip; the other polarity ("يسمح لمس …") still is. The noun of not doing (عدم) is no denying noun: "عدم دفع الأجرة"
names a ground, the context's negated condition ("إذا لم يدفع …"), and restates it."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.normalise import fold_text
from groundtest.text.arabic.polarity import read

RULES = [("يمنع لمس الشعاب المرجانية أثناء الغوص.", "منع لمس الشعاب المرجانية أثناء الغوص."),
         ("يمنع إطعام الطيور والسلاحف في المحمية.", "منع إطعام الطيور والسلاحف في المحمية."),
         ("إذا لم يدفع المستأجر الأجرة المستحقة خلال 15 يوماً من تاريخ استحقاقها.", "عدم دفع الأجرة المستحقة خلال ١٥ يوماً من تاريخ استحقاقها."),
         ("يحظر التصوير داخل قاعات العرض الرئيسية.", "حظر التصوير داخل قاعات العرض الرئيسية.")]


@pytest.mark.parametrize("noun", ["منع لمس الشعاب", "ومنع إطعام الطيور", "حظر التصوير"])
def test_a_denying_noun_negates_its_clause(noun):
    assert read(fold_text(noun))[1]


@pytest.mark.parametrize("clause", ["لمس الشعاب مسموح", "إطعام الطيور متاح", "تغيير الواجهة بموافقة البلدية", "عدم دفع الأجرة"])
def test_without_it_the_clause_is_not_negated(clause):
    assert not read(fold_text(clause))[1]


@pytest.mark.parametrize("context,claim", RULES)
def test_the_rule_as_a_noun_phrase_is_no_flip(context, claim):
    v = check(f"- {claim}", [{"title": "القواعد.md", "text": context}], "ما القواعد؟")
    assert not [f for f in v.findings if f.rule == "frame_polarity"], v.findings


@pytest.mark.parametrize("context,claim", [
    ("يمنع لمس الشعاب المرجانية أثناء الغوص.", "يسمح لمس الشعاب المرجانية أثناء الغوص."),
    ("يمنع إطعام الطيور والسلاحف في المحمية.", "يجوز إطعام الطيور والسلاحف في المحمية."),
    ("لا يجوز تغيير واجهة المحل دون موافقة مكتوبة من البلدية.", "يجوز تغيير واجهة المحل دون موافقة مكتوبة من البلدية."),
])
def test_the_other_polarity_is_still_a_flip(context, claim):
    v = check(f"- {claim}", [{"title": "القواعد.md", "text": context}], "ما القواعد؟")
    assert v.hallucination == "hallucinated", v.findings
