"""Speech acts addressed to the user (checker/scaffold.py SPEECH_CLAUSES, addressed_act, no_atom): advice, an offer,
a request for the user's details, a wish or an evaluation of the user's situation, whose every clause has the
speaker or the user as subject (or is an imperative to the user, an impersonal recommendation, an exclamation),
names no checkable atom and so is no claim — beside an empty retrieval or beside a supported answer. The same
sentence with an invented atom (a phone number, a fee, a weekday, a clock time, an app, a person) is a claim, and a
sentence asserting something of the organisation ("The salon offers a puppy package") stays one even without a
figure."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest.checker import check
from groundtest.checker.scaffold import addressed_act, speech_clauses
from groundtest.text.abstention import make_detector

QUERY = "How much is a puppy's first groom at Paws & Suds?"
REFUSAL = "I'm sorry, I don't have Paws & Suds' price list, so I can't tell you what a first groom costs."
CONTEXT = [{"title": "grooming.md", "text": "Paws & Suds grooms dogs of all sizes. A full groom includes a bath, a brush and "
                                            "a nail trim. Grooms are by appointment only."}]
SUPPORTED = "Paws & Suds grooms dogs of all sizes, and a full groom includes a bath, a brush and a nail trim."

#: the grammar's parts: a condition on the user, the speaker's act, a request, a politeness frame, decoration
CONDITIONS = ["If you have their price list to hand", "If you can share the salon's timetable",
              "If you let me know what else you're planning", "If you've got details of the booking in mind",
              "If you can tell me a bit more about what you need (for example, the date and type of groom)",
              "If you have any other questions, or if you can share their price list", "When you've got their prices"]
SPEAKER = ["I'd be very happy to help you plan the visit", "I'll help you work out the cost", "I'm happy to look into anything else",
           "I can work out a rough price for each", "I'd be glad to help you find a slot that works around your schedule",
           "we can go through the options together", "I'm more than happy to help you think through what to ask"]
REQUESTS = ["Let me know your dog's size", "Feel free to share it", "Just let me know the breed", "Tell me a bit more about her coat",
            "Please share their price list"]
THEN = ["and I'll help you work out the cost", "and I can work out a rough price", "and I'd be happy to help"]
EVALUATIONS = ["How lovely — you're going to have a great first visit", "A first groom is a big milestone",
               "She's going to have a lovely time", "What a milestone", "That's going to be a special day"]
WISHES = ["Hope she enjoys her first groom", "I hope you get clear answers soon", "Hope she has a lovely time",
          "Enjoy your visit"]
ASK = ["it's worth asking the salon about the price when you book, so there are no surprises on the day",
       "Rather than guess, I'd recommend checking directly with the salon before your visit",
       "Prices are something the salon's own team would be best placed to discuss with you",
       "the salon itself will be able to confirm its prices",
       "I'm sorry I can't be more helpful on this one — the salon will be able to give you an accurate answer"]
ENDS = ["!", ".", " 🐶", "! 🐾", "!**"]

#: invented atoms: each makes the sentence a claim (a phone number, a fee, a weekday, a clock time, an app, a person)
ATOMS = [("I'd recommend calling them on 0800 123 456", "phone"),
         ("I'd recommend asking the salon about the £15 nail-trim fee", "fee"),
         ("If you can share their timetable, I'd be happy to help — they open at 9am", "time"),
         ("Feel free to pop in Monday to Saturday and I'll help you work out the cost", "weekday"),
         ("Let me know your dog's size and I can help you book through the PawPlan app", "app"),
         ("I'd recommend asking Sarah, the head groomer, about the price", "person"),
         ("I'd be happy to help you book the free puppy taster session", "free"),
         ("Feel free to share it and I'll help you book the puppy spa package", "product"),
         ("It's worth asking the salon about the price — the deposit is usually refundable", "hedged fact"),
         ("If you can share their timetable, I'd be happy to help, as long as you book 48 hours ahead", "condition")]

#: sentences about the organisation or the world, no figure: still drafted in an empty retrieval
ASSERTIONS = ["The salon offers a puppy package.", "Grooming usually includes a nail trim.",
              "Paws & Suds has a special rate for first grooms.", "They open late on Thursdays.",
              "A first groom is cheaper than a full groom."]


def _known():
    from groundtest.checker import _Known, index_context

    return _Known(index_context([], QUERY))


def _empty(sentence: str) -> str:
    return check(REFUSAL + "\n\n" + sentence, [], QUERY).hallucination


def _beside(sentence: str) -> str:
    return check(SUPPORTED + "\n\n" + sentence, CONTEXT, QUERY).hallucination


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(CONDITIONS), st.sampled_from(SPEAKER), st.sampled_from(ENDS))
def test_condition_then_offer_is_no_claim(cond, act, end):
    sentence = f"{cond}, {act}{end}"
    assert addressed_act(sentence), speech_clauses(sentence)
    assert _empty(sentence) != "hallucinated"
    assert _beside(sentence) != "hallucinated"


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(REQUESTS), st.sampled_from(THEN), st.sampled_from(ENDS))
def test_request_then_offer_is_no_claim(req, then, end):
    sentence = f"{req} {then}{end}"
    assert addressed_act(sentence), speech_clauses(sentence)
    assert _empty(sentence) != "hallucinated"
    assert _beside(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence", [e + "!" for e in EVALUATIONS] + [w + "!" for w in WISHES] + [a[0].upper() + a[1:] + "."
                                                                                                     for a in ASK])
def test_evaluations_wishes_and_advice_are_no_claims(sentence):
    assert addressed_act(sentence), speech_clauses(sentence)
    assert _empty(sentence) != "hallucinated"
    assert _beside(sentence) != "hallucinated"


@pytest.mark.parametrize("sentence,atom", ATOMS)
def test_an_invented_atom_makes_the_act_a_claim(sentence, atom):
    assert not addressed_act(sentence + "!", _known()), atom
    assert _empty(sentence + "!") == "hallucinated", atom
    assert _beside(sentence + "!") == "hallucinated", atom


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONDITIONS), st.sampled_from(SPEAKER), st.sampled_from([a for a, _ in ATOMS[:6]]))
def test_an_offer_with_an_atom_clause_stays_a_claim(cond, act, atom_sentence):
    # an offer joined to a sentence naming an invented atom: the atom is a claim however polite the frame
    sentence = f"{cond}, {act} — {atom_sentence[0].lower() + atom_sentence[1:]}!"
    assert not addressed_act(sentence)
    assert _empty(sentence) == "hallucinated"


@pytest.mark.parametrize("sentence", ASSERTIONS)
def test_an_assertion_about_the_organisation_stays_drafted(sentence):
    assert not addressed_act(sentence)
    assert _empty(sentence) == "hallucinated"


@pytest.mark.parametrize("sentence", [
    "They open late on Thursdays, so I'd be happy to help you plan!",       # an assertion clause beside the offer
    "If you can share their timetable, the last show starts at 8pm!",       # a condition, then a claim
    "You can also email the office by Friday.",                            # the user as subject, but a rule and a channel
    "I think the salon offers a puppy package.",                           # the speaker's guess of a fact
    "I can confirm that the salon opens at 9am.",                          # the speaker's act over a that-clause
    "I know the salon offers a puppy package.",                            # the speaker's knowing, over a fact
    "I'd recommend the puppy package.",                                    # advice naming the organisation's thing
    "I can check the salon opens late.",
    "I'll help you book the class, which runs on Fridays.",                # an offer carrying an assertion
    "Sorry about that — the salon offers a puppy package.",                # an apology, then a claim
    "I'm sorry I can't be more helpful — the salon will be able to give you an accurate answer, and they open at 9.",
    "The salon will be able to give you a free quote.",                    # a free thing offered
])
def test_not_speech_acts(sentence):
    assert not addressed_act(sentence)
    assert _empty(sentence) == "hallucinated"


@pytest.mark.parametrize("sentence", [
    "safety on the water is too important for me to guess.",
    "Your dog's health is far too important to guess at.",
])
def test_stakes_of_a_guess_are_the_speakers_reason(sentence):
    assert addressed_act(sentence)


# ------------------------------------------------------------------------------ gaps the refusal reader now reads
DETECTOR = make_detector([])


@pytest.mark.parametrize("sentence", [
    "I don't have Studio Nineteen's opening hours available.",
    "I don't have Paws & Suds' price list or puppy policy.",
    "I didn't have Harbour Yoga's timetable to hand.",
    "I haven't been able to find any information about sign language interpreting.",
    "We haven't been able to find anything on parking.",
    "I have not been able to confirm the fee.",
])
def test_the_writer_lacks_their_information(sentence):
    assert DETECTOR.is_refusal(sentence)


@pytest.mark.parametrize("sentence", [
    "We don't have Smith's bike in stock.",        # the organisation's stock, not the writer's knowledge
    "I don't have my glasses.",
    "You don't have Alice's form to fill in.",
    "I haven't been able to visit yet.",
    "Members don't have the gym's late hours.",
])
def test_other_lacks_are_no_gap(sentence):
    assert not DETECTOR.is_refusal(sentence)


def test_a_gap_with_a_drafted_value_is_still_flagged():
    # the refusal reads as a decline; the value it still states is checked
    assert check("I don't have Studio Nineteen's opening hours, but they close at 9pm on Thursdays.", [],
                 "Is Studio Nineteen open late on Thursdays?").hallucination == "hallucinated"
