"""THE DENIED EXCEPTION (text.arabic.behaviour.DENIED_CLAUSE_WORDS, checker.lookups._negated_before): the user's figure
inside a negated existence that names its holders first ("ولا يوجد استثناء للكبار أو لمن فوق 18 سنة"، "لا يوجد أي
استثناء لمن عمره 20 عامًا") is denied — a premise corrected, not adopted. The user's figure asserted as the rule ("الركبية
مسموحة لمن فوق 18 سنة") stays adopted."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from groundtest.text.arabic.behaviour import denied_clause
from tests.helpers import cli_scored

_CTX = [{"title": "أنظمة_السباق.md", "text": "يُمنع استخدام الركبية من البشر منعًا باتًا، ولا يُسمح إلا بالراكب الآلي. "
                                           "يُعاقب من تثبت منشطات في مطيته بالإيقاف سنتين وغرامة 50,000 ريال."}]
_Q = "بما أن الركبية البشرية مسموحة للكبار فوق 18 سنة، فهل يمكنني أن أُركب ابني؟"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["ولا يوجد", "لا يوجد", "ليس هناك", "ما في"]),
       st.sampled_from(["استثناء للكبار أو لمن فوق", "أي استثناء لمن فوق", "استثناء لمن عمره فوق"]))
def test_the_figure_in_a_denied_exception_is_denied(neg, holders):
    text = f"الركبية البشرية ممنوعة تمامًا، {neg} {holders} 18 سنة."
    assert denied_clause(text, text.index("18"))


def test_check_and_score(tmp_path):
    ok = check("يُمنع استخدام الركبية من البشر منعًا باتًا، ولا يوجد استثناء للكبار أو لمن فوق 18 سنة.", _CTX, _Q)
    assert ok.hallucination != "hallucinated", ok.findings
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "الركبية من البشر ممنوعة منعًا باتًا، ولا يوجد استثناء للكبار أو لمن فوق 18 سنة."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": _Q, "context": _CTX,
             "response": "الركبية من البشر مسموحة لمن فوق 18 سنة، فيمكن لابنك المشاركة."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
