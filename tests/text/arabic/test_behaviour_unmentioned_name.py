"""THE UNMENTIONED NAME (text.arabic.behaviour.unmentioned, checker.lookups._said): a name of the question's the answer
says the sources do not mention — right after a negated verb of mentioning ("قائمة الأسعار لا تذكر خدمة التطريز
بالزري"، "لم يذكر الدليل خدمة …") or taken back by its pronoun after it ("أما خدمة صف السيارات، فلا تذكرها المستندات")
— is a gap named, no claim of the name. The same name asserted ("تتوفر خدمة صف السيارات للضيوف") stays a name only the
question states."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import unmentioned
from tests.helpers import cli_scored

NAMES = ["خدمة التطريز بالزري", "خدمة صف السيارات", "التوصيل المجاني"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(NAMES), st.sampled_from(["لا تذكر", "لم يذكر", "لا تتضمن", "فلا تذكر"]), st.sampled_from(["", "**"]))
def test_a_name_after_a_negated_mention(name, neg, mark):
    text = f"قائمة الأسعار المتوفرة لدي {mark}{neg} {name}{mark} ولا أسعارها."
    at = text.index(name)
    assert unmentioned(text, at, at + len(name))
    plain = f"قائمة الأسعار المتوفرة لدي تذكر {name} وأسعارها."
    at = plain.index(name)
    assert not unmentioned(plain, at, at + len(name))


@pytest.mark.parametrize("tail", ["، فلا تذكرها المستندات المتوفرة لدي", "، ولم تذكرها المستندات"])
def test_a_name_taken_back_by_the_pronoun(tail):
    text = f"أما خدمة صف السيارات (الفاليه){tail}، لذلك لا أستطيع تأكيد توفرها."
    at = text.index("صف السيارات")
    assert unmentioned(text, at, at + len("صف السيارات"))


_CTX = [{"title": "القاعة.md", "text": "تتسع قاعة اللؤلؤة لـ 800 ضيف، وتتوفر مواقف لـ 300 سيارة، وغرفة للعروس ومصلى."}]
_Q = "كم تتسع قاعة اللؤلؤة؟ وهل فيه خدمة صف السيارات (فاليه) للضيوف؟"


def test_check_and_score(tmp_path):
    ok = check("تتسع القاعة لـ 800 ضيف.\n- أما **خدمة صف السيارات (الفاليه)**، فلا تذكرها المستندات المتوفرة لدي، "
               "لذلك لا أستطيع تأكيد توفرها.", _CTX, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "تتسع القاعة لـ 800 ضيف. المستندات لا تذكر خدمة صف السيارات، فاسأل إدارة القاعة."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "تتسع القاعة لـ 800 ضيف، وتتوفر خدمة صف السيارات للضيوف مجانًا."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
