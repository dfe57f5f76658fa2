"""Decline families of an empty or silent retrieval: how a decline says the retrieval came back
empty ("No documents about X were retrieved", "the search didn't return any documents"), why it sends the user on
("To avoid giving you the wrong answer, I'd suggest checking with them", "Because X isn't covered here, it's best to
check with them"), the advice as the safest course ("the safest option is to check directly with them"), a remark
on the user's aim with a trailing "though", an offer set "in the meantime". Each is a grammar, tested on variants;
a decline that drafts a fact, names a channel or guesses beside them stays hallucinated."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.checker.scaffold import asks_them, is_scaffolding
from groundtest.text.abstention import DEFAULT

QUESTION = "Can I bring my bike on the Larkfield ferry?"


def _known(query: str = QUESTION):
    from groundtest.checker import _Known, index_context

    return _Known(index_context([], query))


def _empty(response: str):
    [r] = score([Case(id="e", type="unanswerable", expect="abstain", query=QUESTION, context=[], response=response)])
    return r


# ------------------------------------------------------------------------------ the retrieval came back empty
NOS = ["No documents", "No results", "No Larkfield documents", "No matching records", "No passages"]
ABOUTS = ["", " about Larkfield Ferries", " on bikes", " for that route", " related to your question", " covering bicycles"]
CAME = ["were retrieved", "were found", "were returned", "came back", "have been retrieved", "turned up"]
TAILS = ["", " for your question", " for this question", ", so I can't tell you whether bikes are allowed"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(NOS), st.sampled_from(ABOUTS), st.sampled_from(CAME), st.sampled_from(TAILS))
def test_no_documents_about_x_were_retrieved_is_a_gap(no, about, came, tail):
    text = f"{no}{about} {came}{tail}."
    assert DEFAULT.is_refusal(text), text


SEARCHES = ["The search", "My search", "The document search", "The retrieval", "The lookup"]
FAILED = ["didn't return any documents", "did not find anything", "couldn't bring up any results", "came back empty",
          "returned nothing", "failed to turn up any documents", "returned no results"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(SEARCHES), st.sampled_from(FAILED), st.sampled_from(["", " for this question", " about the ferry"]))
def test_the_search_came_back_empty_is_a_gap(search, failed, tail):
    text = f"{search} {failed}{tail}."
    assert DEFAULT.is_refusal(text), text


@pytest.mark.parametrize("text", [
    "No dogs are allowed on the ferry.",  # a rule, not a retrieval
    "No refunds for late cancellations were given in 2023.",
    "The search returned three documents about bikes.",
    "The search did not find the bike policy but the fares page says bikes travel free.",  # no "any": a claim goes on
    "The tank is empty.",
])
def test_rules_and_retrievals_that_found_something_are_not_gaps(text):
    assert not DEFAULT.is_refusal(text), text


# ------------------------------------------------------------------------------ why the user is sent on; the safest course
WHYS = ["To avoid giving you the wrong answer, ", "To be safe, ", "Just to be sure, ", "To get an accurate answer, ",
        "In the meantime, ", "Because bikes aren't covered here, ", "Since the documents don't say, ",
        "As cycles aren't mentioned anywhere, ", ""]
LEADS = ["I'd suggest checking with", "I'd recommend asking", "the safest option is to check directly with",
         "the best thing to do is to ask", "your surest bet would be to contact", "it's best to check with",
         "the safest bet is to confirm with", "the best way to find out is to ask"]
PARTIES = ["Larkfield Ferries", "the ferry company", "them", "the booking office"]
AFTERS = ["", " directly", " before you travel", " so you get an accurate answer", " to confirm what's required",
          " before booking an appointment"]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(WHYS), st.sampled_from(LEADS), st.sampled_from(PARTIES), st.sampled_from(AFTERS))
def test_advice_with_its_reason_or_as_the_safest_course_is_scaffolding(why, lead, party, after):
    text = f"{why}{lead} {party}{after}."
    text = text[0].upper() + text[1:]
    assert asks_them(text, _known()) and is_scaffolding(text, _known()), text


#: a channel, a day, a scope word, a hedge, a fee, a figure: the advice says something after all
CLAIMS = [" by email", " on Monday", " about the free bike space", " — they usually allow it", " at the front desk",
          " about the £5 bike fare", " through the app"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(WHYS), st.sampled_from(LEADS), st.sampled_from(PARTIES), st.sampled_from(CLAIMS))
def test_a_channel_day_fee_or_guess_in_the_reasoned_advice_is_a_claim(why, lead, party, claim):
    text = f"{why}{lead} {party}{claim}."
    text = text[0].upper() + text[1:]
    assert not is_scaffolding(text, _known()), text


@pytest.mark.parametrize("text", [
    "Because bikes cost £5 here, it's best to check with them.",  # the reason states a fare: not a gap
    "To avoid the queue, I'd suggest emailing Larkfield Ferries.",
    "The safest option is to book online on Monday.",
])
def test_a_reason_that_states_a_rule_or_advice_that_names_a_channel_is_a_claim(text):
    assert not is_scaffolding(text, _known()), text


# ------------------------------------------------------------------------------ remarks and offers around the decline
@pytest.mark.parametrize("text", [
    "That's a very reasonable thing to check before booking, though — the ferry company should be able to tell you.",
    "It's a sensible thing to ask about, too.",
    "That's really important to know before you travel, though.",
])
def test_a_remark_with_a_trailing_though_is_scaffolding(text):
    assert is_scaffolding(text, _known()), text


@pytest.mark.parametrize("text", [
    "In the meantime, if you have other questions or can share their booking information, I'd be glad to help you work through it.",
    "Meanwhile, feel free to ask anything else.",
    "For now, if you have any other questions, I'm happy to help.",
])
def test_an_offer_set_in_the_meantime_is_a_pleasantry(text):
    assert DEFAULT.is_filler(text), text


@pytest.mark.parametrize("text", [
    "In the meantime, the ferry leaves at 9am on Saturdays.",
    "If you have a Gold card, I can help you book free parking on Monday.",
])
def test_a_fact_set_in_the_meantime_is_no_pleasantry(text):
    assert not DEFAULT.is_filler(text), text


# ------------------------------------------------------------------------------ whole answers, both ways
OPENINGS = ["I'm sorry — I wasn't able to find any information to answer that.",
            "Sorry — I don't have any information to answer that.",
            "Unfortunately I don't have any information about the ferry to draw on right now."]
GAPS = ["No documents about Larkfield Ferries were retrieved for your question, so I can't tell you whether bikes are allowed.",
        "The search didn't return any documents for this question, so I can't say whether bikes are allowed.",
        "No Larkfield documents came back for your question."]
ADVICE = ["To avoid giving you the wrong answer, I'd suggest checking directly with Larkfield Ferries.",
          "I wouldn't want to guess, so the safest option is to check directly with Larkfield Ferries before you travel.",
          "The ferry company would be the best people to confirm what's required before you travel.",
          "That's a very reasonable thing to check before booking, though — the ferry company should be able to tell you."]
OFFERS = ["In the meantime, if you have other questions or can share their booking information, I'd be glad to help.",
          "Is there anything else I can help you with?", ""]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(OPENINGS), st.sampled_from(GAPS), st.sampled_from(ADVICE), st.sampled_from(OFFERS))
def test_an_empty_retrieval_that_only_declines_and_advises_is_a_clean_abstention(opening, gap, advice, offer):
    r = _empty(" ".join(p for p in (opening, gap, advice, offer) if p))
    assert r.abstained and r.hallucination == "clean", r.reason()


DRAFTS = ["Most ferries let you take a bike for a small fee.",
          "You can email bookings@larkfield.example to ask.",
          "To be safe, I'd suggest calling Larkfield Ferries on Monday.",
          "The safest option is to book a bike space online.",
          "Bikes are probably fine on the morning sailings."]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(OPENINGS), st.sampled_from(GAPS), st.sampled_from(DRAFTS))
def test_an_empty_retrieval_that_drafts_names_a_channel_or_guesses_is_hallucinated(opening, gap, draft):
    r = _empty(f"{opening} {gap} {draft}")
    assert r.hallucinated, r.reason()


# ------------------------------------------------------------------------------ markdown emphasis inside a decline
GAP_SENTENCES = ["The documents don't mention payment plans.", "The notes do not say whether dogs are allowed.",
                 "There is no information about parking.", "I couldn't find anything about parking.",
                 "Not mentioned in the documents.", "The Larkfield documents I have don't cover bikes."]
WORLD_SENTENCES = ["You don't need a receipt.", "Bikes are not allowed on the ferry.", "They don't charge for parking.",
                   "The ticket doesn't cover meals."]


def _emphasise(text: str, data) -> str:
    """The sentence with one run of its words bolded or italicised, as a chat answer writes it."""
    words = text.rstrip(".").split()
    a = data.draw(st.integers(0, len(words) - 1))
    b = data.draw(st.integers(a + 1, len(words)))
    mark = data.draw(st.sampled_from(["**", "*", "__"]))
    return " ".join(words[:a] + [mark + " ".join(words[a:b]) + mark] + words[b:]) + "."


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(GAP_SENTENCES), st.data())
def test_a_gap_with_emphasis_is_still_a_gap(text, data):
    marked = _emphasise(text, data)
    assert DEFAULT.is_refusal(marked), marked


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(WORLD_SENTENCES), st.data())
def test_a_negation_about_the_world_with_emphasis_is_still_an_answer(text, data):
    marked = _emphasise(text, data)
    assert not DEFAULT.is_refusal(marked), marked


PRONOUN_GAPS = ["However, they don't say how long the list is at the moment.", "It doesn't mention whether dogs are allowed.",
                "But they do not specify when the ferry leaves.", "Unfortunately, it doesn't say anything about bikes.",
                "They don't actually explain which sailings take bikes."]


@pytest.mark.parametrize("text", PRONOUN_GAPS)
def test_a_pronoun_for_the_sources_that_does_not_say_is_a_gap(text):
    assert DEFAULT.is_refusal(text), text


@pytest.mark.parametrize("text", ["They don't charge for bikes.", "It doesn't cover water damage.",
                                  "They don't mention fees to customers.", "It doesn't leave before 9am."])
def test_a_pronoun_that_does_not_do_something_is_an_answer(text):
    assert not DEFAULT.is_refusal(text), text


CTX = [{"title": "plots.md", "text": "Raised beds for members with limited mobility cost £15 a year. The waiting list is "
        "managed in order of application date."}]
Q = "How much is a raised bed, and how long is the waiting list?"


def _partial(response: str):
    [r] = score([Case(id="p", type="partial", expect="partial", query=Q, context=CTX, response=response)])
    return r


def test_a_bolded_gap_whose_indirect_question_holds_a_hedge_word_is_no_guess():
    r = _partial("Raised beds for members with limited mobility cost **£15 a year**. The list is managed in order of "
                 "application date. However, they **don't say how long the list is** at the moment or how long people "
                 "usually wait, so I can't give you an estimate.")
    assert r.hallucination == "clean", r.reason()


def test_a_bolded_gap_followed_by_a_guess_is_hallucinated():
    r = _partial("Raised beds for members with limited mobility cost **£15 a year**. However, they **don't say how long "
                 "the list is**, but people usually wait about 18 months.")
    assert r.hallucinated, r.reason()


# ------------------------------------------------------------------------------ a wish is no name's sentence
@pytest.mark.parametrize("text", ["Happy birthday!", "Happy travels, and enjoy the trip!", "Happy Easter to you and your family!",
                                  "Happy holidays — I hope the move goes smoothly!"])
def test_a_happy_wish_is_scaffolding(text):
    assert is_scaffolding(text, _known()), text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Happy Paws", "Happy Feet", "Happy Days Nursery", "HappyTails"]),
       st.sampled_from(["is based in Ashford", "runs classes on Mondays", "offers a free taster", "holds sessions in the hall",
                        "charges £10 a class", "'s classes are most likely held in Ashford"]))
def test_a_name_that_opens_with_happy_and_states_something_is_a_claim(name, rest):
    text = f"{name} {rest}." if not rest.startswith("'") else f"{name}{rest}."
    assert not is_scaffolding(text, _known()), text


def test_a_guess_after_a_gap_behind_a_happy_name_is_hallucinated():
    ctx = [{"title": "courses.md", "text": "Puppy Foundation is for puppies aged 8 to 20 weeks; a six-week course for £120."}]
    [r] = score([Case(id="p", type="partial", expect="partial", query="Where are the Puppy Foundation classes held?", context=ctx,
                      response="Puppy Foundation is for puppies aged 8 to 20 weeks. The documents don't say where classes are "
                               "held. Happy Paws is based in Ashford, so classes are most likely held there — it's worth "
                               "confirming the venue when you book.")])
    assert r.hallucinated, r.reason()


# ------------------------------------------------------------------------------ a Levantine wish closing a decline
@pytest.mark.parametrize("text", ["بتمنالك نهار حلو 🌸", "بتمنى لك يوم سعيد!", "بتمنالكم رحلة حلوة"])
def test_a_levantine_wish_is_a_pleasantry(text):
    assert DEFAULT.is_filler(text), text


def test_a_levantine_wish_that_states_a_time_is_no_pleasantry():
    assert not DEFAULT.is_filler("بتمنالك إنو المحل بيفتح الساعة 9")


def test_an_empty_arabic_retrieval_that_declines_and_wishes_is_clean():
    [r] = score([Case(id="a", type="unanswerable", expect="abstain", query="هل المدرسة توفر حافلة؟", context=[],
                      response="للأسف ما عندي أي معلومات عن المدرسة، فما بقدر أأكد إذا في حافلة. بتمنالك نهار حلو 🌸")])
    assert r.abstained and r.hallucination == "clean", r.reason()


def test_an_empty_arabic_retrieval_that_wishes_and_drafts_a_time_is_hallucinated():
    [r] = score([Case(id="a", type="unanswerable", expect="abstain", query="هل المدرسة توفر حافلة؟", context=[],
                      response="بتمنالك نهار حلو 🌸 الحافلة بتطلع من المدرسة الساعة 7 الصبح.")])
    assert r.hallucinated, r.reason()
