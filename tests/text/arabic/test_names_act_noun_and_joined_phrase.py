"""Two edges of a cued name (text.arabic.names):

- THE ACT'S NOUN WITH ITS ARTICLE: the verbal noun of asking after a preposition with the article ("أنصحك بالسؤال عند
  مركز الزوار"، "وبالاستفسار من مكتب السياحة") is the act of referring its bare form is, so the party after it is the
  party to ask, no claim; a channel (منصة، تطبيق) stays a detail to check, and a noun that is no act ("بالبيت") refers to
  nobody;
- THE JOINED PHRASE: a word after و that opens a preposition's phrase ("من مركز الزوار ولمدة ساعتين") ends the name, as a
  purpose "لل…" does; a noun joined to the name ("وزارة الثقافة والشباب") goes on with it.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check
from groundtest.text.arabic.names import cued_names

_CTX = [{"title": "petra-night.md", "text": "برنامج البترا ليلاً يبدأ الساعة ٨:٣٠ مساءً من مركز الزوار ويستمر نحو ساعتين. "
                                            "سعر التذكرة ١٧ ديناراً أردنياً للشخص."}]


@pytest.mark.parametrize("text", ["أنصحك بالسؤال عند مركز الزوار قبل شراء التذكرة.", "وبالاستفسار من مكتب السياحة قبل الحجز.",
                                  "الأفضل بالمراجعة لدى بلدية المدينة."])
def test_the_acts_noun_with_its_article_asks_a_party(text):
    assert cued_names(text) == []


@pytest.mark.parametrize("text", ["أنصحك بالسؤال عبر تطبيق توكلنا قبل الحجز.", "سكنت بالبيت قرب مركز النخيل."])
def test_a_channel_or_no_act_still_names(text):
    assert cued_names(text) != []


def test_the_joined_phrase_ends_the_name():
    assert [n for _, n, _, _ in cued_names("والعرض يبدأ من مركز الزوار ولمدة ساعتين تقريباً.")] == ["الزوار"]


def test_a_joined_noun_goes_on_with_the_name():
    assert any("والشباب" in n for _, n, _, _ in cued_names("افتتحت وزارة الثقافة والشباب المعرض أمس."))


def test_through_the_checker():
    said = "والعرض يبدأ ٨:٣٠ مساءً من مركز الزوار ولمدة ساعتين تقريباً."
    assert check(said, _CTX, "متى يبدأ العرض؟").hallucination != "hallucinated"
    # a centre the context never names stays a name not found
    assert check("والعرض يبدأ ٨:٣٠ مساءً من مركز الملك حسين ولمدة ساعتين تقريباً.", _CTX, "متى يبدأ العرض؟").hallucination \
        == "hallucinated"
    # over-refusal with the party to ask: no invented name
    v = check("أعتذر، لا أملك معلومات كافية لتأكيد ذلك. أنصحك بالسؤال عند مركز الزوار قبل شراء التذكرة.", _CTX, "هل فيه خصم؟")
    assert not [f for f in v.findings if f.rule == "name"], v.findings


def test_a_name_opening_with_wa_lam_is_still_a_name():
    assert [n for _, n, _, _ in cued_names("تواصل مع السيد وليام سميث.")] == ["وليام سميث"]
