"""Class: the context's own hedge copied onto the figures it hedges ("The course is one day, usually 8:30am to 4:30pm" →
"The course usually runs 8:30am to 4:30pm").

Principle (claims._hedged_as_context): a hedge word is a guess of the writer's only when the writer adds it. When every
hedge word of the claim is the context's, the claim's figures all stand near that hedge word in the context, and its new
words are plain (a verb like "runs", "takes", "lasts": no detail, condition, scope word or name), the claim restates the
context's hedged fact. Other figures under the hedge, or a new detail under it, remain a guess.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CASES = [
    ("course.md", "The course is one day, usually {a} to {b}, though some riders need a second day.",
     "The course usually {verb} {a} to {b}.", "When is the course?"),
    ("delivery.md", "Orders are dispatched daily and normally arrive in {a} to {b} working days.",
     "Your order will normally {verb} {a} to {b} working days to arrive.", "How long does delivery take?"),
    ("tour.md", "Evening tours start at 8pm and typically last {a} to {b} hours.",
     "The tour typically {verb} {a} to {b} hours.", "How long is the tour?"),
]
VERBS = {"course.md": ["runs", "goes from", "lasts from"], "delivery.md": ["take", "need"],
         "tour.md": ["goes on for", "runs for", "takes"]}
FIGURES = {"course.md": [("8:30am", "4:30pm"), ("9am", "5pm")], "delivery.md": [("3", "5"), ("2", "4")],
           "tour.md": [("2", "3"), ("1.5", "2")]}


def _params():
    for title, ctx, claim, query in CASES:
        for verb in VERBS[title]:
            for a, b in FIGURES[title]:
                yield title, ctx.format(a=a, b=b), claim.format(verb=verb, a=a, b=b), query


@pytest.mark.parametrize("title,text,claim,query", list(_params()))
def test_the_contexts_hedge_on_its_own_figures_is_no_guess(title, text, claim, query):
    v = check(claim, [{"title": title, "text": text}], query)
    assert v.hallucination != "hallucinated", (claim, v.findings)


@pytest.mark.parametrize("claim", [
    "The course usually runs 9am to 6pm.",                       # other figures under the hedge
    "The course usually runs 8:30am to 4:30pm, with a free lunch at noon.",  # a new detail beside them
    "The course usually runs 8:30am to 4:30pm and always includes a second day.",
])
def test_other_figures_or_a_new_detail_under_the_hedge_still_count(claim):
    text = "The course is one day, usually 8:30am to 4:30pm, though some riders need a second day, charged at £90."
    v = check(claim, [{"title": "course.md", "text": text}], "When is the course?")
    assert v.hallucination == "hallucinated", (claim, v.findings)


def test_a_hedge_the_context_does_not_give_is_still_a_guess():
    text = "The course is one day, 8:30am to 4:30pm. Some riders need a second day."
    v = check("The course usually runs 8:30am to 4:30pm, and riders probably get a certificate by post.",
              [{"title": "course.md", "text": text}], "When is the course?")
    assert v.hallucination != "clean", v.findings
