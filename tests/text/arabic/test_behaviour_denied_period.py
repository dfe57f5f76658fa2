"""THE DENIED PERIOD (text.arabic.behaviour.DENIAL_TAIL): a denial before the question's figure with a word of its
period between ("مو كل سنتين"، "وليس خلال 3 أيام"، "مش لمدة شهر") denies that figure — a premise set right, no
figure asserted: the same as "مو سنتين". The premise's figure asserted ("تتجدد كل سنتين") is still caught."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import negated_before
from tests.helpers import cli_scored

_CTX = [{"title": "التجديد.md", "text": "يجب تجديد رخصة المنطقة الحرة سنوياً، قبل ٣٠ يوماً على الأقل من تاريخ انتهائها، "
                                        "وتُفرض غرامة تأخير قدرها ٥٠٠ درهم عن كل شهر تأخير."}]
_Q = "بما إن رخصة المنطقة الحرة تتجدد كل سنتين، كم غرامة التأخير؟"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["مو", "مش", "وليس", "لا", "ليس"]), st.sampled_from(["كل", "خلال", "لمدة"]),
       st.sampled_from(["", "**"]))
def test_a_denial_before_the_period_word_denies_the_figure(neg, period, mark):
    assert negated_before(f"الرخصة تتجدد سنوياً، {mark}{neg} {period} ")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["كل", "خلال"]))
def test_the_period_word_alone_denies_nothing(period):
    assert not negated_before(f"الرخصة تتجدد {period} ")


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["**مو كل سنتين**", "مو كل سنتين", "وليس كل سنتين", "مش كل سنتين"]))
def test_check_passes_the_premise_set_right(denial):
    got = check(f"الرخصة **تتجدد سنوياً** (كل سنة)، {denial}. والغرامة 500 درهم عن كل شهر تأخير.", _CTX, _Q)
    assert got.hallucination != "hallucinated", got.findings


def test_score_catches_the_premise_adopted(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "الرخصة تتجدد سنوياً، مو كل سنتين. والغرامة 500 درهم عن كل شهر تأخير."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "الرخصة تتجدد كل سنتين، والغرامة 500 درهم عن كل شهر تأخير."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
