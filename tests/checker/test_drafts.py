"""AN EMPTY RETRIEVAL'S SENTENCE, READ BY ITS CLAUSES' GRAMMAR (checker.drafts).

With nothing retrieved, a sentence drafts when one of its clauses states the world: a third party doing or being
something, "you'll need …", "there is …", a vouched fact ("I'm afraid drones aren't permitted"). It drafts nothing when
every clause is the writer's own act, a hypothesis, a judgement of the question or the user's plan, advice to ask, a
party that can tell, or a social fragment — whatever new words it uses ("That's a really common worry", "have some
photos of the damage ready"). The grammar is tested as a grammar: idle clauses of each kind, joined by each connective,
stay idle; putting one world clause among them, anywhere, makes the sentence a draft."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check
from groundtest.checker.drafts import states_world as drafts

#: clauses that state nothing about the world, one kind per group
IDLE = {
    "writer": ["I haven't been given any documents that cover the noise rules",
               "I can't tell you what the dress code is",
               "I'd hate for you to make a wasted trip on my say-so",
               "I'm happy to help you compare the options",
               "I couldn't find anything about winter opening"],
    "hypothesis": ["if you tell me a bit about the project",
                   "if the make matters for your practice",
                   "when you book"],
    "judgement": ["that's a really common worry",
                  "interesting question",
                  "good luck",
                  "taking your bike along is a great way to see the coast",
                  "that would be handy"],
    "advice": ["it might help to have some photos of the damage ready",
               "it would be worth contacting the workshop as soon as possible",
               "the safest step is to check with the council",
               "it's a good idea to ask the school directly",
               "put the question directly to the removal company",
               "you could ask the operator directly"],
    "teller": ["the arena itself would be the best place to check live availability",
               "they should be able to explain exactly what applies in your situation",
               "the hire company you're booking with will be able to confirm their hire periods and any charges"],
    "lack": ["there's nothing in the information available to me about copying keys"],
}
#: clauses that state the world, each a way a real draft is written
WORLD = ["drones aren't permitted on the estate",
         "the team can allocate a ground-floor room",
         "parties run on weekend afternoons",
         "you'll need to bring photo ID",
         "there's a waiting list for plots",
         "the clinic treats sports injuries as well",
         "you can pay at the kiosk in the lobby",
         "I'm afraid dogs aren't allowed inside",
         "I think the café stays open late",
         # the writer promising a service of theirs, not its own help
         "I'll upgrade your cabin for you",
         "I've booked you onto the later session",
         "I can reserve a bike space on the coach"]
JOINS = [", and ", " — ", ", so ", "; ", ", but "]


def _sentence(clauses: list[str], join: str) -> str:
    text = join.join(clauses)
    return text[0].upper() + text[1:] + "."


@pytest.mark.parametrize("kinds", list(itertools.combinations(sorted(IDLE), 2)))
@pytest.mark.parametrize("join", JOINS)
def test_idle_clauses_joined_stay_idle(kinds, join):
    for a, b in itertools.product(IDLE[kinds[0]], IDLE[kinds[1]]):
        for pair in ([a, b], [b, a]):
            assert not drafts(_sentence(pair, join)), _sentence(pair, join)


@pytest.mark.parametrize("world", WORLD)
@pytest.mark.parametrize("join", JOINS)
def test_one_world_clause_anywhere_drafts(world, join):
    for kind in IDLE:
        idle = IDLE[kind][0]
        for clauses in ([idle, world], [world, idle], [idle, world, IDLE["judgement"][2]]):
            assert drafts(_sentence(clauses, join)), _sentence(clauses, join)


@pytest.mark.parametrize("world", WORLD)
def test_a_world_clause_alone_drafts(world):
    assert drafts(_sentence([world], ""))


@pytest.mark.parametrize("sentence", [
    # a figure, a span, a day, a channel, a hedge or a titled person drafts whatever the clauses
    "I'd suggest asking the hall directly — mention it's a group of 14 so they can let you know about any options.",
    "It would be worth contacting them within a couple of days.",
    "It's a good idea to ask the school directly on Monday.",
    "It might help to email the workshop with some photos of the damage.",
    "It's a good idea to ask the school directly, as they usually allow it.",
    "Put the question directly to Mrs Patel at the removal company.",
    # a free thing, a discount, a desk or a portal the question never named
    "I'd be happy to help you book the free taster session.",
    "The salon will be able to give you a discount.",
    "I'd suggest checking with the front desk directly.",
    "I'd recommend the puppy package.",
    # "so" before a clause of its own: the purpose states the world
    "Just mention your dog when you book so the team can allocate a suitable room.",
    # the if-clause is idle, its consequence is not
    "If you want a bit more, the premium plan adds an underbody rinse and a wheel clean.",
    # an answer is a claim
    "Yes — good news!",
    "It's a great way to make the payments smaller each month.",
])
def test_details_and_answers_draft(sentence):
    assert drafts(sentence)


@pytest.mark.parametrize("sentence", [
    "I'd suggest asking the hall directly — mention it's a group of 12 so they can let you know about any options.",
    "If the make matters for your practice (or an upcoming exam or recital), it's a good idea to ask The Keys directly "
    "before booking.",
    "Since your booking is so soon, it would be worth contacting the agency as quickly as possible to check availability "
    "and any short-notice charges.",
    "I'm sorry, though — I haven't been given any documents that cover notification requirements, so I can't tell you "
    "who, if anyone, needs to be informed.",
    "📝 Putting together a list of questions to ask the society",
])
def test_the_users_figure_a_party_to_ask_and_continued_clauses(sentence):
    # "12" is the user's own figure here (the question gives it)
    assert not drafts(sentence, {"12", "group"})


def test_arabic_text_is_left_to_its_own_readers():
    assert drafts("يسعدني مساعدتك في أي سؤال آخر.")


_Q = "Can I bring my bike on the coach to the coast, and is there a fee for a group of 12?"


@pytest.mark.parametrize("response", [
    "Great plan! 🚲 Unfortunately, I haven't been given any information about the coach's luggage rules, so I can't tell "
    "you whether bikes are allowed. Taking your bike along is a great way to see the coast, though! The coach company "
    "itself would be the best place to check — mention it's a group of 12 so they can let you know about any options.",
    "That's a really common worry, so you're definitely not alone in asking! I'd hate for you to make a wasted trip on my "
    "say-so, though — it might help to have your booking reference ready when you get in touch with the operator.",
])
def test_whole_answers_with_nothing_retrieved_are_not_hallucinated(response):
    v = check(response, [], _Q)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings if f.severity == "critical"]


@pytest.mark.parametrize("response", [
    "That's a really common worry! I'm afraid bikes aren't allowed on the coach, but it's a good idea to ask the operator.",
    "Good question! The coach company itself would be the best place to check, and the team can store bikes in the hold.",
    "I haven't been given their rules, so it's a good idea to ask the operator — you'll need to book a bike space ahead.",
])
def test_whole_answers_that_draft_are_hallucinated(response):
    v = check(response, [], _Q)
    assert v.hallucination == "hallucinated"
