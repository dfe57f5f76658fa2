"""The writer's own question, heading what follows, states nothing (checker/scaffold.py _WH_QUESTION): "**Why do you need
to act quickly?**", "### What happens if you wait?", "**علاش لازم تتحرك بالزربة؟**". Generated over question words, marks
and languages; a question naming a figure, a channel or a free thing of its own stays a claim."""
from __future__ import annotations

import itertools

import pytest

from groundtest.checker import check

CTX = [{"title": "bills.md", "text": "Unpaid bills are escalated after 30 days. The supply is cut 10 days after a final notice. "
                                     "Reconnection costs 15 dinars."}]
BODY = "\n- Unpaid bills are escalated after 30 days.\n- Reconnection costs 15 dinars."
QUESTIONS = ["Why do you need to act quickly?", "What happens if you wait?", "How does the escalation work?",
             "When does the supply get cut?", "Which charges apply?", "Where does that leave you?"]
MARKS = ["**{}**", "### {}", "{}", "**{}** ⚡"]


@pytest.mark.parametrize("question,mark", list(itertools.product(QUESTIONS, MARKS)))
def test_question_heading_states_nothing(question, mark):
    v = check(mark.format(question) + BODY, CTX)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("heading", ["**Why not message us on WhatsApp?**", "**What about the 20-dinar late fee?**",
                                     "Why is reconnection free for pensioners?", "**Why not pay at any post office?**"])
def test_question_with_a_detail_is_a_claim(heading):
    assert check(heading + BODY, CTX).hallucination == "hallucinated"


AR_CTX = [{"title": "fawatir.md", "text": "تحال الفواتير غير المدفوعة بعد ٣٠ يومًا. يقطع التزويد بعد ١٠ أيام من الإنذار النهائي. "
                                          "رسوم إعادة الربط ١٥ دينارًا."}]
AR_BODY = "\n- تحال الفواتير غير المدفوعة بعد ٣٠ يومًا.\n- رسوم إعادة الربط ١٥ دينارًا."
AR_QUESTIONS = ["علاش لازم تتحرك بالزربة؟", "لماذا يجب أن تسرع؟", "ليش لازم تدفع بسرعة؟", "ماذا يحدث إذا تأخرت؟",
                "كيف تتم الإحالة؟", "متى يقطع التزويد؟", "شو بصير إذا تأخرت؟"]


@pytest.mark.parametrize("question,mark", list(itertools.product(AR_QUESTIONS, ["**{}**", "### {}", "{}"])))
def test_arabic_question_heading_states_nothing(question, mark):
    v = check(mark.format(question) + AR_BODY, AR_CTX)
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("heading", ["**شو بصير إذا ما دفعت خلال ٤٠ يوم؟**", "**ليش ما تتواصل معنا عبر الواتساب؟**"])
def test_arabic_question_with_a_detail_is_not_clean(heading):
    # (a figure is hallucinated; the channel in a question is only uncertain: the Arabic channel rule reads assertions)
    assert check(heading + AR_BODY, AR_CTX).hallucination != "clean"
