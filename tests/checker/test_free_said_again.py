"""THE CONTEXT'S FREE SAID AGAIN (checker.support._free_said, checker.claims scope):

- the words of a phrase that says a thing costs nothing ("free of charge", "at no extra cost", "costs nothing",
  "completely free") restate the context's "free": none of them is a new word of the sentence;
- a word that says free OF a thing ("a complimentary hamper") is still the claim: a thing the context never names
  stays new;
- where the context speaks as "we" ("We collect on weekdays"), the organisation's name as the doer of what "we" do
  ("Homenest collects the furniture free") is the speaker, no part of one chunk: the free thing is judged where the
  context says it ("Collection … is free"); a thing the context does not say is free is still caught."""
from __future__ import annotations

import itertools

import pytest

from groundtest import check

_FREE = ["free", "free of charge", "completely free", "totally free", "free of any charge", "at no extra cost",
         "at no charge", "at no cost"]


def _verdict(resp: str, ctx, q: str) -> str:
    chunks = [{"title": f"c{k}.md", "text": t} for k, t in enumerate(ctx)] if isinstance(ctx, list) else \
        [{"title": "c.md", "text": ctx}]
    return check(resp, chunks, q).hallucination


@pytest.mark.parametrize("said,subject", list(itertools.product(_FREE, ["Collection", "Collection at the end of your rental"])))
def test_a_free_phrase_restates_free(said, subject):
    ctx = "Collection at the end of your rental is free. We collect on weekdays between 8am and 6pm."
    verb = "is " if not said.startswith("at ") else "is done "
    assert _verdict(f"{subject} {verb}{said}.", ctx, "Is collection free?") != "hallucinated"


@pytest.mark.parametrize("said", _FREE[:4])
def test_another_thing_said_free_is_caught(said):
    ctx = "Collection at the end of your rental is free. Delivery costs £40."
    assert _verdict(f"Delivery is {said}.", ctx, "Is delivery free?") == "hallucinated"


def test_a_complimentary_thing_the_context_lacks():
    ctx = ["On arrival day, boats are ready from 2pm, and check-in is at the marina office.",
           "Car parking at the marina is free for the duration of your hire."]
    resp = ("Boats are ready from 2pm and check-in is at the marina office. Parking is free for your whole hire. "
            "Don't forget to ask at the office for your complimentary anniversary hamper when you check in.")
    assert _verdict(resp, ctx, "Anything special for arrival day?") == "hallucinated"


_TERMS = ["Homenest rentals have a minimum term of 6 months. After the minimum term, you can end your rental by giving "
          "30 days' notice.", "Collection at the end of your rental is free. We collect on weekdays between 8am and 6pm."]


@pytest.mark.parametrize("said", ["free", "free of charge", "for free"])
def test_the_organisation_as_the_we_that_does_it(said):
    resp = f"The minimum term is six months. Homenest collects the furniture {said}. Collections are on weekdays, 8am–6pm."
    assert _verdict(resp, _TERMS, "Can I stop renting after 8 months?") != "hallucinated"


@pytest.mark.parametrize("resp", ["The minimum term is six months. Homenest delivers the furniture free.",
                                  "The minimum term is six months. Homenest rentals are free."])
def test_what_the_context_does_not_say_is_free(resp):
    assert _verdict(resp, _TERMS, "Can I stop renting after 8 months?") == "hallucinated"
