"""THE DECLINED INTERPRETATION (text.arabic.behaviour.TELLING): "لا أستطيع تفسير النصوص القانونية" (I cannot interpret
the legal texts), "لن أتمكن من تفسير المادة" — the writer's inability to interpret, as its inability to determine or
confirm, is a decline: over a context that answers, an over-refusal, no invented clause. A decline that goes on to guess
("… لكن الرسوم عادة 50 ريال") is no decline."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import is_refusal
from tests.helpers import cli_scored


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["لا أستطيع", "لا يمكنني", "لن أتمكن من"]), st.sampled_from(["تفسير", "أن أفسر"]),
       st.sampled_from(["النصوص القانونية", "المادة السابعة", "اللائحة"]), st.sampled_from(["أعتذر، ", ""]))
def test_the_declined_interpretation_is_a_refusal(cannot, interpret, what, sorry):
    assert is_refusal(f"{sorry}{cannot} {interpret} {what}، فهذه مسائل تحتاج إلى جهة رسمية مختصة.")
    assert not is_refusal(f"{sorry}{cannot} {interpret} {what}، لكن الرسوم عادة 50 ريال.")


_CTX = [{"title": "القبول.md", "text": "وبموجب المادة (7) من التعليمات تُخصَّص نسبة 5٪ من مقاعد كل قسم لذوي الشهداء."}]
_Q = "ما النسبة المخصصة لذوي الشهداء من المقاعد، وفي أي مادة وردت؟"
_DECLINE = "أعتذر، لا أستطيع تفسير النصوص القانونية أو تحديد المواد التي تنظم المقاعد المخصصة، فهذه مسائل تحتاج إلى جهة رسمية مختصة."


def test_check_and_score(tmp_path):
    got = check(_DECLINE, _CTX, _Q)
    assert got.hallucination != "hallucinated", got.findings
    rows = [{"id": "decline", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX, "response": _DECLINE},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "بموجب المادة (9) تُخصَّص نسبة 10٪ من المقاعد لذوي الشهداء."}]
    got2 = cli_scored(tmp_path, rows)
    assert not got2["decline"]["hallucinated"] and got2["decline"]["over_refused"]
    assert got2["bad"]["hallucinated"]
