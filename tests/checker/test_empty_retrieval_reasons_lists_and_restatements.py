"""An empty retrieval's decline, read by clause (thirty-fifth session, checker/drafts.py): a reason that only says a thing
matters, whose subject its own "and" had cut; the user's own papers as the place to look; the list an offer would go
through; the user's own figures restated with what they leave.

    REASON    := ("Because" | "Since" | "As") NOUN "and" NOUN MATTERS ", " ADVICE     (one clause, not "Because late fees")
    MATTERS   := ("can" | "may")? ("make a real difference" | "vary" | "differ" | "matter")   ("often vary": a hedge, drafts)
    PAPERS    := "look at" "the" ("paperwork" | "contract" | "receipt" | "terms" …) REST
    OFFER     := "If you can share …, I'd be glad to go through it with you and summarise the" NOUN ("," NOUN)* "and" NOUN
                 (a member after a comma with its own determiner is an apposition: "asking Sarah, the head groomer, …")
    RESTATED  := "So you've" ("used" | "paid" | "booked" …) FIGURE "of your" FIGURE NOUN ", leaving" FIGURE …
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from groundtest import check


def _critical(verdict) -> set:
    return {f.rule for f in verdict.findings if f.severity == "critical"}


_DECLINE = "I'm sorry — I wasn't able to find any information about that, so I can't tell you what would be charged."


@settings(deadline=None, max_examples=30)
@given(st.sampled_from(["Because", "Since", "As"]),
       st.sampled_from([("late fees", "loan terms"), ("charges", "conditions"), ("prices", "dates")]),
       st.sampled_from(["can make a real difference", "can vary", "may make a big difference", "can differ"]),
       st.sampled_from(["paperwork", "contract", "receipt", "terms", "confirmation"]))
def test_a_reason_that_things_matter_and_the_users_papers_draft_nothing(lead, nouns, matters, papers):
    a, b = nouns
    q = "What's Goldmark Pawnbrokers' late fee if I miss my repayment date?"
    said = (f"{_DECLINE}\n\n{lead} {a} and {b} {matters}, it's best to check directly with Goldmark Pawnbrokers, or look at "
            f"the {papers} you were given when you took out the loan.")
    right = check(said, [], q)
    assert right.hallucination != "hallucinated", right.findings
    # the wrong neighbour: the same reason with a fee in it drafts one
    wrong = check(said.replace(f"{matters},", f"{matters} (the usual late fee is £15),"), [], q)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=20)
@given(st.permutations(["lessons", "costs", "materials", "dates"]))
def test_an_offer_to_go_through_a_list_drafts_nothing(items):
    q = "How many lessons are in the bookbinding course?"
    listed = ", ".join(items[:-1]) + " and " + items[-1]
    said = (f"Sorry — I couldn't find any details about the bookbinding course. If you can share the course description, "
            f"I'd be glad to go through it with you and summarise the {listed}.")
    right = check(said, [], q)
    assert right.hallucination != "hallucinated", right.findings
    wrong = check(said.replace(f"summarise the {listed}.", f"summarise the {listed}; it usually runs for six weeks."), [], q)
    assert wrong.hallucination == "hallucinated", wrong.findings


@settings(deadline=None, max_examples=30)
@given(st.integers(min_value=6, max_value=20), st.integers(min_value=1, max_value=5), st.sampled_from([60, 100, 120]),
       st.sampled_from(["used", "attended", "had"]))
def test_the_users_figures_restated_with_what_they_leave(total, used, price, verb):
    left = total - used
    q = [{"role": "user", "content": f"I bought a {total}-class pole fitness pack for £{price} and I've {verb} {used} classes."},
         {"role": "assistant", "content": "Thanks — what would you like to know?"},
         {"role": "user", "content": f"Can I get a refund for the other {left}?"}]
    said = (f"Thanks for the details! So you've {verb} **{used} of your {total} classes**, leaving **{left}** unused from a "
            f"**£{price}** pack.\n\nUnfortunately, I couldn't find any information about the studio's refund policy, so I "
            f"can't tell you whether those classes can be refunded. I'd recommend asking the studio directly.")
    right = check(said, [], q)
    assert right.hallucination != "hallucinated", right.findings
    # a figure the user never gave is drafted
    wrong = check(said.replace(f"from a **£{price}** pack", f"from a **£{price}** pack, refundable at **£{price + 7}**"), [], q)
    assert wrong.hallucination == "hallucinated", wrong.findings
