"""THE QUESTION'S NAME IN THE OTHER LANGUAGE (checker.mixed.QUERY_NAME_NOTE): a name the question states ("UK",
"Iqama") in an answer sentence written in a language the context does not have is the user's word for what the context
names in its own ("المملكة المتحدة"، "هوية مقيم"): moderate, as any word of such a sentence — never hallucinated for it.
A value the question alone states, or an invented value, is still read by meaning and stays critical."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from groundtest.checker import check
from tests.helpers import cli_scored

CTX = [{"title": "stipend.md", "text": "المكافأة الشهرية للمبتعث ١٢٠٠ دينار كويتي في الولايات المتحدة، و٩٥٠ ديناراً في المملكة "
                                        "المتحدة، ويُضاف ٢٠٠ دينار شهرياً للمبتعث المتزوج."}]
# (the question's name, the answer's sentence with it)
NAMES = [("UK", "In the UK the monthly allowance is **KD 950**."),
         ("Britain", "In Britain the monthly allowance is **KD 950**."),
         ("Iqama", "With a valid Iqama the monthly allowance in the United Kingdom is **KD 950**.")]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(NAMES), st.sampled_from(["KD 875", "KD 1,050"]))
def test_the_questions_name_is_a_word(name, wrong):
    word, sentence = name
    q = f"What's the monthly stipend in the {word} for a student?"
    ok = check(sentence, CTX, q)
    assert ok.hallucination != "hallucinated", ok.findings
    bad = check(sentence.replace("KD 950", wrong), CTX, q)
    assert bad.hallucination == "hallucinated", bad.findings


def test_a_value_only_the_question_states_stays_critical():
    got = check("The monthly allowance in the UK is **KD 1,500**.", CTX, "Is the UK stipend KD 1,500 a month?")
    assert got.hallucination == "hallucinated", got.findings


def test_same_language_query_name_is_unchanged():
    # an English answer over an English context: the question's name is checked as before
    ctx = ["The monthly allowance is KD 1,200 in the United States and KD 950 in the United Kingdom."]
    got = check("In Canada the monthly allowance is KD 950.", ctx, "What is the stipend in Canada?")
    assert got.hallucination == "hallucinated", got.findings
    assert any(f.rule == "query_only" and f.severity == "critical" for f in got.findings)


def test_score_reads_the_questions_name(tmp_path):
    rows = [{"id": "ok", "type": "answerable", "expect": "answer", "query": "What's the stipend in the UK?", "context": CTX,
             "response": "In the UK the monthly allowance is **KD 950**."},
            {"id": "bad", "type": "answerable", "expect": "answer", "query": "What's the stipend in the UK?", "context": CTX,
             "response": "In the UK the monthly allowance is **KD 990**."}]
    got = cli_scored(tmp_path, rows)
    assert not got["ok"]["hallucinated"]
    assert got["bad"]["hallucinated"]
