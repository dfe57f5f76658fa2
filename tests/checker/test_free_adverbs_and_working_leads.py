"""Two kinds of words that say nothing of the world (thirty-first session):

- a sentence adverb after a predicative "free" ("Under-16s are free anyway", "Check-ups: **free** anyway", "it's free
  regardless") is not the thing given free (checker/claims.py ``_FREE_ADVERBS``); "free <new thing>" still is;
- the answer's lead-in to its own working ("Let's run the numbers with your figures 🧮", "Let me break it down for
  you") presents what follows (checker/scaffold.py ``_WORKS``); a "let's" that books, names or promises is a claim.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check

CTX = [{"title": "prices.md", "text": "Day passes cost £12 for adults. Children under 16 go free with a paying adult. A "
                                      "10-visit card costs £100 and is valid for six months."}]
Q = [{"role": "user", "content": "I swim about 9 times a month with my 12-year-old. Is the 10-visit card cheaper?"}]
BODY = "- 9 day passes: 9 × £12 = **£108**\n- One 10-visit card: **£100**\n\nSo the 10-visit card is cheaper for you."

SUBJECTS = ["Under-16s are", "Your 12-year-old is", "Children under 16 are", "Kids under 16: "]
ADVERBS = ["anyway", "regardless", "already", "anyhow", "nonetheless"]


@settings(deadline=None, max_examples=40)
@given(st.sampled_from(SUBJECTS), st.sampled_from(ADVERBS), st.sampled_from(["**free**", "free"]))
def test_a_sentence_adverb_after_free_is_no_thing(subject, adverb, free):
    response = f"{BODY}\n\n({subject} {free} {adverb} with a paying adult.)"
    verdict = check(response, CTX, query=Q)
    assert "scope" not in {f.rule for f in verdict.findings}, (response, verdict.findings)
    assert verdict.hallucination == "clean", (response, verdict.findings)


def test_free_before_a_new_thing_is_still_a_widening():
    response = f"{BODY}\n\n(Under-16s are free, and you also get free towels with the card.)"
    assert check(response, CTX, query=Q).hallucination == "hallucinated"


LEADS = ["Let's run the numbers with your figures 🧮", "Let me break it down for you.", "Let's do the maths:",
         "Let's work it out step by step.", "Let's compare the options.", "So, let's crunch the numbers!",
         "Let me work through it with your figures.", "Let's add it up:", "Let's look at the costs."]


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(LEADS))
def test_a_working_lead_in_presents_what_follows(lead):
    verdict = check(f"{lead}\n\n{BODY}", CTX, query=Q)
    assert verdict.hallucination == "clean", (lead, verdict.findings)


def test_a_let_us_that_books_or_names_is_a_claim():
    for lead in ("Let's book you a taster swim for Friday.", "Let's ask Coach Harris to set up a family card for you."):
        assert check(f"{lead}\n\n{BODY}", CTX, query=Q).hallucination != "clean", lead
