"""Class: a word of the question that the context has in another form ("motorway" asked, "motorways" in the context) is
not "the question's topic, which the context lacks".

Principle (passes._evidence): the question's-topic evidence counts a word only when the context lacks it in every form
(the vocabulary's stem lookup, as every other word test does); a topic the context never names in any form is still
evidence that a sentence fills the question's gap.
"""
from __future__ import annotations

import pytest

from groundtest.checker import check

CTX = [{"title": "cbt.md", "text": "Your CBT certificate is valid for 2 years. At 16, a CBT lets you ride a moped of up to 50cc. "
                                   "You cannot carry a passenger or ride on motorways on a CBT certificate."}]
SUPPORTED = ("You can't carry a passenger on a CBT certificate. You can't ride on motorways on a CBT either. "
             "The certificate lasts 2 years.")


@pytest.mark.parametrize("query,extra", [
    ("Can I use the motorway to get to work?", "So for now it's solo riding on non-motorway roads."),
    ("Can I take my passenger on the motorway?", "So for now it's solo riding, away from the motorway."),
    ("Can I ride on the motorway?", "So for the time being it's local riding, away from the motorway."),
])
def test_the_questions_word_in_the_contexts_other_form_is_the_contexts(query, extra):
    v = check(f"{SUPPORTED} {extra}", CTX, query)
    assert v.hallucination != "hallucinated", (extra, v.findings)


@pytest.mark.parametrize("query,extra", [
    ("Can I ride on the dual carriageway to work?", "So for now it's solo riding on the dual carriageway and quiet roads."),
    ("Can I ride to work through the city centre?", "So for now it's solo riding through the city centre on quiet roads."),
])
def test_a_topic_the_context_never_names_is_still_evidence(query, extra):
    v = check(f"{SUPPORTED} {extra}", CTX, query)
    assert v.hallucination == "hallucinated", (extra, v.findings)
