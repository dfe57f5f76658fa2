"""Questions listed under a lead-in to questions for the organisation are asked, not said (issue 22).

The grammar: a lead-in that offers to draft a question, an enquiry or a message ("I can help you draft an enquiry
covering:", "write a quick message asking:") or tells the user what to ask ("you could ask them:"), then a list whose
items are questions or topics. With an empty retrieval none of them drafts a fact; over a context none is a claim. A
figure in an item, a lead-in that lists things asked *for* ("The form asks for:"), or a plain list after an ordinary
lead-in are still read."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check
from groundtest.checker.scaffold import asking_lead

OPENERS = ["I can also help you {verb} {thing}{to} {join}:", "Or I can {verb} {thing}{to} {join}:",
           "If you like, I could {verb} {thing}{to} {join}:"]
VERBS = ["draft", "write", "put together", "prepare"]
THINGS = ["a short question", "a quick message", "an enquiry", "an email", "a few questions", "a note"]
TOS = ["", " for the shop", " to send to them"]
JOINS = ["covering", "asking", "such as", "covering things like", "about"]
ASKS = ["You could ask them:", "It may be worth asking:", "Questions worth asking the studio:", "When you call, ask:"]

ITEMS = [["Whether they sharpen **lawnmower blades**", "What it would **cost**", "How you'd **get the blades to them**"],
         ["Can a **sold-out issue** be reserved or reordered?", "Would it be a **reprint**?", "Is there any **extra cost**?"],
         ["**Group sizes** they can accommodate", "**Pricing** and what's included", "**Dates** that might work for your team"]]

DECLINE = "I'm sorry — I couldn't find anything about that in the documents I have, so I can't say."
CLOSE = "Would you like me to write that for you?"


def _answer(lead: str, items: list[str], numbered: bool) -> str:
    lines = [f"{k}. {t}" if numbered else f"- {t}" for k, t in enumerate(items, 1)]
    return "\n\n".join([DECLINE, lead + "\n" + "\n".join(lines), CLOSE])


LEADS = [o.format(verb=v, thing=t, to=to, join=j) for o, v, t, to, j in itertools.product(OPENERS, VERBS, THINGS, TOS, JOINS)]


@pytest.mark.parametrize("lead", LEADS[::7] + ASKS)
def test_asking_lead_grammar(lead: str) -> None:
    assert asking_lead(lead)


@pytest.mark.parametrize("lead", ["The form asks for:", "You can ask for:", "Here's what's included:", "The fees are:",
                                  "Our email covers:", "They will send a message with:", "They will write an email with:", "What you need to bring:"])
def test_leads_that_are_not_questions_to_ask(lead: str) -> None:
    assert not asking_lead(lead)


@pytest.mark.parametrize("lead,items,numbered", [(lead, items, numbered) for lead in LEADS[::11] + ASKS
                                                 for items in ITEMS for numbered in (True, False)])
def test_an_empty_retrieval_that_lists_questions_drafts_nothing(lead: str, items: list[str], numbered: bool) -> None:
    v = check(_answer(lead, items, numbered), [], "Can you do that for me?")
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


CONTEXT = [{"title": "services.md", "text": "Keen Edge sharpens kitchen knives for £4 each and scissors for £5 a pair. "
                                            "Drop-off is at the Mill Lane shop on weekdays."}]


@pytest.mark.parametrize("items", ITEMS)
def test_over_a_context_questions_listed_are_no_claims(items: list[str]) -> None:
    v = check(_answer("I can help you write a quick message asking:", items, True), CONTEXT, "Do you sharpen mower blades?")
    assert v.hallucination == "clean", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("item", ["Whether the **£12 blade fee** still applies", "If the 2-day turnaround is guaranteed"])
def test_a_figure_in_a_listed_question_is_still_read(item: str) -> None:
    v = check(_answer("I can help you write a quick message asking:", [item, "What it would cost"], False), [], "Blades?")
    assert v.hallucination == "hallucinated"


def test_an_ordinary_list_after_a_gap_still_drafts() -> None:
    # the same items under a lead-in that states, not asks: an empty retrieval never drafts
    answer = _answer("Here's how it usually works:", ["They sharpen **lawnmower blades** while you wait",
                                                      "Collection is free within the town"], False)
    assert check(answer, [], "Do you sharpen mower blades?").hallucination == "hallucinated"
