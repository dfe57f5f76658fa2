"""Advice to prepare for asking them, remarks on the user's situation, the lead-in of an advice list, the stakes of a
wrong answer and numbered or conditional ask-them steps (checker/scaffold.py: PREPARE, _REMARK, ADVICE_LIST_LEAD,
STAKES, unnumbered, names_nothing): no claim about the organisation. The same shapes with a drafted fact — a fee,
an hour, a channel, a condition, an invented service — are claims. Through an empty retrieval both ways."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.checker.scaffold import (ADVICE_LIST_LEAD, asks_them, is_scaffolding, prepares_to_ask,
                                         remarks_on_the_user)

QUESTION = "Do you run quieter sessions for children with autism or sensory needs at Bounce Republic?"


def _known(query: str = QUESTION):
    from groundtest.checker import _Known, index_context

    return _Known(index_context([], query))


# ------------------------------------------------------------------ advice to prepare for asking them
PREP_LEADS = ["", "It may help to ", "It might help to ", "It's a good idea to ", "I'd suggest you ", "You may want to ",
              "Remember to ", "Just ", "It would be helpful to "]
PREP_ACTS = ["have your membership details to hand", "have your image file ready", "keep your booking reference handy",
             "mention your child's specific needs", "explain what your son finds difficult", "let them know about your dates",
             "keep a note of what they tell you", "write down their answer", "note down your child's triggers"]
PREP_TAILS = ["", " when you ask", " before you get in touch", ", so they can tell you what would suit them best",
              " when you ask, so they can give you a proper answer"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(PREP_LEADS), st.sampled_from(PREP_ACTS), st.sampled_from(PREP_TAILS), st.booleans())
def test_advice_to_prepare_for_asking_is_scaffolding(lead, act, tail, numbered):
    text = ("2. " if numbered else "") + _cap(f"{lead}{act}{tail}.")
    assert prepares_to_ask(text, _known()) and is_scaffolding(text, _known()), text


#: the same advice with a fact of the organisation's drafted into it
PREP_CLAIMS = [" when you call them", " — canvas prints cost £25", ", so they can book you into the Sunday quiet hour",
               " and they'll waive the booking fee", " by email", " at the front desk", " so they can give you the free upgrade",
               ", as they usually fit you in", " and they'll give you a quieter slot on weekday mornings"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PREP_LEADS), st.sampled_from(PREP_ACTS), st.sampled_from(PREP_CLAIMS))
def test_a_fee_an_hour_a_channel_or_a_service_in_the_advice_is_a_claim(lead, act, claim):
    text = _cap(f"{lead}{act}{claim}.")
    assert not is_scaffolding(text, _known()), text


@pytest.mark.parametrize("text", [
    "Have your photo ID ready when you arrive.",  # a document they require: a condition
    "Bring your passport when you ask.",
    "Mention your membership number 4421 when you ask.",
])
def test_a_requirement_of_theirs_is_no_preparation(text):
    assert not is_scaffolding(text, _known())


# ------------------------------------------------------------------ remarks on the user's situation
HEADS = ["Thank you for asking", "Thanks for asking", "Great question", "Thanks for checking before you travel",
         "Thank you for sharing that", "Good question"]
REMARKS = ["it's really important to find a session where your child feels comfortable", "that's really important to know "
           "before you go", "it's never too early to think about it", "that's really sensible with a roof box",
           "it's really important to find the right fit for your son", "that's a really sensible thing to check before "
           "you book", "it's completely understandable to want to plan ahead", "that's such a good idea"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(HEADS), st.sampled_from(REMARKS), st.sampled_from([" — ", " – ", "; "]), st.sampled_from(["", "!", " 💛"]))
def test_a_thanks_with_a_remark_on_the_users_situation_is_scaffolding(head, remark, joint, end):
    text = f"{head}{joint}{remark}{end or '.'}"
    assert is_scaffolding(text, _known()), text
    assert remarks_on_the_user(_cap(remark) + ".", _known())


REMARK_CLAIMS = ["it's really important to book at least 48 hours ahead", "it's never too early to think about it, as "
                 "the quiet sessions run every Sunday", "it's really important to find a session, and they run quiet ones "
                 "twice a month", "that's a really sensible thing to check before you email them",
                 "it's important to know the sensory room is free for members", "it's lovely that the Riverside Café stays "
                 "open late", "it's important to bring your ID"]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(HEADS), st.sampled_from(REMARK_CLAIMS))
def test_a_remark_that_says_what_is_so_is_a_claim(head, remark):
    text = f"{head} — {remark}."
    assert not is_scaffolding(text, _known()), text


# ------------------------------------------------------------------ lead-ins, stakes, numbered and conditional asks
@pytest.mark.parametrize("text", ["What you could do:**", "A few suggestions:", "What I'd suggest:", "Here are some things to "
                                  "try:", "My advice:", "Next steps:", "What I'd suggest instead:"])
def test_the_lead_in_of_an_advice_list_is_scaffolding(text):
    assert ADVICE_LIST_LEAD.match(text) and is_scaffolding(text)


@pytest.mark.parametrize("text", ["What you could do is call them:", "Quiet sessions run on:", "The sessions they run:"])
def test_a_lead_in_that_says_something_is_no_advice_heading(text):
    assert not is_scaffolding(text, _known())


@pytest.mark.parametrize("text, scaffolding", [
    ("Getting this wrong could mean damage to your car or roof box", True),
    ("If I got it wrong you might miss your session", True),
    ("Getting this wrong could mean a £50 fine", False),
    ("Getting it wrong could mean the barrier charges you the daily rate", False),
])
def test_the_stakes_of_a_wrong_answer(text, scaffolding):
    known = _known("What's the height limit in the Short Stay car park? I've got a roof box on.")
    assert is_scaffolding(text, known) is scaffolding


@pytest.mark.parametrize("text, asks", [
    ("1. Ask Bounce Republic directly whether they offer sensory-friendly sessions.", True),
    ("If it is, it's worth asking about the instructor's experience with sensory needs.", True),
    ("If you're unsure what to bring beforehand, please check with Bounce Republic directly.", True),
    ("Get in touch with Bounce Republic as early as possible if you think you'll need a quieter slot.", True),
    ("2. Ask about the 2-for-1 quiet session.", False),  # a figure the question never gave
    ("1. Ask Bounce Republic through their website.", False),
    ("If so, they usually run them on Sundays.", False),
])
def test_numbered_and_conditional_advice_to_ask_them(text, asks):
    assert asks_them(text, _known()) is asks


def test_the_questions_own_figure_in_the_advice_is_no_claim():
    known = _known("Do BrightPath tutors do 11+ exam preparation?")
    assert asks_them("Ask BrightPath directly whether 11+ preparation is something their tutors cover.", known)
    assert not asks_them("Ask BrightPath directly whether 13+ preparation is something their tutors cover.", known)


# ------------------------------------------------------------------ both ways, through an empty retrieval
REFUSAL = ("Unfortunately, I don't have any information about Bounce Republic's sessions available right now, so I can't "
           "tell you whether they run quieter sessions.")
OFFER = "If you can share any information from their website, I'd be very happy to go through it with you."


def _empty(response: str, query: str = QUESTION):
    [r] = score([Case(id="e", type="unanswerable", expect="abstain", query=query, context=[], response=response)])
    return r


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(HEADS), st.sampled_from(REMARKS), st.sampled_from(PREP_LEADS), st.sampled_from(PREP_ACTS),
       st.sampled_from(PREP_TAILS))
def test_an_empty_retrieval_that_declines_and_advises_is_a_clean_abstention(head, remark, lead, act, tail):
    response = (f"{head} — {remark}!\n\n{REFUSAL}\n\n**A few suggestions:**\n1. Ask Bounce Republic directly whether they "
                f"offer sensory-friendly sessions.\n2. {_cap(lead + act + tail)}.\n\n{OFFER}")
    r = _empty(response)
    assert r.abstained and r.hallucination == "clean", r.reason()


@pytest.mark.parametrize("drafted", [
    "2. It may help to mention your child's needs, so they can book you into the Sunday 9am quiet hour.",  # an hour
    "2. Have your membership card ready when you call them.",  # a channel
    "2. Quiet sessions cost £9 and run on weekday mornings.",  # a fee
    "2. Mention your membership and they'll give you the free sensory pack.",  # an invented service
    "2. You'll need to book at least 48 hours ahead.",  # a condition
])
def test_an_empty_retrieval_that_drafts_a_fact_in_the_advice_list_is_hallucinated(drafted):
    response = (f"Thank you for asking — it's really important to find a session where your child feels comfortable.\n\n"
                f"{REFUSAL}\n\n**What you could do:**\n1. Ask Bounce Republic directly whether they offer sensory-friendly "
                f"sessions.\n{drafted}\n\n{OFFER}")
    assert _empty(response).hallucinated


@pytest.mark.parametrize("drafted", [
    "Thanks for asking — it's really important to know that their quiet sessions run every Sunday.",
    "Great question — it's never too early to think about it, as the quiet hour costs £6.",
])
def test_an_empty_retrieval_whose_remark_drafts_a_fact_is_hallucinated(drafted):
    assert _empty(f"{drafted}\n\n{REFUSAL}").hallucinated
