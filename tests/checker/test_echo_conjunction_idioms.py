"""A conjunction written with a content word is no echo of the question (checker/claims._CONJUNCTION_IDIOM): "as long
as you use them all within the three months" does not repeat "How long"; "as soon as", "as far as", "in case" alike. The
question's other words said as fact are still an echo ("Yes, gift wrapping is included as well": "as well" alone is no
conjunction). (Left: "gift wrapping is included for as long as the pass is valid" passes on the start tree and now —
its words are the question's and the context's, so the echo rule, which wants the question's words only, never reads it.)"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "prices.md", "text": "A 10-class pass costs £55 and is valid for 3 months. Pay-as-you-go is £6.50 per class."}]
HEAD = ("- **10-class pass:** **£55**, valid for **3 months**\n- **Pay-as-you-go:** **£6.50 per class**, so 10 classes would be "
        "**£65**\n\n")


@pytest.mark.parametrize(("query", "tail"), [
    ("How long is the 10-class pass valid?", "So the pass saves you **£10** — as long as you use them all within the three months."),
    ("How long is the 10-class pass valid?", "So the pass saves you **£10**, so long as you use them all within the three months."),
    ("How soon can I use the pass?", "So the pass saves you **£10**; use them as soon as you like within the three months."),
])
def test_a_conjunction_idiom_is_no_echo(query, tail):
    v = check(HEAD + tail, CTX, query)
    assert v.hallucination != "hallucinated", [(f.rule, f.content) for f in v.findings]


@pytest.mark.parametrize("tail", ["Yes, gift wrapping is included.", "Yes, gift wrapping is included as well."])
def test_the_questions_topic_is_still_an_echo(tail):
    v = check(HEAD + tail, CTX, "Do you include gift wrapping, and how long is the pass valid?")
    assert v.hallucination == "hallucinated"
