"""Questions assert nothing (checker/scaffold.py ``_asking_kind``): a direct question put to the user ("Would that be
useful?"), an indirect one in a list of what to ask the organisation ("Whether they work at weekends at all", "for
example, what the price includes and whether you need a consultation first"), the topics an offer names ("anything else
I can look up — lessons, opening times or prices —") and the offer's own conditions ("If it helps", "If so"). Through an
empty retrieval such sentences leave a decline clean; a question that names a figure, a weekday or a free thing, and an
assertion joined to the same sentence, are still claims."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.checker.scaffold import is_scaffolding, speech_clauses

QUESTION = "Does Harbourside Plumbing charge extra for weekend call-outs?"
REFUSAL = "Sorry, I don't have any details about Harbourside Plumbing's prices, so I can't tell you whether weekend work costs more."


def _known(query: str = QUESTION):
    from groundtest.checker import _Known, index_context

    return _Known(index_context([], query))


def _empty(response: str):
    [r] = score([Case(id="q", type="unanswerable", expect="abstain", query=QUESTION, context=[], response=response)])
    return r


#: direct questions to the user about the answer or the offer
USER_QUESTIONS = ["Would that be useful?", "Would that help?", "Does that help?", "Shall I do that?", "Would it help?",
                  "Could that be useful? 😊", "Is that helpful?", "Would you like that?", "Should I put one together?"]
#: indirect questions, as list items or after an example marker
ASKED = ["whether they work at weekends at all", "whether the rate is different", "whether any travel or materials charges apply",
         "whether a call-out fee is added", "whether the price includes parts", "whether you need a survey first"]
WH_ASKED = ["what the price includes", "how much the call-out fee is", "how long a visit usually takes", "what the minimum charge is"]
LEADS = ["If it helps, I'm happy to put together a short list of questions to ask them — for example, ",
         "If that would be useful, I can put together a few questions for you — e.g. ",
         "I'd be happy to help you draft some questions — for instance, "]
TOPICS = ["lessons, opening times or prices", "prices, availability or booking", "call-out times or prices",
          "boiler servicing, radiators or leaks"]


@pytest.mark.parametrize("text", USER_QUESTIONS)
def test_a_question_to_the_user_is_no_claim(text):
    assert is_scaffolding(text, _known()), speech_clauses(text)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ASKED), st.integers(min_value=1, max_value=9))
def test_a_numbered_whether_item_is_no_claim(asked, n):
    text = f"{n}. {asked[0].upper()}{asked[1:]}"
    assert is_scaffolding(text, _known()), speech_clauses(text)
    assert is_scaffolding(f"{n}. If so, {asked}", _known())


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(LEADS), st.sampled_from(WH_ASKED), st.sampled_from(ASKED))
def test_an_offer_with_example_questions_is_no_claim(lead, wh, asked):
    text = f"{lead}{wh} and {asked}."
    assert is_scaffolding(text, _known()), speech_clauses(text)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(TOPICS), st.sampled_from(["just let me know!", "just ask!", "let me know! 🛠️"]))
def test_an_offer_naming_its_topics_is_no_claim(topics, request):
    text = f"If there's anything else I can help you look up — {topics} — {request}"
    assert is_scaffolding(text, _known()), speech_clauses(text)


@pytest.mark.parametrize("text", [
    "Would you like the free upgrade?",  # a free thing presupposed
    "Would that be useful on Sunday?",  # a weekday the context lacks
    "Whether they open at 9am",  # a figure
    "What they charge depends on the size of the job.",  # a wh-clause as the subject of an assertion
    "I'd be happy to help — the call-out is cheap.",  # an assertion beside the offer
    "If it helps, the office opens early.",  # the condition of use before an assertion
    "If there's anything else I can help you look up — the van carries spare boilers — just let me know!",
    "For example, whether they charge £40 at weekends.",
])
def test_a_question_with_an_atom_or_an_assertion_beside_it_is_a_claim(text):
    assert not is_scaffolding(text, _known())


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(USER_QUESTIONS), st.sampled_from(ASKED), st.sampled_from(TOPICS))
def test_an_empty_retrieval_that_declines_and_lists_questions_is_clean(question, asked, topics):
    response = (f"{REFUSAL}\n\nWhen you get in touch with them, it might help to ask:\n1. {asked[0].upper()}{asked[1:]}\n"
                f"2. If so, {asked}\n\nIf there's anything else I can help you look up — {topics} — just let me know! {question}")
    r = _empty(response)
    assert r.abstained and r.hallucination == "clean", r.reason()


@pytest.mark.parametrize("drafted", [
    "1. Whether the £60 weekend call-out fee applies",
    "Most plumbers charge time and a half at weekends.",
    "Would you like me to book the free Saturday slot?",
])
def test_an_empty_retrieval_that_drafts_a_fact_beside_the_questions_is_hallucinated(drafted):
    r = _empty(f"{REFUSAL}\n\nIt might help to ask:\n{drafted}\n\nWould that be useful?")
    assert r.hallucinated, r.reason()
