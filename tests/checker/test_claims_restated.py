"""A restatement is no new claim (checker/claims.py ``_RESTATED``): a clause opened by "i.e.", "that is", "in other words"
or Arabic "أي أن"، "يعني"، "بمعنى آخر" says again, in other words, what the supported clause beside it said ("ولا يعود إلى
الصيد إلا بعد فحص متابعة — أي أن مرور المدة وحده لا يكفي"): new plain words there are at most moderate. A restatement that
names a figure, a channel, a condition or a scope word the context lacks is still a claim."""
from __future__ import annotations

import pytest

from groundtest.checker import check

AR_CTX = [{"title": "recovery.md", "text": "بعد العمليات الجراحية البسيطة يُمنع الصقر من الطيران لمدة أسبوعين على الأقل، ولا يعود إلى "
           "الصيد قبل إجراء فحص متابعة يجيزه الطبيب البيطري."}]
AR_CLAIM = "ولا يعود الصقر إلى الصيد إلا بعد فحص متابعة يجيزه الطبيب البيطري — {m} مرور المدة وحده لا يكفي."
EN_CTX = [{"title": "recovery.md", "text": "After minor surgery the bird must not fly for at least two weeks, and it may not return to "
           "hunting before a follow-up check approved by the vet."}]
EN_CLAIM = "The bird can't return to hunting before a follow-up check approved by the vet{m} the weeks passing isn't enough on their own."


@pytest.mark.parametrize("marker", ["أي أن", "يعني", "بمعنى آخر", "وبعبارة أخرى"])
def test_an_arabic_restatement_is_no_critical_claim(marker):
    v = check(AR_CLAIM.format(m=marker), AR_CTX)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("marker", [" — i.e.", " — that is,", " — in other words,", "; put simply,"])
def test_an_english_restatement_is_no_critical_claim(marker):
    v = check(EN_CLAIM.format(m=marker), EN_CTX)
    assert v.hallucination != "hallucinated", v.findings


@pytest.mark.parametrize("tail", ["أي أن الفحص مجاني لجميع الصقور", "أي أن الفحص يكلف 200 ريال", "يعني يجب حجز الفحص عبر تطبيق المستشفى"])
def test_an_arabic_restatement_naming_a_new_atom_is_a_claim(tail):
    v = check(f"ولا يعود الصقر إلى الصيد إلا بعد فحص متابعة يجيزه الطبيب البيطري — {tail}.", AR_CTX)
    assert v.hallucination == "hallucinated", v.findings


@pytest.mark.parametrize("tail", ["i.e. the check is free for all birds", "that is, the check costs £40",
                                  "in other words, you must book the check through the app"])
def test_an_english_restatement_naming_a_new_atom_is_a_claim(tail):
    v = check(f"The bird can't return to hunting before a follow-up check approved by the vet — {tail}.", EN_CTX)
    assert v.hallucination == "hallucinated", v.findings
