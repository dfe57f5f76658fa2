"""Where a cued Arabic name ends, and when a cue opens none (text.arabic.names.cued_names):

* THE ANY-OF: a quantifier before the cue makes it a kind — "لدى كل شركة اتصالات"، "أي بنك" — no one's name;
* THE NAME'S END: an indefinite accusative after the name says how it is ("اجعل تطبيق نفاذ مفتوحًا"), and a verb in the
  imperfect after a definite word begins the predicate ("وزارة التجارة تمنح المستهلك") — neither is part of the name;
  after a title the name goes on ("جامعة الأميرة نورة"، "مستشفى الأمير نايف").

A name the context lacks is still flagged ("شركة موبايلي"، "وزارة الصحة تمنح …")."""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.names import cued_names


@pytest.mark.parametrize(("text", "want"), [
    ("لدى كل شركة اتصالات: شريحتان", []),
    ("ولا يقبل أي بنك آخر", []),
    ("نعم، فضوابط وزارة التجارة تمنح المستهلك حق الاسترجاع", ["التجارة"]),
    ("اجعل تطبيق نفاذ مفتوحًا قبل أن تطلب الدخول", ["نفاذ"]),
    ("جامعة الأميرة نورة", ["الأميرة نورة"]),
    ("مستشفى الأمير نايف", ["الأمير نايف"]),
    ("شركة الاتصالات السعودية", ["الاتصالات السعودية"]),
    ("لدى شركة موبايلي", ["موبايلي"]),
])
def test_cued_names(text, want):
    assert [n for _, n, _, _ in cued_names(text)] == want


_SIM = ("يحق للمقيم تسجيل ما لا يزيد على شريحتين مسبقتي الدفع وشريحتين مفوترتين لدى كل مقدم خدمة، بحد أقصى عشر شرائح "
        "في جميع الشركات. يمكن مراجعة الشرائح المسجلة باسمك عبر منصة أبشر.")
_SIM_ANSWER = ("- **لدى {}:** شريحتان **مسبقتا الدفع** + شريحتان **مفوترتان** كحد أقصى.\n"
               "- **في جميع الشركات مجتمعة:** لا تتجاوز **عشر شرائح**.\n\n"
               "🔍 ويمكنك مراجعة الشرائح المسجلة باسمك عبر **أبشر**.")
_TRADE = "وفق ضوابط وزارة التجارة، يحق للمستهلك استرجاع السلعة خلال 7 أيام من تاريخ الشراء."


@pytest.mark.parametrize(("response", "context", "ok"), [
    (_SIM_ANSWER.format("كل شركة اتصالات"), _SIM, True),
    (_SIM_ANSWER.format("شركة موبايلي"), _SIM, False),
    ("نعم، فضوابط وزارة التجارة تمنح المستهلك حق استرجاع السلعة خلال 7 أيام من تاريخ الشراء.", _TRADE, True),
    ("نعم، فضوابط وزارة الصحة تمنح المستهلك حق استرجاع السلعة خلال 7 أيام من تاريخ الشراء.", _TRADE, False),
])
def test_check(response, context, ok):
    got = check(response, context, "هل يحق لي؟")
    assert (got.hallucination != "hallucinated") is ok, got.findings
