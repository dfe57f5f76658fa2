"""The offer to read the user's documents (a pleasantry, text.abstention.offers_to_read), the soft decline
("I wouldn't want to give you a figure …") and the gap a pronoun names after its source ("… but it doesn't
give the café's closing time")."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import Case, score
from groundtest.text.abstention import DEFAULT

#: the grammar's pieces: the user holds or shares documents, may paste them, and the assistant reads them
IF_HOLD = ["If you have", "If you've got", "If you can share", "If you could paste", "If you happen to have",
           "If you can dig out", "If you'd like to send"]
DOCS = ["any of their price lists or service details to hand", "any details from them — a price list or facilities guide, "
        "for example —", "any appointment confirmation or guidance they've sent", "any of their guidance or emails to hand",
        "the brochure they sent you", "your booking confirmation", "a copy of the terms"]
PASS = ["", "feel free to share them and", "feel free to paste them here and", "just paste it here and", "please send them over and"]
HELP = ["I'll happily help you make sense of them", "I'm happy to help you go through them", "I'd be glad to go through it with you",
        "I'll help you work out what applies to you", "I can take a look", "I'd be happy to help", "we can read through them together",
        # a part of them, and a second reading joined to the first
        "I'd be happy to go through the options with you", "I'd be glad to go through them with you and find the relevant part",
        "I'll look through them and pick out the key points", "I'm happy to go through the relevant sections with you"]
#: what turns it into a claim about the organisation: a figure, a day, a scope word, a rule stated in the main clause
DETAILS = [("the letter they post on Mondays", None), ("the pack they send to every member", None),
           ("the 2026 price list", None), ("the free guide", None)]


def _offer(hold: str, docs: str, pss: str, helps: str) -> str:
    return f"{hold} {docs}, {pss + ' ' if pss else ''}{helps}!"


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(IF_HOLD), st.sampled_from(DOCS), st.sampled_from(PASS), st.sampled_from(HELP))
def test_every_offer_to_read_of_the_grammar_is_a_pleasantry(hold, docs, pss, helps):
    assert DEFAULT.is_filler(_offer(hold, docs, pss, helps))
    assert not DEFAULT.is_refusal(_offer(hold, docs, pss, helps))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(IF_HOLD), st.sampled_from([d for d, _ in DETAILS]), st.sampled_from(PASS), st.sampled_from(HELP))
def test_an_offer_naming_a_figure_a_day_or_a_scope_is_no_pleasantry(hold, docs, pss, helps):
    assert not DEFAULT.is_filler(_offer(hold, docs, pss, helps))


@pytest.mark.parametrize("text", [
    "Feel free to paste their price list here and I'll help you make sense of it.",
    "I'm happy to go through it if you paste it here.",
    "If you can share any brochure or details they've sent you, I'd be glad to help you go through them.",
])
def test_other_orders_of_the_offer(text):
    assert DEFAULT.is_filler(text)


@pytest.mark.parametrize("text", [
    "If you have a Gold card, you can bring a guest.",  # a rule, not an offer
    "If you have a Gold card, I can help you book a guest pass.",  # an offer to act on a thing it claims exists
    "If you have your booking reference, call 0800 123 456 and I'll help.",
])
def test_a_condition_with_a_claim_is_no_offer(text):
    assert not DEFAULT.is_filler(text)


@pytest.mark.parametrize("text", [
    "I don't want to guess and risk giving you the wrong price.",
    "I wouldn't want to give you a figure that might not suit your daughter.",
    "Allergies are really important, so I don't want to give you an answer that might not be accurate.",
    "I'm sorry — the museum information I have tells me where the café is (on the **ground floor**), but it doesn't "
    "give the **café's closing time**.",
    "The timetable lists the weekday trains, but it doesn't say when the Sunday service starts.",
])
def test_soft_declines_and_a_gap_named_by_a_pronoun_are_refusals(text):
    assert DEFAULT.is_refusal(text)


@pytest.mark.parametrize("text", [
    "If you can share their product list, I'd be happy to go through the options they have on Sundays with you.",
    "If you can share their terms, I'd be glad to go through them and find the part about the free second visit.",
    "If you can share their price sheet, I'd be happy to go through the options with you — canvas prints start at £25.",
])
def test_an_offer_whose_reading_names_a_day_a_scope_or_a_figure_is_no_pleasantry(text):
    assert not DEFAULT.is_filler(text)


@pytest.mark.parametrize("text, refusal", [
    ("I wouldn't want you to rely on me for it.", True),
    ("Getting this wrong could mean damage to your car or roof box, so I wouldn't want you to rely on me for it.", True),
    ("I don't want you to rely on my answer here.", True),
    ("I wouldn't want you to miss the 5pm deadline.", False),
    ("I don't want you to rely on the shuttle after midnight.", False),
])
def test_not_wanting_the_user_to_rely_on_the_answer_is_a_decline(text, refusal):
    assert DEFAULT.is_refusal(text) is refusal


@pytest.mark.parametrize("text", [
    "I don't want to overwhelm you, but the fee is £5.",
    "I don't want to guess, but it's usually £5.",
    "The policy covers theft, but it doesn't cover water damage.",  # a normative source: only verbs of saying
    "The handbook lists the rooms, but they don't include a gym.",  # "they" may be the rooms
])
def test_what_goes_on_to_answer_is_not_a_refusal(text):
    assert not DEFAULT.is_refusal(text)


def _empty(response: str, query: str = "How much does Spokesworth charge to fit a new chain?"):
    [r] = score([Case(id="e", type="unanswerable", expect="abstain", query=query, context=[], response=response)])
    return r


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(IF_HOLD), st.sampled_from(DOCS), st.sampled_from(PASS), st.sampled_from(HELP))
def test_an_empty_retrieval_that_declines_and_offers_to_read_is_a_clean_abstention(hold, docs, pss, helps):
    r = _empty(f"I'm sorry — I couldn't find any information about that, so I can't give you a figure. "
               f"{_offer(hold, docs, pss, helps)}")
    assert r.abstained and r.hallucination == "clean", r.reason()


def test_an_empty_retrieval_that_drafts_a_fee_beside_the_offer_stays_hallucinated():
    r = _empty("I'm sorry, I couldn't find their price list. A chain fitting is usually £15 plus parts. "
               "If you have their price list to hand, feel free to paste it and I'll help you make sense of it.")
    assert r.hallucinated and not r.abstained


@pytest.mark.parametrize("text, refusal", [
    ("I'm not sure, but according to the documents, the fee is £690.", False),  # the source is the answer's
    ("I couldn't find it in the documents, but the fee is usually £690.", True),  # the gap's source: still a gap
])
def test_a_source_named_after_the_turn_belongs_to_the_answer(text, refusal):
    assert DEFAULT.is_refusal(text) is refusal
