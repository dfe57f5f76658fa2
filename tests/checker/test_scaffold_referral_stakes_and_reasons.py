"""REFERRALS LED BY THEIR STAKES, WITH THE REASON THEY ARE THE ONES TO ASK (checker.scaffold.ASK_THEM: _STAKES_LEAD,
_BEST_COURSE's "next step", _ASK_REASON's tail, _asked_after): after an empty retrieval a polite answer sends the
user to the organisation, and says why it matters and what they will tell. The grammar, one slot at a time:

    [stakes lead, up to three] [advice to ask them] [— the reason: what they will tell]

- stakes: "Because this is about your pet's health,", "it's really important to get an accurate answer,", "Minimums can
  make a big difference to your budget, so", "Since insurance requirements matter before you can start cooking,";
- advice: "The best next step would be to check with X directly", "I'd suggest checking with X directly", "X itself
  would be the best place to ask";
- reason: "they'll be able to tell you the current rents and plot sizes", "they'll know all about the climb and
  whether it's suitable for you", "they'll be able to confirm your allowance and how printing is charged" (a question
  asked after says no charge).

Every combination drafts nothing. The words of a stakes lead are still read, and a question asked after still names
its figure, channel or day: the same shapes with a figure, a hedge, a weekday, a channel, or a claim about the
service in the lead, draft."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check
from tests.helpers import cli_scored

_APOLOGY = "I'm sorry — I don't have any information about {org}'s {topic}, so I can't answer that accurately."
_CLOSE = "Is there anything else I can help with? 😊"

_LEADS = [
    "",
    "Because this is about your {topic}, ",
    "It's really important to get an accurate answer, so ",
    "Because this is about your {topic}, it's really important to get an accurate answer, so ",
    "Prices can make a big difference to your budget, so ",
    "Since {topic} requirements matter before you can start, ",
    "Since your booking is so soon, ",
]
_ADVICE = [
    "I'd suggest checking with {org} directly",
    "the best next step would be to check with {org} directly",
    "it's worth confirming with {org} directly before you book",
    "I'd recommend raising it with {org} directly before you book a {topic} appointment",
]
_REASONS = [
    ".",
    "; they'll be able to tell you the current rates and sizes.",
    " — they'll know all about it and whether it's suitable for you.",
    "; they'll be able to confirm your allowance and how it is charged.",
    " — they'll be able to explain their terms.",
    ", as they can tell you what documents are required.",
]
#: each slot with a detail of its own: a figure, a hedge, a weekday, a channel, a claim about the service
_DRAFTED = [
    "Because sitters can give tablets but not injections, I'd suggest raising it with {org} directly.",
    "Prices of £40 a month can make a big difference to your budget, so it's worth confirming with {org} directly.",
    "Prices usually make a big difference to your budget, so it's worth confirming with {org} directly.",
    "Members are welcome on weekdays, so it's worth confirming with {org} directly.",
    "I'd suggest checking with {org} directly; they'll be able to confirm your allowance, which is usually £20.",
    "I'd suggest checking with {org} directly; they'll be able to confirm how it is charged at the front desk by email.",
    "I'd suggest checking with {org} directly; they'll be able to confirm how it is charged per page at 5p.",
    "The best next step would be to check with {org} directly on Monday; they'll be able to tell you the current rates.",
    "{org} itself would be the best place to ask — they'll know all about it, and they usually reply within a day.",
    "Because this is about your {topic}, I'd suggest calling {org} on 01234 567890.",
]
_ORGS = [("Groove Foundry", "vinyl pressing"), ("Paws at Home", "pet sitting"), ("Hearth Hub", "kitchen hire")]


def _sentence(lead: str, advice: str, reason: str) -> str:
    text = lead + advice + reason
    return text[:1].upper() + text[1:]


def _answer(sentence: str, org: str, topic: str) -> str:
    body = sentence.format(org=org, topic=topic)
    return _APOLOGY.format(org=org, topic=topic) + "\n\n" + body + "\n\n" + _CLOSE


_GRAMMAR = [_sentence(*parts) for parts in itertools.product(_LEADS, _ADVICE, _REASONS)]


@pytest.mark.parametrize("org,topic", _ORGS)
@pytest.mark.parametrize("sentence", _GRAMMAR)
def test_a_referral_with_its_stakes_and_reason_drafts_nothing(sentence, org, topic):
    v = check(_answer(sentence, org, topic), [], f"What does {org} charge for {topic}?")
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("org,topic", _ORGS)
@pytest.mark.parametrize("sentence", _DRAFTED)
def test_the_same_shapes_with_a_detail_of_their_own_draft(sentence, org, topic):
    v = check(_answer(sentence, org, topic), [], f"What does {org} charge for {topic}?")
    assert v.hallucination == "hallucinated", sentence


def test_the_grammar_is_read_through_score(tmp_path):
    q = "What's the minimum order for vinyl pressing at Groove Foundry?"
    rows = [{"id": i, "type": "unanswerable", "expect": "abstain", "query": q, "context": [], "response": r}
            for i, r in (("stakes", _answer(_GRAMMAR[-1], "Groove Foundry", "vinyl pressing")),
                         ("reason", _answer(_sentence(_LEADS[0], _ADVICE[1], _REASONS[1]), "Groove Foundry", "vinyl")),
                         ("draft", _answer(_DRAFTED[1], "Groove Foundry", "vinyl pressing")))]
    got = cli_scored(tmp_path, rows, "hallucinated")
    assert got == {"stakes": False, "reason": False, "draft": True}


@pytest.mark.parametrize("span", ["within a day", "within two working days", "at least a week", "up to an hour",
                                  "after a few days", "within a couple of weeks"])
def test_a_span_of_time_written_in_words_after_an_empty_retrieval_drafts(span):
    # "they reply" is a word of the writer's own reply too; with a span of time it says how the service works
    v = check(_answer(f"They usually reply {span}.", "Hearth Hub", "kitchen hire"), [], "What does Hearth Hub charge?")
    assert v.hallucination == "hallucinated"
    wish = check(_answer("Have a lovely day!", "Hearth Hub", "kitchen hire"), [], "What does Hearth Hub charge?")
    assert wish.hallucination == "clean"


@pytest.mark.parametrize("lead", ["Rather than guess, ", "Instead of guessing, ", ""])
@pytest.mark.parametrize("tail", [" — they'll know exactly what's on offer.", ", so there are no surprises on the day.",
                                  " before you travel, so there are no nasty surprises at the station."])
def test_declining_to_guess_and_no_surprises_are_no_claims(lead, tail):
    sentence = lead + "I'd suggest confirming directly with {org}" + tail
    v = check(_answer(sentence[:1].upper() + sentence[1:], "Hearth Hub", "kitchen hire"), [], "What does Hearth Hub charge?")
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]
    guessed = lead + "I'd suggest confirming directly with {org} — they usually charge by the hour" + tail
    g = check(_answer(guessed[:1].upper() + guessed[1:], "Hearth Hub", "kitchen hire"), [], "What does Hearth Hub charge?")
    assert g.hallucination == "hallucinated"


@pytest.mark.parametrize("wh", ["what", "What", "WHICH", "How", "Whether"])
def test_the_question_asked_after_is_found_whatever_the_case_of_its_word(wh):
    from groundtest.checker.scaffold import _asked_after

    assert "charged" not in _asked_after(f"ask them {wh} printing is charged")
    assert "desk" in _asked_after(f"ask them {wh} printing is charged at the desk")
